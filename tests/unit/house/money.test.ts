import { describe, expect, it } from 'vitest';
import { chipLabel, money, moneyDisplay } from '#lib/house/money.ts';

describe('game money', () => {
  const taka = { code: 'BDT', symbol: '৳', minorUnits: 2 };

  it('shows real money with the site symbol and play money without one', () => {
    expect(money(123456, 'en', moneyDisplay('BDT', taka))).toBe('৳1,234.56');
    expect(money(123456, 'bn', moneyDisplay('BDT', taka))).toBe('৳১,২৩৪.৫৬');
    const play = moneyDisplay('PLAY', taka);
    expect(play.play).toBe(true);
    expect(money(1_000_000, 'en', play)).toBe('10,000.00');
  });

  it('writes chips short and exact', () => {
    expect(chipLabel(10, 'en', 2)).toBe('0.1');
    expect(chipLabel(1000, 'en', 2)).toBe('10');
    expect(chipLabel(500_000, 'en', 2)).toBe('5K');
    expect(chipLabel(5000, 'bn', 2)).toBe('৫০');
  });
});
