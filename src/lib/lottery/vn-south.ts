/**
 * The bet types of the vn-south format (South and Central: each province draws 18 prizes, the
 * special prize 6 digits). Lô 2 costs 18 units, lô 3 costs 17 (the 8th prize has 2 digits), lô 4
 * costs 16 (the 7th has 3). Xiên pays more than in the North: fewer prizes make it rarer
 * (docs/lottery.md "VN and SEA odds").
 */
import type { BetType } from './bet-type.ts';
import { vnBets } from './vn-common.ts';

export const VN_SOUTH_BETS: readonly BetType[] = vnBets('vn-south', {
  2: { oddsMilli: 36_000, returnBps: 9_399 },
  3: { oddsMilli: 240_000, returnBps: 9_392 },
  4: { oddsMilli: 1_700_000, returnBps: 9_439 },
});
