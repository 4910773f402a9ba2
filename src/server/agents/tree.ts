/**
 * The downline tree as the agent centre uses it (members.upline_id plus the closure table
 * member_tree, read through members/team-read.ts): whether a member is in an agent's team and how
 * deep, team sizes, the path down to a member, and moving a member with its contracts.
 */
import { atomically, type Db } from '#server/db/connect.ts';
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { depthBelowOf, moveSubtree, pathOf, teamSizeOf } from '#server/members/index.ts';
import { endContractsOf } from './contract-cascade.ts';
import { NotFound } from './errors.ts';
import { num, reportDb, rowOf, rowsOf } from './report-query.ts';

/** The depth of `memberId` below `agentId` (0 for the agent itself), or null when outside its subtree. */
export async function depthBelow(reader: SqlRunner, agentId: number, memberId: number): Promise<number | null> {
  const row = await rowOf(reader, depthBelowOf(reportDb, agentId, memberId));
  return row ? num(row.depth) : null;
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
  const row = await rowOf(reader, teamSizeOf(reportDb, root));
  return { direct: num(row?.direct), total: num(row?.total) };
}

/** The chain from `agentId` down to `memberId` (both included), for breadcrumbs. */
export async function pathBetween(reader: SqlRunner, agentId: number, memberId: number): Promise<{ id: number; account: string; depth: number }[]> {
  const rows = await rowsOf(reader, pathOf(reportDb, agentId, memberId));
  return rows.map((r) => ({ id: num(r.id), account: r.account, depth: num(r.depth) }));
}

/**
 * Moves a member and its whole subtree under a new upline (or to the top, with null), in one
 * transaction. The member's contracts with its old upline end (reason "moved"), and with them
 * what hung on them. False when it already hung there (nothing changed).
 */
export async function moveMember(db: Db, memberId: number, newUplineId: number | null, now = Date.now()): Promise<boolean> {
  return atomically(db, async (tx) => {
    const moved = await moveSubtree(tx, memberId, newUplineId);
    if (moved) await endContractsOf(tx, memberId, 'moved', now);
    return moved;
  });
}
