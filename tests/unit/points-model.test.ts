import { describe, expect, it } from 'vitest';
import { DEFAULT_CATEGORY_POINT_VALUES, pointsFor, pointsTypeOf } from '#lib/contracts/loyalty-model.ts';
import { cashFor } from '#server/loyalty/points-convert.ts';
import { entryType } from '#server/loyalty/points-read.ts';

describe('points', () => {
  it('earns valid bet × the category value per betPerPoint, in hundredths, rounded down', () => {
    // ৳100 at 1.00 per ৳100: one point.
    expect(pointsFor(100_00, 100, 100_00)).toBe(100);
    // LIVE 0.70: ৳1,000 earns 7.00 points.
    expect(pointsFor(1_000_00, DEFAULT_CATEGORY_POINT_VALUES['LIVE'] ?? 0, 100_00)).toBe(700);
    // RNG 1.20: ৳55.55 earns 0.6666 → 0.66.
    expect(pointsFor(55_55, 120, 100_00)).toBe(66);
    expect(pointsFor(99, 100, 100_00)).toBe(0);
    expect(pointsFor(0, 100, 100_00)).toBe(0);
    expect(pointsFor(-5_00, 100, 100_00)).toBe(0);
    expect(pointsFor(100_00, 0, 100_00)).toBe(0);
    expect(pointsFor(100_00, 100, 0)).toBe(0);
  });

  it('sums per row, never per total: rounding is per roll-up row', () => {
    const rows = [55_55, 55_55];
    expect(rows.reduce((s, v) => s + pointsFor(v, 120, 100_00), 0)).toBe(132);
    expect(pointsFor(111_10, 120, 100_00)).toBe(133);
  });

  it('files each category under its details type', () => {
    expect(pointsTypeOf('LIVE')).toBe('live');
    expect(pointsTypeOf('SPORTS')).toBe('sports');
    expect(pointsTypeOf('ESPORTS')).toBe('sports');
    expect(pointsTypeOf('LOTT')).toBe('lottery');
    expect(pointsTypeOf('ELOTT')).toBe('lottery');
    expect(pointsTypeOf('PVP')).toBe('pvp');
    expect(pointsTypeOf('FISH')).toBe('fish');
    expect(pointsTypeOf('RNG')).toBe('slots');
    expect(pointsTypeOf('ANYTHING')).toBe('slots');
  });

  it('names each entry kind’s type on the details page', () => {
    expect(entryType('points_earn', 'live')).toBe('live');
    expect(entryType('points_reverse', 'fish')).toBe('fish');
    expect(entryType('points_earn', 'nonsense')).toBe('slots');
    expect(entryType('points_deposit', 'deposit:4')).toBe('deposit');
    expect(entryType('points_convert', 'convert:x')).toBe('convert');
    expect(entryType('points_redeem', 'redeem:1')).toBe('redeem');
    expect(entryType('points_redeem_refund', 'redeem:1')).toBe('redeem');
    expect(entryType('points_staff', null)).toBe('adjust');
  });

  it('converts hundredths of a point to cash at minor units per point, rounded down', () => {
    // 0.50 taka per point: 100.00 points → ৳50.
    expect(cashFor(100_00, 50)).toBe(50_00);
    expect(cashFor(101, 50)).toBe(50);
    expect(cashFor(1, 50)).toBe(0);
  });
});
