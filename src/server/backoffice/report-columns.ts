/**
 * The back office reports' CSV downloads (src/server/report-csv.ts reportCsv): the columns, a
 * totals row last, headers `bo-reports.csv.<key>` and row names `bo-reports.row.<code>` (categories,
 * statuses, contract kinds, "total") in locales/<lang>/bo-reports.json. Money is written in
 * currency units with the currency in the header.
 */
import { reportCsv, type Column } from '#server/report-csv.ts';
import type { AgentRow, CashierRow, GgrRow, PlayerRow } from '#lib/contracts/backoffice-reports.ts';
import type { Merchant } from './report-basics.ts';

const NS = 'bo-reports';
const WORDS = 'bo-reports.row.';

const money = <R>(key: string, value: (r: R) => number | undefined): Column<R> => ({ key, kind: 'money', value });

export const GGR_COLUMNS: Column<GgrRow>[] = [
  { key: 'key', words: WORDS, value: (r) => r.key },
  { key: 'label', value: (r) => r.label },
  { key: 'betCount', value: (r) => r.betCount },
  money('stake', (r) => r.stake),
  money('validBet', (r) => r.validBet),
  money('payout', (r) => r.payout),
  money('ggr', (r) => r.ggr),
];

export const PLAYER_COLUMNS: Column<PlayerRow & { total?: true }>[] = [
  { key: 'memberId', words: WORDS, value: (r) => (r.total ? 'total' : r.memberId) },
  { key: 'account', value: (r) => r.account },
  { key: 'betCount', value: (r) => r.betCount },
  money('stake', (r) => r.stake),
  money('validBet', (r) => r.validBet),
  money('payout', (r) => r.payout),
  money('result', (r) => r.result),
];

export const CASHIER_COLUMNS: Column<CashierRow | (Omit<CashierRow, 'type'> & { type: string })>[] = [
  { key: 'type', words: WORDS, value: (r) => r.type },
  { key: 'keyCashier', words: WORDS, value: (r) => r.key },
  { key: 'count', value: (r) => r.count },
  money('amount', (r) => r.amount),
  money('fee', (r) => r.fee),
];

export const AGENT_COLUMNS: Column<AgentRow & { total?: true }>[] = [
  { key: 'agentId', words: WORDS, value: (r) => (r.total ? 'total' : r.agentId) },
  { key: 'account', value: (r) => r.account },
  { key: 'kind', words: WORDS, value: (r) => r.kind },
  { key: 'settlements', value: (r) => r.settlements },
  money('validBet', (r) => r.validBet),
  money('profit', (r) => r.profit),
  money('gross', (r) => r.gross),
  money('amount', (r) => r.amount),
  money('paid', (r) => r.paid),
];

/** A report's rows as CSV in the reader's language, in the merchant's currency and zone. */
export function backofficeCsv<R>(lang: string, merchant: Merchant, columns: readonly Column<R>[], rows: readonly R[]): string {
  return reportCsv(NS, columns, rows, { lang, currency: merchant.currency, zone: merchant.zone });
}
