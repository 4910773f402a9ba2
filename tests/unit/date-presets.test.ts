import { describe, expect, it } from 'vitest';
import { canShiftForward, DAY_MS, matchingPreset, presetRange, shiftRange, startOfDay } from '#lib/date-presets.ts';

// 2026-03-10 02:30 in Dhaka is 2026-03-09 20:30 UTC.
const NOW = Date.UTC(2026, 2, 9, 20, 30);
const DHAKA_MIDNIGHT = Date.UTC(2026, 2, 9, 18, 0);

describe('date presets (spec §9)', () => {
  it('starts days at 00:00 in Dhaka, not UTC', () => {
    expect(startOfDay(NOW)).toBe(DHAKA_MIDNIGHT);
  });

  it('today and yesterday are whole days', () => {
    expect(presetRange('today', NOW)).toEqual({ from: DHAKA_MIDNIGHT, to: DHAKA_MIDNIGHT + DAY_MS });
    expect(presetRange('yesterday', NOW)).toEqual({ from: DHAKA_MIDNIGHT - DAY_MS, to: DHAKA_MIDNIGHT });
  });

  it('the last 7 and 30 days include today', () => {
    expect(presetRange('last7', NOW)).toEqual({ from: DHAKA_MIDNIGHT - 6 * DAY_MS, to: DHAKA_MIDNIGHT + DAY_MS });
    const r = presetRange('last30', NOW);
    expect((r.to - r.from) / DAY_MS).toBe(30);
  });

  it('steps to the previous and next window of the same length', () => {
    const week = presetRange('last7', NOW);
    const before = shiftRange(week, -1);
    expect(before.to).toBe(week.from);
    expect(before.to - before.from).toBe(7 * DAY_MS);
    expect(shiftRange(before, 1)).toEqual(week);
  });

  it('offers no step into the future', () => {
    const week = presetRange('last7', NOW);
    expect(canShiftForward(week, NOW)).toBe(false);
    expect(canShiftForward(shiftRange(week, -1), NOW)).toBe(true);
  });

  it('recognises a window that is a preset', () => {
    expect(matchingPreset(presetRange('last30', NOW), NOW)).toBe('last30');
    expect(matchingPreset(shiftRange(presetRange('last30', NOW), -1), NOW)).toBeNull();
  });
});
