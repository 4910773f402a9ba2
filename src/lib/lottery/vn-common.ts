/**
 * The Vietnamese bet types, the same for every region (browser-safe); only the prize table
 * (DRAW_SHAPES) and the xiên odds differ. Lô k pays once per prize whose last k digits match and
 * one line costs as many units as there are prizes with at least k digits; đề, đầu, đuôi and
 * 3 càng read the special prize; xiên k wins when each of its k lô-2 numbers appears at least
 * once among the prizes (a number drawn twice still wins once).
 */
import type { BetDefaults, BetType } from './bet-type.ts';
import { choose, combinations, digitNumbers, prizesWithDigits, prizeValues } from './digits.ts';
import { numberBet, oddsOf } from './number-bet.ts';

export type VnFormat = 'vn-north' | 'vn-south';
type Terms = BetDefaults & { oddsMilli: number };

/** Most numbers of one selection of a one-number-a-line bet type. */
export const MAX_NUMBERS = 100;
/** Most lines (combinations) of one xiên selection. */
export const MAX_XIEN_LINES = 1_000;

const lowStakes = { maxStake: 5_000_000, maxPayout: 50_000_000 };
const highStakes = { maxStake: 5_000_000, maxPayout: 100_000_000 };
/** Lô 3 and 4 pay hundreds or thousands of times per occurrence, and a line may match several prizes. */
const loLongStakes = { maxStake: 5_000_000, maxPayout: 500_000_000 };

/** The odds of one region's xiên 2, 3 and 4 with their exact return (prize counts differ). */
export type XienTerms = Record<2 | 3 | 4, { oddsMilli: number; returnBps: number }>;

function lo(format: VnFormat, digits: 2 | 3 | 4, oddsMilli: number, returnBps: number): BetType {
  const bet = numberBet({
    code: `lo${digits}`,
    digits,
    max: MAX_NUMBERS,
    defaults: {
      oddsMilli,
      returnBps,
      costUnits: prizesWithDigits(format, digits),
      ...(digits === 2 ? { maxStake: 10_000_000, maxPayout: 100_000_000 } : loLongStakes),
    },
    hits: (n, result) => result.filter((v) => v.length >= digits && v.slice(-digits) === n).length,
  });
  return { ...bet, perOccurrence: true };
}

/** A bet on the special prize: `pick` takes the digits it reads (đề its last 2, đầu the first of those, đuôi the last, 3 càng the last 3). */
function special(format: VnFormat, code: string, digits: number, pick: (special: string) => string, defaults: Terms): BetType {
  return numberBet({
    code,
    digits,
    max: MAX_NUMBERS,
    defaults,
    hits: (n, result) => (pick(prizeValues(format, result, 'special')[0] ?? '') === n ? 1 : 0),
  });
}

/** The largest count of numbers whose k-combinations stay within MAX_XIEN_LINES. */
export const xienMaxNumbers = (k: number) => {
  let n = k;
  while (choose(n + 1, k) <= MAX_XIEN_LINES) n++;
  return n;
};

function xien(k: 2 | 3 | 4, terms: { oddsMilli: number; returnBps: number }): BetType {
  const max = xienMaxNumbers(k);
  const defaults: Terms = { ...terms, costUnits: 1, ...highStakes };
  return {
    code: `xien${k}`,
    pick: { kind: 'numbers', from: 0, to: 99, pad: 2, min: k, max },
    parse(text) {
      const numbers = digitNumbers(text, 2, max);
      if (!Array.isArray(numbers)) return numbers;
      if (numbers.length < k) return { error: 'TOO_FEW_NUMBERS' };
      return { lines: combinations(numbers, k), text: numbers.join(' ') };
    },
    pays(line, result, t) {
      const drawn = new Set(result.map((v) => v.slice(-2)));
      return line.length === k && line.every((n) => drawn.has(n)) ? oddsOf(t, defaults) : 0;
    },
    odds: (_line, t) => oddsOf(t, defaults),
    defaults,
  };
}

/**
 * A region's bet types. Lô k returns odds / 10^k of the stake whatever the prize count (each of
 * the N_k prizes matches with probability 10^−k, and a line costs N_k units); the same holds for
 * đề (odds / 100), đầu and đuôi (odds / 10) and 3 càng (odds / 1000).
 */
export function vnBets(format: VnFormat, xienTerms: XienTerms): BetType[] {
  const last = (n: number) => (s: string) => s.slice(-n);
  return [
    lo(format, 2, 97_000, 9_700),
    lo(format, 3, 960_000, 9_600),
    lo(format, 4, 9_500_000, 9_500),
    special(format, 'de', 2, last(2), {
      oddsMilli: 95_000,
      returnBps: 9_500,
      costUnits: 1,
      ...lowStakes,
    }),
    special(format, 'de-first', 1, (s) => s.slice(-2, -1), {
      oddsMilli: 9_500,
      returnBps: 9_500,
      costUnits: 1,
      ...lowStakes,
    }),
    special(format, 'de-last', 1, last(1), {
      oddsMilli: 9_500,
      returnBps: 9_500,
      costUnits: 1,
      ...lowStakes,
    }),
    special(format, '3-cang', 3, last(3), {
      oddsMilli: 950_000,
      returnBps: 9_500,
      costUnits: 1,
      ...highStakes,
    }),
    xien(2, xienTerms[2]),
    xien(3, xienTerms[3]),
    xien(4, xienTerms[4]),
  ];
}
