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
