import { describe, expect, it } from 'vitest';
import { DEFAULT_VIP_LADDER, type VipRank } from '#lib/contracts/loyalty-model.ts';
import { checkLadder } from '#server/loyalty/vip-ladder-rules.ts';
import { ladderRates } from '#server/promotions/ladder-rates.ts';
import { rateFor } from '#server/promotions/rates.ts';

const ladder = (): VipRank[] => DEFAULT_VIP_LADDER.map((r) => ({ ...r }));
const ruleOf = (l: VipRank[]) => {
  try {
    checkLadder(l);
    return null;
  } catch (err) {
    return (err as { details?: unknown }).details;
  }
};

describe('the ladder’s rules', () => {
  it('accepts the default ladder, trims labels and allows equal thresholds', () => {
    expect(checkLadder(ladder().map((r) => (r.rank === 3 ? { ...r, label: '  Gold  ' } : r)))[3]?.label).toBe('Gold');
    expect(ruleOf(ladder().map((r) => (r.rank === 2 ? { ...r, betThreshold: ladder()[1]?.betThreshold ?? 0 } : r)))).toBeNull();
    expect(ruleOf([ladder()[0] as VipRank])).toBeNull();
  });

  it('names the rank, field and rule it breaks', () => {
    expect(ruleOf([])).toEqual({ rank: 0, field: 'ladder', rule: 'size' });
    expect(ruleOf(ladder().slice(1))).toEqual({ rank: 1, field: 'rank', rule: 'order' });
    expect(ruleOf(ladder().map((r) => (r.rank === 7 ? { ...r, depositThreshold: 1 } : r)))).toEqual({ rank: 7, field: 'depositThreshold', rule: 'rising' });
    expect(ruleOf(ladder().map((r) => (r.rank === 1 ? { ...r, cashbackBps: 10_001 } : r)))).toEqual({ rank: 1, field: 'cashbackBps', rule: 'range' });
    expect(ruleOf(ladder().map((r) => (r.rank === 1 ? { ...r, withdrawDailyCount: 1.5 } : r)))).toEqual({ rank: 1, field: 'withdrawDailyCount', rule: 'range' });
    expect(ruleOf(ladder().map((r) => (r.rank === 1 ? { ...r, bonusTurnover: 101 } : r)))).toEqual({ rank: 1, field: 'bonusTurnover', rule: 'range' });
    expect(ruleOf(ladder().map((r) => (r.rank === 2 ? { ...r, label: 'vip 1' } : r)))).toEqual({ rank: 2, field: 'label', rule: 'unique' });
    expect(ruleOf(ladder().map((r) => (r.rank === 2 ? { ...r, label: ' ' } : r)))).toEqual({ rank: 2, field: 'label', rule: 'range' });
  });
});

describe('rates from the ladder', () => {
  it('gives each rank its own rate on every category', () => {
    const cashback = ladderRates(DEFAULT_VIP_LADDER, 'cashback');
    const rebate = ladderRates(DEFAULT_VIP_LADDER, 'rebate');
    for (const r of DEFAULT_VIP_LADDER) {
      expect(rateFor(cashback, r.rank, 'LIVE')).toBe(r.cashbackBps);
      expect(rateFor(rebate, r.rank, 'RNG')).toBe(r.rebateBps);
    }
    // A rank above the ladder's top earns the top rank's rate.
    expect(rateFor(rebate, 40, 'SPORTS')).toBe(DEFAULT_VIP_LADDER.at(-1)?.rebateBps);
  });
});
