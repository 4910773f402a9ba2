/**
 * Team betting: the team's bets from the hourly roll-ups, aggregated by any of member, category
 * and day, filtered by category, level and account, sorted by a whitelisted column, paged.
 */
import { type Expression, expressionBuilder } from 'kysely';
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { betRollupsOf } from '#server/games/index.ts';
import { memberProfiles } from '#server/members/index.ts';
import { addDays, DAY, dayStart, localDate, type OffsetSpan, offsetSpans } from '#server/system/index.ts';
import { num, type Paging, pageOf, reportDb, rowsOf } from './report-query.ts';
import { bucketOf } from './report-series.ts';
import { type Scope, teamIds, teamRows } from './report-team.ts';
import type { BetTotals, BettingGroup, BettingRow, Page, Range } from '#lib/types/agents.ts';

export const BETTING_GROUPS = ['member', 'category', 'day'] as const;
export const BETTING_SORTS = ['account', 'level', 'category', 'day', 'betCount', 'stake', 'validBet', 'payout', 'profitLoss'] as const;
export type BettingSort = (typeof BETTING_SORTS)[number];

export interface BettingQuery extends Paging {
  scope: Scope;
  range: Range;
  /** The merchant's zone: where a day starts. */
  zone: string;
  groupBy: BettingGroup[];
  categories?: string[] | undefined;
  sort: BettingSort;
  order: 'asc' | 'desc';
}

/** The groups with any bet: one row per chosen key (member, category, day since `origin`), with the sums. */
function groups(qy: BettingQuery, by: { member: boolean; category: boolean; day: boolean }, origin: number, spans: readonly OffsetSpan[]) {
  const rollups = betRollupsOf(reportDb, teamIds(qy.scope), { ...qy.range, categories: qy.categories }).as('r');
  return reportDb
    .with(
      (w) => w('g').materialized(),
      (qc) =>
        qc
          .selectFrom(rollups)
          .select((eb) => [eb.fn.sum('r.bet_count').as('n'), eb.fn.sum('r.stake').as('s'), eb.fn.sum('r.valid_bet').as('v'), eb.fn.sum('r.payout').as('p')])
          .$if(by.member, (q) => q.select('r.member_id').groupBy('r.member_id'))
          .$if(by.category, (q) => q.select('r.category').groupBy('r.category'))
          .$if(by.day, (q) => q.select((eb) => bucketOf(eb.ref('r.hour'), origin, DAY, spans).as('d')).groupBy('d')),
    )
    .with(
      (w) => w('f').materialized(),
      (qc) => qc.selectFrom('g').selectAll().where((eb) => eb.or([eb('n', '<>', 0), eb('s', '<>', 0), eb('p', '<>', 0)])),
    )
    .with('tot', (qc) =>
      qc.selectFrom('f').select((eb) => [eb.fn.countAll().as('t_rows'), eb.fn.sum('n').as('t_n'), eb.fn.sum('s').as('t_s'), eb.fn.sum('v').as('t_v'), eb.fn.sum('p').as('t_p')]),
    );
}

/** A group's columns, to name sort columns over the page (alias pr) and the member columns (m, t). */
interface GroupRow {
  member_id: number;
  category: string;
  d: number;
  n: number;
  s: number;
  v: number;
  p: number;
}
const col = expressionBuilder<{ pr: GroupRow; m: { account_key: string }; t: { depth: number } }, 'pr' | 'm' | 't'>();

/** The sort column, then the group keys as tie-breakers. */
function orderTerms(sort: BettingSort, by: { member: boolean; category: boolean; day: boolean }, dir: 'asc' | 'desc'): [Expression<unknown>, 'asc' | 'desc'][] {
  const columns: Record<BettingSort, Expression<unknown>> = {
    account: col.ref('m.account_key'),
    level: col.ref('t.depth'),
    category: col.ref('pr.category'),
    day: col.ref('pr.d'),
    betCount: col.ref('pr.n'),
    stake: col.ref('pr.s'),
    validBet: col.ref('pr.v'),
    payout: col.ref('pr.p'),
    profitLoss: col.parens('pr.p', '-', col.ref('pr.s')),
  };
  const ties: [Expression<unknown>, 'asc' | 'desc'][] = [];
  if (by.member) ties.push([col.ref('pr.member_id'), 'asc']);
  if (by.category) ties.push([col.ref('pr.category'), 'asc']);
  if (by.day) ties.push([col.ref('pr.d'), 'asc']);
  return [[columns[sort], dir], ...ties];
}

/**
 * Team betting: the team's bets aggregated by any of member, category and day (from the hourly
 * roll-ups), filtered by category, level and account, sorted by a whitelisted column, paged.
 */
export async function teamBetting(reader: SqlRunner, qy: BettingQuery): Promise<Page<BettingRow, BetTotals>> {
  const by = { member: qy.groupBy.includes('member'), category: qy.groupBy.includes('category'), day: qy.groupBy.includes('day') };
  const origin = dayStart(qy.range.from, qy.zone);
  const spans = by.day ? offsetSpans(origin, qy.range.to, qy.zone) : [];
  const sortable = (s: BettingSort) => (s === 'account' || s === 'level' ? by.member : s === 'category' ? by.category : s === 'day' ? by.day : true);
  const sort = sortable(qy.sort) ? qy.sort : 'validBet';
  const order = orderTerms(sort, by, qy.order === 'asc' ? 'asc' : 'desc');
  // One pass: the groups are computed once, the page and the totals read from them. Member
  // columns are joined to the page only, unless the sort needs them for every group.
  const early = by.member && (sort === 'account' || sort === 'level');
  const head = groups(qy, by, origin, spans);
  const pageAt = (offset: number) => {
    const base = early
      ? head.selectFrom('f as pr')
      : head
          .with('page', (qc) => {
            let page = qc.selectFrom('f as pr').selectAll('pr');
            for (const [e, d] of order) page = page.orderBy(e, d);
            return page.limit(qy.pageSize).offset(offset);
          })
          .selectFrom('page as pr');
    let q = base
      .selectAll('pr')
      .$if(by.member, (b) =>
        b
          .innerJoin(memberProfiles(reportDb).as('m'), 'm.id', 'pr.member_id')
          .innerJoin(teamRows({ root: qy.scope.root, depth: 'all' }).as('t'), 't.member_id', 'pr.member_id')
          .select(['m.account', 't.depth']),
      )
      .crossJoin('tot')
      .selectAll('tot');
    for (const [e, d] of order) q = q.orderBy(e, d);
    return rowsOf(reader, early ? q.limit(qy.pageSize).offset(offset) : q);
  };
  let rows = await pageAt((qy.pageNo - 1) * qy.pageSize);
  let totalsRow = rows[0];
  if (!rows.length && qy.pageNo > 1) {
    const last = await pageAt(0);
    totalsRow = last[0];
    const total = num(totalsRow?.t_rows);
    if (total > 0) rows = await pageAt((pageOf(total, qy).pageNum - 1) * qy.pageSize);
  }
  const total = num(totalsRow?.t_rows);
  const { pageNum, totalPages } = pageOf(total, qy);
  const list = rows.map((r) => {
    const row: BettingRow = { betCount: num(r.n), stake: num(r.s), validBet: num(r.v), payout: num(r.p), profitLoss: num(r.p) - num(r.s) };
    if (by.member) Object.assign(row, { memberId: num(r.member_id), account: r.account ?? '', level: num(r.depth) });
    if (by.category) row.category = r.category ?? '';
    if (by.day) {
      const startMs = addDays(origin, num(r.d), qy.zone);
      Object.assign(row, { day: localDate(startMs, qy.zone), dayStart: startMs });
    }
    return row;
  });
  const s = num(totalsRow?.t_s);
  const p = num(totalsRow?.t_p);
  return { list, total, pageNum, totalPages, totals: { betCount: num(totalsRow?.t_n), stake: s, validBet: num(totalsRow?.t_v), payout: p, profitLoss: p - s } };
}
