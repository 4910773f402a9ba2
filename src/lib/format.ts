import { languageResource } from './i18n/language-resources.ts';

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(lang: string, minorUnits: number): Intl.NumberFormat {
  const key = `${lang}:${minorUnits}`;
  let f = numberFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(languageResource(lang).tag, {
      minimumFractionDigits: minorUnits,
      maximumFractionDigits: minorUnits,
    });
    numberFormats.set(key, f);
  }
  return f;
}

/** A whole number in the language's digits ("১২৩" in Bengali). */
export function formatNumber(value: number, lang: string): string {
  return numberFormat(lang, 0).format(value);
}

/** Integer minor units as money with the merchant's symbol: 123456 → "৳1,234.56" (Bengali digits in bn). */
export function formatMoney(minor: number, lang: string, currency: { symbol: string; minorUnits: number }): string {
  const major = minor / 10 ** currency.minorUnits;
  const text = numberFormat(lang, currency.minorUnits).format(Math.abs(major));
  return `${minor < 0 ? '-' : ''}${currency.symbol}${text}`;
}

const percentFormats = new Map<string, Intl.NumberFormat>();

/** Basis points as a percentage (150 → "1.5%"), in the language's digits. */
export function formatRate(bp: number, lang: string): string {
  let f = percentFormats.get(lang);
  if (!f) {
    f = new Intl.NumberFormat(languageResource(lang).tag, { maximumFractionDigits: 2 });
    percentFormats.set(lang, f);
  }
  return `${f.format(bp / 100)}%`;
}

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

/** Replaces ASCII digits with the language's own where it uses them. */
export function localDigits(text: string, lang: string): string {
  return lang === 'bn' ? text.replace(/\d/g, (d) => BENGALI_DIGITS[Number(d)] ?? d) : text;
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(zone: string): Intl.DateTimeFormat {
  let f = partsFormats.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    partsFormats.set(zone, f);
  }
  return f;
}

/**
 * Spec §3: timestamps shown as yyyy-MM-dd hh:mm:ss on the merchant's clock. `zone` is the
 * merchant's IANA zone (whitelabel.timeZone), never the reader's machine's.
 */
export function formatDateTime(ms: number, lang: string, zone: string): string {
  const p = Object.fromEntries(partsFormat(zone).formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  return localDigits(`${p['year']}-${p['month']}-${p['day']} ${p['hour']}:${p['minute']}:${p['second']}`, lang);
}

export function formatDate(ms: number, lang: string, zone: string): string {
  return formatDateTime(ms, lang, zone).slice(0, 10);
}
