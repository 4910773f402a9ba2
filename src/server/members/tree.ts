import { sql } from 'kysely';
import type { Db } from '#server/db/connect.ts';
import { isPostgres } from '#server/db/migrations/columns.ts';

/** The advisory lock that orders changes of the tree: a move takes it alone, a new member shares it (PostgreSQL; SQLite runs one transaction at a time). */
export const TREE_LOCK = 'member-tree';

/** Inside a transaction that adds a member: waits for a move in progress, and holds the next one off until it commits. */
export async function shareTreeLock(tx: Db): Promise<void> {
  if (isPostgres(tx as never)) await sql`select pg_advisory_xact_lock_shared(hashtext(${TREE_LOCK}))`.execute(tx);
}

/** Whether `descendantId` is in the subtree of `ancestorId` (itself included). */
export async function isInSubtree(db: Db, ancestorId: number, descendantId: number): Promise<boolean> {
  const row = await db
    .selectFrom('member_tree')
    .select('depth')
    .where('ancestor_id', '=', ancestorId)
    .where('descendant_id', '=', descendantId)
    .executeTakeFirst();
  return row !== undefined;
}
