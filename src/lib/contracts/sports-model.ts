/**
 * The sportsbook's shared model (browser-safe): sports, market kinds and their selection keys,
 * states, system bet types, odds formats, the live state and final score, and the events pushed to
 * open pages. Odds are thousandths of decimal odds (1.850 → 1850); handicap and total lines are
 * quarters (−0.25 → −1, 2.75 → 11); amounts are minor units.
 */

/** Which page, which house vendor: /sports (PITCH_SPORTS) or /esports (ARENA_ESPORTS). */
export const SPORT_KINDS = ['sports', 'esports'] as const;
export type SportKind = (typeof SPORT_KINDS)[number];

/** The house vendor whose rounds a page's bets are (spec §3: ARENA_ESPORTS is on the e-sports vendor list). */
export const SPORTS_VENDOR: Record<SportKind, string> = { sports: 'PITCH_SPORTS', esports: 'ARENA_ESPORTS' };

/**
 * The sports, in menu order. `score` says what the score counts (goals, points, sets, runs, maps);
 * `draw` whether a match can end level after regular time (1X2 and double chance are offered).
 */
export const SPORTS = [
  { key: 'football', kind: 'sports', score: 'goals', draw: true },
  { key: 'basketball', kind: 'sports', score: 'points', draw: false },
  { key: 'tennis', kind: 'sports', score: 'sets', draw: false },
  { key: 'cricket', kind: 'sports', score: 'runs', draw: false },
  { key: 'moba', kind: 'esports', score: 'maps', draw: false },
  { key: 'shooter', kind: 'esports', score: 'maps', draw: false },
] as const satisfies readonly { key: string; kind: SportKind; score: string; draw: boolean }[];
export type SportKey = (typeof SPORTS)[number]['key'];
export const SPORT_KEYS = SPORTS.map((s) => s.key) as [SportKey, ...SportKey[]];
export const sportOf = (key: string) => SPORTS.find((s) => s.key === key);

export const EVENT_STATUSES = ['scheduled', 'live', 'ended', 'settled', 'cancelled', 'abandoned'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/**
 * Market kinds and their selection keys (`cs` keys are "h-a" scores 0–4 each plus other_home,
 * other_draw, other_away; `winner` keys are the trader's own).
 * - 1x2 match result; dc double chance; ah Asian handicap (line is the home side's); ou totals
 *   (over/under the line, quarter lines split); btts both teams to score; cs correct score;
 *   mw match winner (two-way; e-sports, tennis, basketball, cricket); mh map handicap (e-sports,
 *   line on maps, home side's); winner a hand-made market of named selections (dead heats apply).
 */
export const MARKET_KINDS = ['1x2', 'dc', 'ah', 'ou', 'btts', 'cs', 'mw', 'mh', 'winner'] as const;
export type MarketKind = (typeof MARKET_KINDS)[number];
export const MARKET_KEYS: Record<Exclude<MarketKind, 'cs' | 'winner'>, readonly string[]> = {
  '1x2': ['home', 'draw', 'away'],
  dc: ['home_draw', 'home_away', 'draw_away'],
  ah: ['home', 'away'],
  ou: ['over', 'under'],
  btts: ['yes', 'no'],
  mw: ['home', 'away'],
  mh: ['home', 'away'],
};
/** Kinds whose market has a line (line_q). */
export const LINED_KINDS: readonly MarketKind[] = ['ah', 'ou', 'mh'];

export const MARKET_STATUSES = ['open', 'suspended', 'settled', 'void'] as const;
export type MarketStatus = (typeof MARKET_STATUSES)[number];

/** A settled selection: half results come from quarter lines (half the stake wins or loses, half is refunded). */
export const SELECTION_RESULTS = ['win', 'lose', 'void', 'half_win', 'half_lose'] as const;
export type SelectionResult = (typeof SELECTION_RESULTS)[number];

/** A leg as settlement sees it: its accepted odds, its selection's result and dead-heat divisor (1 without a tie). */
export interface SettledLeg {
  odds: number;
  result: SelectionResult;
  deadHeat: number;
}

export const BET_KINDS = ['single', 'acca', 'system'] as const;
export type BetKind = (typeof BET_KINDS)[number];

/** Named full-cover system bets (domain-facts.md) and "n from m" (every combination of n of the m legs). */
export const SYSTEM_TYPES = ['trixie', 'patent', 'yankee', 'lucky15', 'canadian', 'lucky31', 'heinz', 'lucky63', 'superheinz', 'goliath', 'n_of_m'] as const;
export type SystemType = (typeof SYSTEM_TYPES)[number];
/** Legs each named type takes, and whether it adds the singles. */
export const SYSTEM_SHAPES: Record<Exclude<SystemType, 'n_of_m'>, { legs: number; singles: boolean; lines: number }> = {
  trixie: { legs: 3, singles: false, lines: 4 },
  patent: { legs: 3, singles: true, lines: 7 },
  yankee: { legs: 4, singles: false, lines: 11 },
  lucky15: { legs: 4, singles: true, lines: 15 },
  canadian: { legs: 5, singles: false, lines: 26 },
  lucky31: { legs: 5, singles: true, lines: 31 },
  heinz: { legs: 6, singles: false, lines: 57 },
  lucky63: { legs: 6, singles: true, lines: 63 },
  superheinz: { legs: 7, singles: false, lines: 120 },
  goliath: { legs: 8, singles: false, lines: 247 },
};

/** pending: in its in-play delay; open: accepted, running; settled; cashed_out (in full); rejected (the delay found a change; refunded). */
export const BET_STATUSES = ['pending', 'open', 'settled', 'cashed_out', 'rejected'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];
/** A settled bet: won (returned more than nothing, not every leg void), lost (returned nothing), void (every leg void: the stake back). */
export const BET_RESULTS = ['won', 'lost', 'void'] as const;
export type BetResult = (typeof BET_RESULTS)[number];

/** Which odds changes between the slip and the server the player accepts. */
export const ODDS_CHANGE_MODES = ['none', 'higher', 'any'] as const;
export type OddsChangeMode = (typeof ODDS_CHANGE_MODES)[number];

export const ODDS_FORMATS = ['decimal', 'fractional', 'american', 'hongkong', 'malay', 'indonesian'] as const;
export type OddsFormat = (typeof ODDS_FORMATS)[number];

/** A team's crest, drawn by the browser (sports/crest.tsx): shape, pattern, two colours (#rrggbb) and initials. */
export interface Crest {
  shape: 'shield' | 'round' | 'diamond' | 'hex';
  pattern: 'plain' | 'stripes' | 'hoops' | 'half' | 'sash' | 'chevron';
  primary: string;
  secondary: string;
  initials: string;
}

/**
 * The state of a live (or ended) event. `clock` is the sport's own: football and basketball the
 * minute played, cricket the over, tennis and e-sports the set or map being played; `period` the
 * half, quarter, innings, set or map number; `parts` the score per period ([home, away] each).
 */
export interface LiveState {
  home: number;
  away: number;
  period: number;
  clock: number;
  parts: [number, number][];
}

/** How an event ended: the score the markets settle on (goals, points, sets, runs, maps). */
export interface FinalScore {
  home: number;
  away: number;
  parts: [number, number][];
}

/** A market's odds as pushed: its state and each selection's odds. */
export interface MarketPrice {
  id: number;
  status: MarketStatus;
  selections: { id: number; odds: number; status: 'open' | 'suspended' }[];
}

/**
 * Events on the public stream (/wps/sports/stream), the SSE event name is `type`:
 * - `score`: an event's status and live state changed;
 * - `odds`: markets of an event changed odds or state.
 */
export type SportsPush =
  | { type: 'score'; eventId: number; version: number; status: EventStatus; live: LiveState | null }
  | { type: 'odds'; eventId: number; version: number; markets: MarketPrice[] };

/** Odds thousandths ↔ decimal. */
export const oddsDecimal = (milli: number): number => milli / 1000;
/** A line in quarters ↔ its decimal value (−1 → −0.25). */
export const lineOf = (q: number): number => q / 4;
export const quartersOf = (line: number): number => Math.round(line * 4);
