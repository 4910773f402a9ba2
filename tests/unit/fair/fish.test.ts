import { describe, expect, it } from 'vitest';
import {
  FISH_RTP,
  FISH_SPECIES,
  FISH_STAKES,
  THEORETICAL_RTP,
  catchProbability,
  floatGridRtp,
  shoot,
  theoreticalRtp,
} from '#lib/fair/fish.ts';

describe('fish rules', () => {
  it('publishes species with unique ids, name ids and multipliers, and a stake list', () => {
    expect(new Set(FISH_SPECIES.map((s) => s.id)).size).toBe(FISH_SPECIES.length);
    expect(new Set(FISH_SPECIES.map((s) => s.nameId)).size).toBe(FISH_SPECIES.length);
    expect(FISH_SPECIES.map((s) => s.multiplier)).toEqual([2, 3, 5, 8, 10, 15, 20, 30, 50, 100]);
    expect(FISH_STAKES).toEqual([10, 20, 50, 100, 200, 500, 1000]);
  });

  it('catches when the float is below 0.96 / multiplier, with one float per shot', () => {
    const p = catchProbability(50);
    expect(p).toBe(0.0192);
    let drawn = 0;
    const below = shoot(() => (drawn++, p - 2 ** -32), 100, 'whale');
    expect(drawn).toBe(1);
    expect(below).toMatchObject({ speciesId: 'whale', multiplier: 50, caught: true, pay: 5000, stake: 100 });
    expect(shoot(() => p, 100, 'whale')).toMatchObject({ caught: false, pay: 0 });
    expect(shoot(() => 0, 10, 'minnow')).toMatchObject({ caught: true, pay: 20 });
    expect(shoot(() => 0.48, 10, 'minnow').caught).toBe(false);
  });

  it('refuses stakes outside the list and unknown species', () => {
    for (const stake of [0, 15, 30, -10, 10.5, 2000]) expect(() => shoot(() => 0, stake, 'minnow')).toThrow(RangeError);
    expect(() => shoot(() => 0, 10, 'kraken')).toThrow(RangeError);
  });
});

describe('fish return to player', () => {
  it.each(FISH_SPECIES.map((s) => [s.id, s.multiplier] as const))(
    'a shot at %s (×%i) returns exactly 0.96',
    (id, multiplier) => {
      // P(catch) × pay = (0.96 / m) × m: the multiplier cancels.
      expect(Math.abs(theoreticalRtp(id) - FISH_RTP)).toBeLessThan(1e-12);
      expect(Math.abs(catchProbability(multiplier) * multiplier - 0.96)).toBeLessThan(1e-12);
      // With the 2^32 float grid the catch threshold rounds up by less than one grid step.
      const grid = floatGridRtp(id) - FISH_RTP;
      expect(grid).toBeGreaterThanOrEqual(0);
      expect(grid).toBeLessThan(multiplier * 2 ** -32);
    },
  );

  it('publishes THEORETICAL_RTP = 0.96', () => {
    expect(Math.abs(theoreticalRtp() - THEORETICAL_RTP)).toBeLessThan(1e-9);
    expect(THEORETICAL_RTP).toBe(FISH_RTP);
  });
});
