import { describe, expect, it } from 'vitest';
import { cashbackOf, rateFor, rebateOf } from '#server/promotions/rates.ts';
import { duePeriods } from '#server/promotions/settle-periods.ts';
import { fromLocal } from '#server/system/index.ts';
import type { RateRow } from '#lib/contracts/promotion-model.ts';

const RATES: RateRow[] = [
  { rank: 0, category: 'ALL', rateBps: 300 },
  { rank: 0, category: 'LIVE', rateBps: 400 },
  { rank: 3, category: 'ALL', rateBps: 600 },
  { rank: 5, category: 'RNG', rateBps: 1000 },
];

describe('rateFor', () => {
  it('takes the row of the highest rank at or below the member’s', () => {
    expect(rateFor(RATES, 0, 'RNG')).toBe(300);
    expect(rateFor(RATES, 2, 'RNG')).toBe(300);
    expect(rateFor(RATES, 3, 'RNG')).toBe(600);
    expect(rateFor(RATES, 5, 'RNG')).toBe(1000);
    expect(rateFor(RATES, 9, 'RNG')).toBe(1000);
  });
  it('prefers a category’s own row to ALL at the same rank, and a higher ALL row to a lower own row', () => {
    expect(rateFor(RATES, 0, 'LIVE')).toBe(400);
    expect(rateFor(RATES, 4, 'LIVE')).toBe(600);
    expect(rateFor([{ rank: 2, category: 'FISH', rateBps: 50 }, { rank: 2, category: 'ALL', rateBps: 70 }], 2, 'FISH')).toBe(50);
  });
  it('is 0 with no row for the rank or category', () => {
    expect(rateFor([{ rank: 4, category: 'ALL', rateBps: 500 }], 3, 'RNG')).toBe(0);
    expect(rateFor([{ rank: 0, category: 'LIVE', rateBps: 500 }], 3, 'RNG')).toBe(0);
  });
});

describe('cashbackOf', () => {
  const t = (category: string, stake: number, payout: number) => ({ category, bets: 1, stake, validBet: stake, payout });
  it('pays each lost category × its rate, rounded down, nothing for a category won', () => {
    const c = cashbackOf([t('RNG', 10_001, 0), t('LIVE', 100, 5_000)], RATES, 5, 0, 0);
    expect(c.lines.map((l) => [l.category, l.loss, l.rateBps, l.amount])).toEqual([
      ['LIVE', -4_900, 600, 0],
      ['RNG', 10_001, 1000, 1_000],
    ]);
    expect(c).toMatchObject({ total: 5_101, gross: 1_000, amount: 1_000 });
  });
  it('pays nothing below the minimum net loss or for a net win, and caps the amount', () => {
    expect(cashbackOf([t('RNG', 9_999, 0)], RATES, 0, 10_000, 0).amount).toBe(0);
    expect(cashbackOf([t('RNG', 10_000, 0)], RATES, 0, 10_000, 0).amount).toBe(300);
    expect(cashbackOf([t('RNG', 50_000, 0), t('LIVE', 0, 60_000)], RATES, 5, 0, 0).amount).toBe(0);
    expect(cashbackOf([t('RNG', 1_000_000, 0)], RATES, 5, 0, 25_000)).toMatchObject({ gross: 100_000, amount: 25_000 });
  });
});

describe('rebateOf', () => {
  it('pays the valid bet × rate per category, capped per day', () => {
    const r = rebateOf([{ category: 'RNG', bets: 9, stake: 120_000, validBet: 100_000, payout: 300_000 }, { category: 'FISH', bets: 1, stake: 999, validBet: 999, payout: 0 }], RATES, 3, 0);
    expect(r.lines.map((l) => [l.category, l.base, l.rateBps, l.amount])).toEqual([
      ['FISH', 999, 600, 59],
      ['RNG', 100_000, 600, 6_000],
    ]);
    expect(r).toMatchObject({ total: 100_999, amount: 6_059 });
    expect(rebateOf([{ category: 'RNG', bets: 1, stake: 1e6, validBet: 1e6, payout: 0 }], RATES, 0, 1_000).amount).toBe(1_000);
  });
});

describe('duePeriods', () => {
  const zone = 'Asia/Dhaka';
  const midnight = fromLocal(zone, 2026, 11, 26);
  const always = { startsAt: 0, endsAt: Number.MAX_SAFE_INTEGER };
  it('settles a day 30 minutes after it ends, and catches up on the days before', () => {
    expect(duePeriods('daily', always, midnight + 10 * 60_000, zone)[0]?.end).toBe(fromLocal(zone, 2026, 11, 25));
    const due = duePeriods('daily', always, midnight + 31 * 60_000, zone);
    expect(due[0]).toMatchObject({ start: fromLocal(zone, 2026, 11, 25), end: midnight });
    expect(due).toHaveLength(3);
  });
  it('skips periods outside the promotion’s times', () => {
    expect(duePeriods('daily', { startsAt: midnight - 3_600_000, endsAt: Number.MAX_SAFE_INTEGER }, midnight + 3_600_000, zone)).toHaveLength(1);
    expect(duePeriods('daily', { startsAt: 0, endsAt: fromLocal(zone, 2026, 11, 24) }, midnight + 3_600_000, zone)).toHaveLength(1);
  });
});
