/**
 * The words of a promotion's dates and countdown ("Ends in 3 d 4 h"), for the server-rendered
 * pages and the islands alike: the caller passes its translate function.
 */
import type { TFunction } from 'i18next';
import { formatDateTime, localDigits } from '../format.ts';
import { countdown, timeLeftKey } from './countdown.ts';

type Translate = TFunction;
interface Dated {
  startsAt: number;
  endsAt: number;
  status?: string;
}

/** "Starts in 2 d 3 h", "Ends in 5 h 12 min" or "Ended", in the page's digits. */
export function countdownText(t: Translate, p: Dated, lang: string, now: number): string {
  const c = countdown(p, now);
  if (!c.left) return t('promotions.countdown.ended');
  const { key, values } = timeLeftKey(c.left);
  return localDigits(t(`promotions.countdown.${c.phase}`, { left: t(key, values) }), lang);
}

/** "2026-11-20 00:00 – 2026-12-20 23:59" on the merchant's clock. */
export function datesText(t: Translate, p: Dated, lang: string, zone: string): string {
  const at = (ms: number) => formatDateTime(ms, lang, zone).slice(0, 16);
  return t('promotions.dates', { from: at(p.startsAt), to: at(p.endsAt) });
}
