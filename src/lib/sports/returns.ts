/**
 * What a bet returns, exactly: each line returns its unit stake × the product of its legs' factors,
 * rounded down to the minor unit, in integer arithmetic (odds are thousandths, so a line of up to
 * 20 legs is a ratio of big integers). A leg's factor (domain-facts.md settlement rules):
 * - win: odds; dead heat of k: odds / k (1/k of the stake wins at the odds, the rest is lost);
 * - lose: 0; void: 1 (the leg counts at odds 1.00);
 * - half_win: (odds + 1) / 2 (half the stake wins, half is refunded); half_lose: 1/2 (half refunded).
 * A bet with part of its stake cashed out returns only on its running stake (open / stake of it).
 */
import type { SettledLeg } from '#lib/contracts/sports-model.ts';
import { type BetShape, betLines } from './systems.ts';

/** A leg's factor as a ratio [numerator, denominator] of big integers. */
export function legFactor(leg: SettledLeg): [bigint, bigint] {
  const o = BigInt(leg.odds);
  const k = BigInt(Math.max(1, leg.deadHeat));
  switch (leg.result) {
    case 'win':
      return [o, 1000n * k];
    case 'lose':
      return [0n, 1n];
    case 'void':
      return [1n, 1n];
    case 'half_win':
      return [o + 1000n, 2000n];
    case 'half_lose':
      return [1n, 2n];
  }
}

/** One line's return: ⌊unit × Π factors⌋. */
export function lineReturn(unitStake: number, legs: readonly SettledLeg[]): number {
  let num = BigInt(unitStake);
  let den = 1n;
  for (const leg of legs) {
    const [n, d] = legFactor(leg);
    num *= n;
    den *= d;
  }
  return Number(num / den);
}

export interface ReturnInput extends BetShape {
  unitStake: number;
  /** The bet's whole stake and the part still running (less after a partial cash-out). */
  stake: number;
  openStake: number;
}

/** What the bet pays at settlement for its running stake: Σ line returns × openStake / stake, rounded down. */
export function betReturn(b: Omit<ReturnInput, 'legs'>, legs: readonly SettledLeg[]): number {
  const lines = betLines({ ...b, legs: legs.length });
  if (!lines) throw new RangeError('the bet’s shape does not fit its legs');
  let total = 0n;
  for (const line of lines) total += BigInt(lineReturn(b.unitStake, line.map((i) => legs[i]!)));
  if (b.openStake === b.stake) return Number(total);
  return Number((total * BigInt(b.openStake)) / BigInt(b.stake));
}

/** The most the bet can return: every leg winning at its odds. */
export function potentialReturn(b: Omit<ReturnInput, 'openStake' | 'legs'> & { openStake?: number }, odds: readonly number[]): number {
  return betReturn({ ...b, openStake: b.openStake ?? b.stake }, odds.map((o) => ({ odds: o, result: 'win', deadHeat: 1 })));
}

/** won, lost or void (every leg void: the stake back) from the legs' results and what the bet paid. */
export function betResultOf(legs: readonly SettledLeg[], payout: number): 'won' | 'lost' | 'void' {
  if (legs.every((l) => l.result === 'void')) return 'void';
  return payout > 0 ? 'won' : 'lost';
}
