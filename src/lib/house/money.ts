import { formatMoney } from '../format.ts';
import { languageResource } from '../i18n/language-resources.ts';

/** The site's own currency, as the whitelabel settings describe it. */
export interface SiteCurrency {
  code: string;
  symbol: string;
  minorUnits: number;
}

/** How a game page shows its session's money. */
export interface MoneyDisplay {
  symbol: string;
  minorUnits: number;
  /** Play money (a free trial): shown without a currency symbol and labelled as such. */
  play: boolean;
}

/** The session currency code ('PLAY' for play money) shown with the site's symbol and precision. */
export function moneyDisplay(sessionCurrency: string, site: SiteCurrency): MoneyDisplay {
  if (sessionCurrency === 'PLAY') return { symbol: '', minorUnits: site.minorUnits, play: true };
  if (sessionCurrency === site.code) return { symbol: site.symbol, minorUnits: site.minorUnits, play: false };
  return { symbol: `${sessionCurrency} `, minorUnits: site.minorUnits, play: false };
}

/** Minor units as money in the page's language (Bengali digits in bn). */
export function money(minor: number, lang: string, display: MoneyDisplay): string {
  return formatMoney(minor, lang, display);
}

const compact = new Map<string, Intl.NumberFormat>();

/**
 * A chip or stake value without symbol, as short as it stays exact: 1000 → "10", 50 → "0.5",
 * 500000 → "5K" (with two minor units), in the language's digits.
 */
export function chipLabel(minor: number, lang: string, minorUnits: number): string {
  let format = compact.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(languageResource(lang).tag, { maximumFractionDigits: 2, minimumFractionDigits: 0, useGrouping: true });
    compact.set(lang, format);
  }
  const major = minor / 10 ** minorUnits;
  if (major >= 1000 && major % 1000 === 0) return `${format.format(major / 1000)}K`;
  return format.format(major);
}
