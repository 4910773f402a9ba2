import { useStore } from '@nanostores/react';
import { useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatMoney, formatNumber, formatRate } from '#lib/format.ts';
import { $shell, $status } from '#lib/stores/site.ts';
import { InitialShell } from '../common/use-site.ts';
import { useTimeZone } from '../common/use-time-zone.ts';

export interface Formatters {
  lang: string;
  money: (minor: number) => string;
  count: (n: number) => string;
  /** Basis points as a percentage (150 → "1.5%"), in the language's digits. */
  rate: (bp: number) => string;
  date: (ms: number) => string;
  dateTime: (ms: number | null) => string;
  currency: { symbol: string; minorUnits: number };
}

/** Money, counts, rates and dates in the page's language with the merchant's currency. */
export function useFormat(): Formatters {
  const { i18n } = useTranslation();
  const initial = useContext(InitialShell);
  const shell = useStore($shell) ?? initial;
  const status = useStore($status);
  const zone = useTimeZone();
  // Until the site's details arrive, amounts show without a symbol rather than a guessed one.
  const currency = shell?.whitelabel.currency ?? status?.info.whitelabel.currency ?? { symbol: '', minorUnits: 2 };
  const lang = i18n.language;
  const { symbol, minorUnits } = currency;
  // One object per language, currency and zone, so tables memoised on it rebuild only when those change.
  return useMemo(() => {
    const cur = { symbol, minorUnits };
    return {
      lang,
      currency: cur,
      money: (minor) => formatMoney(minor, lang, cur),
      count: (n) => formatNumber(n, lang),
      rate: (bp) => formatRate(bp, lang),
      date: (ms) => formatDate(ms, lang, zone),
      dateTime: (ms) => (ms === null ? '—' : formatDateTime(ms, lang, zone)),
    };
  }, [lang, symbol, minorUnits, zone]);
}
