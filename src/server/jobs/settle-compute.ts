/**
 * What a settlement period earns, computed from reads only: the contracts in force at the period's
 * end, the team figures of their agents from the hourly roll-ups (wages and dividends) or the
 * settled bets of the window (real-time salary), and each contract's share after its downline's.
 * settle.ts writes and pays what this returns.
 */
import type { Db } from '#server/db/connect.ts';
import { kyselyRunner } from '#server/db/sql-runner.ts';
import { allocate, type AnyTerms, type BetGroup, type Kind, type Period, type RateNode, realtimeShares, type RealtimeTerms, type Share, tierRate } from '#server/agents/index.ts';

interface InForce {
  id: number;
  upline_id: number | null;
  downline_id: number;
  terms: string;
}

/** Contracts of a kind in force at the period's end (accepted before it, not ended before it). */
async function contractsInForce(db: Db, kind: Kind, p: Period): Promise<InForce[]> {
  let q = db
    .selectFrom('agent_contracts')
    .select(['id', 'upline_id', 'downline_id', 'terms'])
    .where('kind', '=', kind)
    .where('accepted_at', 'is not', null)
    .where('accepted_at', '<', p.end)
    .where((eb) => eb.or([eb('ended_at', 'is', null), eb('ended_at', '>=', p.end)]));
  if (kind === 'dividend') q = q.where('period', '=', p.type);
  const rows = await q.execute();
  return rows.map((r) => ({ id: Number(r.id), upline_id: r.upline_id === null ? null : Number(r.upline_id), downline_id: Number(r.downline_id), terms: r.terms }));
}

function rateNodes(contracts: InForce[]): (RateNode & { terms: AnyTerms })[] {
  const byAgent = new Map(contracts.map((c) => [c.downline_id, c]));
  return contracts.map((c) => ({
    contractId: c.id,
    agentId: c.downline_id,
    parentContractId: c.upline_id === null ? null : (byAgent.get(c.upline_id)?.id ?? null),
    house: c.upline_id === null,
    terms: JSON.parse(c.terms) as AnyTerms,
  }));
}

export interface TeamMetrics {
  validBet: number;
  profit: number;
  active: number;
}

/** Per agent: its team's (depth ≥ 1) valid bet, the house's result (stakes − payouts) and active members, from the hourly roll-ups. */
async function teamMetrics(db: Db, p: Period, agentIds: Set<number>): Promise<Map<number, TeamMetrics>> {
  const runner = kyselyRunner(db);
  const rows = await runner.all<{ agent_id: number; valid_bet: number | string; profit: number | string; active: number | string }>(
    `with m as (
       select member_id, sum(valid_bet) as valid_bet, sum(stake) - sum(payout) as profit, sum(bet_count) as bets
         from bet_rollups where hour >= ? and hour < ? group by member_id
     )
     select t.ancestor_id as agent_id, sum(m.valid_bet) as valid_bet, sum(m.profit) as profit,
            sum(case when m.bets > 0 then 1 else 0 end) as active
       from m join member_tree t on t.descendant_id = m.member_id and t.depth >= 1
      group by t.ancestor_id`,
    [p.start, p.end],
  );
  const out = new Map<number, TeamMetrics>();
  for (const r of rows) {
    const id = Number(r.agent_id);
    if (agentIds.has(id)) out.set(id, { validBet: Number(r.valid_bet), profit: Number(r.profit), active: Number(r.active) });
  }
  return out;
}

/** Settled bets of the window (by settlement time) grouped by member, size and outcome, with the member's ancestors. */
async function betGroups(db: Db, p: Period, agentIds: Set<number>): Promise<BetGroup[]> {
  const runner = kyselyRunner(db);
  const rows = await runner.all<{ member_id: number; stake: number; valid_bet: number; payout: number; n: number; ancestor_id: number }>(
    `with g as (
       select member_id, stake, valid_bet, payout, count(*) as n from bets
        where settled_at >= ? and settled_at < ? and status = 'settled' and valid_bet > 0
        group by member_id, stake, valid_bet, payout
     )
     select g.member_id, g.stake, g.valid_bet, g.payout, g.n, t.ancestor_id
       from g join member_tree t on t.descendant_id = g.member_id and t.depth >= 1
      order by g.member_id, g.stake, g.valid_bet, g.payout`,
    [p.start, p.end],
  );
  const groups = new Map<string, BetGroup>();
  for (const r of rows) {
    const key = `${r.member_id}:${r.stake}:${r.valid_bet}:${r.payout}`;
    let g = groups.get(key);
    if (!g) {
      g = { memberId: Number(r.member_id), stake: Number(r.stake), validBet: Number(r.valid_bet), payout: Number(r.payout), count: Number(r.n), ancestors: [] };
      groups.set(key, g);
    }
    if (agentIds.has(Number(r.ancestor_id))) g.ancestors.push(Number(r.ancestor_id));
  }
  return [...groups.values()].filter((g) => g.ancestors.length > 0);
}

export interface Computed {
  share: Share;
  metrics: TeamMetrics;
}

/** What every contract in force earns for the period (pure reads). */
export async function computePeriod(db: Db, kind: Kind, p: Period): Promise<Computed[]> {
  const contracts = await contractsInForce(db, kind, p);
  if (!contracts.length) return [];
  const nodes = rateNodes(contracts);
  const agentIds = new Set(nodes.map((n) => n.agentId));
  if (kind === 'realtime_salary') {
    const groups = await betGroups(db, p, agentIds);
    const result = realtimeShares(nodes.map((n) => ({ ...n, terms: n.terms as RealtimeTerms })), groups);
    return nodes.map((n) => {
      const share = result.get(n.contractId) as Share;
      return { share, metrics: { validBet: share.base, profit: 0, active: 0 } };
    });
  }
  const metrics = await teamMetrics(db, p, agentIds);
  const zero: TeamMetrics = { validBet: 0, profit: 0, active: 0 };
  const withRates = nodes.map((n) => {
    const m = metrics.get(n.agentId) ?? zero;
    const rate = tierRate(kind, n.terms, { validBet: m.validBet, activeMembers: m.active });
    return { ...n, rate, base: kind === 'dividend' ? Math.max(0, m.profit) : m.validBet };
  });
  const result = allocate(withRates);
  return nodes.map((n) => ({ share: result.get(n.contractId) as Share, metrics: metrics.get(n.agentId) ?? zero }));
}
