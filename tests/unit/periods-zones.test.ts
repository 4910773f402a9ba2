import { describe, expect, it } from 'vitest';
import { HOUR, lastEnded, localDate, localDayPoint, localDayPointStarts, nextPeriod, offsetSpans, parseLocal, type Period, periodAt, periodLabel, presetRange } from '#server/system/periods.ts';

const iso = (p: { start: number; end: number } | { from: number; to: number }) =>
  'start' in p ? [new Date(p.start).toISOString(), new Date(p.end).toISOString()] : [new Date(p.from).toISOString(), new Date(p.to).toISOString()];

/** Every period of a type from the one holding `from` until `to`. */
function periodsBetween(type: Period['type'], from: number, to: number, zone: string): Period[] {
  const out: Period[] = [];
  for (let p = periodAt(type, from, zone); p.start < to; p = nextPeriod(p, zone)) out.push(p);
  return out;
}

/**
 * Settlement periods and report ranges in two merchant zones, on the days London's clocks change
 * (2026-03-29: 23 hours; 2026-10-25: 25 hours). Dhaka keeps UTC+6 all year.
 */
describe.each([
  {
    zone: 'Asia/Dhaka',
    spring: ['2026-03-28T18:00:00.000Z', '2026-03-29T18:00:00.000Z'],
    autumn: ['2026-10-24T18:00:00.000Z', '2026-10-25T18:00:00.000Z'],
    springWeek: ['2026-03-22T18:00:00.000Z', '2026-03-29T18:00:00.000Z'],
    october: ['2026-09-30T18:00:00.000Z', '2026-10-31T18:00:00.000Z'],
    secondHalfOfMarch: ['2026-03-15T18:00:00.000Z', '2026-03-31T18:00:00.000Z'],
    hours: { spring: 24, autumn: 24 },
  },
  {
    zone: 'Europe/London',
    spring: ['2026-03-29T00:00:00.000Z', '2026-03-29T23:00:00.000Z'],
    autumn: ['2026-10-24T23:00:00.000Z', '2026-10-26T00:00:00.000Z'],
    springWeek: ['2026-03-23T00:00:00.000Z', '2026-03-29T23:00:00.000Z'],
    october: ['2026-09-30T23:00:00.000Z', '2026-11-01T00:00:00.000Z'],
    secondHalfOfMarch: ['2026-03-16T00:00:00.000Z', '2026-03-31T23:00:00.000Z'],
    hours: { spring: 23, autumn: 25 },
  },
])('periods in $zone', ({ zone, spring, autumn, springWeek, october, secondHalfOfMarch, hours }) => {
  const springNoon = Date.parse('2026-03-29T11:00:00Z');
  const autumnNoon = Date.parse('2026-10-25T11:00:00Z');

  it('starts days at local midnight, 23 or 25 hours long where the clocks change', () => {
    expect(iso(periodAt('daily', springNoon, zone))).toEqual(spring);
    expect(iso(periodAt('daily', autumnNoon, zone))).toEqual(autumn);
    const day = periodAt('daily', autumnNoon, zone);
    expect((day.end - day.start) / HOUR).toBe(hours.autumn);
  });

  it('weeks start on Monday, semimonthly on the 16th, months on the 1st, all at local midnight', () => {
    expect(iso(periodAt('weekly', springNoon, zone))).toEqual(springWeek);
    expect(iso(periodAt('monthly', autumnNoon, zone))).toEqual(october);
    expect(iso(periodAt('semimonthly', springNoon, zone))).toEqual(secondHalfOfMarch);
  });

  it('has as many hourly periods in a day as it has hours, each named once', () => {
    for (const [at, n] of [[springNoon, hours.spring], [autumnNoon, hours.autumn]] as const) {
      const day = periodAt('daily', at, zone);
      const hourly = periodsBetween('hourly', day.start, day.end, zone);
      expect(hourly).toHaveLength(n);
      expect(hourly[0]?.start).toBe(day.start);
      expect(hourly.at(-1)?.end).toBe(day.end);
      for (const h of hourly) expect(h.end - h.start).toBe(HOUR);
      expect(new Set(hourly.map((h) => periodLabel(h.start, zone))).size).toBe(n);
    }
  });

  it('real-time windows of 5 minutes follow each other without gaps over the change', () => {
    const day = periodAt('daily', autumnNoon, zone);
    const windows = periodsBetween('realtime', day.start, day.end, zone);
    expect(windows).toHaveLength(hours.autumn * 12);
    for (const [i, w] of windows.entries()) if (i > 0) expect(w.start).toBe(windows[i - 1]?.end);
    expect(lastEnded('realtime', windows[5]?.start ?? 0, zone)).toEqual(windows[4]);
  });

  it('names local dates and parses them back', () => {
    const [start] = autumn;
    const midnight = Date.parse(start ?? '');
    expect(localDate(autumnNoon, zone)).toBe('2026-10-25');
    expect(parseLocal('2026-10-25', zone)).toBe(midnight);
    expect(periodLabel(midnight, zone)).toBe('2026-10-25 00:00');
    expect(parseLocal('2026-02-29', zone)).toBeNull();
  });

  it('report presets count whole local days', () => {
    expect(iso(presetRange('today', springNoon, zone))).toEqual(spring);
    const week = presetRange('prev7', autumnNoon, zone);
    expect(new Date(week.to).toISOString()).toBe(autumn[1]);
    expect(localDate(week.from, zone)).toBe('2026-10-19');
    expect(periodAt('daily', week.from, zone).start).toBe(week.from);
  });
});

describe('the hour London repeats when its clocks go back', () => {
  it('is two hourly periods with two names', () => {
    const first = periodAt('hourly', Date.parse('2026-10-25T00:30:00Z'), 'Europe/London');
    const second = periodAt('hourly', Date.parse('2026-10-25T01:30:00Z'), 'Europe/London');
    expect(iso(first)).toEqual(['2026-10-25T00:00:00.000Z', '2026-10-25T01:00:00.000Z']);
    expect(iso(second)).toEqual(['2026-10-25T01:00:00.000Z', '2026-10-25T02:00:00.000Z']);
    expect(periodLabel(first.start, 'Europe/London')).toBe('2026-10-25 01:00 +01:00');
    expect(periodLabel(second.start, 'Europe/London')).toBe('2026-10-25 01:00');
  });
});

describe('report points of whole local days', () => {
  const from = Date.parse('2026-10-19T23:00:00Z'); // London 2026-10-20 00:00 (BST)
  const to = Date.parse('2026-10-27T00:00:00Z'); // London 2026-10-27 00:00 (GMT)

  it('cuts a range where the clocks change, and not elsewhere', () => {
    expect(offsetSpans(from, to, 'Europe/London')).toEqual([
      { from, until: Date.parse('2026-10-25T01:00:00Z'), offset: HOUR },
      { from: Date.parse('2026-10-25T01:00:00Z'), until: to, offset: 0 },
    ]);
    expect(offsetSpans(from, to, 'Asia/Dhaka')).toEqual([{ from, until: to, offset: 6 * HOUR }]);
  });

  it('starts each day point at local midnight, the 25th of October lasting 25 hours in London', () => {
    const starts = localDayPointStarts(from, to, 1, 'Europe/London');
    expect(starts.map((s) => localDate(s, 'Europe/London'))).toEqual(['2026-10-20', '2026-10-21', '2026-10-22', '2026-10-23', '2026-10-24', '2026-10-25', '2026-10-26']);
    expect((starts[6] ?? 0) - (starts[5] ?? 0)).toBe(25 * HOUR);
    // The last hour of the 25th (23:30 GMT) is still the 25th's point; a fixed 24-hour point would put it in the 26th's.
    expect(localDayPoint(Date.parse('2026-10-25T23:30:00Z'), from, 1, 'Europe/London')).toBe(5);
    expect(localDayPoint(Date.parse('2026-10-26T00:30:00Z'), from, 1, 'Europe/London')).toBe(6);
    expect(localDayPoint(Date.parse('2026-10-25T23:30:00Z'), Date.parse('2026-10-19T18:00:00Z'), 1, 'Asia/Dhaka')).toBe(6);
  });
});
