import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney, formatNumber } from '#lib/format.ts';
import { $shell } from '#lib/stores/site.ts';
import { $wallet } from '#lib/stores/wallet.ts';
import { useTimeZone } from '../../common/use-time-zone.ts';
import type { Currency } from '#lib/types/cashier.ts';

const FALLBACK: Currency = { code: 'BDT', symbol: '৳', minorUnits: 2 };

/** The merchant's currency and formatters in the page's language (Bengali digits in bn). */
export function useMoney() {
  const { i18n } = useTranslation();
  const wallet = useStore($wallet);
  const shell = useStore($shell);
  const zone = useTimeZone();
  const lang = i18n.language;
  const currency = wallet.state === 'ready' ? wallet.currency : (shell?.whitelabel.currency ?? FALLBACK);
  return {
    lang,
    currency,
    money: (minor: number) => formatMoney(minor, lang, currency),
    /** With a sign for changes: +৳10.00 / -৳10.00. */
    signed: (minor: number) => (minor > 0 ? `+${formatMoney(minor, lang, currency)}` : formatMoney(minor, lang, currency)),
    number: (n: number) => formatNumber(n, lang),
    /** On the merchant's clock. */
    zone,
    time: (ms: number) => formatDateTime(ms, lang, zone),
  };
}
