import { describe, expect, it } from 'vitest';
import { maskAccount } from '#server/promotions/mission-leaderboard.ts';
import { dayBefore, loginStreak } from '#server/promotions/mission-progress.ts';

describe('mission rules', () => {
  it('steps back over month and year ends and leap days', () => {
    expect(dayBefore('2026-03-01')).toBe('2026-02-28');
    expect(dayBefore('2028-03-01')).toBe('2028-02-29');
    expect(dayBefore('2027-01-01')).toBe('2026-12-31');
  });

  it('counts consecutive login days ending today, or yesterday before today’s sign-in', () => {
    const days = ['2026-11-25', '2026-11-24', '2026-11-23', '2026-11-21'];
    expect(loginStreak(days, '2026-11-25', null, 5)).toBe(3);
    expect(loginStreak(days, '2026-11-26', null, 5)).toBe(3);
    expect(loginStreak(days, '2026-11-27', null, 5)).toBe(0);
    expect(loginStreak(days, '2026-11-25', null, 2)).toBe(2);
  });

  it('keeps a weekly streak within its week', () => {
    const days = ['2026-11-25', '2026-11-24', '2026-11-23', '2026-11-22'];
    expect(loginStreak(days, '2026-11-25', '2026-11-23', 7)).toBe(3);
  });

  it('masks account names', () => {
    expect(maskAccount('player01')).toBe('pl***1');
    expect(maskAccount('abc')).toBe('a***');
    expect(maskAccount('খেলোয়াড়')).not.toContain('লো');
  });
});
