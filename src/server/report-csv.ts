/**
 * CSV for spreadsheet software (RFC 4180): a UTF-8 byte-order mark so Excel reads Bengali text,
 * a header row, CRLF line ends, fields quoted when they hold a comma, quote or line break. Text
 * that a spreadsheet would run as a formula (=, +, -, @, tab, CR first) is prefixed with a quote;
 * numbers are written as numbers.
 *
 * Reports (agent centre and the member's records) are written for people: column headers in the
 * request's language, money in currency units ("1,234.50") with the currency code in the header,
 * times as yyyy-MM-dd HH:mm:ss in the merchant's time zone, named in the header. Both the agents
 * and the cashier domain write them, so the writer sits below both (decision 019).
 */
import { readFileSync } from 'node:fs';
import { DEFAULT_LANGUAGE, LANGUAGES } from '#server/i18n/languages.ts';

export const BOM = '\uFEFF';

/** Text written as it is (no formula guard): figures the server formatted itself, such as "-1,234.50". */
export interface Verbatim {
  verbatim: string;
}

export type Cell = string | number | null | undefined | Verbatim;

export function csvCell(v: Cell): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '';
  let s: string;
  if (typeof v === 'object') s = v.verbatim;
  else s = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv(header: string[], rows: Cell[][]): string {
  const lines = [header.map(csvCell).join(','), ...rows.map((r) => r.map(csvCell).join(','))];
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

// ------------------------------------------------------------------ reports for people

/** What a column holds: money in minor units, an instant, a local day, a rate in basis points, or anything else as it is. */
export type ColumnKind = 'text' | 'money' | 'time' | 'day' | 'rate';

export interface Column<R> {
  /** The header's i18n key is `<namespace>.csv.<key>`. */
  key: string;
  kind?: ColumnKind;
  /** A code written in words: the value's i18n key is this prefix and the code (the code itself when there is none). */
  words?: string;
  value: (row: R) => Cell;
}

/** How a report is written: the reader's language, the merchant's currency and time zone. */
export interface CsvStyle {
  lang: string;
  currency: { code: string; minorUnits: number };
  /** The merchant's IANA zone (the whitelabel.timeZone setting). */
  zone: string;
}

const headerWords = new Map<string, Record<string, string>>();

/** The words of one namespace in one language (locales/<lang>/<ns>.json), read once. */
function wordsOf(lang: string, ns: string): Record<string, string> {
  const key = `${lang}/${ns}`;
  let words = headerWords.get(key);
  if (!words) {
    try {
      words = JSON.parse(readFileSync(new URL(`../../locales/${key}.json`, import.meta.url), 'utf8')) as Record<string, string>;
    } catch {
      words = {};
    }
    headerWords.set(key, words);
  }
  return words;
}

const moneyFormats = new Map<number, Intl.NumberFormat>();

/** Minor units in currency units, grouped, with a dot for decimals: 123450 → "1,234.50" (digits a spreadsheet reads). */
export function csvMoney(minor: number, minorUnits: number): Verbatim {
  let f = moneyFormats.get(minorUnits);
  if (!f) {
    f = new Intl.NumberFormat('en-US', { minimumFractionDigits: minorUnits, maximumFractionDigits: minorUnits });
    moneyFormats.set(minorUnits, f);
  }
  return { verbatim: f.format(minor / 10 ** minorUnits) };
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** An instant as yyyy-MM-dd HH:mm:ss on the zone's clock. */
export function csvTime(ms: number, zone: string): string {
  let f = timeFormats.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
    timeFormats.set(zone, f);
  }
  const p = Object.fromEntries(f.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  return `${p['year']}-${p['month']}-${p['day']} ${p['hour']}:${p['minute']}:${p['second']}`;
}

const offsetNames = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset at an instant as a reader knows it: "UTC+06:00". */
function offsetAt(zone: string, ms: number): string {
  let f = offsetNames.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
    offsetNames.set(zone, f);
  }
  const name = f.formatToParts(new Date(ms)).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  return name === 'GMT' ? 'UTC' : name.replace('GMT', 'UTC');
}

/**
 * How a time column names its zone: the offset ("UTC+06:00") where the zone keeps one offset all
 * year, otherwise the zone's name ("Europe/London"), since its rows may lie on both sides of a
 * clock change.
 */
function zoneLabel(zone: string): string {
  const year = new Date().getUTCFullYear();
  const winter = offsetAt(zone, Date.UTC(year, 0, 1));
  return winter === offsetAt(zone, Date.UTC(year, 6, 1)) ? winter : zone;
}

function cellOf(kind: ColumnKind, v: Cell, style: CsvStyle, zone: string): Cell {
  if (typeof v !== 'number') return v;
  switch (kind) {
    case 'money':
      return csvMoney(v, style.currency.minorUnits);
    case 'time':
      return csvTime(v, zone);
    case 'day':
      return csvTime(v, zone).slice(0, 10);
    case 'rate':
      return v / 100;
    default:
      return v;
  }
}

/**
 * A report as CSV for a person: headers from `<ns>.csv.<key>` in the reader's language (money
 * columns name the currency, time columns the zone), cells formatted by their column's kind.
 */
export function reportCsv<R>(ns: string, columns: readonly Column<R>[], rows: readonly R[], style: CsvStyle): string {
  const lang = LANGUAGES.includes(style.lang) ? style.lang : DEFAULT_LANGUAGE;
  const { zone } = style;
  const words = { ...wordsOf(DEFAULT_LANGUAGE, ns), ...wordsOf(lang, ns) };
  const header = columns.map((col) => {
    const word = words[`${ns}.csv.${col.key}`] ?? col.key;
    const kind = col.kind ?? 'text';
    if (kind === 'money') return `${word} (${style.currency.code})`;
    if (kind === 'time' || kind === 'day') return `${word} (${zoneLabel(zone)})`;
    if (kind === 'rate') return `${word} (%)`;
    return word;
  });
  const cell = (col: Column<R>, r: R): Cell => {
    const v = col.value(r);
    if (col.words && typeof v === 'string') return words[`${col.words}${v}`] ?? v;
    return cellOf(col.kind ?? 'text', v, style, zone);
  };
  return toCsv(
    header,
    rows.map((r) => columns.map((col) => cell(col, r))),
  );
}
