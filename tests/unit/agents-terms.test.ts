import { describe, expect, it } from 'vitest';
import { BOM, csvCell, toCsv } from '#server/report-csv.ts';
import { DAY, HOUR, lastEnded, localDate, parseLocal, periodAt, presetRange } from '#server/system/periods.ts';
import { bucketFor } from '#server/agents/report-series.ts';
import { containsPattern } from '#server/members/team-read.ts';
import { duePeriods, JOBS } from '#server/jobs/scheduler.ts';
import { betRate, dominates, headlineRate, parseTerms, tierRate } from '#server/agents/terms.ts';

describe('contract terms', () => {
  it('takes the best tier whose every minimum is reached', () => {
    const terms = { period: 'weekly' as const, tiers: [{ minValidBet: 100, minActiveMembers: 5, rate: 300 }, { minValidBet: 1_000, minActiveMembers: 1, rate: 200 }] };
    expect(tierRate('dividend', terms, { validBet: 99, activeMembers: 10 })).toBe(0);
    expect(tierRate('dividend', terms, { validBet: 100, activeMembers: 5 })).toBe(300);
    expect(tierRate('dividend', terms, { validBet: 5_000, activeMembers: 1 })).toBe(200);
    expect(headlineRate('dividend', terms)).toBe(300);
  });

  it('compares terms tier by tier: an offer may never pay more anywhere', () => {
    const own = { tiers: [{ minDailyBet: 1_000, rate: 50 }, { minDailyBet: 10_000, rate: 100 }] };
    expect(dominates('daily_wage', own, { tiers: [{ minDailyBet: 1_000, rate: 50 }] })).toBe(true);
    expect(dominates('daily_wage', own, { tiers: [{ minDailyBet: 500, rate: 10 }] })).toBe(false);
    expect(dominates('daily_wage', own, { tiers: [{ minDailyBet: 500, rate: 0 }, { minDailyBet: 20_000, rate: 100 }] })).toBe(true);
    expect(dominates('daily_wage', own, { tiers: [{ minDailyBet: 9_999, rate: 51 }] })).toBe(false);
    const rt = { profitRate: 30, lossRate: 60, minSingleBet: 1_000 };
    expect(dominates('realtime_salary', rt, { profitRate: 0, lossRate: 0, minSingleBet: 0 })).toBe(true);
    expect(dominates('realtime_salary', rt, { profitRate: 31, lossRate: 10, minSingleBet: 5_000 })).toBe(false);
  });

  it('rates a bet by its outcome and the minimum single bet', () => {
    const rt = { profitRate: 30, lossRate: 60, minSingleBet: 1_000 };
    expect(betRate(rt, { validBet: 999, stake: 999, payout: 0 })).toBe(0);
    expect(betRate(rt, { validBet: 1_000, stake: 1_000, payout: 0 })).toBe(60);
    expect(betRate(rt, { validBet: 1_000, stake: 1_000, payout: 1_000 })).toBe(60);
    expect(betRate(rt, { validBet: 1_000, stake: 1_000, payout: 1_001 })).toBe(30);
  });

  it('validates terms strictly', () => {
    expect(parseTerms('daily_wage', { tiers: [{ minDailyBet: 0, rate: 10_001 }] }).success).toBe(false);
    expect(parseTerms('daily_wage', { tiers: [{ minDailyBet: 0, rate: 1 }], extra: 1 }).success).toBe(false);
    expect(parseTerms('dividend', { period: 'yearly', tiers: [{ minValidBet: 0, minActiveMembers: 0, rate: 1 }] }).success).toBe(false);
    expect(parseTerms('realtime_salary', { profitRate: 1, lossRate: 2, minSingleBet: 3 }).success).toBe(true);
  });
});

describe('periods and ranges (Asia/Dhaka)', () => {
  const zone = 'Asia/Dhaka';
  const at = Date.parse('2025-03-15T19:30:00Z');
  it('parses local dates and names them', () => {
    expect(parseLocal('2025-03-16', zone)).toBe(Date.parse('2025-03-15T18:00:00Z'));
    expect(parseLocal('2025-03-16 01:30', zone)).toBe(at);
    expect(parseLocal('2025-02-30', zone)).toBeNull();
    expect(parseLocal('yesterday', zone)).toBeNull();
    expect(localDate(at, zone)).toBe('2025-03-16');
  });
  it('gives the presets: the previous N days end with today, the next N start today', () => {
    const today = Date.parse('2025-03-15T18:00:00Z');
    expect(presetRange('today', at, zone)).toEqual({ from: today, to: today + DAY });
    expect(presetRange('yesterday', at, zone)).toEqual({ from: today - DAY, to: today });
    expect(presetRange('prev7', at, zone)).toEqual({ from: today - 6 * DAY, to: today + DAY });
    expect(presetRange('prev30', at, zone)).toEqual({ from: today - 29 * DAY, to: today + DAY });
    expect(presetRange('next7', at, zone)).toEqual({ from: today, to: today + 7 * DAY });
    expect(presetRange('next30', at, zone)).toEqual({ from: today, to: today + 30 * DAY });
    expect(presetRange('lastMonth', at, zone)).toEqual({ from: Date.parse('2025-01-31T18:00:00Z'), to: Date.parse('2025-02-28T18:00:00Z') });
  });
  it('finds the last ended period', () => {
    expect(lastEnded('semimonthly', at, zone)).toEqual({ type: 'semimonthly', start: Date.parse('2025-02-28T18:00:00Z'), end: Date.parse('2025-03-15T18:00:00Z') });
    expect(lastEnded('hourly', at, zone)).toEqual(periodAt('hourly', at - HOUR, zone));
  });
  it('downsamples above 1,000 points', () => {
    expect(bucketFor({ from: 0, to: 999 * HOUR }, HOUR)).toBe(HOUR);
    expect(bucketFor({ from: 0, to: 1_001 * HOUR }, HOUR)).toBe(2 * HOUR);
    expect(bucketFor({ from: 0, to: 90 * DAY }, HOUR)).toBe(3 * HOUR);
  });
});

describe.each(['Asia/Dhaka', 'Europe/London'])('the job schedule (%s)', (zone) => {
  it('catches up consecutive ended periods of each job, oldest first', () => {
    const now = Date.parse('2025-03-15T19:31:10Z');
    for (const spec of JOBS) {
      const due = duePeriods(spec, now, zone);
      expect(due).toHaveLength(spec.lookBack);
      for (const [i, p] of due.entries()) {
        expect(p.type).toBe(spec.type);
        expect(p.end).toBeLessThanOrEqual(now - spec.delayMs);
        if (i > 0) expect(p.start).toBe(due[i - 1]?.end);
      }
    }
    const realtime = duePeriods(JOBS[0] as (typeof JOBS)[number], now, zone);
    // 19:31:10 minus the 30 s delay: the window 19:25–19:30 is the last one due.
    expect(new Date(realtime[realtime.length - 1]?.end ?? 0).toISOString()).toBe('2025-03-15T19:30:00.000Z');
  });
});

describe('CSV and search patterns', () => {
  it('escapes fields, neutralises formulas and starts with a byte-order mark', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
    expect(toCsv(['a', 'b'], [[1, 'নতুন']])).toBe(`${BOM}a,b\r\n1,নতুন\r\n`);
  });
  it('escapes LIKE wildcards in searches', () => {
    expect(containsPattern('A_b%\\')).toBe('%a\\_b\\%\\\\%');
  });
});
