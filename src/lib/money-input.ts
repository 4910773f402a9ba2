/**
 * Amounts typed by a member: in the currency's major units, with Bengali or ASCII digits, with or
 * without grouping commas; turned into integer minor units (never floats in the arithmetic).
 */
const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

/** ASCII digits for Bengali ones; grouping commas and spaces dropped. */
export function normalizeDigits(text: string): string {
  return text.replace(/[০-৯]/g, (d) => String(BENGALI_DIGITS.indexOf(d))).replace(/[,\s]/g, '');
}

/** "1,234.5" → 123450 (2 minor units). Null when it is not a positive amount with at most `minorUnits` decimals. */
export function parseAmount(text: string, minorUnits: number): number | null {
  const s = normalizeDigits(text.trim());
  const m = /^(\d{1,12})(?:\.(\d*))?$/.exec(s);
  if (!m) return null;
  const whole = m[1] ?? '0';
  const fraction = m[2] ?? '';
  if (fraction.length > minorUnits) return null;
  const minor = Number(whole) * 10 ** minorUnits + Number(fraction.padEnd(minorUnits, '0') || '0');
  return Number.isSafeInteger(minor) && minor > 0 ? minor : null;
}

/** Minor units as plain text for an input field: 150000 → "1500", 150050 → "1500.50". */
export function amountText(minor: number, minorUnits: number): string {
  const major = Math.trunc(minor / 10 ** minorUnits);
  const rest = minor % 10 ** minorUnits;
  return rest === 0 ? String(major) : `${major}.${String(rest).padStart(minorUnits, '0')}`;
}

/** The fee of an amount in basis points, rounded up to the minor unit (as the server charges it). */
export function feeOf(amount: number, feeBp: number): number {
  return Math.ceil((amount * feeBp) / 10_000);
}

/** Quick amounts for a channel: round steps inside its range (at most four). */
export function quickAmounts(min: number, max: number, minorUnits: number): number[] {
  const unit = 10 ** minorUnits;
  const steps = [100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000].map((s) => s * unit);
  return steps.filter((s) => s >= min && s <= max).slice(0, 4);
}
