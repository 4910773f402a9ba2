/**
 * My Income: wages, dividends, salaries and commissions paid to the member (the journal entries
 * that paid its cash, kinds agent_* and commission), by kind and over time; and its settlement
 * records.
 */
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { cashPostingsOf, type EntryKinds } from '#server/ledger/index.ts';
import { DAY } from '#server/system/index.ts';
import { num, type Paging, pageOf, reportDb, rowOf, rowsOf } from './report-query.ts';
import { bucketFor, bucketOf, seriesOf, seriesPoints } from './report-series.ts';
import type { Income, IncomeKind, IncomePoint, Range } from '#lib/types/agents.ts';

/** Journal entries that count as an agent's income: wages, dividends, salaries and commissions. */
export const INCOME_ENTRIES: EntryKinds = { prefix: 'agent_', exact: ['commission'] };

export const INCOME_KINDS = ['dividend', 'daily_wage', 'hourly_wage', 'realtime_salary', 'commission'] as const;

const isIncomeKind = (k: string): k is IncomeKind => INCOME_KINDS.some((i) => i === k);

/** agent_daily_wage → daily_wage; other agent_* and commission entries → commission. */
export function incomeKindOf(entryKind: string): IncomeKind {
  const k = entryKind.startsWith('agent_') ? entryKind.slice(6) : entryKind;
  return isIncomeKind(k) ? k : 'commission';
}

const zeroKinds = (): Record<IncomeKind, number> => ({ dividend: 0, daily_wage: 0, hourly_wage: 0, realtime_salary: 0, commission: 0 });

function settlementsOf(memberId: number, range: Range, kind: string | undefined) {
  const q = reportDb.selectFrom('agent_settlements').where('agent_id', '=', memberId).where('period_start', '>=', range.from).where('period_start', '<', range.to);
  return kind && kind !== 'commission' ? q.where('kind', '=', kind) : q;
}

/** My Income: wages, dividends, salaries and commissions paid to the member, by kind, over time; and the settlement records. */
export async function myIncome(reader: SqlRunner, memberId: number, range: Range, o: Paging & { kind?: string | undefined; base?: number; zone: string }): Promise<Income> {
  const bucket = bucketFor(range, o.base ?? DAY);
  const { from } = range;
  const { starts, spans } = seriesPoints(range, bucket, o.zone);
  const entries = await rowsOf(
    reader,
    reportDb
      .selectFrom(cashPostingsOf(reportDb, memberId, range, INCOME_ENTRIES).as('e'))
      .select((eb) => [bucketOf(eb.ref('e.created_at'), from, bucket, spans).as('b'), 'e.kind', eb.fn.sum('e.amount').as('amount')])
      .groupBy(['b', 'e.kind']),
  );
  const series: IncomePoint[] = seriesOf(starts, o.zone, () => ({ total: 0, byKind: zeroKinds() }));
  const totals = { total: 0, byKind: zeroKinds() };
  for (const r of entries) {
    const kind = incomeKindOf(r.kind);
    if (o.kind && kind !== o.kind) continue;
    const amount = num(r.amount);
    const p = series[num(r.b)];
    if (p) {
      p.byKind[kind] += amount;
      p.total += amount;
    }
    totals.byKind[kind] += amount;
    totals.total += amount;
  }
  const sums = await rowOf(reader, settlementsOf(memberId, range, o.kind).select((eb) => [eb.fn.countAll().as('n'), eb.fn.sum('amount').as('amount')]));
  const total = o.kind === 'commission' ? 0 : num(sums?.n);
  const { pageNum, totalPages, offset } = pageOf(total, o);
  const rows =
    total === 0
      ? []
      : await rowsOf(
          reader,
          settlementsOf(memberId, range, o.kind)
            .select(['id', 'contract_id', 'kind', 'period_type', 'period_start', 'period_end', 'valid_bet', 'profit', 'active_members', 'rate', 'gross', 'downline_cost', 'amount', 'status', 'paid_at'])
            .orderBy('period_start', 'desc')
            .orderBy('id', 'desc')
            .limit(o.pageSize)
            .offset(offset),
        );
  return {
    range,
    totals,
    bucketMs: bucket,
    series,
    records: {
      list: rows.map((r) => ({
        id: num(r.id),
        contractId: num(r.contract_id),
        kind: r.kind,
        periodType: r.period_type,
        periodStart: num(r.period_start),
        periodEnd: num(r.period_end),
        validBet: num(r.valid_bet),
        profit: num(r.profit),
        activeMembers: num(r.active_members),
        rate: num(r.rate),
        gross: num(r.gross),
        downlineCost: num(r.downline_cost),
        amount: num(r.amount),
        status: r.status,
        paidAt: r.paid_at === null ? null : num(r.paid_at),
      })),
      total,
      pageNum,
      totalPages,
      totals: { amount: o.kind === 'commission' ? 0 : num(sums?.amount) },
    },
  };
}
