/** Back office: sportsbook events and markets, made by hand or from the feed, and trading (suspend, odds, limits, settle, void, resettle). */

export const backofficeSports = {} as const;
