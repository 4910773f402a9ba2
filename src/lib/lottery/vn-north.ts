/**
 * The bet types of the vn-north format: one draw of 27 prizes, the special prize 5 digits. Lô 2
 * costs 27 units, lô 3 costs 23 (the 7th prize has 2 digits), lô 4 costs 20 (the 6th has 3).
 * Xiên odds from the chance that k given numbers all appear among 27 two-digit endings
 * (docs/lottery.md "VN and SEA odds").
 */
import type { BetType } from './bet-type.ts';
import { vnBets } from './vn-common.ts';

export const VN_NORTH_BETS: readonly BetType[] = vnBets('vn-north', {
  2: { oddsMilli: 17_000, returnBps: 9_330 },
  3: { oddsMilli: 75_000, returnBps: 9_223 },
  4: { oddsMilli: 350_000, returnBps: 9_345 },
});
