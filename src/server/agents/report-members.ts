/**
 * Team management: the members of a scope with balance, last login, registration, team counts
 * and the contracts they hold.
 */
import { expressionBuilder } from 'kysely';
import { AGENT_TYPES } from '#lib/roles.ts';
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { cashBalances } from '#server/ledger/index.ts';
import { memberProfiles, teamSizesOf } from '#server/members/index.ts';
import { num, type Paging, pageOf, reportDb, rowOf, rowsOf } from './report-query.ts';
import { type Scope, teamIds, teamRows } from './report-team.ts';
import type { Page, TeamMemberRow } from '#lib/types/agents.ts';

export const MEMBER_SORTS = ['account', 'level', 'balance', 'lastLoginAt', 'registeredAt'] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];

export interface MemberQuery extends Paging {
  scope: Scope;
  /** Just this member (its detail row). */
  memberId?: number | undefined;
  status?: number | undefined;
  type?: 'agent' | 'member' | undefined;
  sort: MemberSort;
  order: 'asc' | 'desc';
}

const inner = expressionBuilder<{ m: { account_key: string; last_login_at: number | null; created_at: number }; team: { depth: number }; a: { balance: number } }, 'm' | 'team' | 'a'>();
/** A sort column over the rows before paging. */
const INNER_ORDER = {
  account: inner.ref('m.account_key'),
  level: inner.ref('team.depth'),
  balance: inner.fn.coalesce('a.balance', inner.lit(0)),
  lastLoginAt: inner.fn.coalesce('m.last_login_at', inner.lit(0)),
  registeredAt: inner.ref('m.created_at'),
} satisfies Record<MemberSort, unknown>;

const outer = expressionBuilder<{ pg: { account_key: string; depth: number; balance: number; last_login_at: number | null; created_at: number } }, 'pg'>();
/** The same over the page (alias pg). */
const OUTER_ORDER = {
  account: outer.ref('pg.account_key'),
  level: outer.ref('pg.depth'),
  balance: outer.ref('pg.balance'),
  lastLoginAt: outer.fn.coalesce('pg.last_login_at', outer.lit(0)),
  registeredAt: outer.ref('pg.created_at'),
} satisfies Record<MemberSort, unknown>;

/** The scope's members (team × profile), filtered. */
function filtered(qy: MemberQuery) {
  return reportDb
    .with(
      (w) => w('team').materialized(),
      () => teamRows(qy.scope),
    )
    .selectFrom('team')
    .innerJoin(memberProfiles(reportDb).as('m'), 'm.id', 'team.member_id')
    .$if(qy.memberId !== undefined, (q) => q.where('m.id', '=', num(qy.memberId)))
    .$if(qy.status !== undefined, (q) => q.where('m.status', '=', num(qy.status)))
    .$if(qy.type === 'agent', (q) => q.where('m.is_agent', 'in', [...AGENT_TYPES]))
    .$if(qy.type === 'member', (q) => q.where('m.is_agent', 'not in', [...AGENT_TYPES]));
}

/** Team management: the members of a scope with balance, last login, registration, team counts and contract summary. */
export async function teamMembers(reader: SqlRunner, qy: MemberQuery): Promise<Page<TeamMemberRow, { members: number }>> {
  const count = await rowOf(reader, filtered(qy).select((eb) => eb.fn.countAll().as('n')));
  const total = num(count?.n);
  const { pageNum, totalPages, offset } = pageOf(total, qy);
  const dir = qy.order === 'asc' ? 'asc' : 'desc';
  const page = filtered(qy)
    .leftJoin(cashBalances(reportDb).as('a'), 'a.owner_id', 'm.id')
    .select((eb) => [
      'm.id',
      'm.account',
      'm.account_key',
      'm.nickname',
      'team.depth',
      'm.upline_id',
      'm.is_agent',
      'm.status',
      eb.fn.coalesce('a.balance', eb.lit(0)).as('balance'),
      'm.last_login_at',
      'm.created_at',
    ])
    .orderBy(INNER_ORDER[qy.sort], dir)
    .orderBy('m.id')
    .limit(qy.pageSize)
    .offset(offset);
  const rows = await rowsOf(
    reader,
    reportDb
      .with(
        (w) => w('pg').materialized(),
        () => page,
      )
      .selectFrom('pg')
      .leftJoin(memberProfiles(reportDb).as('u'), 'u.id', 'pg.upline_id')
      .leftJoin((eb) => teamSizesOf(reportDb, eb.selectFrom('pg').select('pg.id')).as('c'), (j) => j.onRef('c.ancestor_id', '=', 'pg.id'))
      .selectAll('pg')
      .select(['u.account as upline_account', 'c.direct', 'c.total'])
      .orderBy(OUTER_ORDER[qy.sort], dir)
      .orderBy('pg.id'),
  );
  const contracts = new Map<number, { kind: string; rate: number; id: number }[]>();
  if (rows.length) {
    // The team's active contracts (at most one per agent and kind): one statement whatever the page.
    const held = await rowsOf(
      reader,
      reportDb.selectFrom('agent_contracts').select(['id', 'downline_id', 'kind', 'headline_rate']).where('status', '=', 'active').where('downline_id', 'in', teamIds(qy.scope)).orderBy('kind'),
    );
    for (const r of held) {
      const list = contracts.get(num(r.downline_id)) ?? [];
      list.push({ kind: r.kind, rate: num(r.headline_rate), id: num(r.id) });
      contracts.set(num(r.downline_id), list);
    }
  }
  return {
    list: rows.map((r) => {
      const id = num(r.id);
      return {
        id,
        account: r.account,
        nickname: r.nickname,
        level: num(r.depth),
        uplineId: r.upline_id === null ? null : num(r.upline_id),
        uplineAccount: r.upline_account ?? null,
        isAgent: num(r.is_agent),
        status: num(r.status),
        balance: num(r.balance),
        lastLoginAt: r.last_login_at === null ? null : num(r.last_login_at),
        registeredAt: num(r.created_at),
        directCount: num(r.direct),
        teamCount: num(r.total),
        contracts: contracts.get(id) ?? [],
      };
    }),
    total,
    pageNum,
    totalPages,
    totals: { members: total },
  };
}
