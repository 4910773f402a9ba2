/**
 * Canned replies: ready answers agents insert into a chat, per language (bn and en). Any desk reads
 * them; changing them needs support.manage (the back office's wrapper audits each change).
 */
import type { CannedReply } from '#lib/contracts/backoffice-support.ts';
import type { ChatLanguage } from '#lib/contracts/chat-model.ts';
import { atomically, type Db } from '#server/db/connect.ts';
import { isPostgres } from '#server/db/migrations/columns.ts';
import { NotFound } from '#server/errors.ts';

export interface CannedInput {
  language: ChatLanguage;
  title: string;
  body: string;
  sort: number;
}

type CannedRow = { id: number; language: string; title: string; body: string; sort: number };

const viewOf = (r: CannedRow): CannedReply => ({ id: r.id, language: r.language === 'en' ? 'en' : 'bn', title: r.title, body: r.body, sort: r.sort });

const COLUMNS = ['id', 'language', 'title', 'body', 'sort'] as const;

/** The reply's row, locked for the rest of the transaction on PostgreSQL (SQLite runs one writer at a time). */
async function lockedCanned(tx: Db, id: number): Promise<CannedRow> {
  const q = tx.selectFrom('chat_canned_replies').select(COLUMNS).where('id', '=', id);
  const row = await (isPostgres(tx as never) ? q.forUpdate() : q).executeTakeFirst();
  if (!row) throw new NotFound('no such canned reply');
  return row;
}

/** Every canned reply, by language, then the operator's order, then age. */
export async function cannedReplies(db: Db): Promise<CannedReply[]> {
  const rows = await db.selectFrom('chat_canned_replies').select(COLUMNS).orderBy('language').orderBy('sort').orderBy('id').execute();
  return rows.map(viewOf);
}

export async function createCanned(db: Db, staffId: number | null, input: CannedInput, now = Date.now()): Promise<CannedReply> {
  const row = await db
    .insertInto('chat_canned_replies')
    .values({ language: input.language, title: input.title, body: input.body, sort: input.sort, updated_by: staffId, updated_at: now })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return viewOf(row);
}

/** Replaces a reply's words; answers what it said before too (for the audit). */
export async function updateCanned(db: Db, staffId: number | null, id: number, input: CannedInput, now = Date.now()): Promise<{ before: CannedReply; after: CannedReply }> {
  return atomically(db, async (tx) => {
    const before = await lockedCanned(tx, id);
    const r = await tx
      .updateTable('chat_canned_replies')
      .set({ language: input.language, title: input.title, body: input.body, sort: input.sort, updated_by: staffId, updated_at: now })
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) throw new NotFound('no such canned reply');
    return { before: viewOf(before), after: { id, ...input } };
  });
}

/** Removes a reply; a second removal of the same one answers NOT_FOUND (only one of racing removals wins). */
export async function deleteCanned(db: Db, id: number): Promise<CannedReply> {
  return atomically(db, async (tx) => {
    const before = await lockedCanned(tx, id);
    const r = await tx.deleteFrom('chat_canned_replies').where('id', '=', id).executeTakeFirst();
    if (Number(r.numDeletedRows) !== 1) throw new NotFound('no such canned reply');
    return viewOf(before);
  });
}
