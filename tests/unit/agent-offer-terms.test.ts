import { describe, expect, it } from 'vitest';
import { draftOf, termsOf } from '../../src/islands/agent/offer-terms.ts';

describe('the offer form’s terms', () => {
  it('starts from the agent’s own terms, in percent and major units', () => {
    const draft = draftOf('daily_wage', { tiers: [{ minDailyBet: 1_000_000, rate: 40 }, { minDailyBet: 5_000_000, rate: 60 }] }, 2);
    expect(draft.tiers).toEqual([
      { bet: '10000', members: '0', rate: '0.4' },
      { bet: '50000', members: '0', rate: '0.6' },
    ]);
    expect(termsOf('daily_wage', draft, 2)).toEqual({ tiers: [{ minDailyBet: 1_000_000, rate: 40 }, { minDailyBet: 5_000_000, rate: 60 }] });
  });

  it('round-trips dividend tiers with their period and active members', () => {
    const own = { period: 'weekly' as const, tiers: [{ minValidBet: 0, minActiveMembers: 1, rate: 800 }, { minValidBet: 10_000_000, minActiveMembers: 5, rate: 1_500 }] };
    expect(termsOf('dividend', draftOf('dividend', own, 2), 2)).toEqual(own);
  });

  it('turns real-time rates typed in percent into basis points', () => {
    const draft = { ...draftOf('realtime_salary', undefined, 2), profitRate: '0.05', lossRate: '0.2', minSingleBet: '20' };
    expect(termsOf('realtime_salary', draft, 2)).toEqual({ profitRate: 5, lossRate: 20, minSingleBet: 2_000 });
    expect(termsOf('hourly_wage', { ...draft, tiers: [{ bet: '1000', members: '0', rate: '0.15' }] }, 2)).toEqual({ tiers: [{ minHourlyBet: 100_000, rate: 15 }] });
  });

  it('refuses empty, negative or impossible figures', () => {
    const blank = draftOf('daily_wage', undefined, 2);
    expect(termsOf('daily_wage', blank, 2)).toBeNull();
    expect(termsOf('daily_wage', { ...blank, tiers: [{ bet: '-5', members: '0', rate: '1' }] }, 2)).toBeNull();
    expect(termsOf('daily_wage', { ...blank, tiers: [{ bet: '10', members: '0', rate: '101' }] }, 2)).toBeNull();
    expect(termsOf('daily_wage', { ...blank, tiers: [] }, 2)).toBeNull();
    expect(termsOf('realtime_salary', { ...blank, profitRate: '', lossRate: '1' }, 2)).toBeNull();
  });
});
