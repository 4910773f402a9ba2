/**
 * Team overview for the agent centre, computed from the hourly bet roll-ups, registrations,
 * deposits (credited, at the time they were decided), withdrawals (paid, likewise) of the
 * caller's team (the closure table, depth ≥ 1 below the root) and the root's own income, over
 * [from, to) widened to whole hours. Its totals equal the sums over those rows for the same
 * members and period (DESIGN invariant 6; tests/api/agents-reports).
 */
import type { AliasedSelectQueryBuilder } from 'kysely';
import { creditedDepositsOf, firstDepositsOf, paidWithdrawalsOf } from '#server/cashier/index.ts';
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { betRollupsOf } from '#server/games/index.ts';
import { cashPostingsOf } from '#server/ledger/index.ts';
import { registrationsOf, teamSizeOf } from '#server/members/index.ts';
import type { OffsetSpan } from '#server/system/index.ts';
import { INCOME_ENTRIES } from './report-income.ts';
import { num, reportDb, rowOf, rowsOf } from './report-query.ts';
import { bucketFor, bucketOf, seriesOf, seriesPoints } from './report-series.ts';
import { teamIds } from './report-team.ts';
import type { Overview, OverviewFigures, OverviewPoint, Range } from '#lib/types/agents.ts';

const blank = (): OverviewFigures => ({
  newRegistrations: 0,
  activeMembers: 0,
  firstDeposits: 0,
  firstDepositAmount: 0,
  deposits: 0,
  depositAmount: 0,
  withdrawals: 0,
  withdrawalAmount: 0,
  betCount: 0,
  stake: 0,
  validBet: 0,
  payout: 0,
  profitLoss: 0,
  income: 0,
});

const FIGURES = Object.keys(blank()).filter((k): k is keyof OverviewFigures => k in blank());

interface Decided {
  id: number;
  member_id: number;
  amount: number;
  decided_at: number | null;
}

/** The overview's statements, one per figure, all over the same members and range. */
function overviewQueries(root: number, range: Range, bucket: number, spans: readonly OffsetSpan[]) {
  const { from } = range;
  const ids = teamIds({ root, depth: 'all' });
  const rollups = betRollupsOf(reportDb, ids, range).as('r');
  // Cashier rows counted and summed per point of the time they were decided.
  const counted = (rows: AliasedSelectQueryBuilder<Decided, 'x'>) =>
    reportDb
      .selectFrom(rows)
      .select((eb) => [bucketOf(eb.ref('x.decided_at'), from, bucket, spans).as('b'), eb.fn.countAll().as('n'), eb.fn.sum('x.amount').as('amount')])
      .groupBy('b');
  return {
    size: teamSizeOf(reportDb, root),
    bets: reportDb
      .selectFrom(rollups)
      .select((eb) => [
        bucketOf(eb.ref('r.hour'), from, bucket, spans).as('b'),
        eb.fn.sum('r.bet_count').as('n'),
        eb.fn.sum('r.stake').as('s'),
        eb.fn.sum('r.valid_bet').as('v'),
        eb.fn.sum('r.payout').as('p'),
      ])
      .groupBy('b'),
    // Active members: per point, and over the whole range (distinct members with a bet; -1 = the range).
    active: reportDb
      .with(
        (w) => w('x').materialized(),
        (qc) =>
          qc
            .selectFrom(rollups)
            .select((eb) => ['r.member_id', bucketOf(eb.ref('r.hour'), from, bucket, spans).as('b')])
            .distinct()
            .where('r.bet_count', '>', 0),
      )
      .selectFrom('x')
      .select((eb) => ['x.b', eb.fn.countAll().as('active')])
      .groupBy('x.b')
      .unionAll((eb) => eb.selectFrom(eb.selectFrom('x').select('x.member_id').distinct().as('m')).select((m) => [m.lit(-1).as('b'), m.fn.countAll().as('active')])),
    regs: reportDb
      .selectFrom(registrationsOf(reportDb, ids, range).as('m'))
      .select((eb) => [bucketOf(eb.ref('m.created_at'), from, bucket, spans).as('b'), eb.fn.countAll().as('n')])
      .groupBy('b'),
    deps: counted(creditedDepositsOf(reportDb, ids, range).as('x')),
    // First deposits: a member's first credited deposit ever, when it falls in the range.
    firsts: counted(firstDepositsOf(reportDb, ids, range).as('x')),
    wds: counted(paidWithdrawalsOf(reportDb, ids, range).as('x')),
    income: reportDb
      .selectFrom(cashPostingsOf(reportDb, root, range, INCOME_ENTRIES).as('e'))
      .select((eb) => [bucketOf(eb.ref('e.created_at'), from, bucket, spans).as('b'), eb.fn.sum('e.amount').as('amount')])
      .groupBy('b'),
  };
}

/**
 * Team overview: team size (now), and for the range new registrations, active members (placed a
 * bet), first deposits, deposits, withdrawals, bets and the team's result, and the root's income;
 * with a series of points (a day or an hour each) of the same, downsampled to at most 1,000 points
 * by widening the points (so sums and distinct counts stay exact).
 */
export async function teamOverview(reader: SqlRunner, root: number, range: Range, base: number, zone: string): Promise<Overview> {
  const bucket = bucketFor(range, base);
  const { starts, spans } = seriesPoints(range, bucket, zone);
  const q = overviewQueries(root, range, bucket, spans);
  const [size, bets, active, regs, deps, firsts, wds, income] = await Promise.all([
    rowOf(reader, q.size),
    rowsOf(reader, q.bets),
    rowsOf(reader, q.active),
    rowsOf(reader, q.regs),
    rowsOf(reader, q.deps),
    rowsOf(reader, q.firsts),
    rowsOf(reader, q.wds),
    rowsOf(reader, q.income),
  ]);

  const series: OverviewPoint[] = seriesOf(starts, zone, blank);
  const at = (i: unknown) => series[num(i)];
  const totals = blank();
  for (const r of active) {
    if (num(r.b) === -1) totals.activeMembers = num(r.active);
    else {
      const p = at(r.b);
      if (p) p.activeMembers = num(r.active);
    }
  }
  for (const r of bets) {
    const p = at(r.b);
    if (!p) continue;
    p.betCount = num(r.n);
    p.stake = num(r.s);
    p.validBet = num(r.v);
    p.payout = num(r.p);
    p.profitLoss = p.payout - p.stake;
  }
  for (const r of regs) {
    const p = at(r.b);
    if (p) p.newRegistrations = num(r.n);
  }
  for (const r of deps) {
    const p = at(r.b);
    if (p) [p.deposits, p.depositAmount] = [num(r.n), num(r.amount)];
  }
  for (const r of firsts) {
    const p = at(r.b);
    if (p) [p.firstDeposits, p.firstDepositAmount] = [num(r.n), num(r.amount)];
  }
  for (const r of wds) {
    const p = at(r.b);
    if (p) [p.withdrawals, p.withdrawalAmount] = [num(r.n), num(r.amount)];
  }
  for (const r of income) {
    const p = at(r.b);
    if (p) p.income = num(r.amount);
  }
  for (const p of series) {
    for (const k of FIGURES) if (k !== 'activeMembers') totals[k] += p[k];
  }
  return { range, teamSize: { direct: num(size?.direct), total: num(size?.total) }, totals, bucketMs: bucket, series };
}
