import { describe, expect, it } from 'vitest';
import { formatPoints } from '#lib/mall-view.ts';
import { meets, textIn } from '#server/loyalty/mall-items.ts';

describe('points mall rules', () => {
  it('a requirement is met at its amount, not a unit below; none is always met', () => {
    const deposit = { requirement: 'deposit_month', requirement_amount: 500_00 };
    const turnover = { requirement: 'turnover_month', requirement_amount: 5_000_00 };
    expect(meets(deposit, { deposit: 500_00, turnover: 0 })).toBe(true);
    expect(meets(deposit, { deposit: 499_99, turnover: 1_000_000_00 })).toBe(false);
    expect(meets(turnover, { deposit: 1_000_000_00, turnover: 4_999_99 })).toBe(false);
    expect(meets(turnover, { deposit: 0, turnover: 5_000_00 })).toBe(true);
    expect(meets({ requirement: 'none', requirement_amount: 0 }, { deposit: 0, turnover: 0 })).toBe(true);
  });

  it('names read in the reader’s language, else Bengali, else English; broken JSON reads empty', () => {
    const names = JSON.stringify({ bn: 'টি-শার্ট', en: 'T-shirt' });
    expect(textIn(names, 'en')).toBe('T-shirt');
    expect(textIn(names, 'bn')).toBe('টি-শার্ট');
    expect(textIn(names, 'hi')).toBe('টি-শার্ট');
    expect(textIn(JSON.stringify({ bn: '', en: 'Only English' }), 'bn')).toBe('Only English');
    expect(textIn('{not json', 'en')).toBe('');
  });

  it('points show as whole points with up to two decimals, in the language’s digits', () => {
    expect(formatPoints(150_000, 'en')).toBe('1,500');
    expect(formatPoints(12_345, 'en')).toBe('123.45');
    expect(formatPoints(150_000, 'bn')).toMatch(/^১,৫০০$/);
    expect(formatPoints(0, 'en')).toBe('0');
  });
});
