import { describe, expect, it } from 'vitest';
import { DEFAULT_VIP_LADDER, rankReached } from '#lib/contracts/loyalty-model.ts';
import { birthdaysOn } from '#server/loyalty/vip-birthday.ts';
import { vipBonusKey } from '#server/loyalty/vip-bonus.ts';
import { rankOf } from '#server/loyalty/vip-progress.ts';
import { keepsRank } from '#server/loyalty/vip-review.ts';
import { ranksReached } from '#server/loyalty/vip-upgrades.ts';
import { hoursOf, monthKey, monthOf, previousMonthOf, rollingWindow } from '#server/loyalty/vip-window.ts';

const HOUR = 3_600_000;
const L = DEFAULT_VIP_LADDER;
const r = (n: number) => L[n] ?? L[0];

describe('VIP rules', () => {
  it('reaches a rank only when both the valid bet and the deposits reach it', () => {
    expect(rankReached(L, r(3)?.betThreshold ?? 0, r(3)?.depositThreshold ?? 0)).toBe(3);
    expect(rankReached(L, r(3)?.betThreshold ?? 0, (r(3)?.depositThreshold ?? 0) - 1)).toBe(2);
    expect(rankReached(L, 10 ** 12, 0)).toBe(0);
  });

  it('lists the members above rank 0 with the rank they reach', () => {
    const bets = new Map([[1, r(2)?.betThreshold ?? 0], [2, 10 ** 12], [3, 5]]);
    const deposits = new Map([[1, r(4)?.depositThreshold ?? 0], [2, r(1)?.depositThreshold ?? 0]]);
    expect([...ranksReached(L, bets, deposits, [1, 2, 3, 4])]).toEqual([[1, 2], [2, 1]]);
  });

  it('keeps a rank on either last month’s valid bet or deposits', () => {
    const v = r(4);
    if (!v) throw new Error('no rank 4');
    expect(keepsRank(v, v.keepBet, 0)).toBe(true);
    expect(keepsRank(v, 0, v.keepDeposit)).toBe(true);
    expect(keepsRank(v, v.keepBet - 1, v.keepDeposit - 1)).toBe(false);
  });

  it('takes the highest rank at or below the one held when the ladder was shortened', () => {
    expect(rankOf(L.slice(0, 4), 7).rank).toBe(3);
    expect(rankOf(L, 5).label).toBe('VIP 5');
  });

  it('counts whole hours: the window ends with the running hour and is days × 24 hours long', () => {
    const now = Date.UTC(2026, 10, 26, 6, 30);
    expect(rollingWindow(now, 90)).toEqual({ from: Date.UTC(2026, 10, 26, 7) - 90 * 24 * HOUR, to: Date.UTC(2026, 10, 26, 7) });
  });

  it('takes months in the merchant’s zone', () => {
    // 30 Nov 20:00 UTC is 1 Dec 02:00 in Dhaka (UTC+6).
    const at = Date.UTC(2026, 10, 30, 20);
    expect(monthOf(at, 'Asia/Dhaka')).toEqual({ from: Date.UTC(2026, 10, 30, 18), to: Date.UTC(2026, 11, 31, 18) });
    expect(previousMonthOf(at, 'Asia/Dhaka')).toEqual({ from: Date.UTC(2026, 9, 31, 18), to: Date.UTC(2026, 10, 30, 18) });
    expect(monthKey(at, 'Asia/Dhaka')).toBe('2026-12');
    expect(monthKey(at, 'UTC')).toBe('2026-11');
    // Kathmandu (UTC+5:45): the month starts mid-hour; its first roll-up hour is the next whole one.
    const k = monthOf(Date.UTC(2026, 11, 10), 'Asia/Kathmandu');
    expect(hoursOf(k).from).toBe(Math.ceil(k.from / HOUR) * HOUR);
  });

  it('celebrates 29 February on the 28th in other years', () => {
    expect(birthdaysOn(2027, 2, 28)).toEqual(['02-28', '02-29']);
    expect(birthdaysOn(2028, 2, 28)).toEqual(['02-28']);
    expect(birthdaysOn(2028, 2, 29)).toEqual(['02-29']);
    expect(birthdaysOn(2026, 12, 5)).toEqual(['12-05']);
  });

  it('keys each bonus by member and what it is for', () => {
    expect(vipBonusKey({ memberId: 7, kind: 'upgrade', of: '3' })).toBe('vip-upgrade:7:3');
    expect(vipBonusKey({ memberId: 7, kind: 'monthly', of: '2026-12' })).toBe('vip-monthly:7:2026-12');
    expect(vipBonusKey({ memberId: 7, kind: 'birthday', of: '2027' })).toBe('vip-birthday:7:2027');
  });
});
