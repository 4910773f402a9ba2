/** How VIP ranks are drawn on /vip and the member pages: each rank's badge and its round amounts. */
import { formatMoney } from './format.ts';

/** The highest rank with a badge of its own (public/images/vip/vip-0.svg … vip-10.svg); ranks above it share the top badge. */
export const TOP_BADGE = 10;

/** The address of a rank's badge. */
export function vipBadgeSrc(rank: number): string {
  const n = Number.isSafeInteger(rank) ? Math.min(Math.max(rank, 0), TOP_BADGE) : 0;
  return `/images/vip/vip-${n}.svg`;
}

/**
 * Money for the rank cards and progress bars: whole amounts without their ".00" (thresholds and
 * bonuses are round figures, and the digits would crowd a phone's card), others as everywhere.
 */
export function rankMoney(minor: number, lang: string, currency: { symbol: string; minorUnits: number }): string {
  const scale = 10 ** currency.minorUnits;
  return minor % scale === 0 ? formatMoney(minor / scale, lang, { symbol: currency.symbol, minorUnits: 0 }) : formatMoney(minor, lang, currency);
}
