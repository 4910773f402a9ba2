/** Back office: sportsbook bets and liability, and per-player stake factors. */

export const backofficeSportsRisk = {} as const;
