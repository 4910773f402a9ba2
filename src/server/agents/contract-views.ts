/**
 * Contracts as the agent centre shows them (with the parties' accounts), and the lists and
 * lookups over them: the agent's own, those it gave, and those held in its team.
 */
import type { Selectable } from 'kysely';
import type { Db } from '#server/db/connect.ts';
import type { AgentContractsTable } from '#server/db/tables/agents.ts';
import { accountsOf, teamIdsOf } from '#server/members/index.ts';
import { NotFound } from './errors.ts';
import { type AnyTerms, type Kind, KINDS } from './terms.ts';
import { CONTRACT_STATUSES, PERIOD_TYPES } from '#lib/types/agent-lists.ts';
import type { ContractView, OwnTerms } from '#lib/types/agents.ts';

export type ContractRow = Selectable<AgentContractsTable>;

export const LIVE = ['active', 'offered'] as const;

/** A stored value that must be one of a fixed list (the migrations' checks keep it so). */
function oneOf<T extends string>(list: readonly T[], value: string, what: string): T {
  const found = list.find((x) => x === value);
  if (found === undefined) throw new Error(`unknown ${what}: ${value}`);
  return found;
}

export async function views(db: Db, rows: ContractRow[]): Promise<ContractView[]> {
  if (!rows.length) return [];
  const ids = [...new Set(rows.flatMap((r) => (r.upline_id === null ? [r.downline_id] : [r.downline_id, r.upline_id])))];
  const names = new Map<number, string>();
  for (let i = 0; i < ids.length; i += 500) {
    const found = await accountsOf(db, ids.slice(i, i + 500)).execute();
    for (const m of found) names.set(Number(m.id), m.account);
  }
  return rows.map((r) => toView(r, names));
}

/** A stored contract kind. */
export const kindOf = (kind: string): Kind => oneOf(KINDS, kind, 'contract kind');

/** One contract as shown. */
export async function viewOf(db: Db, row: ContractRow): Promise<ContractView> {
  const [view] = await views(db, [row]);
  if (!view) throw new Error('a contract row gave no view');
  return view;
}

export function toView(r: ContractRow, names: Map<number, string>): ContractView {
  return {
    id: Number(r.id),
    kind: oneOf(KINDS, r.kind, 'contract kind'),
    period: oneOf(PERIOD_TYPES, r.period, 'period type'),
    terms: JSON.parse(r.terms) as AnyTerms,
    headlineRate: r.headline_rate,
    status: oneOf(CONTRACT_STATUSES, r.status, 'contract status'),
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
  else query = query.where('c.downline_id', 'in', teamIdsOf(db, { root: agentId, depth: 'all' }));
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
        eb('c.downline_id', 'in', teamIdsOf(db, { root: agentId, depth: 'all' })),
      ]),
    )
    .executeTakeFirst();
  if (!row) throw new NotFound('No such contract.');
  return viewOf(db, row);
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
      list.push({ kind: oneOf(KINDS, r.kind, 'contract kind'), rate: r.headline_rate, id: Number(r.id) });
      out.set(Number(r.downline_id), list);
    }
  }
  return out;
}

/** These shapes are the ones the browser reads (src/lib/types/agents.ts). */
export type { ContractView, OwnTerms };
