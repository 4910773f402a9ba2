import { describe, expect, it } from 'vitest';
import { downsample } from '#lib/downsample.ts';
import { clearUrlState, readUrlState, writeUrlState } from '#lib/url-state.ts';

const DEFAULTS = { page: 1, size: 20, sort: 'validBet', order: 'desc', preset: 'prev7', account: '' };
const CHOICES = { sort: ['account', 'validBet', 'stake'], order: ['asc', 'desc'], preset: ['prev7', 'prev30'] };

describe('table state in the address bar', () => {
  it('reads what was written, after a reload', () => {
    const state = { ...DEFAULTS, page: 3, sort: 'stake', order: 'asc', account: 'agent' };
    const search = writeUrlState('agentPage=agentTeamBetting', 'tb', state, DEFAULTS);
    expect(search).toBe('agentPage=agentTeamBetting&tbPage=3&tbSort=stake&tbOrder=asc&tbAccount=agent');
    expect(readUrlState(`?${search}`, 'tb', DEFAULTS, CHOICES)).toEqual(state);
  });

  it('leaves defaults out of the address and keeps other parameters', () => {
    expect(writeUrlState('x=1&tbPage=4', 'tb', DEFAULTS, DEFAULTS)).toBe('x=1');
  });

  it('falls back to the defaults for values it does not know or cannot use', () => {
    const read = readUrlState('?tbPage=-2&tbSize=abc&tbSort=drop%20table&tbOrder=sideways&tbPreset=prev30', 'tb', DEFAULTS, CHOICES);
    expect(read).toEqual({ ...DEFAULTS, preset: 'prev30' });
    expect(readUrlState('?tbPage=0', 'tb', DEFAULTS).page).toBe(1);
    expect(readUrlState('?tbPage=99999999999', 'tb', DEFAULTS).page).toBe(1);
  });

  it('ignores another table’s parameters and can clear its own', () => {
    expect(readUrlState('?plPage=5', 'tb', DEFAULTS)).toEqual(DEFAULTS);
    expect(clearUrlState('agentPage=x&tbPage=2&tbSort=stake&plPage=5', 'tb', DEFAULTS)).toBe('agentPage=x&plPage=5');
  });
});

describe('downsampling a chart series', () => {
  const series = Array.from({ length: 2_500 }, (_, i) => ({ t: i * 10, date: `d${i}`, amount: i, count: 1 }));

  it('keeps short series as they are', () => {
    expect(downsample(series.slice(0, 1_000), ['amount', 'count'])).toHaveLength(1_000);
  });

  it('merges long series to at most 1,000 points whose sums stay exact', () => {
    const out = downsample(series, ['amount', 'count']);
    expect(out.length).toBeLessThanOrEqual(1_000);
    expect(out).toHaveLength(834);
    expect(out.reduce((s, p) => s + p.amount, 0)).toBe(series.reduce((s, p) => s + p.amount, 0));
    expect(out.reduce((s, p) => s + p.count, 0)).toBe(2_500);
    expect(out[1]).toEqual({ t: 30, date: 'd3', amount: 3 + 4 + 5, count: 3 });
  });

  it('honours a smaller limit', () => {
    const out = downsample(series.slice(0, 10), ['amount'], 4);
    expect(out.map((p) => p.amount)).toEqual([0 + 1 + 2, 3 + 4 + 5, 6 + 7 + 8, 9]);
  });
});
