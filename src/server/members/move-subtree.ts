/**
 * Moving a member and its whole subtree under a new upline (or to the top, with null), inside the
 * caller's transaction: the closure rows from its old ancestors to its subtree go, rows from the
 * new ancestors come, and members.upline_id follows. Refuses a move under the member itself or its
 * own descendant.
 */
import type { Db } from '#server/db/connect.ts';
import { kyselyRunner } from '#server/db/sql-runner.ts';
import { NotFound } from '#server/errors.ts';
import { isInSubtree, TREE_LOCK } from './tree.ts';
import { InvalidMove } from './tree-errors.ts';

/** Moves the subtree; false when the member already hangs there (nothing changed). */
export async function moveSubtree(tx: Db, memberId: number, newUplineId: number | null): Promise<boolean> {
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
  if ((member.upline_id ?? null) === newUplineId) return false;
  await tx
    .deleteFrom('member_tree')
    .where('descendant_id', 'in', (eb) => eb.selectFrom('member_tree').select('descendant_id').where('ancestor_id', '=', memberId))
    .where('ancestor_id', 'in', (eb) => eb.selectFrom('member_tree').select('ancestor_id').where('descendant_id', '=', memberId).where('depth', '>=', 1))
    .execute();
  if (newUplineId !== null) {
    await tx
      .insertInto('member_tree')
      .columns(['ancestor_id', 'descendant_id', 'depth'])
      .expression((eb) =>
        eb
          .selectFrom('member_tree as a')
          .crossJoin('member_tree as d')
          .select((s) => ['a.ancestor_id', 'd.descendant_id', s(s('a.depth', '+', s.ref('d.depth')), '+', 1).as('depth')])
          .where('a.descendant_id', '=', newUplineId)
          .where('d.ancestor_id', '=', memberId),
      )
      .execute();
  }
  await tx.updateTable('members').set({ upline_id: newUplineId }).where('id', '=', memberId).execute();
  return true;
}
