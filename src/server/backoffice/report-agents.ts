/**
 * Agents' commissions and wages over a range: the settlements of periods that start in it, per
 * agent and contract kind: how many, the valid bet and profit they were worked out on, the gross,
 * the amount owed and what of it has been paid.
 */
import type { Db } from '#server/db/connect.ts';
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { houseSettlementsOf, reportDb, rowsOf } from '#server/agents/index.ts';
import { accountNamesOf } from '#server/members/index.ts';
import type { AGENT_SORTS, AgentPage, AgentRow } from '#lib/contracts/backoffice-reports.ts';
import { num, type Paging, type Range, sortAndPage } from './report-basics.ts';

export interface AgentsQuery extends Paging {
  range: Range;
  sort: (typeof AGENT_SORTS)[number];
  order: 'asc' | 'desc';
}

export async function agentsReport(db: Db, reader: SqlRunner, q: AgentsQuery): Promise<Omit<AgentPage, 'range' | 'currency' | 'symbol' | 'minorUnits' | 'zone'>> {
  const sums = await rowsOf(
    reader,
    reportDb
      .selectFrom(houseSettlementsOf(reportDb, q.range).as('s'))
      .select((eb) => [
        's.agent_id',
        's.kind',
        eb.fn.countAll().as('c'),
        eb.fn.sum('s.valid_bet').as('v'),
        eb.fn.sum('s.profit').as('pr'),
        eb.fn.sum('s.gross').as('g'),
        eb.fn.sum('s.amount').as('a'),
        eb.fn.sum(eb.case().when('s.status', '=', 'paid').then(eb.ref('s.amount')).else(0).end()).as('pd'),
      ])
      .groupBy(['s.agent_id', 's.kind']),
  );
  const names = await accountNamesOf(db, sums.map((r) => num(r.agent_id)));
  const rows: AgentRow[] = sums.map((r) => ({
    agentId: num(r.agent_id),
    account: names.get(num(r.agent_id)) ?? '',
    kind: r.kind,
    settlements: num(r.c),
    validBet: num(r.v),
    profit: num(r.pr),
    gross: num(r.g),
    amount: num(r.a),
    paid: num(r.pd),
  }));
  const totals = { settlements: 0, validBet: 0, profit: 0, gross: 0, amount: 0, paid: 0 };
  for (const r of rows) for (const k of Object.keys(totals) as (keyof typeof totals)[]) totals[k] += r[k];
  const by = (r: AgentRow) => r[q.sort];
  return { ...sortAndPage(rows, by, q.order, (r) => `${r.account}|${r.kind}`, q), totals };
}
