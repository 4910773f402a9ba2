import type { Db } from '#server/db/connect.ts';
import { isPostgres } from '#server/db/migrations/columns.ts';

/**
 * The member row inside another domain's transaction: the lock that serialises a member's
 * requests, and the real name a first bank account sets.
 */

/**
 * Locks the member's row for the rest of the transaction on PostgreSQL (SQLite runs one
 * transaction at a time), first, before any row that refers to it: a member's parallel requests
 * then see each other, so a limit holds.
 */
export async function lockMemberRow(tx: Db, memberId: number): Promise<void> {
  if (isPostgres(tx as never)) await tx.selectFrom('members').select('id').where('id', '=', memberId).forUpdate().execute();
}

/** Sets the member's real name unless one is set; false when one was (set meanwhile). */
export async function setRealNameIfEmpty(tx: Db, memberId: number, name: string): Promise<boolean> {
  const named = await tx.updateTable('members').set({ real_name: name }).where('id', '=', memberId).where('real_name', 'is', null).executeTakeFirst();
  return Number(named.numUpdatedRows) === 1;
}

/** The member's real name as it is now (null when none is set). */
export async function realNameOf(tx: Db, memberId: number): Promise<string | null> {
  const row = await tx.selectFrom('members').select('real_name').where('id', '=', memberId).executeTakeFirstOrThrow();
  return row.real_name;
}

/** Whether `memberId` is directly below `agentId` in the tree (depth 1). */
export async function isDirectDownline(db: Db, agentId: number, memberId: number): Promise<boolean> {
  const direct = await db.selectFrom('member_tree').select('descendant_id').where('ancestor_id', '=', agentId).where('descendant_id', '=', memberId).where('depth', '=', 1).executeTakeFirst();
  return direct !== undefined;
}
