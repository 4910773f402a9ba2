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
import { Accounts, type Ledger, post } from '#server/ledger/index.ts';
import type { Logger } from '#server/log.ts';
import { loadSettings } from '#server/system/index.ts';
import { ensureHouseContracts, ENTRY_KIND, expireTerminationRequests, type Kind, type Period, periodLabel, PeriodNotEnded, type PeriodType, SWITCH_OF } from '#server/agents/index.ts';
import { computePeriod } from './settle-compute.ts';

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
  // Settings first: the period's name is on the merchant's clock, and no read may happen inside a unit of work.
  const settings = await loadSettings(db);
  const zone = settings.whitelabel.timeZone;
  if (p.end > now) throw new PeriodNotEnded(`The period ${periodLabel(p.start, zone)} has not ended yet.`);
  const job = jobName(kind, p.type);
  const period = periodLabel(p.start, zone);
  const result: SettleResult = { job, period, periodStart: p.start, periodEnd: p.end, outcome: 'settled', contracts: 0, paid: 0, paidAmount: 0 };

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
