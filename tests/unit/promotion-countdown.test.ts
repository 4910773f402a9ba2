import { describe, expect, it } from 'vitest';
import { countdown, phaseOf, timeLeft, timeLeftKey } from '#lib/promotions/countdown.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('promotion countdown', () => {
  it('tells coming, running and ended apart (staff ending one ends it at once)', () => {
    const p = { startsAt: 1_000, endsAt: 2_000 };
    expect(phaseOf(p, 999)).toBe('coming');
    expect(phaseOf(p, 1_000)).toBe('running');
    expect(phaseOf(p, 2_000)).toBe('ended');
    expect(phaseOf({ ...p, status: 'ended' }, 1_500)).toBe('ended');
  });

  it('counts whole days and hours, hours and minutes, or minutes, rounding up to the minute', () => {
    expect(timeLeft(3 * DAY + 4 * HOUR + 10 * MIN, 0)).toEqual({ days: 3, hours: 4, minutes: 10 });
    expect(timeLeftKey(timeLeft(3 * DAY + 4 * HOUR, 0))).toEqual({ key: 'promotions.left.days', values: { d: 3, h: 4 } });
    expect(timeLeftKey(timeLeft(5 * HOUR + 12 * MIN, 0))).toEqual({ key: 'promotions.left.hours', values: { h: 5, m: 12 } });
    expect(timeLeftKey(timeLeft(7 * MIN + 1, 0))).toEqual({ key: 'promotions.left.minutes', values: { m: 8 } });
    expect(timeLeft(1, 0)).toEqual({ days: 0, hours: 0, minutes: 1 });
    expect(timeLeft(0, 5)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });

  it('counts to the start before it, to the end while running, and stops once ended', () => {
    const p = { startsAt: DAY, endsAt: 3 * DAY };
    expect(countdown(p, 0)).toEqual({ phase: 'coming', left: { days: 1, hours: 0, minutes: 0 } });
    expect(countdown(p, 2 * DAY)).toEqual({ phase: 'running', left: { days: 1, hours: 0, minutes: 0 } });
    expect(countdown(p, 3 * DAY)).toEqual({ phase: 'ended', left: null });
  });
});
