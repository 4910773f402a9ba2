import { describe, expect, it } from 'vitest';
import { formatDateTime, formatMoney, formatNumber, localDigits } from '#lib/format.ts';
import { localizedPath, splitLocale } from '#lib/i18n/languages.ts';

describe('formatting per language', () => {
  const taka = { symbol: '৳', minorUnits: 2 };
  it('formats money from integer minor units', () => {
    expect(formatMoney(123456, 'en', taka)).toBe('৳1,234.56');
    expect(formatMoney(-5, 'en', taka)).toBe('-৳0.05');
    expect(formatMoney(123456, 'bn', taka)).toBe('৳১,২৩৪.৫৬');
  });

  it('uses Bengali digits in Bengali', () => {
    expect(formatNumber(2025, 'bn')).toBe('২,০২৫');
    expect(localDigits('2025-01-09', 'bn')).toBe('২০২৫-০১-০৯');
    expect(localDigits('2025', 'en')).toBe('2025');
  });

  it('shows times as yyyy-MM-dd hh:mm:ss in Dhaka time', () => {
    expect(formatDateTime(Date.UTC(2025, 0, 31, 18, 5, 9), 'en')).toBe('2025-02-01 00:05:09');
    expect(formatDateTime(Date.UTC(2025, 0, 31, 18, 5, 9), 'bn')).toBe('২০২৫-০২-০১ ০০:০৫:০৯');
  });
});

describe('language paths', () => {
  it('leaves the default language without prefix', () => {
    expect(localizedPath('bn', '/help')).toBe('/help');
    expect(localizedPath('en', '/help')).toBe('/en/help');
    expect(localizedPath('en', '/')).toBe('/en');
  });

  it('splits a prefixed path into language and path', () => {
    expect(splitLocale('/en/help', ['bn', 'en'])).toEqual({ lang: 'en', path: '/help' });
    expect(splitLocale('/help', ['bn', 'en'])).toEqual({ lang: 'bn', path: '/help' });
    expect(splitLocale('/fr/help', ['bn', 'en'])).toEqual({ lang: 'bn', path: '/fr/help' });
  });
});
