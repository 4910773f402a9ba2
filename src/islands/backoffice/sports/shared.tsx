/** Pieces the sportsbook desk's tabs share: the merchant's clock and currency, odds and state words. */
import { useTranslation } from 'react-i18next';
import { formatNumber, localDigits } from '#lib/format.ts';
import styles from '../review-desk.module.css';

export { type Merchant, useMerchant } from '../use-merchant.ts';

/** Odds thousandths as decimal odds with three places ("1.850"), in the language's digits. */
export const oddsText = (milli: number, lang: string): string => localDigits((milli / 1000).toFixed(3), lang);

/** Decimal odds typed by staff ("1.85") in thousandths, or null when not odds. */
export function oddsFrom(text: string): number | null {
  const v = Number(text.trim().replace(',', '.'));
  if (!Number.isFinite(v) || v <= 1) return null;
  const milli = Math.round(v * 1000);
  return milli >= 1001 && milli <= 1_000_000 ? milli : null;
}

/** An amount typed in currency units ("500.00") in minor units; empty is null (the default). */
export function minorFrom(text: string, minorUnits: number): number | null | 'bad' {
  const s = text.trim();
  if (!s) return null;
  const v = Number(s.replace(/,/g, ''));
  if (!Number.isFinite(v) || v <= 0) return 'bad';
  return Math.round(v * 10 ** minorUnits);
}

const TONE: Record<string, string> = { live: 'good', open: 'good', settled: 'good', won: 'good', scheduled: 'wait', ended: 'wait', pending: 'wait', suspended: 'wait', cancelled: 'bad', abandoned: 'bad', void: 'bad', rejected: 'bad', lost: 'bad' };

/** A state word in a coloured chip. */
export function State({ group, value }: { group: 'event' | 'market' | 'bet' | 'result'; value: string }) {
  const { t } = useTranslation();
  return (
    <span className={styles['status']} data-tone={TONE[value]}>
      {t(`bo.sports.${group}.${value}`)}
    </span>
  );
}

/** Basis points as a percentage ("25 %"). */
export const percent = (bps: number, lang: string): string => `${formatNumber(bps / 100, lang)} %`;
