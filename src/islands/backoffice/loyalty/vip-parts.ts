/** Small helpers of the VIP tab: the words for a failed call and amounts typed in currency units. */
import type { TFunction } from 'i18next';
import { ApiError } from '#lib/api.ts';
import { amountText, normalizeDigits, parseAmount } from '#lib/money-input.ts';

export interface Currency {
  code: string;
  symbol: string;
  minorUnits: number;
}

/** The code's wording, with the server's own message for a rule it names (the rank and field of a broken ladder). */
export function failureText(t: TFunction, err: unknown): string {
  if (err instanceof ApiError) {
    const key = `errors.${err.code}`;
    const worded = t(key);
    if (worded === key) return err.message || t('bo.vip.failed');
    return err.code === 'VIP_LADDER_INVALID' || err.code === 'VALIDATION_ERROR' || err.code === 'INVALID_SETTING' ? `${worded} (${err.message})` : worded;
  }
  return t('bo.vip.failed');
}

export const moneyText = (minor: number, c: Currency) => amountText(minor, c.minorUnits);
export const parseMoney = (text: string, c: Currency) => (/^0+(\.0*)?$/.test(normalizeDigits(text.trim())) ? 0 : parseAmount(text, c.minorUnits));
export const wholeNumber = (text: string): number | null => {
  const n = normalizeDigits(text.trim());
  return /^\d{1,12}$/.test(n) ? Number(n) : null;
};
/** A percentage with up to two decimals as basis points (1.5 → 150). */
export const parsePercent = (text: string): number | null => {
  const n = normalizeDigits(text.trim());
  return /^\d{1,3}(\.\d{1,2})?$/.test(n) ? Math.round(Number(n) * 100) : null;
};
