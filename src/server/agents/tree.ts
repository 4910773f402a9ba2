/**
 * The downline tree (members.upline_id plus the closure table member_tree: one row per
 * (ancestor, descendant) with the depth between them, 0 for a member itself). "Direct" is depth 1
 * and "whole team" depth ≥ 1 of one ancestor: one range of the (ancestor_id, depth, descendant_id)
 * index each.
 */
import { atomically, type Db } from '#server/db/connect.ts';
import { kyselyRunner, type SqlRunner } from '#server/db/sql-runner.ts';
import { isInSubtree, TREE_LOCK } from '#server/members/tree.ts';
import { endContractsOf } from './contract-cascade.ts';
import { InvalidMove, NotFound } from './errors.ts';

/** Which part of a member's downline a query covers. */
export interface TeamScope {
  /** The member whose downline it is (the agent, or a member of its team it drills into). */
  root: number;
  /** direct: depth 1; all: every depth ≥ 1; a number: exactly that depth below the root. */
  depth: 'direct' | 'all' | number;
}

/** SQL (with its parameters) selecting the descendant ids of a scope; `?` placeholders. */
export function teamIds(scope: TeamScope): { sql: string; params: number[] } {
  if (scope.depth === 'all') return { sql: 'select descendant_id from member_tree where ancestor_id = ? and depth >= 1', params: [scope.root] };
  const depth = scope.depth === 'direct' ? 1 : scope.depth;
  return { sql: 'select descendant_id from member_tree where ancestor_id = ? and depth = ?', params: [scope.root, depth] };
}

/** The depth of `memberId` below `agentId` (0 for the agent itself), or null when outside its subtree. */
export async function depthBelow(reader: SqlRunner, agentId: number, memberId: number): Promise<number | null> {
  const row = await reader.get<{ depth: number }>('select depth from member_tree where ancestor_id = ? and descendant_id = ?', [agentId, memberId]);
  return row ? Number(row.depth) : null;
}

/**
 * Resolves a member an agent names: its depth below the agent. Anyone outside the agent's subtree
 * (or unknown) answers NOT_FOUND, exactly like a missing id; `includeSelf` allows the agent itself.
 */
export async function memberInTeam(reader: SqlRunner, agentId: number, memberId: number, includeSelf = false): Promise<number> {
  const depth = await depthBelow(reader, agentId, memberId);
  if (depth === null || (depth === 0 && !includeSelf)) throw new NotFound('No such member in your team.');
  return depth;
}

/** Team sizes: direct downlines and the whole team (every depth ≥ 1). */
export async function teamSize(reader: SqlRunner, root: number): Promise<{ direct: number; total: number }> {
  const row = await reader.get<{ direct: number | null; total: number | null }>(
    'select sum(case when depth = 1 then 1 else 0 end) as direct, count(*) as total from member_tree where ancestor_id = ? and depth >= 1',
    [root],
  );
  return { direct: Number(row?.direct ?? 0), total: Number(row?.total ?? 0) };
}

/** The chain from `agentId` down to `memberId` (both included), for breadcrumbs. */
export async function pathBetween(reader: SqlRunner, agentId: number, memberId: number): Promise<{ id: number; account: string; depth: number }[]> {
  const rows = await reader.all<{ id: number; account: string; depth: number }>(
    `select m.id, m.account, a.depth from member_tree t
       join member_tree a on a.ancestor_id = ? and a.descendant_id = t.ancestor_id
       join members m on m.id = t.ancestor_id
     where t.descendant_id = ? order by a.depth`,
    [agentId, memberId],
  );
  return rows.map((r) => ({ id: Number(r.id), account: r.account, depth: Number(r.depth) }));
}

/**
 * Moves a member and its whole subtree under a new upline (or to the top, with null), in one
 * transaction: the closure rows from its old ancestors to its subtree go, rows from the new
 * ancestors come. Refuses a move under the member itself or its own descendant. The member's
 * contracts with its old upline end (reason "moved"), and with them what hung on them.
 */
export async function moveMember(db: Db, memberId: number, newUplineId: number | null, now = Date.now()): Promise<void> {
  await atomically(db, async (tx) => {
    const runner = kyselyRunner(tx);
    // One move at a time, and no member joins the tree meanwhile (they take the lock shared): two
    // moves that each pass the "not under itself" check alone could otherwise close a cycle.
    await runner.lock(TREE_LOCK);
    const member = await tx.selectFrom('members').select(['id', 'upline_id']).where('id', '=', memberId).executeTakeFirst();
    if (!member) throw new NotFound('No such member.');
    if (newUplineId !== null) {
      const upline = await tx.selectFrom('members').select('id').where('id', '=', newUplineId).executeTakeFirst();
      if (!upline) throw new NotFound('No such upline.');
      if (await isInSubtree(tx, memberId, newUplineId)) throw new InvalidMove('A member cannot move under itself or its own downline.');
    }
    if ((member.upline_id ?? null) === newUplineId) return;
    await runner.run(
      `delete from member_tree
        where descendant_id in (select descendant_id from member_tree where ancestor_id = ?)
          and ancestor_id in (select ancestor_id from member_tree where descendant_id = ? and depth >= 1)`,
      [memberId, memberId],
    );
    if (newUplineId !== null) {
      await runner.run(
        `insert into member_tree (ancestor_id, descendant_id, depth)
         select a.ancestor_id, d.descendant_id, a.depth + d.depth + 1
           from member_tree a cross join member_tree d
          where a.descendant_id = ? and d.ancestor_id = ?`,
        [newUplineId, memberId],
      );
    }
    await tx.updateTable('members').set({ upline_id: newUplineId }).where('id', '=', memberId).execute();
    await endContractsOf(tx, memberId, 'moved', now);
  });
}
