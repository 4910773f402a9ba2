/** The loyalty jobs' positions in loyalty_cursors (one row per name), so a rerun resumes where the last run got to. */
import type { Db } from '#server/db/connect.ts';

/** Where a job has got to (0: never ran). */
export async function cursorAt(db: Db, name: string): Promise<number> {
  const row = await db.selectFrom('loyalty_cursors').select('position').where('name', '=', name).executeTakeFirst();
  return row ? Number(row.position) : 0;
}

/** Moves a cursor forward (never back: a slower instance cannot undo a faster one's progress). */
export async function advanceCursor(db: Db, name: string, position: number, now: number): Promise<void> {
  await db
    .insertInto('loyalty_cursors')
    .values({ name, position, updated_at: now })
    .onConflict((oc) => oc.column('name').doUpdateSet({ position, updated_at: now }).where('loyalty_cursors.position', '<', position))
    .execute();
}
