import type { Db } from '#server/db/connect.ts';

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
