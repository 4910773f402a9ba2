/**
 * The lottery's shared words (browser-safe): the lottery types of spec §3, the groups of the
 * lobby, the draw formats and the shape of their results, the states of draws, tickets and
 * follows, and the refusal codes of a selection. The rules of each format (bet types, lines,
 * payouts) live in src/lib/lottery; the server, the player's pages and the verification page use
 * the same code.
 */

/** Spec §3 accountTypeName of a lottery game: Vietnamese, South-East Asian, fast e-lottery. */
export const LOTTERY_TYPES = ['TCG_LOTTO_VN', 'TCG_SEA', 'ELOTT'] as const;
export type LotteryType = (typeof LOTTERY_TYPES)[number];

/** The lobby's groups and the pages that show them (/vnlottery, /seaLottery, /elott). */
export const LOTTERY_GROUPS = ['vn', 'sea', 'fast'] as const;
export type LotteryGroup = (typeof LOTTERY_GROUPS)[number];
export const GROUP_OF_TYPE: Record<LotteryType, LotteryGroup> = { TCG_LOTTO_VN: 'vn', TCG_SEA: 'sea', ELOTT: 'fast' };
/** Spec §3 prize modes as the site config names them (Lott, ZY, Elott, SEA): VN daily, fast, SEA. */
export const PRIZE_MODE_OF_GROUP: Record<LotteryGroup, string> = { vn: 'Lott', sea: 'SEA', fast: 'Elott' };

/** How a draw's numbers look; each format has its own bet types (src/lib/lottery/<format>). */
export const LOTTERY_FORMATS = ['vn-north', 'vn-south', 'thai', 'my4d', 'k3', '11x5', 'ssc', 'pk10', 'keno'] as const;
export type LotteryFormat = (typeof LOTTERY_FORMATS)[number];

/**
 * A draw's result: the drawn values in the format's fixed order (DRAW_SHAPES), each a string of
 * digits as printed (leading zeros kept): VN north is 27 strings, special prize first; Thai is
 * [first prize, front 3 ×2, back 3 ×2, bottom 2]; 4D is [1st, 2nd, 3rd, special ×10, consolation
 * ×10]; K3 three dice "1"–"6"; 11x5 five of "01"–"11" in drawn order; SSC five digits; PK10 the
 * ranking "01"–"10" (1st place first); Keno twenty of "01"–"80" in drawn order.
 */
export type DrawResult = string[];

/** One prize row of a numbered draw: its name, how many numbers, how many digits each. */
export interface PrizeRow {
  prize: string;
  count: number;
  digits: number;
}

/** How the values of a result are drawn (and checked when staff enter one). */
export type DrawShape =
  /** Independent uniform numbers of fixed digits (repeats allowed), prize by prize. */
  | { kind: 'digits'; prizes: PrizeRow[]; distinct?: true }
  /** Independent dice 1–6. */
  | { kind: 'dice'; count: number }
  /** `count` distinct numbers of from..to, in drawn order, two digits each. */
  | { kind: 'distinct'; count: number; from: number; to: number; pad: number }
  /** A ranking of 1..size (a permutation), two digits each. */
  | { kind: 'permutation'; size: number };

export const DRAW_SHAPES: Record<LotteryFormat, DrawShape> = {
  'vn-north': {
    kind: 'digits',
    prizes: [
      { prize: 'special', count: 1, digits: 5 },
      { prize: 'first', count: 1, digits: 5 },
      { prize: 'second', count: 2, digits: 5 },
      { prize: 'third', count: 6, digits: 5 },
      { prize: 'fourth', count: 4, digits: 4 },
      { prize: 'fifth', count: 6, digits: 4 },
      { prize: 'sixth', count: 3, digits: 3 },
      { prize: 'seventh', count: 4, digits: 2 },
    ],
  },
  'vn-south': {
    kind: 'digits',
    prizes: [
      { prize: 'special', count: 1, digits: 6 },
      { prize: 'first', count: 1, digits: 5 },
      { prize: 'second', count: 1, digits: 5 },
      { prize: 'third', count: 2, digits: 5 },
      { prize: 'fourth', count: 7, digits: 5 },
      { prize: 'fifth', count: 1, digits: 4 },
      { prize: 'sixth', count: 3, digits: 4 },
      { prize: 'seventh', count: 1, digits: 3 },
      { prize: 'eighth', count: 1, digits: 2 },
    ],
  },
  thai: {
    kind: 'digits',
    prizes: [
      { prize: 'first', count: 1, digits: 6 },
      { prize: 'front3', count: 2, digits: 3 },
      { prize: 'back3', count: 2, digits: 3 },
      { prize: 'bottom2', count: 1, digits: 2 },
    ],
  },
  my4d: {
    kind: 'digits',
    distinct: true,
    prizes: [
      { prize: 'first', count: 1, digits: 4 },
      { prize: 'second', count: 1, digits: 4 },
      { prize: 'third', count: 1, digits: 4 },
      { prize: 'special', count: 10, digits: 4 },
      { prize: 'consolation', count: 10, digits: 4 },
    ],
  },
  k3: { kind: 'dice', count: 3 },
  '11x5': { kind: 'distinct', count: 5, from: 1, to: 11, pad: 2 },
  ssc: { kind: 'digits', prizes: [{ prize: 'digit', count: 5, digits: 1 }] },
  pk10: { kind: 'permutation', size: 10 },
  keno: { kind: 'distinct', count: 20, from: 1, to: 80, pad: 2 },
};

/** How many values a result of the format has. */
export function resultLength(format: LotteryFormat): number {
  const s = DRAW_SHAPES[format];
  switch (s.kind) {
    case 'digits':
      return s.prizes.reduce((n, p) => n + p.count, 0);
    case 'dice':
    case 'distinct':
      return s.count;
    case 'permutation':
      return s.size;
  }
}

/** Where a result comes from: the house's hash-chain draws, or official results staff enter (or a feed imports). */
export const RESULT_SOURCES = ['house', 'official'] as const;
export type ResultSource = (typeof RESULT_SOURCES)[number];

/**
 * A draw's states: open (tickets taken) → closed (betting over) → drawn (result known) → settled
 * (every ticket paid or lost), or void (every ticket refunded). An official result waits in
 * `closed` until a second person approves it.
 */
export const DRAW_STATUSES = ['scheduled', 'open', 'closed', 'drawn', 'settled', 'void'] as const;
export type DrawStatus = (typeof DRAW_STATUSES)[number];

export const TICKET_STATUSES = ['open', 'won', 'lost', 'void', 'cancelled'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const FOLLOW_STATUSES = ['active', 'done', 'won', 'stopped'] as const;
export type FollowStatus = (typeof FOLLOW_STATUSES)[number];
/** Why a follow ended early. */
export const FOLLOW_STOP_REASONS = ['player', 'won', 'blocked', 'funds', 'paused'] as const;
export type FollowStopReason = (typeof FOLLOW_STOP_REASONS)[number];

/**
 * When a lottery draws, in the merchant's time zone: fixed times on given weekdays (0 Sunday; all
 * days when absent), given days of the month at a time (Thai: 1st and 16th), or every N minutes
 * (fast draws; the first draw of the day at the zone's midnight + N).
 */
export type LotterySchedule =
  | { kind: 'daily'; times: string[]; weekdays?: number[] | undefined }
  | { kind: 'monthly'; days: number[]; time: string }
  | { kind: 'interval'; minutes: number };

/** A selection refused by a format's rules: each one a clear code of the status table. */
export const SELECTION_ERRORS = ['EMPTY_SELECTION', 'NUMBER_OUT_OF_RANGE', 'WRONG_DIGIT_COUNT', 'DUPLICATE_SELECTION', 'TOO_MANY_NUMBERS', 'TOO_FEW_NUMBERS'] as const;
export type SelectionError = (typeof SELECTION_ERRORS)[number];

/**
 * The terms a bet type is paid on (a `lottery_odds` row that staff edit): `oddsMilli` is what one
 * winning line (one occurrence, for lô) returns per unit staked, stake included, in thousandths
 * (80 000 = 80×); null for fast games, whose odds come from the true probability × `returnBps`.
 * One line costs `costUnits` units (lô: the number of prizes).
 */
export interface OddsTerms {
  oddsMilli: number | null;
  returnBps: number;
  costUnits: number;
}

/** The odds are thousandths: 1000 = 1×. */
export const ODDS_SCALE = 1000;

/** A ticket's stake: lines × cost units × unit stake × multiplier (minor units). */
export function ticketStake(lines: number, costUnits: number, unitStake: number, multiplier: number): number {
  return lines * costUnits * unitStake * multiplier;
}

/** What a ticket pays: Σ of its lines' `pays` (thousandths per unit) × unit stake × multiplier, rounded down. */
export function ticketPayout(paysMilli: number, unitStake: number, multiplier: number): number {
  return Math.floor((paysMilli * unitStake * multiplier) / ODDS_SCALE);
}
