import { describe, expect, it } from 'vitest';
import { amountText, feeOf, parseAmount, quickAmounts } from '#lib/money-input.ts';

describe('typed amounts', () => {
  it('reads major units into integer minor units', () => {
    expect(parseAmount('1500', 2)).toBe(150_000);
    expect(parseAmount('1,500.5', 2)).toBe(150_050);
    expect(parseAmount(' 0.01 ', 2)).toBe(1);
  });

  it('reads Bengali digits', () => {
    expect(parseAmount('১৫০০', 2)).toBe(150_000);
    expect(parseAmount('১২.৫০', 2)).toBe(1_250);
  });

  it('refuses what is not a positive amount', () => {
    for (const bad of ['', '0', '-5', 'abc', '1.234', '1e5', '12..5']) expect(parseAmount(bad, 2)).toBeNull();
    expect(parseAmount('10.5', 0)).toBeNull();
  });

  it('writes minor units back for an input', () => {
    expect(amountText(150_000, 2)).toBe('1500');
    expect(amountText(150_050, 2)).toBe('1500.50');
    expect(amountText(7, 0)).toBe('7');
  });

  it('charges fees rounded up, as the server does', () => {
    expect(feeOf(100_001, 100)).toBe(1_001);
    expect(feeOf(50_000, 0)).toBe(0);
  });

  it('offers quick amounts inside the channel range', () => {
    expect(quickAmounts(50_000, 50_000_000, 2)).toEqual([50_000, 100_000, 200_000, 500_000]);
    expect(quickAmounts(1_000_000, 1_500_000, 2)).toEqual([1_000_000]);
  });
});
