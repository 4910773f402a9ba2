/**
 * Contracts between an upline agent and a direct downline agent (spec §3, §4 "Contract request").
 *
 * offered → active (the downline accepts) | rejected (the downline refuses) | withdrawn (the upline
 * takes it back, or replaces it with a new offer); active → superseded (the downline accepts a new
 * offer of the same kind) | terminated (both sides agree: one requests, the other accepts — or the
 * request goes unanswered for the configured days; or it is cut off by a cascade, below).
 *
 * An offer never pays more than the upline's own terms of the kind (terms.ts `dominates`); a top
 * agent's own terms are the house's (setting agents.topRates). Accepting terms lower than some the
 * agent already gave its downlines needs a confirmation naming them, then ends them — and, since
 * a downline without a contract has nothing to give, everything of that kind hanging below them.
 */
import type { Selectable, UpdateQueryBuilder } from 'kysely';
import { AGENT_TYPES, isAgentType } from '#lib/roles.ts';
import { atomically, type Db } from '#server/db/connect.ts';
import { isPostgres } from '#server/db/migrations/columns.ts';
import type { Database } from '#server/db/schema.ts';
import { isUniqueViolation } from '#server/db/unique.ts';
import type { AgentContractsTable } from '#server/db/tables/agents.ts';
import { ValidationFailed } from '#server/errors.ts';
import { loadSettings } from '#server/system/settings.ts';
import {
  ContractState,
  DownlineContractsAffected,
  FeatureDisabled,
  NoOwnContract,
  NotAnAgentMember,
  NotDirectDownline,
  NotFound,
  RateAboveOwn,
} from './errors.ts';
import { DAY } from './periods.ts';
import { type AnyTerms, dominates, headlineRate, type Kind, KINDS, parseTerms, type PeriodType, periodOf, SWITCH_OF } from './terms.ts';
import type { ContractView, OwnTerms } from '#lib/types/agents.ts';

export type ContractRow = Selectable<AgentContractsTable>;

const LIVE = ['active', 'offered'] as const;

async function assertEnabled(db: Db, kind: Kind): Promise<void> {
  const settings = await loadSettings(db);
  if (!settings.switches[SWITCH_OF[kind]]) throw new FeatureDisabled(`${kind} contracts are turned off.`);
}

/** The terms an agent itself earns by for a kind, or null when it holds none. */
export async function ownTerms(db: Db, agentId: number, kind: Kind): Promise<OwnTerms | null> {
  const member = await db.selectFrom('members').select(['upline_id', 'is_agent']).where('id', '=', agentId).executeTakeFirst();
  if (!member || !isAgentType(member.is_agent)) return null;
  if (member.upline_id === null) {
    const settings = await loadSettings(db);
    const house = await db.selectFrom('agent_contracts').select('id').where('downline_id', '=', agentId).where('kind', '=', kind).where('status', '=', 'active').where('upline_id', 'is', null).executeTakeFirst();
    return { source: 'house', contractId: house ? Number(house.id) : null, terms: settings.agents.topRates[kind] };
  }
  const active = await db
    .selectFrom('agent_contracts')
    .select(['id', 'terms'])
    .where('downline_id', '=', agentId)
    .where('kind', '=', kind)
    .where('status', '=', 'active')
    .where('upline_id', '=', member.upline_id)
    .executeTakeFirst();
  return active ? { source: 'contract', contractId: Number(active.id), terms: JSON.parse(active.terms) as AnyTerms } : null;
}

function checkedTerms<K extends Kind>(kind: K, raw: unknown) {
  const parsed = parseTerms(kind, raw);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => ({ field: ['terms', ...i.path].join('.'), message: i.message }));
    throw new ValidationFailed(`${fields[0]?.field ?? 'terms'}: ${fields[0]?.message ?? 'invalid'}`, { fields });
  }
  return parsed.data;
}

async function views(db: Db, rows: ContractRow[]): Promise<ContractView[]> {
  if (!rows.length) return [];
  const ids = [...new Set(rows.flatMap((r) => (r.upline_id === null ? [r.downline_id] : [r.downline_id, r.upline_id])))];
  const names = new Map<number, string>();
  for (let i = 0; i < ids.length; i += 500) {
    const found = await db.selectFrom('members').select(['id', 'account']).where('id', 'in', ids.slice(i, i + 500)).execute();
    for (const m of found) names.set(Number(m.id), m.account);
  }
  return rows.map((r) => toView(r, names));
}

export function toView(r: ContractRow, names: Map<number, string>): ContractView {
  return {
    id: Number(r.id),
    kind: r.kind as Kind,
    period: r.period as PeriodType,
    terms: JSON.parse(r.terms) as AnyTerms,
    headlineRate: r.headline_rate,
    status: r.status as ContractView['status'],
    upline: r.upline_id === null ? null : { id: Number(r.upline_id), account: names.get(Number(r.upline_id)) ?? '' },
    downline: { id: Number(r.downline_id), account: names.get(Number(r.downline_id)) ?? '' },
    createdAt: r.created_at,
    decidedAt: r.decided_at,
    acceptedAt: r.accepted_at,
    endedAt: r.ended_at,
    endReason: r.end_reason,
    terminationRequestedBy: r.termination_requested_by === null ? null : Number(r.termination_requested_by),
    terminationRequestedAt: r.termination_requested_at,
  };
}

/** Live contracts (active or offered) of a kind given by these agents, and everything of that kind below them. */
async function liveBelow(tx: Db, kind: string, uplineIds: number[]): Promise<ContractRow[]> {
  const found: ContractRow[] = [];
  let frontier = [...new Set(uplineIds)];
  const seen = new Set<number>();
  while (frontier.length) {
    const next: number[] = [];
    for (let i = 0; i < frontier.length; i += 500) {
      const rows = await tx
        .selectFrom('agent_contracts')
        .selectAll()
        .where('upline_id', 'in', frontier.slice(i, i + 500))
        .where('kind', '=', kind)
        .where('status', 'in', LIVE)
        .execute();
      for (const r of rows) {
        if (seen.has(Number(r.id))) continue;
        seen.add(Number(r.id));
        found.push(r);
        if (r.status === 'active') next.push(Number(r.downline_id));
      }
    }
    frontier = [...new Set(next)];
  }
  return found;
}

/** Ends live contracts: active ones terminate (in force until now), open offers are withdrawn. */
async function endRows(tx: Db, rows: ContractRow[], reason: string, now: number): Promise<void> {
  const active = rows.filter((r) => r.status === 'active').map((r) => Number(r.id));
  const offered = rows.filter((r) => r.status === 'offered').map((r) => Number(r.id));
  for (let i = 0; i < active.length; i += 500) {
    await tx
      .updateTable('agent_contracts')
      .set({ status: 'terminated', ended_at: now, end_reason: reason, termination_requested_by: null, termination_requested_at: null })
      .where('id', 'in', active.slice(i, i + 500))
      .where('status', '=', 'active')
      .execute();
  }
  for (let i = 0; i < offered.length; i += 500) {
    await tx.updateTable('agent_contracts').set({ status: 'withdrawn', decided_at: now, end_reason: reason }).where('id', 'in', offered.slice(i, i + 500)).where('status', '=', 'offered').execute();
  }
}

/** Ends a contract and, as cascade, every live contract of its kind below its downline. */
async function endWithCascade(tx: Db, c: ContractRow, reason: string, now: number): Promise<void> {
  const below = c.status === 'active' ? await liveBelow(tx, c.kind, [Number(c.downline_id)]) : [];
  // The contract itself moves only from the state it was read in; when another request ended or
  // decided it meanwhile, nothing here happens (the transaction rolls back).
  const ended =
    c.status === 'active'
      ? await tx.updateTable('agent_contracts').set({ status: 'terminated', ended_at: now, end_reason: reason, termination_requested_by: null, termination_requested_at: null }).where('id', '=', c.id).where('status', '=', 'active').executeTakeFirst()
      : await tx.updateTable('agent_contracts').set({ status: 'withdrawn', decided_at: now, end_reason: reason }).where('id', '=', c.id).where('status', '=', 'offered').executeTakeFirst();
  if (Number(ended.numUpdatedRows) !== 1) throw new ContractState('The contract changed meanwhile. Reload and try again.');
  await endRows(tx, below, 'cascade', now);
}

/** Ends every live contract a member holds (from its upline, or the house's), with the cascade below. */
export async function endContractsOf(tx: Db, memberId: number, reason: string, now: number): Promise<void> {
  const rows = await tx.selectFrom('agent_contracts').selectAll().where('downline_id', '=', memberId).where('status', 'in', LIVE).execute();
  for (const r of rows) await endWithCascade(tx, r, reason, now);
}

/** An upline offers terms of a kind to a direct downline agent; an open offer of that kind is replaced. */
export async function offerContract(db: Db, o: { uplineId: number; downlineId: number; kind: Kind; terms: unknown }, now = Date.now()): Promise<ContractView> {
  await assertEnabled(db, o.kind);
  const terms = checkedTerms(o.kind, o.terms);
  try {
    const row = await atomically(db, async (tx) => {
      const link = await tx.selectFrom('member_tree').select('depth').where('ancestor_id', '=', o.uplineId).where('descendant_id', '=', o.downlineId).executeTakeFirst();
      if (!link || link.depth < 1) throw new NotFound('No such member in your team.');
      const downline = await tx.selectFrom('members').select(['upline_id', 'is_agent']).where('id', '=', o.downlineId).executeTakeFirstOrThrow();
      if (downline.upline_id !== o.uplineId) throw new NotDirectDownline('Contracts are offered to direct downlines only.');
      if (!isAgentType(downline.is_agent)) throw new NotAnAgentMember('This member is not an agent.');
      const own = await ownTerms(tx, o.uplineId, o.kind);
      if (!own) throw new NoOwnContract('You hold no contract of this kind, so you cannot offer one.');
      if (!dominates(o.kind, own.terms as never, terms as never)) {
        throw new RateAboveOwn('The offer pays more than your own contract of this kind (or uses another period).', { own: own.terms });
      }
      await tx
        .updateTable('agent_contracts')
        .set({ status: 'withdrawn', decided_at: now, end_reason: 'replaced' })
        .where('downline_id', '=', o.downlineId)
        .where('kind', '=', o.kind)
        .where('status', '=', 'offered')
        .execute();
      return tx
        .insertInto('agent_contracts')
        .values({
          kind: o.kind,
          upline_id: o.uplineId,
          downline_id: o.downlineId,
          period: periodOf(o.kind, terms),
          terms: JSON.stringify(terms),
          headline_rate: headlineRate(o.kind, terms),
          status: 'offered',
          created_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    return (await views(db, [row]))[0] as ContractView;
  } catch (err) {
    if (isUniqueViolation(err)) throw new ContractState('The contract changed meanwhile. Reload and try again.');
    throw err;
  }
}

/** A contract one side of it may act on, locked for the transaction (PostgreSQL; SQLite runs one transaction at a time). */
async function partyContract(tx: Db, agentId: number, id: number, side: 'upline' | 'downline' | 'either', lock = true): Promise<ContractRow> {
  let q = tx.selectFrom('agent_contracts').selectAll().where('id', '=', id);
  if (side === 'upline') q = q.where('upline_id', '=', agentId);
  else if (side === 'downline') q = q.where('downline_id', '=', agentId);
  else q = q.where((eb) => eb.or([eb('upline_id', '=', agentId), eb('downline_id', '=', agentId)]));
  const row = await (lock && isPostgres(tx as never) ? q.forUpdate() : q).executeTakeFirst();
  if (!row) throw new NotFound('No such contract.');
  return row;
}

/** Runs a guarded update of one contract: when its guard no longer holds, another request decided it first. */
async function decided(update: UpdateQueryBuilder<Database, 'agent_contracts', 'agent_contracts', object>): Promise<ContractRow> {
  const row = await update.returningAll().executeTakeFirst();
  if (!row) throw new ContractState('This contract was changed meanwhile. Reload to see it.');
  return row;
}

/**
 * The downline accepts an offer. When the new terms are lower than terms it gave its own downlines,
 * the first call answers DOWNLINE_CONTRACTS_AFFECTED naming them; with confirm they end atomically
 * with the acceptance. An active contract of the same kind is superseded.
 */
export async function acceptContract(db: Db, a: { agentId: number; contractId: number; confirm: boolean }, now = Date.now()): Promise<{ contract: ContractView; ended: ContractView[] }> {
  try {
    const { row, ended } = await atomically(db, async (tx) => {
      // Locks in the order a termination takes them (the upline's own contract, then what hangs
      // below it), so that ending the upline's terms and accepting an offer under them never
      // interleave: one waits for the other and then sees what it did.
      const peek = await partyContract(tx, a.agentId, a.contractId, 'downline', false);
      if (peek.upline_id !== null && isPostgres(tx as never)) {
        await tx.selectFrom('agent_contracts').select('id').where('downline_id', '=', peek.upline_id).where('kind', '=', peek.kind).where('status', '=', 'active').forUpdate().execute();
      }
      const c = await partyContract(tx, a.agentId, a.contractId, 'downline');
      if (c.status !== 'offered') throw new ContractState('This offer was already decided.');
      await assertEnabled(tx, c.kind as Kind);
      const kind = c.kind as Kind;
      const me = await tx.selectFrom('members').select('upline_id').where('id', '=', a.agentId).executeTakeFirstOrThrow();
      if (c.upline_id === null || me.upline_id !== c.upline_id) throw new ContractState('The member who offered this is no longer your upline.');
      const terms = JSON.parse(c.terms) as AnyTerms;
      const upline = await ownTerms(tx, Number(c.upline_id), kind);
      if (!upline || !dominates(kind, upline.terms as never, terms as never)) throw new RateAboveOwn('Your upline no longer holds terms that cover this offer.');
      const given = await tx.selectFrom('agent_contracts').selectAll().where('upline_id', '=', a.agentId).where('kind', '=', kind).where('status', 'in', LIVE).execute();
      const affected = given.filter((g) => !dominates(kind, terms as never, JSON.parse(g.terms) as never));
      const below = await liveBelow(tx, kind, affected.filter((g) => g.status === 'active').map((g) => Number(g.downline_id)));
      if (affected.length && !a.confirm) {
        const list = await views(tx, [...affected, ...below]);
        throw new DownlineContractsAffected('Accepting ends contracts you gave your downlines at higher rates. Confirm to go ahead.', {
          contracts: list.map((v) => ({ ...v, cascade: !affected.some((x) => Number(x.id) === v.id) })),
        });
      }
      await tx
        .updateTable('agent_contracts')
        .set({ status: 'superseded', ended_at: now, end_reason: 'superseded', termination_requested_by: null, termination_requested_at: null })
        .where('downline_id', '=', a.agentId)
        .where('kind', '=', kind)
        .where('status', '=', 'active')
        .execute();
      const updated = await tx
        .updateTable('agent_contracts')
        .set({ status: 'active', decided_at: now, accepted_at: now })
        .where('id', '=', a.contractId)
        .where('status', '=', 'offered')
        .returningAll()
        .executeTakeFirst();
      if (!updated) throw new ContractState('This offer was already decided.');
      await endRows(tx, affected, 'rate_lowered', now);
      await endRows(tx, below, 'cascade', now);
      return { row: updated, ended: [...affected, ...below] };
    });
    const [contract, ...rest] = await views(db, [row, ...ended]);
    return { contract: contract as ContractView, ended: rest.map((v) => ({ ...v, status: v.status === 'active' ? 'terminated' : 'withdrawn' })) };
  } catch (err) {
    if (isUniqueViolation(err)) throw new ContractState('The contract changed meanwhile. Reload and try again.');
    throw err;
  }
}

export async function rejectContract(db: Db, agentId: number, contractId: number, now = Date.now()): Promise<ContractView> {
  const row = await atomically(db, async (tx) => {
    const c = await partyContract(tx, agentId, contractId, 'downline');
    if (c.status !== 'offered') throw new ContractState('This offer was already decided.');
    return decided(tx.updateTable('agent_contracts').set({ status: 'rejected', decided_at: now, end_reason: 'rejected' }).where('id', '=', contractId).where('status', '=', 'offered'));
  });
  return (await views(db, [row]))[0] as ContractView;
}

/** The upline takes back an offer not yet decided. */
export async function withdrawOffer(db: Db, agentId: number, contractId: number, now = Date.now()): Promise<ContractView> {
  const row = await atomically(db, async (tx) => {
    const c = await partyContract(tx, agentId, contractId, 'upline');
    if (c.status !== 'offered') throw new ContractState('This offer was already decided.');
    return decided(tx.updateTable('agent_contracts').set({ status: 'withdrawn', decided_at: now, end_reason: 'withdrawn' }).where('id', '=', contractId).where('status', '=', 'offered'));
  });
  return (await views(db, [row]))[0] as ContractView;
}

/** Sets or clears an active contract's termination request, only over the request it was read with. */
function moveRequest(tx: Db, contractId: number, from: number | null, to: number | null, now: number): Promise<ContractRow> {
  return decided(
    tx
      .updateTable('agent_contracts')
      .set({ termination_requested_by: to, termination_requested_at: to === null ? null : now })
      .where('id', '=', contractId)
      .where('status', '=', 'active')
      .where((eb) => (from === null ? eb('termination_requested_by', 'is', null) : eb('termination_requested_by', '=', from))),
  );
}

/**
 * Either side asks to end an active contract. The other side accepts or refuses; when both have
 * asked, it ends at once. House terms (a top agent's) cannot be ended here.
 */
export async function requestTermination(db: Db, agentId: number, contractId: number, now = Date.now()): Promise<ContractView> {
  const row = await atomically(db, async (tx) => {
    const c = await partyContract(tx, agentId, contractId, 'either');
    if (c.status !== 'active' || c.upline_id === null) throw new ContractState('Only an active contract with an upline can be ended.');
    if (c.termination_requested_by === null) {
      return moveRequest(tx, contractId, null, agentId, now);
    }
    if (Number(c.termination_requested_by) === agentId) throw new ContractState('You already asked to end this contract.');
    await endWithCascade(tx, c, 'terminated', now);
    return tx.selectFrom('agent_contracts').selectAll().where('id', '=', contractId).executeTakeFirstOrThrow();
  });
  return (await views(db, [row]))[0] as ContractView;
}

/** The other side answers a termination request: accept ends the contract (and what hangs below it), refuse keeps it. */
export async function answerTermination(db: Db, agentId: number, contractId: number, accept: boolean, now = Date.now()): Promise<ContractView> {
  const row = await atomically(db, async (tx) => {
    const c = await partyContract(tx, agentId, contractId, 'either');
    if (c.status !== 'active' || c.termination_requested_by === null || Number(c.termination_requested_by) === agentId) {
      throw new ContractState('There is no termination request for you to answer.');
    }
    if (accept) await endWithCascade(tx, c, 'terminated', now);
    else await moveRequest(tx, contractId, Number(c.termination_requested_by), null, now);
    return tx.selectFrom('agent_contracts').selectAll().where('id', '=', contractId).executeTakeFirstOrThrow();
  });
  return (await views(db, [row]))[0] as ContractView;
}

/** The side that asked to end a contract takes the request back. */
export async function cancelTermination(db: Db, agentId: number, contractId: number): Promise<ContractView> {
  const row = await atomically(db, async (tx) => {
    const c = await partyContract(tx, agentId, contractId, 'either');
    if (c.status !== 'active' || Number(c.termination_requested_by) !== agentId) throw new ContractState('You have no termination request on this contract.');
    return moveRequest(tx, contractId, agentId, null, Date.now());
  });
  return (await views(db, [row]))[0] as ContractView;
}

/** Termination requests unanswered for the configured days take effect (at the deadline). */
export async function expireTerminationRequests(db: Db, now = Date.now()): Promise<number> {
  const days = (await loadSettings(db)).agents.terminationAutoAcceptDays;
  if (days <= 0) return 0;
  const rows = await db.selectFrom('agent_contracts').selectAll().where('status', '=', 'active').where('termination_requested_at', '<=', now - days * DAY).execute();
  for (const r of rows) {
    await atomically(db, async (tx) => {
      const fresh = await tx.selectFrom('agent_contracts').selectAll().where('id', '=', r.id).where('status', '=', 'active').executeTakeFirst();
      if (fresh?.termination_requested_at != null) await endWithCascade(tx, fresh, 'terminated', fresh.termination_requested_at + days * DAY);
    }).catch((err: unknown) => {
      // Ended or answered by its parties meanwhile: theirs stands.
      if (!(err instanceof ContractState)) throw err;
    });
  }
  return rows.length;
}

/**
 * Materialises the house's terms of every top agent (an agent with no upline) as contracts, so
 * that each payout names a contract: a top agent's first house contract counts from its
 * registration; a change of the setting supersedes it from now. House contracts of members that
 * are no longer top agents end.
 */
export async function ensureHouseContracts(db: Db, now = Date.now()): Promise<void> {
  try {
    await houseContracts(db, now);
  } catch (err) {
    // Another process materialised them at the same moment: theirs stand.
    if (!isUniqueViolation(err) && !(err instanceof ContractState)) throw err;
  }
}

async function houseContracts(db: Db, now: number): Promise<void> {
  const settings = await loadSettings(db);
  await atomically(db, async (tx) => {
    const tops = await tx.selectFrom('members').select(['id', 'created_at']).where('upline_id', 'is', null).where('is_agent', 'in', [...AGENT_TYPES]).execute();
    const house = await tx.selectFrom('agent_contracts').selectAll().where('upline_id', 'is', null).where('status', '=', 'active').execute();
    const topIds = new Set(tops.map((t) => Number(t.id)));
    const gone = house.filter((h) => !topIds.has(Number(h.downline_id)));
    for (const h of gone) await endWithCascade(tx, h, 'moved', now);
    const byKey = new Map(house.map((h) => [`${h.downline_id}:${h.kind}`, h]));
    const inserts = [];
    for (const top of tops) {
      for (const kind of KINDS) {
        const terms = settings.agents.topRates[kind];
        const json = JSON.stringify(terms);
        const current = byKey.get(`${top.id}:${kind}`);
        if (current && current.terms === json) continue;
        if (current) {
          await decided(tx.updateTable('agent_contracts').set({ status: 'superseded', ended_at: now, end_reason: 'superseded' }).where('id', '=', current.id).where('status', '=', 'active'));
        }
        const first = !current && !(await tx.selectFrom('agent_contracts').select('id').where('downline_id', '=', top.id).where('kind', '=', kind).where('upline_id', 'is', null).executeTakeFirst());
        const since = first ? Math.min(top.created_at, now) : now;
        inserts.push({
          kind,
          upline_id: null,
          downline_id: top.id,
          period: periodOf(kind, terms),
          terms: json,
          headline_rate: headlineRate(kind, terms),
          status: 'active',
          created_at: now,
          decided_at: since,
          accepted_at: since,
        });
      }
    }
    for (let i = 0; i < inserts.length; i += 200) await tx.insertInto('agent_contracts').values(inserts.slice(i, i + 200)).execute();
  });
}

export interface ContractQuery {
  /** mine: contracts the agent holds; given: contracts it offered; team: every contract held in its team. */
  role: 'mine' | 'given' | 'team';
  kind?: Kind | undefined;
  status?: ContractView['status'] | undefined;
  /** A member of the team: only contracts it holds. */
  memberId?: number | undefined;
  pageNo: number;
  pageSize: number;
}

export async function listContracts(db: Db, agentId: number, q: ContractQuery): Promise<{ list: ContractView[]; total: number; pageNum: number; totalPages: number }> {
  let query = db.selectFrom('agent_contracts as c');
  if (q.role === 'mine') query = query.where('c.downline_id', '=', agentId);
  else if (q.role === 'given') query = query.where('c.upline_id', '=', agentId);
  else query = query.where('c.downline_id', 'in', (eb) => eb.selectFrom('member_tree').select('descendant_id').where('ancestor_id', '=', agentId).where('depth', '>=', 1));
  if (q.memberId !== undefined) query = query.where('c.downline_id', '=', q.memberId);
  if (q.kind) query = query.where('c.kind', '=', q.kind);
  if (q.status) query = query.where('c.status', '=', q.status);
  const count = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const total = Number(count.n);
  const totalPages = Math.max(1, Math.ceil(total / q.pageSize));
  const pageNum = Math.min(q.pageNo, totalPages);
  const rows = await query
    .selectAll('c')
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(q.pageSize)
    .offset((pageNum - 1) * q.pageSize)
    .execute();
  return { list: await views(db, rows), total, pageNum, totalPages };
}

/** A contract the agent holds, or one held in its team; anything else is NOT_FOUND. */
export async function getContract(db: Db, agentId: number, id: number): Promise<ContractView> {
  const row = await db
    .selectFrom('agent_contracts as c')
    .selectAll('c')
    .where('c.id', '=', id)
    .where((eb) =>
      eb.or([
        eb('c.downline_id', '=', agentId),
        eb('c.downline_id', 'in', eb.selectFrom('member_tree').select('descendant_id').where('ancestor_id', '=', agentId).where('depth', '>=', 1)),
      ]),
    )
    .executeTakeFirst();
  if (!row) throw new NotFound('No such contract.');
  return (await views(db, [row]))[0] as ContractView;
}

/** Active contract summaries of members (for the team list): kind, headline rate, id. */
export async function contractSummaries(db: Db, memberIds: number[]): Promise<Map<number, { kind: Kind; rate: number; id: number }[]>> {
  const out = new Map<number, { kind: Kind; rate: number; id: number }[]>();
  for (let i = 0; i < memberIds.length; i += 500) {
    const rows = await db
      .selectFrom('agent_contracts')
      .select(['id', 'downline_id', 'kind', 'headline_rate'])
      .where('downline_id', 'in', memberIds.slice(i, i + 500))
      .where('status', '=', 'active')
      .execute();
    for (const r of rows) {
      const list = out.get(Number(r.downline_id)) ?? [];
      list.push({ kind: r.kind as Kind, rate: r.headline_rate, id: Number(r.id) });
      out.set(Number(r.downline_id), list);
    }
  }
  return out;
}

/** These shapes are the ones the browser reads (src/lib/types/agents.ts). */
export type { ContractView, OwnTerms };
