/** The dashboard's and the reports desk's calls (typed by src/lib/contracts/backoffice-reports.ts). */
import { apiLanguage, request } from '#lib/api.ts';

/** A range as the desks ask for it: a preset, or from and to (epoch ms, [from, to)). */
export type RangeQuery = { preset: 'today' | 'yesterday' | 'prev7' | 'prev30' | 'thisMonth' | 'lastMonth' } | { from: number; to: number };

export interface PageQuery {
  pageNo: number;
  pageSize: number;
}

export const reportsApi = {
  dashboard: (range: RangeQuery) => request('GET /backoffice/api/dashboard', { query: range }),
  ggr: (q: RangeQuery & PageQuery & { groupBy: 'category' | 'vendor' | 'game' | 'day'; sort: 'key' | 'betCount' | 'stake' | 'validBet' | 'payout' | 'ggr'; order: 'asc' | 'desc' }) =>
    request('GET /backoffice/api/reports/ggr', { query: q }),
  players: (q: RangeQuery & PageQuery & { order: 'winners' | 'losers' | 'turnover' }) => request('GET /backoffice/api/reports/players', { query: q }),
  cashier: (q: RangeQuery & PageQuery & { groupBy: 'channel' | 'status'; type?: 'deposit' | 'withdrawal' | undefined; sort: 'key' | 'count' | 'amount' | 'fee'; order: 'asc' | 'desc' }) =>
    request('GET /backoffice/api/reports/cashier', { query: q }),
  agents: (q: RangeQuery & PageQuery & { sort: 'account' | 'kind' | 'settlements' | 'validBet' | 'profit' | 'gross' | 'amount' | 'paid'; order: 'asc' | 'desc' }) =>
    request('GET /backoffice/api/reports/agents', { query: q }),
};

/** The address of a report's CSV download: the same query, every row, in the page's language. */
export function reportCsvUrl(report: 'ggr' | 'players' | 'cashier' | 'agents', q: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...q, pageNo: undefined, pageSize: undefined, language: apiLanguage(), format: 'csv' })) if (v !== undefined && v !== '') params.set(k, String(v));
  return `/backoffice/api/reports/${report}?${params.toString()}`;
}
