import { describe, expect, it } from 'vitest';
import { canShiftForward, DAY_MS, matchingPreset, presetRange, shiftRange, startOfDay } from '#lib/date-presets.ts';

const HOUR = 3_600_000;

/**
 * The same presets in two merchant zones: Dhaka (UTC+6 all year) and London (daylight saving).
 * The test process itself runs in America/Sao_Paulo (vitest.config.ts), so nothing may lean on
 * the machine's zone.
 */
describe.each([
  // 2026-03-10 02:30 in Dhaka is 2026-03-09 20:30 UTC.
  { zone: 'Asia/Dhaka', now: Date.UTC(2026, 2, 9, 20, 30), midnight: Date.UTC(2026, 2, 9, 18, 0) },
  // 2026-03-09 20:30 in London is the same UTC time (GMT in March before the change).
  { zone: 'Europe/London', now: Date.UTC(2026, 2, 9, 20, 30), midnight: Date.UTC(2026, 2, 9, 0, 0) },
])('date presets in $zone (spec §9)', ({ zone, now, midnight }) => {
  it(`starts days at 00:00 in ${zone}, not UTC`, () => {
    expect(startOfDay(now, zone)).toBe(midnight);
  });

  it('today and yesterday are whole days', () => {
    expect(presetRange('today', now, zone)).toEqual({ from: midnight, to: midnight + DAY_MS });
    expect(presetRange('yesterday', now, zone)).toEqual({ from: midnight - DAY_MS, to: midnight });
  });

  it('the last 7 and 30 days include today', () => {
    expect(presetRange('last7', now, zone)).toEqual({ from: midnight - 6 * DAY_MS, to: midnight + DAY_MS });
    const r = presetRange('last30', now, zone);
    expect((r.to - r.from) / DAY_MS).toBe(30);
  });

  it('steps to the previous and next window of the same length', () => {
    const week = presetRange('last7', now, zone);
    const before = shiftRange(week, -1, zone);
    expect(before.to).toBe(week.from);
    expect(before.to - before.from).toBe(7 * DAY_MS);
    expect(shiftRange(before, 1, zone)).toEqual(week);
  });

  it('offers no step into the future', () => {
    const week = presetRange('last7', now, zone);
    expect(canShiftForward(week, now, zone)).toBe(false);
    expect(canShiftForward(shiftRange(week, -1, zone), now, zone)).toBe(true);
  });

  it('recognises a window that is a preset', () => {
    expect(matchingPreset(presetRange('last30', now, zone), now, zone)).toBe('last30');
    expect(matchingPreset(shiftRange(presetRange('last30', now, zone), -1, zone), now, zone)).toBeNull();
  });
});

describe.each([
  // The day the clocks go forward (23 hours in London) and back (25 hours).
  { day: '2026-03-29', dhaka: ['2026-03-28T18:00:00.000Z', '2026-03-29T18:00:00.000Z'], london: ['2026-03-29T00:00:00.000Z', '2026-03-29T23:00:00.000Z'], londonHours: 23 },
  { day: '2026-10-25', dhaka: ['2026-10-24T18:00:00.000Z', '2026-10-25T18:00:00.000Z'], london: ['2026-10-24T23:00:00.000Z', '2026-10-26T00:00:00.000Z'], londonHours: 25 },
])('a clock-change day ($day)', ({ day, dhaka, london, londonHours }) => {
  const noon = Date.parse(`${day}T12:00:00Z`);
  const iso = (r: { from: number; to: number }) => [new Date(r.from).toISOString(), new Date(r.to).toISOString()];

  it('is a day of 24 hours in Dhaka', () => {
    expect(iso(presetRange('today', noon, 'Asia/Dhaka'))).toEqual(dhaka);
  });

  it(`is a day of ${londonHours} hours in London`, () => {
    const today = presetRange('today', noon, 'Europe/London');
    expect(iso(today)).toEqual(london);
    expect(today.to - today.from).toBe(londonHours * HOUR);
  });

  it('steps a week over it from midnight to midnight, in both directions', () => {
    const zone = 'Europe/London';
    const week = presetRange('last7', noon + 3 * DAY_MS, zone);
    for (const r of [shiftRange(week, -1, zone), shiftRange(week, 1, zone)]) {
      expect(startOfDay(r.from, zone)).toBe(r.from);
      expect(startOfDay(r.to, zone)).toBe(r.to);
      expect(Math.round((r.to - r.from) / DAY_MS)).toBe(7);
    }
    expect(shiftRange(week, -1, zone).to).toBe(week.from);
    expect(shiftRange(week, 1, zone).from).toBe(week.to);
    expect(shiftRange(shiftRange(week, -1, zone), 1, zone)).toEqual(week);
  });
});
