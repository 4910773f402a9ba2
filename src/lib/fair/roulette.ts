/**
 * European roulette: one wheel with a single zero, 37 pockets (0–36).
 *
 * Rules (player-facing summary):
 * - One float per spin chooses the pocket: pocket = floor(float × 37).
 * - The table has 0 at the head and 1–36 in 12 rows of three (1-2-3, 4-5-6, … 34-35-36) and three
 *   columns (1-4-…-34, 2-5-…-35, 3-6-…-36).
 * - Bets and what they pay (winnings : stake; a winning bet also gets its stake back):
 *   straight (one number) 35:1 · split (two adjacent numbers, including 0-1, 0-2 and 0-3) 17:1 ·
 *   street (a row of three, and the trios 0-1-2 and 0-2-3) 11:1 · corner (four numbers meeting at a
 *   corner, and the first four 0-1-2-3) 8:1 · six line (two adjacent rows) 5:1 · column 2:1 ·
 *   dozen (1–12, 13–24, 25–36) 2:1 · red / black, odd / even, low (1–18) / high (19–36) 1:1.
 *   Zero is neither red nor black, odd nor even, low nor high: even-money bets lose on 0.
 * - Every bet on the board has the same theoretical return to player, 36/37 ≈ 97.30 %: a bet
 *   covering n numbers pays 36/n times its stake (stake included), and wins with probability n/37.
 */
import { intBelow, type Floats } from './rng.ts';

export const POCKETS = 37;

export const BET_KINDS = [
  'straight',
  'split',
  'street',
  'corner',
  'sixline',
  'column',
  'dozen',
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
] as const;
export type BetKind = (typeof BET_KINDS)[number];

/** Winnings to one (the stake is returned on top). */
export const PAYOUT_ODDS: Readonly<Record<BetKind, number>> = {
  straight: 35,
  split: 17,
  street: 11,
  corner: 8,
  sixline: 5,
  column: 2,
  dozen: 2,
  red: 1,
  black: 1,
  odd: 1,
  even: 1,
  low: 1,
  high: 1,
};

export const RED: ReadonlySet<number> = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
export type PocketColor = 'green' | 'red' | 'black';

export function pocketColor(pocket: number): PocketColor {
  if (pocket === 0) return 'green';
  return RED.has(pocket) ? 'red' : 'black';
}

/** The 12 rows of the table (streets), top to bottom: [1,2,3], [4,5,6], … [34,35,36]. */
export const TABLE_ROWS: readonly (readonly number[])[] = Array.from({ length: 12 }, (_, r) => [3 * r + 1, 3 * r + 2, 3 * r + 3]);
/** The 3 columns: [1,4,…,34], [2,5,…,35], [3,6,…,36]. */
export const TABLE_COLUMNS: readonly (readonly number[])[] = [1, 2, 3].map((c) => Array.from({ length: 12 }, (_, r) => 3 * r + c));

export interface RouletteBet {
  kind: BetKind;
  /** The numbers the bet covers (any order; outside bets list their whole set, see betNumbers). */
  numbers: number[];
  /** Minor units. */
  stake: number;
}

export interface RouletteWin {
  /** Index into the bets of the spin. */
  betIndex: number;
  /** Minor units credited: stake × (odds + 1). */
  pay: number;
}

export interface RouletteOutcome {
  pocket: number;
  color: PocketColor;
  wins: RouletteWin[];
  totalStake: number;
  totalPay: number;
}

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const sorted = (numbers: readonly number[]): number[] => [...numbers].sort((a, b) => a - b);
/**
 * A set of pockets as a 37-bit mask held in a double (exact below 2^53): order-free, and -1 for
 * anything that is not a set of distinct integers 0–36.
 */
function mask(numbers: readonly number[]): number {
  let m = 0;
  for (const n of numbers) {
    if (!Number.isInteger(n) || n < 0 || n >= POCKETS) return -1;
    const bit = 2 ** n;
    if (Math.floor(m / bit) % 2 === 1) return -1;
    m += bit;
  }
  return m;
}

function buildValidBets(): Record<BetKind, number[][]> {
  const splits: number[][] = [
    [0, 1],
    [0, 2],
    [0, 3],
  ];
  for (let n = 1; n <= 36; n++) {
    if (n % 3 !== 0) splits.push([n, n + 1]);
    if (n <= 33) splits.push([n, n + 3]);
  }
  const corners: number[][] = [[0, 1, 2, 3]];
  for (let n = 1; n <= 32; n++) if (n % 3 !== 0) corners.push([n, n + 1, n + 3, n + 4]);
  return {
    straight: range(0, 36).map((n) => [n]),
    split: splits.map(sorted),
    street: [[0, 1, 2], [0, 2, 3], ...TABLE_ROWS.map((row) => [...row])],
    corner: corners,
    sixline: range(0, 10).map((r) => range(3 * r + 1, 3 * r + 6)),
    column: TABLE_COLUMNS.map((c) => [...c]),
    dozen: [range(1, 12), range(13, 24), range(25, 36)],
    red: [sorted([...RED])],
    black: [range(1, 36).filter((n) => !RED.has(n))],
    odd: [range(1, 36).filter((n) => n % 2 === 1)],
    even: [range(1, 36).filter((n) => n % 2 === 0)],
    low: [range(1, 18)],
    high: [range(19, 36)],
  };
}

const VALID: Readonly<Record<BetKind, readonly (readonly number[])[]>> = buildValidBets();

const VALID_MASKS = new Map<string, ReadonlySet<number>>(BET_KINDS.map((kind) => [kind, new Set(VALID[kind].map(mask))]));

/** Every valid number set of a bet kind, each sorted ascending (e.g. the 60 splits). */
export function validBets(kind: BetKind): number[][] {
  if (!BET_KINDS.includes(kind)) throw new RangeError(`Unknown bet kind: ${String(kind)}.`);
  return VALID[kind].map((numbers) => numbers.slice());
}

/** True when `numbers` (any order, no repeats) is a valid bet of `kind` on the layout. */
export function isValidBet(kind: BetKind, numbers: readonly number[]): boolean {
  const valid = VALID_MASKS.get(kind);
  if (!valid || !Array.isArray(numbers)) return false;
  const m = mask(numbers);
  return m >= 0 && valid.has(m);
}

/**
 * Builds the numbers of a valid bet (sorted ascending); throws a RangeError when there is none.
 * - straight: anchor = the number (0–36).
 * - split: anchor and second = the two adjacent numbers.
 * - street: anchor = the first number of a row (1, 4, … 34); or anchor 0 with second 1 for the trio
 *   0-1-2, second 3 for 0-2-3.
 * - corner: anchor = the lowest of the four numbers (0 for the first four 0-1-2-3).
 * - sixline: anchor = the first number of the upper row (1, 4, … 31).
 * - column and dozen: anchor = 1, 2 or 3.
 * - red, black, odd, even, low, high: no anchor.
 */
export function betNumbers(kind: BetKind, anchor = 0, second?: number): number[] {
  let numbers: number[] | undefined;
  switch (kind) {
    case 'straight':
      numbers = [anchor];
      break;
    case 'split':
      numbers = second === undefined ? undefined : [anchor, second];
      break;
    case 'street':
      if (anchor === 0) numbers = second === 1 ? [0, 1, 2] : second === 3 ? [0, 2, 3] : undefined;
      else numbers = [anchor, anchor + 1, anchor + 2];
      break;
    case 'corner':
      numbers = anchor === 0 ? [0, 1, 2, 3] : [anchor, anchor + 1, anchor + 3, anchor + 4];
      break;
    case 'sixline':
      numbers = range(anchor, anchor + 5);
      break;
    case 'column':
      numbers = Number.isInteger(anchor) ? TABLE_COLUMNS[anchor - 1]?.slice() : undefined;
      break;
    case 'dozen':
      numbers = anchor >= 1 && anchor <= 3 && Number.isInteger(anchor) ? range(12 * anchor - 11, 12 * anchor) : undefined;
      break;
    case 'red':
    case 'black':
    case 'odd':
    case 'even':
    case 'low':
    case 'high':
      numbers = VALID[kind][0]!.slice();
      break;
    default:
      numbers = undefined;
  }
  if (!numbers || !isValidBet(kind, numbers)) {
    throw new RangeError(`No ${String(kind)} bet at ${anchor}${second === undefined ? '' : `/${second}`}.`);
  }
  return sorted(numbers);
}

/** Throws a RangeError unless every bet is valid and the stakes are positive safe integers. */
export function validateRouletteBets(bets: readonly RouletteBet[]): number {
  if (!Array.isArray(bets) || bets.length === 0) throw new RangeError('At least one bet is needed.');
  let totalStake = 0;
  bets.forEach((bet, i) => {
    if (!Number.isSafeInteger(bet.stake) || bet.stake <= 0) {
      throw new RangeError(`Bet ${i}: the stake must be a positive safe integer.`);
    }
    if (!Array.isArray(bet.numbers) || !isValidBet(bet.kind, bet.numbers)) {
      throw new RangeError(`Bet ${i}: not a valid ${String(bet.kind)} bet.`);
    }
    totalStake += bet.stake;
  });
  // The largest possible pay is 36 × the total stake: keep it exact.
  if (!Number.isSafeInteger(totalStake * 36)) throw new RangeError('The total stake is too large.');
  return totalStake;
}

/** Minor units credited for one bet when `pocket` comes up (0 when it loses). */
export function betPay(bet: RouletteBet, pocket: number): number {
  return bet.numbers.includes(pocket) ? bet.stake * (PAYOUT_ODDS[bet.kind] + 1) : 0;
}

/** One spin: validates the bets (RangeError), draws one float for the pocket, pays the winners. */
export function spinRoulette(next: Floats, bets: readonly RouletteBet[]): RouletteOutcome {
  const totalStake = validateRouletteBets(bets);
  const pocket = intBelow(next, POCKETS);
  const wins: RouletteWin[] = [];
  let totalPay = 0;
  bets.forEach((bet, betIndex) => {
    const pay = betPay(bet, pocket);
    if (pay > 0) {
      wins.push({ betIndex, pay });
      totalPay += pay;
    }
  });
  return { pocket, color: pocketColor(pocket), wins, totalStake, totalPay };
}

/** Exact RTP of one bet: its pay summed over the 37 equally likely pockets, over 37 × stake. */
export function betRtp(kind: BetKind, numbers: readonly number[]): number {
  const bet: RouletteBet = { kind, numbers: [...numbers], stake: 1 };
  validateRouletteBets([bet]);
  let total = 0;
  for (let pocket = 0; pocket < POCKETS; pocket++) total += betPay(bet, pocket);
  return total / POCKETS;
}

/**
 * Exact RTP of a bet kind (every valid bet of it, by enumeration over the pockets; they are all
 * equal, the lowest is returned), or of the whole board when no kind is given.
 */
export function theoreticalRtp(kind?: BetKind): number {
  const kinds = kind === undefined ? BET_KINDS : [kind];
  let lowest = Infinity;
  for (const k of kinds) for (const numbers of validBets(k)) lowest = Math.min(lowest, betRtp(k, numbers));
  return lowest;
}

/** 36/37: the published RTP of every bet. */
export const THEORETICAL_RTP = 36 / 37;
