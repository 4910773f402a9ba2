/**
 * The bet types of the thai format: [first prize (6 digits), front 3 ×2, back 3 ×2, bottom 2].
 * "3 top" is the first prize's last 3 digits; 3 tod wins on those digits in any order and pays
 * 6 ÷ (its orderings) times its odds, so a number with a repeated digit (3 orderings) pays double
 * and a triple (1 ordering) six times: every tod number returns the same. Run top and run bottom
 * pay once when the digit appears, however many times it appears.
 */
import type { DrawResult } from '#lib/contracts/lottery-model.ts';
import type { BetType } from './bet-type.ts';
import { prizeValues } from './digits.ts';
import { numberBet } from './number-bet.ts';

const MAX_NUMBERS = 100;
const stakes = { maxStake: 5_000_000, maxPayout: 100_000_000 };

const top3 = (result: DrawResult) => (prizeValues('thai', result, 'first')[0] ?? '').slice(-3);
const top2 = (result: DrawResult) => top3(result).slice(-2);
const bottom2 = (result: DrawResult) => prizeValues('thai', result, 'bottom2')[0] ?? '';
const sortedDigits = (n: string) => [...n].sort().join('');
/** How many different orders the digits of a 3-digit number have: 6, 3 (one pair) or 1 (a triple). */
export const orderings = (n: string) => [1, 1, 3, 6][new Set(n).size] ?? 1;
/** The orderings a tod line's odds are quoted for (three different digits). */
const TOD_BASE_WAYS = 6;

export const THAI_BETS: readonly BetType[] = [
  numberBet({
    code: '3-top',
    digits: 3,
    max: MAX_NUMBERS,
    defaults: { oddsMilli: 900_000, returnBps: 9_000, costUnits: 1, ...stakes },
    hits: (n, r) => (top3(r) === n ? 1 : 0),
  }),
  numberBet({
    code: '3-tod',
    digits: 3,
    max: MAX_NUMBERS,
    defaults: { oddsMilli: 150_000, returnBps: 9_000, costUnits: 1, ...stakes },
    canonical: sortedDigits,
    hits: (n, r) => (sortedDigits(top3(r)) === sortedDigits(n) ? 1 : 0),
    hitPays: (n, _r, odds) => (odds * TOD_BASE_WAYS) / orderings(n),
    lineOdds: (n, odds) => (odds * TOD_BASE_WAYS) / orderings(n),
  }),
  numberBet({
    code: '2-top',
    digits: 2,
    max: MAX_NUMBERS,
    defaults: { oddsMilli: 90_000, returnBps: 9_000, costUnits: 1, ...stakes },
    hits: (n, r) => (top2(r) === n ? 1 : 0),
  }),
  numberBet({
    code: '2-bottom',
    digits: 2,
    max: MAX_NUMBERS,
    defaults: { oddsMilli: 90_000, returnBps: 9_000, costUnits: 1, ...stakes },
    hits: (n, r) => (bottom2(r) === n ? 1 : 0),
  }),
  numberBet({
    code: 'run-top',
    digits: 1,
    max: 10,
    defaults: { oddsMilli: 3_300, returnBps: 8_943, costUnits: 1, ...stakes },
    hits: (n, r) => (top3(r).includes(n) ? 1 : 0),
  }),
  numberBet({
    code: 'run-bottom',
    digits: 1,
    max: 10,
    defaults: { oddsMilli: 4_700, returnBps: 8_930, costUnits: 1, ...stakes },
    hits: (n, r) => (bottom2(r).includes(n) ? 1 : 0),
  }),
];
