/**
 * Reporting read model of the downline (the closure table member_tree: one row per ancestor,
 * descendant and the depth between them) and of member profiles. Other domains (agent reports)
 * compose these query builders into their own statements and run them where they read, so the
 * members tables are named only here. Every function takes the query builder first and executes
 * nothing itself.
 */
import { type OperandExpression, sql } from 'kysely';
import type { Db } from '#server/db/connect.ts';

/** Which members below `root` a read covers: every depth ≥ 1, or exactly one depth; optionally only accounts containing a term. */
export interface TeamScope {
  root: number;
  depth: 'all' | number;
  accountContains?: string | undefined;
}

/** A LIKE pattern matching `term` anywhere, with %, _ and \ escaped (used with `escape '\'`). */
export function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** (member_id, depth) of the members in scope. */
export function teamOf(db: Db, scope: TeamScope) {
  let q = db.selectFrom('member_tree as t').select(['t.descendant_id as member_id', 't.depth as depth']).where('t.ancestor_id', '=', scope.root);
  q = scope.depth === 'all' ? q.where('t.depth', '>=', 1) : q.where('t.depth', '=', scope.depth);
  const term = scope.accountContains;
  if (!term) return q;
  // Kysely has no LIKE … ESCAPE; SQLite has no default escape character, so it is named here.
  return q.innerJoin('members as tm', 'tm.id', 't.descendant_id').where(sql<boolean>`tm.account_key like ${containsPattern(term)} escape '\\'`);
}

/** The member ids in scope (one column, member_id), for `in (…)`. */
export function teamIdsOf(db: Db, scope: TeamScope) {
  return teamOf(db, scope).clearSelect().select('t.descendant_id as member_id');
}

/** Team size of `root`: direct downlines and the whole team (every depth ≥ 1). */
export function teamSizeOf(db: Db, root: number) {
  return db
    .selectFrom('member_tree')
    .select((eb) => [eb.fn.sum(eb.case().when('depth', '=', 1).then(1).else(0).end()).as('direct'), eb.fn.countAll().as('total')])
    .where('ancestor_id', '=', root)
    .where('depth', '>=', 1);
}

/** Team sizes (direct, total) of each of these members. */
export function teamSizesOf(db: Db, members: OperandExpression<number>) {
  return db
    .selectFrom('member_tree')
    .select((eb) => ['ancestor_id', eb.fn.sum(eb.case().when('depth', '=', 1).then(1).else(0).end()).as('direct'), eb.fn.countAll().as('total')])
    .where('ancestor_id', 'in', members)
    .where('depth', '>=', 1)
    .groupBy('ancestor_id');
}

/** The depth of `memberId` below `ancestorId` (0 for the ancestor itself); no row when outside its subtree. */
export function depthBelowOf(db: Db, ancestorId: number, memberId: number) {
  return db.selectFrom('member_tree').select('depth').where('ancestor_id', '=', ancestorId).where('descendant_id', '=', memberId);
}

/** The chain from `ancestorId` down to `memberId` (both included), top first. */
export function pathOf(db: Db, ancestorId: number, memberId: number) {
  return db
    .selectFrom('member_tree as t')
    .innerJoin('member_tree as a', (j) => j.on('a.ancestor_id', '=', ancestorId).onRef('a.descendant_id', '=', 't.ancestor_id'))
    .innerJoin('members as m', 'm.id', 't.ancestor_id')
    .select(['m.id', 'm.account', 'a.depth'])
    .where('t.descendant_id', '=', memberId)
    .orderBy('a.depth');
}

/** Member profile columns, to join by id. */
export function memberProfiles(db: Db) {
  return db.selectFrom('members').select(['id', 'account', 'account_key', 'nickname', 'upline_id', 'is_agent', 'status', 'last_login_at', 'created_at']);
}

/** Every member registered in [from, to) (trial accounts left out): id and when (the back office's figures). */
export function houseRegistrationsOf(db: Db, range: { from: number; to: number }) {
  return db.selectFrom('members').select(['id', 'created_at']).where('created_at', '>=', range.from).where('created_at', '<', range.to).where('is_agent', '<>', 4);
}

/** Members of the set registered in [from, to): id and when. */
export function registrationsOf(db: Db, members: OperandExpression<number>, range: { from: number; to: number }) {
  return db.selectFrom('members').select(['id', 'created_at']).where('created_at', '>=', range.from).where('created_at', '<', range.to).where('id', 'in', members);
}

/** Every (ancestor_id, descendant_id) pair with the descendant at depth ≥ 1 below the ancestor, to sum a team's figures per ancestor. */
export function ancestryOf(db: Db) {
  return db.selectFrom('member_tree').select(['ancestor_id', 'descendant_id']).where('depth', '>=', 1);
}

/** A member's place in the tree and role: id, upline_id, is_agent, created_at. */
export function memberRoleOf(db: Db, memberId: number) {
  return db.selectFrom('members').select(['id', 'upline_id', 'is_agent', 'created_at']).where('id', '=', memberId);
}

/** The accounts (names) of these members: id, account. */
export function accountsOf(db: Db, memberIds: readonly number[]) {
  return db.selectFrom('members').select(['id', 'account']).where('id', 'in', memberIds);
}

/** Members at the top of the tree (no upline) whose role is one of these: id, created_at. */
export function topMembersOf(db: Db, roles: readonly number[]) {
  return db.selectFrom('members').select(['id', 'created_at']).where('upline_id', 'is', null).where('is_agent', 'in', roles);
}
