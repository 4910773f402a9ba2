/**
 * What the back office's dashboard and reports share: the range asked for (the agent reports'
 * rule: from and to, or a preset, in the merchant's zone, widened to whole hours, at most 400
 * days) and the one just before it, the merchant's currency and zone, and sorting and paging of
 * the grouped rows (a report groups in SQL; its groups are few enough to order and cut here).
 */
import type { Db } from '#server/db/connect.ts';
import { reportRange } from '#server/agents/index.ts';
import { loadSettings } from '#server/system/index.ts';

export interface Range {
  from: number;
  to: number;
}

export interface RangeAsked {
  from?: number | undefined;
  to?: number | undefined;
  preset?: 'today' | 'yesterday' | 'prev7' | 'prev30' | 'thisMonth' | 'lastMonth' | undefined;
}

/** How the merchant reports: its currency (code and minor units) and its IANA time zone. */
export interface Merchant {
  currency: { code: string; symbol: string; minorUnits: number };
  zone: string;
}

/** The answer's fields that say how to read its money and days. */
export const merchantFields = (m: Merchant) => ({ currency: m.currency.code, symbol: m.currency.symbol, minorUnits: m.currency.minorUnits, zone: m.zone });

export async function merchantOf(db: Db): Promise<Merchant> {
  const { currency, timeZone } = (await loadSettings(db)).whitelabel;
  return { currency: { code: currency.code, symbol: currency.symbol, minorUnits: currency.minorUnits }, zone: timeZone };
}

/** The range asked for (VALIDATION_ERROR when from and to come apart, run backwards or span over 400 days). */
export const rangeOf = (r: RangeAsked, zone: string, now = Date.now()): Range => reportRange(r, zone, now);

/** The range just before, as long. */
export const previousOf = (r: Range): Range => ({ from: r.from - (r.to - r.from), to: r.from });

/** Database numbers (PostgreSQL sums come back as strings) as numbers; null as 0. */
export const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));

export interface Paging {
  pageNo: number;
  pageSize: number;
}

export interface Sorted<R> {
  list: R[];
  total: number;
  pageNum: number;
  totalPages: number;
}

/**
 * Rows ordered by one column (ties by `tie`, ascending) and cut to a page; a page past the end
 * shows the last one.
 */
export function sortAndPage<R>(rows: R[], by: (r: R) => number | string, dir: 'asc' | 'desc', tie: (r: R) => string, p: Paging): Sorted<R> {
  const sign = dir === 'asc' ? 1 : -1;
  const cmp = (a: number | string, b: number | string) => (typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b)));
  const sorted = [...rows].sort((a, b) => sign * cmp(by(a), by(b)) || tie(a).localeCompare(tie(b)));
  const total = sorted.length;
  const totalPages = Math.max(1, Math.ceil(total / p.pageSize));
  const pageNum = Math.min(p.pageNo, totalPages);
  return { list: sorted.slice((pageNum - 1) * p.pageSize, pageNum * p.pageSize), total, pageNum, totalPages };
}
