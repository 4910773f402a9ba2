import type { TFunction } from 'i18next';
import { ApiError } from '#lib/api.ts';
import { formatDateTime, formatMoney } from '#lib/format.ts';
import { DEFAULT_TIME_ZONE } from '#lib/time-zone.ts';

/** How the desk shows amounts (minor units) and times. */
export const money = (lang: string, minor: number, currency = '৳') => formatMoney(minor, lang, { symbol: currency === 'BDT' ? '৳' : currency, minorUnits: 2 });
export const when = (lang: string, ms: number | null) => (ms === null ? '—' : formatDateTime(ms, lang, DEFAULT_TIME_ZONE));

/** The words for a failed call: the code's wording when there is one, else a general one. */
export function failureText(t: TFunction, err: unknown): string {
  if (err instanceof ApiError) {
    const key = `errors.${err.code}`;
    const worded = t(key);
    if (worded !== key) return worded;
  }
  return t('bo.members.failed');
}

/** Sets the query string without a reload. */
export function replaceQuery(qs: string) {
  window.history.replaceState(null, '', `${window.location.pathname}${qs ? `?${qs}` : ''}`);
}

/** "12.50" or "-3" in the currency's units → minor units (null when it is not an amount). */
export function toMinor(text: string, signed: boolean): number | null {
  const v = text.trim().replace(',', '.');
  if (!(signed ? /^-?\d{1,10}(\.\d{1,2})?$/ : /^\d{1,10}(\.\d{1,2})?$/).test(v)) return null;
  const minor = Math.round(Number(v) * 100);
  return minor === 0 ? null : minor;
}
