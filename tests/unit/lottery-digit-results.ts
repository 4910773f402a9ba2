/** Results of the digit formats for the VN and SEA rule tests: a fixed-seed generator and full-sweep helpers. */
import { DRAW_SHAPES, type DrawResult, type LotteryFormat, ODDS_SCALE } from '#lib/contracts/lottery-model.ts';
import type { BetType } from '#lib/lottery/bet-type.ts';

/** A small fixed-seed generator of floats in [0, 1) (mulberry32), for repeatable simulations. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A uniform result of a digit format (distinct values when the format asks for them). */
export function randomResult(format: LotteryFormat, random: () => number): DrawResult {
  const shape = DRAW_SHAPES[format];
  if (shape.kind !== 'digits') throw new Error(`${format} is not a digit format`);
  const out: string[] = [];
  for (const row of shape.prizes) {
    for (let i = 0; i < row.count; i++) {
      let v: string;
      do v = String(Math.floor(random() * 10 ** row.digits)).padStart(row.digits, '0');
      while (shape.distinct && out.includes(v));
      out.push(v);
    }
  }
  return out;
}

/** Every number of `digits` digits, as typed. */
export const allNumbers = (digits: number) => Array.from({ length: 10 ** digits }, (_, i) => String(i).padStart(digits, '0'));

/**
 * What one unit spread over every typed number returns against `result`, per unit staked: Σ pays
 * ÷ Σ cost. Lines come from parsing each number, so a bet whose lines stand for several typed
 * numbers (3 tod) is weighted as players type them.
 */
export function sweepReturn(bet: BetType, digits: number, result: DrawResult): number {
  let paid = 0;
  let cost = 0;
  for (const n of allNumbers(digits)) {
    const parsed = bet.parse(n);
    if ('error' in parsed) throw new Error(`${bet.code} refused ${n}: ${parsed.error}`);
    for (const line of parsed.lines) {
      paid += bet.pays(line, result, bet.defaults) / ODDS_SCALE;
      cost += bet.defaults.costUnits;
    }
  }
  return paid / cost;
}
