/**
 * User profit and loss: per member of the scope, money in (deposits credited) and out
 * (withdrawals paid) at the time they were decided, bets by the hour they were placed, bonuses
 * granted, cashback and rebates paid (the promotions' rewards, as the ledger's reward_cashback and
 * reward_rebate entries record them), and the net result.
 */
import { type Expression, expressionBuilder } from 'kysely';
import { bonusesOf, creditedDepositsOf, paidWithdrawalsOf } from '#server/cashier/index.ts';
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { betRollupsOf } from '#server/games/index.ts';
import { memberProfiles } from '#server/members/index.ts';
import { rewardsPaidOf } from '#server/promotions/index.ts';
import { num, type Paging, pageOf, reportDb, rowsOf } from './report-query.ts';
import { type Scope, teamRows } from './report-team.ts';
import type { Page, PnlFigures, PnlRow, Range } from '#lib/types/agents.ts';

export const PNL_SORTS = ['account', 'level', 'deposits', 'withdrawals', 'validBet', 'stake', 'payout', 'bonuses', 'profitLoss', 'net'] as const;
export type PnlSort = (typeof PNL_SORTS)[number];

export interface PnlQuery extends Paging {
  scope: Scope;
  range: Range;
  /** Only members with some activity in the range (the default); false lists the whole scope. */
  activeOnly: boolean;
  sort: PnlSort;
  order: 'asc' | 'desc';
}

/** A member's row (alias x), to name the sort columns. */
interface PnlX {
  account_key: string;
  depth: number;
  damount: number | null;
  wamount: number | null;
  valid: number | null;
  stake: number | null;
  payout: number | null;
  bonuses: number | null;
  rebates: number | null;
}
const x = expressionBuilder<{ x: PnlX }, 'x'>();
const zeroIfNull = (c: 'x.damount' | 'x.wamount' | 'x.valid' | 'x.stake' | 'x.payout' | 'x.bonuses' | 'x.rebates') => x.fn.coalesce(c, x.lit(0));
const PNL_ORDER: Record<PnlSort, Expression<unknown>> = {
  account: x.ref('x.account_key'),
  level: x.ref('x.depth'),
  deposits: zeroIfNull('x.damount'),
  withdrawals: zeroIfNull('x.wamount'),
  validBet: zeroIfNull('x.valid'),
  stake: zeroIfNull('x.stake'),
  payout: zeroIfNull('x.payout'),
  bonuses: zeroIfNull('x.bonuses'),
  profitLoss: x.parens(zeroIfNull('x.payout'), '-', zeroIfNull('x.stake')),
  net: x.parens(x(x(zeroIfNull('x.payout'), '-', zeroIfNull('x.stake')), '+', zeroIfNull('x.bonuses')), '+', zeroIfNull('x.rebates')),
};

/** Every member's row (x) and the totals over them (tot), computed once. */
function pnlRows(qy: PnlQuery) {
  const range = qy.range;
  return reportDb
    .with(
      (w) => w('team').materialized(),
      () => teamRows(qy.scope),
    )
    .with(
      (w) => w('b').materialized(),
      (qc) =>
        qc
          .selectFrom(betRollupsOf(reportDb, qc.selectFrom('team').select('member_id'), range).as('r'))
          .select((eb) => ['r.member_id', eb.fn.sum('r.bet_count').as('n'), eb.fn.sum('r.stake').as('s'), eb.fn.sum('r.valid_bet').as('v'), eb.fn.sum('r.payout').as('p')])
          .groupBy('r.member_id'),
    )
    .with(
      (w) => w('d').materialized(),
      (qc) =>
        qc
          .selectFrom(creditedDepositsOf(reportDb, qc.selectFrom('team').select('member_id'), range).as('r'))
          .select((eb) => ['r.member_id', eb.fn.countAll().as('n'), eb.fn.sum('r.amount').as('amount')])
          .groupBy('r.member_id'),
    )
    .with(
      (w) => w('w').materialized(),
      (qc) =>
        qc
          .selectFrom(paidWithdrawalsOf(reportDb, qc.selectFrom('team').select('member_id'), range).as('r'))
          .select((eb) => ['r.member_id', eb.fn.countAll().as('n'), eb.fn.sum('r.amount').as('amount')])
          .groupBy('r.member_id'),
    )
    .with(
      (w) => w('bo').materialized(),
      (qc) =>
        qc
          .selectFrom(bonusesOf(reportDb, qc.selectFrom('team').select('member_id'), range).as('r'))
          .select((eb) => ['r.member_id', eb.fn.sum('r.amount').as('amount')])
          .groupBy('r.member_id'),
    )
    .with(
      (w) => w('re').materialized(),
      (qc) =>
        qc
          .selectFrom(rewardsPaidOf(reportDb, qc.selectFrom('team').select('member_id'), range).as('r'))
          .select((eb) => ['r.member_id', eb.fn.sum('r.amount').as('amount')])
          .groupBy('r.member_id'),
    )
    .with(
      (w) => w('ids').materialized(),
      (qc) =>
        qy.activeOnly
          ? qc
              .selectFrom('b')
              .select('member_id')
              .union(qc.selectFrom('d').select('member_id'))
              .union(qc.selectFrom('w').select('member_id'))
              .union(qc.selectFrom('bo').select('member_id'))
              .union(qc.selectFrom('re').select('member_id'))
          : qc.selectFrom('team').select('member_id'),
    )
    .with(
      (w) => w('x').materialized(),
      (qc) =>
        qc
          .selectFrom('ids')
          .innerJoin('team', 'team.member_id', 'ids.member_id')
          .innerJoin(memberProfiles(reportDb).as('m'), 'm.id', 'ids.member_id')
          .leftJoin('b', 'b.member_id', 'm.id')
          .leftJoin('d', 'd.member_id', 'm.id')
          .leftJoin('w', 'w.member_id', 'm.id')
          .leftJoin('bo', 'bo.member_id', 'm.id')
          .leftJoin('re', 're.member_id', 'm.id')
          .select([
            'm.id',
            'm.account',
            'm.account_key',
            'm.is_agent',
            'team.depth',
            'b.n as bets',
            'b.s as stake',
            'b.v as valid',
            'b.p as payout',
            'd.n as dn',
            'd.amount as damount',
            'w.n as wn',
            'w.amount as wamount',
            'bo.amount as bonuses',
            're.amount as rebates',
          ]),
    )
    .with('tot', (qc) =>
      qc
        .selectFrom('x')
        .select((eb) => [
          eb.fn.countAll().as('t_rows'),
          eb.fn.sum('bets').as('t_bets'),
          eb.fn.sum('stake').as('t_stake'),
          eb.fn.sum('valid').as('t_valid'),
          eb.fn.sum('payout').as('t_payout'),
          eb.fn.sum('dn').as('t_dn'),
          eb.fn.sum('damount').as('t_damount'),
          eb.fn.sum('wn').as('t_wn'),
          eb.fn.sum('wamount').as('t_wamount'),
          eb.fn.sum('bonuses').as('t_bonuses'),
          eb.fn.sum('rebates').as('t_rebates'),
        ]),
    );
}

interface Sums {
  stake: unknown;
  payout: unknown;
  bonuses: unknown;
  rebates: unknown;
  damount: unknown;
  dn: unknown;
  wamount: unknown;
  wn: unknown;
  bets: unknown;
  valid: unknown;
}

function figures(r: Sums): PnlFigures {
  const stake = num(r.stake);
  const payout = num(r.payout);
  const bonuses = num(r.bonuses);
  const rebates = num(r.rebates);
  return {
    deposits: num(r.damount),
    depositCount: num(r.dn),
    withdrawals: num(r.wamount),
    withdrawalCount: num(r.wn),
    betCount: num(r.bets),
    stake,
    validBet: num(r.valid),
    payout,
    bonuses,
    rebates,
    profitLoss: payout - stake,
    net: payout - stake + bonuses + rebates,
  };
}

/** User profit and loss: per member of the scope, money in and out, bets, bonuses and the net result. */
export async function userProfitLoss(reader: SqlRunner, qy: PnlQuery): Promise<Page<PnlRow, PnlFigures>> {
  // One pass: the rows are computed once; the page and the totals are read from them.
  const pageAt = (offset: number) =>
    rowsOf(
      reader,
      pnlRows(qy)
        .selectFrom('x')
        .crossJoin('tot')
        .selectAll(['x', 'tot'])
        .orderBy(PNL_ORDER[qy.sort], qy.order === 'asc' ? 'asc' : 'desc')
        .orderBy('x.id')
        .limit(qy.pageSize)
        .offset(offset),
    );
  let rows = await pageAt((qy.pageNo - 1) * qy.pageSize);
  let tot = rows[0];
  if (!rows.length && qy.pageNo > 1) {
    tot = (await pageAt(0))[0];
    const total = num(tot?.t_rows);
    if (total > 0) rows = await pageAt((pageOf(total, qy).pageNum - 1) * qy.pageSize);
  }
  const total = num(tot?.t_rows);
  const { pageNum, totalPages } = pageOf(total, qy);
  const totals = tot
    ? figures({ stake: tot.t_stake, payout: tot.t_payout, bonuses: tot.t_bonuses, rebates: tot.t_rebates, damount: tot.t_damount, dn: tot.t_dn, wamount: tot.t_wamount, wn: tot.t_wn, bets: tot.t_bets, valid: tot.t_valid })
    : figures({ stake: 0, payout: 0, bonuses: 0, rebates: 0, damount: 0, dn: 0, wamount: 0, wn: 0, bets: 0, valid: 0 });
  return {
    list: rows.map((r) => ({ memberId: num(r.id), account: r.account, level: num(r.depth), isAgent: num(r.is_agent), ...figures(r) })),
    total,
    pageNum,
    totalPages,
    totals,
  };
}
