import { describe, expect, it } from 'vitest';
import type { LotterySchedule } from '#lib/contracts/lottery-model.ts';
import { drawTimes } from '#server/lottery/index.ts';

const take = (s: LotterySchedule, zone: string, from: number, n: number) => {
  const out = [];
  for (const d of drawTimes(s, zone, from)) {
    out.push(d);
    if (out.length === n) break;
  }
  return out;
};
const iso = (ms: number) => new Date(ms).toISOString();

describe('lottery schedules in the merchant’s zone', () => {
  it('a daily draw at a local time, numbered by the local day, opening when the one before drew', () => {
    const d = take({ kind: 'daily', times: ['18:15'] }, 'Asia/Dhaka', Date.parse('2026-11-26T13:00:00Z'), 2);
    expect(d.map((x) => [x.number, iso(x.drawAt), iso(x.opensAt)])).toEqual([
      ['20261127', '2026-11-27T12:15:00.000Z', '2026-11-26T12:15:00.000Z'],
      ['20261128', '2026-11-28T12:15:00.000Z', '2026-11-27T12:15:00.000Z'],
    ]);
  });

  it('the Thai draw on the 1st and 16th of each month, across a year end', () => {
    const d = take({ kind: 'monthly', days: [1, 16], time: '15:30' }, 'Asia/Bangkok', Date.parse('2026-11-20T00:00:00Z'), 3);
    expect(d.map((x) => [x.number, iso(x.drawAt)])).toEqual([
      ['20261201', '2026-12-01T08:30:00.000Z'],
      ['20261216', '2026-12-16T08:30:00.000Z'],
      ['20270101', '2027-01-01T08:30:00.000Z'],
    ]);
    expect(iso(d[0]!.opensAt)).toBe('2026-11-16T08:30:00.000Z');
  });

  it('4D on Wednesdays, Saturdays and Sundays only', () => {
    // Thursday 26 November 2026.
    const d = take({ kind: 'daily', times: ['19:00'], weekdays: [0, 3, 6] }, 'Asia/Kuala_Lumpur', Date.parse('2026-11-26T00:00:00Z'), 4);
    expect(d.map((x) => x.number)).toEqual(['20261128', '20261129', '20261202', '20261205']);
    expect(iso(d[0]!.drawAt)).toBe('2026-11-28T11:00:00.000Z');
    expect(iso(d[0]!.opensAt)).toBe('2026-11-25T11:00:00.000Z');
  });

  it('fast draws count the local day’s draws from 1, across midnight', () => {
    // 23:52 in Dhaka (UTC+6).
    const d = take({ kind: 'interval', minutes: 5 }, 'Asia/Dhaka', Date.parse('2026-11-26T17:52:00Z'), 3);
    expect(d.map((x) => [x.number, iso(x.drawAt)])).toEqual([
      ['20261126-0287', '2026-11-26T17:55:00.000Z'],
      ['20261126-0288', '2026-11-26T18:00:00.000Z'],
      ['20261127-0001', '2026-11-26T18:05:00.000Z'],
    ]);
    expect(d[2]!.opensAt).toBe(d[1]!.drawAt);
    expect(d[0]!.opensAt).toBe(Date.parse('2026-11-26T17:50:00Z'));
  });

  it('a one-minute game has 1440 draws a day', () => {
    const d = take({ kind: 'interval', minutes: 1 }, 'Asia/Dhaka', Date.parse('2026-11-26T18:00:00Z'), 1441);
    expect(d[0]!.number).toBe('20261127-0001');
    expect(d[1439]!.number).toBe('20261127-1440');
    expect(d[1440]!.number).toBe('20261128-0001');
  });

  it('follows the zone’s clock change, never a fixed offset', () => {
    // London moves to summer time on 29 March 2026.
    const d = take({ kind: 'daily', times: ['18:15'] }, 'Europe/London', Date.parse('2026-03-27T12:00:00Z'), 3);
    expect(d.map((x) => iso(x.drawAt))).toEqual(['2026-03-27T18:15:00.000Z', '2026-03-28T18:15:00.000Z', '2026-03-29T17:15:00.000Z']);
  });

  it('several times a day are numbered -1, -2 …', () => {
    const d = take({ kind: 'daily', times: ['20:00', '12:00'] }, 'Asia/Dhaka', Date.parse('2026-11-26T00:00:00Z'), 2);
    expect(d.map((x) => x.number)).toEqual(['20261126-1', '20261126-2']);
  });
});
