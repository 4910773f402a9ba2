/**
 * Wage and dividend settlement: one run per (kind, period), paying each contract in force at the
 * period's end once.
 *
 * A run is keyed by (job, period) in job_runs: running → computed → done. Computing writes one
 * agent_settlements row per (contract, period) — unique — in the same transaction that moves the
 * run to "computed", so the amounts are fixed once, whoever computes first. Each pending row is then
 * paid by its own unit of work on the ledger: one journal entry from the commission expense account
 * to the agent's cash, idempotency key `wage:<contractId>:<periodStart>`, and the row marked paid
 * in the same unit. Running twice, two processes at once, or a rerun after a crash part-way pay
 * every row exactly once.
 */
import { sql as raw } from 'kysely';
import type { Db } from '#server/db/connect.ts';
import { kyselyRunner } from '#server/db/sql-runner.ts';
import type { Ledger } from '#server/ledger/engine.ts';
import { Accounts } from '#server/ledger/accounts.ts';
import { post } from '#server/ledger/post.ts';
import type { Logger } from '#server/log.ts';
import { loadSettings } from '#server/system/settings.ts';
import { ensureHouseContracts, expireTerminationRequests } from '#server/agents/contracts.ts';
import { PeriodNotEnded } from '#server/agents/errors.ts';
import { type Period, periodLabel } from '#server/agents/periods.ts';
import { type AnyTerms, ENTRY_KIND, type Kind, type PeriodType, type RealtimeTerms, SWITCH_OF, tierRate } from '#server/agents/terms.ts';
import { allocate, type BetGroup, type RateNode, realtimeShares, type Share } from '#server/agents/wages.ts';

export interface SettleDeps {
  db: Db;
  ledger: Ledger;
  log?: Logger | undefined;
}

export interface SettleHooks {
  /** Called before each payout (tests throw here to simulate a crash part-way). */
  beforePayout?(row: { id: number; contractId: number; amount: number }, index: number): void;
}

export interface SettleResult {
  job: string;
  period: string;
  periodStart: number;
  periodEnd: number;
  /** done before this call (nothing to do), skipped (the kind is switched off), or settled now. */
  outcome: 'already_done' | 'skipped' | 'settled';
  contracts: number;
  /** Payouts this call made, and their total. */
  paid: number;
  paidAmount: number;
}

export function jobName(kind: Kind, type: PeriodType): string {
  return kind === 'dividend' ? `agents:dividend:${type}` : `agents:${kind}`;
}

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

interface TeamMetrics {
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

interface Computed {
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

async function markRun(db: Db, job: string, period: string, now: number): Promise<string> {
  await db.insertInto('job_runs').values({ job, period, status: 'running', started_at: now }).onConflict((oc) => oc.columns(['job', 'period']).doNothing()).execute();
  const row = await db.selectFrom('job_runs').select('status').where('job', '=', job).where('period', '=', period).executeTakeFirstOrThrow();
  return row.status;
}

class AlreadyComputed extends Error {}

const isBusy = (err: unknown) => String((err as { code?: unknown }).code ?? '').startsWith('SQLITE_BUSY');

/**
 * Settles one kind for one ended period (see the file comment). Safe to call any number of times,
 * from any number of processes. On SQLite a second process (an operator's command beside the
 * server) can find the database busy; the run is idempotent, so it simply starts over.
 */
export async function settlePeriod(deps: SettleDeps, kind: Kind, p: Period, opts: { now?: number; hooks?: SettleHooks } = {}): Promise<SettleResult> {
  const acc = { paid: 0, paidAmount: 0 };
  for (let attempt = 1; ; attempt++) {
    try {
      const r = await settleOnce(deps, kind, p, opts, acc);
      return { ...r, ...acc, outcome: acc.paid > 0 ? 'settled' : r.outcome };
    } catch (err) {
      if (!isBusy(err) || attempt >= 20) throw err;
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 100 * attempt));
    }
  }
}

async function settleOnce(deps: SettleDeps, kind: Kind, p: Period, opts: { now?: number; hooks?: SettleHooks }, acc: { paid: number; paidAmount: number }): Promise<SettleResult> {
  const now = opts.now ?? Date.now();
  const { db } = deps;
  if (p.end > now) throw new PeriodNotEnded(`The period ${periodLabel(p.start)} has not ended yet.`);
  const job = jobName(kind, p.type);
  const period = periodLabel(p.start);
  const result: SettleResult = { job, period, periodStart: p.start, periodEnd: p.end, outcome: 'settled', contracts: 0, paid: 0, paidAmount: 0 };
  const settings = await loadSettings(db);

  let status = await markRun(db, job, period, now);
  if (status === 'done') {
    const done = await db.selectFrom('job_runs').select('result').where('job', '=', job).where('period', '=', period).executeTakeFirst();
    const summary = JSON.parse(done?.result ?? '{}') as { contracts?: number };
    return { ...result, outcome: 'already_done', contracts: summary.contracts ?? 0 };
  }
  if (status === 'running' && !settings.switches[SWITCH_OF[kind]]) {
    await db.updateTable('job_runs').set({ status: 'done', finished_at: now, result: JSON.stringify({ skipped: 'switched off' }) }).where('job', '=', job).where('period', '=', period).where('status', '=', 'running').execute();
    return { ...result, outcome: 'skipped' };
  }
  if (status === 'running') {
    if (kind !== 'realtime_salary') await expireTerminationRequests(db, now);
    await ensureHouseContracts(db, now);
    const computed = await computePeriod(db, kind, p);
    const rows = computed
      .filter((c) => c.share.amount > 0 || (kind !== 'realtime_salary' && c.metrics.validBet > 0))
      .map((c) => ({
        contract_id: c.share.contractId,
        agent_id: c.share.agentId,
        kind,
        period_type: p.type,
        period_start: p.start,
        period_end: p.end,
        valid_bet: c.metrics.validBet,
        profit: c.metrics.profit,
        active_members: c.metrics.active,
        rate: c.share.rate,
        gross: c.share.gross,
        downline_cost: c.share.downlineCost,
        amount: c.share.amount,
        status: c.share.amount > 0 ? 'pending' : 'nil',
        created_at: now,
      }));
    try {
      await db.transaction().execute(async (tx) => {
        for (let i = 0; i < rows.length; i += 200) {
          await tx.insertInto('agent_settlements').values(rows.slice(i, i + 200)).onConflict((oc) => oc.columns(['contract_id', 'period_start']).doNothing()).execute();
        }
        const moved = await tx.updateTable('job_runs').set({ status: 'computed' }).where('job', '=', job).where('period', '=', period).where('status', '=', 'running').executeTakeFirst();
        if (Number(moved.numUpdatedRows) !== 1) throw new AlreadyComputed();
      });
    } catch (err) {
      if (!(err instanceof AlreadyComputed)) throw err;
    }
    status = 'computed';
  }

  const currency = settings.whitelabel.currency.code;
  const pending = await db
    .selectFrom('agent_settlements')
    .select(['id', 'contract_id', 'agent_id', 'amount', 'period_start', 'period_end'])
    .where('kind', '=', kind)
    .where('period_type', '=', p.type)
    .where('period_start', '=', p.start)
    .where('status', '=', 'pending')
    .orderBy('id')
    .execute();
  result.contracts = Number(
    (await db.selectFrom('agent_settlements').select((eb) => eb.fn.countAll<number>().as('n')).where('kind', '=', kind).where('period_type', '=', p.type).where('period_start', '=', p.start).executeTakeFirstOrThrow()).n,
  );
  for (const [i, row] of pending.entries()) {
    const id = Number(row.id);
    const contractId = Number(row.contract_id);
    const agentId = Number(row.agent_id);
    opts.hooks?.beforePayout?.({ id, contractId, amount: row.amount }, i);
    const moved = await deps.ledger.run(async (sql) => {
      await sql.lock(`agent-settlement:${id}`);
      const current = await sql.get<{ status: string }>('select status from agent_settlements where id = ?', [id]);
      if (current?.status !== 'pending') return false;
      const entry = await post(
        sql,
        {
          kind: ENTRY_KIND[kind],
          key: `wage:${contractId}:${row.period_start}`,
          memberId: agentId,
          ref: `contract:${contractId}`,
          meta: { kind, contractId, periodStart: row.period_start, periodEnd: row.period_end, settlementId: id },
          postings: [
            { account: Accounts.commission(currency), amount: -row.amount },
            { account: Accounts.cash(agentId, currency), amount: row.amount },
          ],
        },
        now,
      );
      await sql.run("update agent_settlements set status = 'paid', entry_id = ?, paid_at = ? where id = ? and status = 'pending'", [entry.entryId, now, id]);
      return !entry.replayed;
    });
    if (moved) {
      acc.paid++;
      acc.paidAmount += row.amount;
    }
  }
  const totals = await db
    .selectFrom('agent_settlements')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.coalesce(eb.fn.sum<number>('amount'), raw<number>`0`).as('amount')])
    .where('kind', '=', kind)
    .where('period_type', '=', p.type)
    .where('period_start', '=', p.start)
    .where('status', '=', 'paid')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('job_runs')
    .set({ status: 'done', finished_at: Date.now(), result: JSON.stringify({ contracts: result.contracts, paid: Number(totals.n), amount: Number(totals.amount) }) })
    .where('job', '=', job)
    .where('period', '=', period)
    .where('status', '!=', 'done')
    .execute();
  deps.log?.debug({ job, period, paid: acc.paid, amount: acc.paidAmount }, 'agent settlement period');
  return result;
}
