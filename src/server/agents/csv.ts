/**
 * CSV for spreadsheet software (RFC 4180): a UTF-8 byte-order mark so Excel reads Bengali text,
 * a header row, CRLF line ends, fields quoted when they hold a comma, quote or line break. Text
 * that a spreadsheet would run as a formula (=, +, -, @, tab, CR first) is prefixed with a quote;
 * numbers are written as numbers.
 */
export const BOM = '\uFEFF';

export type Cell = string | number | null | undefined;

export function csvCell(v: Cell): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '';
  let s = v;
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv(header: string[], rows: Cell[][]): string {
  const lines = [header.map(csvCell).join(','), ...rows.map((r) => r.map(csvCell).join(','))];
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
