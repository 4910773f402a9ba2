/**
 * Players by their result over a range (from the hourly roll-ups): the top winners (payouts −
 * stakes, highest first), the top losers (lowest first) or the highest turnover (valid bet).
 */
import type { Db } from '#server/db/connect.ts';
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { reportDb, rowsOf } from '#server/agents/index.ts';
import { houseBetRollupsOf } from '#server/games/index.ts';
import { accountNamesOf } from '#server/members/index.ts';
import type { PLAYER_ORDERS, PlayerPage, PlayerRow } from '#lib/contracts/backoffice-reports.ts';
import { num, type Paging, type Range, sortAndPage } from './report-basics.ts';

export interface PlayersQuery extends Paging {
  range: Range;
  order: (typeof PLAYER_ORDERS)[number];
}

export async function playersReport(db: Db, reader: SqlRunner, q: PlayersQuery): Promise<Omit<PlayerPage, 'range' | 'currency' | 'symbol' | 'minorUnits' | 'zone'>> {
  const sums = await rowsOf(
    reader,
    reportDb
      .selectFrom(houseBetRollupsOf(reportDb, q.range).as('r'))
      .select((eb) => ['r.member_id', eb.fn.sum('r.bet_count').as('n'), eb.fn.sum('r.stake').as('s'), eb.fn.sum('r.valid_bet').as('v'), eb.fn.sum('r.payout').as('p')])
      .groupBy('r.member_id'),
  );
  const rows: PlayerRow[] = sums
    .map((r) => ({ memberId: num(r.member_id), account: '', betCount: num(r.n), stake: num(r.s), validBet: num(r.v), payout: num(r.p), result: num(r.p) - num(r.s) }))
    .filter((r) => r.betCount !== 0 || r.stake !== 0 || r.payout !== 0);
  const totals = { betCount: 0, stake: 0, validBet: 0, payout: 0, result: 0 };
  for (const r of rows) for (const k of Object.keys(totals) as (keyof typeof totals)[]) totals[k] += r[k];
  const by = q.order === 'turnover' ? (r: PlayerRow) => r.validBet : (r: PlayerRow) => r.result;
  const page = sortAndPage(rows, by, q.order === 'losers' ? 'asc' : 'desc', (r) => String(r.memberId).padStart(20, '0'), q);
  const names = await accountNamesOf(db, page.list.map((r) => r.memberId));
  for (const r of page.list) r.account = names.get(r.memberId) ?? '';
  return { ...page, totals };
}
