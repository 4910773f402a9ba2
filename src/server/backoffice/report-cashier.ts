/**
 * The cashier over a range: deposits and withdrawals by channel or by status, counted and summed
 * (amount and fee), by when each was decided (pending ones: when requested).
 */
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { reportDb, rowsOf } from '#server/agents/index.ts';
import { houseDepositsOf, houseWithdrawalsOf } from '#server/cashier/index.ts';
import type { CASHIER_GROUPS, CASHIER_SORTS, CashierPage, CashierRow } from '#lib/contracts/backoffice-reports.ts';
import { num, type Paging, type Range, sortAndPage } from './report-basics.ts';

export interface CashierQuery extends Paging {
  range: Range;
  groupBy: (typeof CASHIER_GROUPS)[number];
  type?: 'deposit' | 'withdrawal' | undefined;
  sort: (typeof CASHIER_SORTS)[number];
  order: 'asc' | 'desc';
}

export async function cashierReport(reader: SqlRunner, q: CashierQuery): Promise<Omit<CashierPage, 'range' | 'currency' | 'symbol' | 'minorUnits' | 'zone'>> {
  const rows: CashierRow[] = [];
  for (const type of ['deposit', 'withdrawal'] as const) {
    if (q.type && q.type !== type) continue;
    const source = (type === 'deposit' ? houseDepositsOf(reportDb, q.range) : houseWithdrawalsOf(reportDb, q.range)).as('m');
    const base = reportDb.selectFrom(source).select((eb) => [eb.fn.countAll().as('c'), eb.fn.sum('m.amount').as('a'), eb.fn.sum('m.fee').as('f')]);
    const sums = q.groupBy === 'channel' ? await rowsOf(reader, base.select('m.channel as k').groupBy('m.channel')) : await rowsOf(reader, base.select('m.status as k').groupBy('m.status'));
    for (const r of sums) rows.push({ type, key: String(r.k), count: num(r.c), amount: num(r.a), fee: num(r.f) });
  }
  const zero = () => ({ count: 0, amount: 0, fee: 0 });
  const totals = { deposits: zero(), withdrawals: zero() };
  for (const r of rows) {
    const t = r.type === 'deposit' ? totals.deposits : totals.withdrawals;
    t.count += r.count;
    t.amount += r.amount;
    t.fee += r.fee;
  }
  const by = (r: CashierRow) => (q.sort === 'key' ? r.key : r[q.sort]);
  return { ...sortAndPage(rows, by, q.order, (r) => `${r.type}|${r.key}`, q), totals };
}
