import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatNumber, localDigits } from '#lib/format.ts';
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
});

describe.each([
  { zone: 'Asia/Dhaka', en: '2025-02-01 00:05:09', bn: '২০২৫-০২-০১ ০০:০৫:০৯', summer: '2026-07-01 06:00:00', lastGmt: '2026-10-25 07:59:59' },
  { zone: 'Europe/London', en: '2025-01-31 18:05:09', bn: '২০২৫-০১-৩১ ১৮:০৫:০৯', summer: '2026-07-01 01:00:00', lastGmt: '2026-10-25 01:59:59' },
])('times on the merchant clock ($zone)', ({ zone, en, bn, summer, lastGmt }) => {
  it(`shows times as yyyy-MM-dd hh:mm:ss in ${zone} time`, () => {
    expect(formatDateTime(Date.UTC(2025, 0, 31, 18, 5, 9), 'en', zone)).toBe(en);
    expect(formatDateTime(Date.UTC(2025, 0, 31, 18, 5, 9), 'bn', zone)).toBe(bn);
    expect(formatDate(Date.UTC(2025, 0, 31, 18, 5, 9), 'en', zone)).toBe(en.slice(0, 10));
  });

  it('follows the zone\'s daylight saving', () => {
    expect(formatDateTime(Date.UTC(2026, 6, 1, 0, 0, 0), 'en', zone)).toBe(summer);
    // 01:59:59 UTC on the day London's clocks go back: the second 01:59:59 there.
    expect(formatDateTime(Date.UTC(2026, 9, 25, 1, 59, 59), 'en', zone)).toBe(lastGmt);
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
