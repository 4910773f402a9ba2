/**
 * Help items written in the back office (table help_items, both languages in one row). The help
 * centre's built-in pages are Markdown files in src/content/help, built into the static /help page;
 * these are kept in the database, so they can change without a build: the help-centre API lists
 * them after the built-in ones, and the /help page shows them below its own (loaded in the browser).
 */
import type { Db } from '#server/db/connect.ts';
import { InvalidState, NotFound } from '#server/errors.ts';
import type { HelpItem } from './help-center.ts';
import type { NoticeLanguage } from './notices.ts';
import { type ContentRequest, createOnce } from './content-requests.ts';
import { sanitizeRichText } from './sanitize.ts';

export interface HelpItemInput {
  text: Record<NoticeLanguage, { title: string; content: string }>;
  sort: number;
  published: boolean;
}

export interface HelpItemRecord extends HelpItemInput {
  id: number;
  version: number;
  updatedAt: number;
}

type Row = { id: number; title_bn: string; title_en: string; content_bn: string; content_en: string; sort: number; published: number; version: number; updated_at: number };

function toRecord(r: Row): HelpItemRecord {
  return {
    id: Number(r.id),
    version: Number(r.version),
    text: { bn: { title: r.title_bn, content: r.content_bn }, en: { title: r.title_en, content: r.content_en } },
    sort: Number(r.sort),
    published: r.published === 1,
    updatedAt: Number(r.updated_at),
  };
}

function values(h: HelpItemInput) {
  return {
    title_bn: h.text.bn.title,
    title_en: h.text.en.title,
    content_bn: sanitizeRichText(h.text.bn.content),
    content_en: sanitizeRichText(h.text.en.content),
    sort: h.sort,
    published: h.published ? 1 : 0,
  };
}

export async function getHelpItem(db: Db, id: number): Promise<HelpItemRecord> {
  const row = await db.selectFrom('help_items').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new NotFound(`no help item ${id}`);
  return toRecord(row as Row);
}

/** Every stored help item, published or not, in their order (a short list: no paging needed). */
export async function listStoredHelpItems(db: Db): Promise<HelpItemRecord[]> {
  const rows = await db.selectFrom('help_items').selectAll().orderBy('sort', 'asc').orderBy('id', 'asc').execute();
  return rows.map((r) => toRecord(r as Row));
}

async function insertHelpItem(db: Db, h: HelpItemInput, now: number): Promise<number> {
  const row = await db
    .insertInto('help_items')
    .values({ ...values(h), created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function createHelpItem(db: Db, h: HelpItemInput, now = Date.now()): Promise<HelpItemRecord> {
  return getHelpItem(db, await insertHelpItem(db, h, now));
}

/** Writes a help item once per request id (content-requests.ts): a retry answers the first one's item (`replayed`). */
export async function createHelpItemOnce(db: Db, request: ContentRequest, h: HelpItemInput, now = Date.now()): Promise<{ item: HelpItemRecord; replayed: boolean }> {
  const { id, replayed } = await createOnce(db, 'help', request, h, (tx) => insertHelpItem(tx, h, now), now);
  return { item: await getHelpItem(db, id), replayed };
}

/** Replaces a help item when it is still at `version` (else INVALID_STATE). */
export async function updateHelpItem(db: Db, id: number, version: number, h: HelpItemInput, now = Date.now()): Promise<{ before: HelpItemRecord; after: HelpItemRecord }> {
  const before = await getHelpItem(db, id);
  const done = await db
    .updateTable('help_items')
    .set({ ...values(h), version: version + 1, updated_at: now })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) !== 1) throw new InvalidState('The help item was changed by someone else meanwhile: reload it and edit again.');
  return { before, after: await getHelpItem(db, id) };
}

/** The published stored items of one language, as the help centre lists them (slug `item-<id>`). */
export async function publishedHelpItems(db: Db, language: string): Promise<HelpItem[]> {
  const lang: NoticeLanguage = language.toLowerCase() === 'en' ? 'en' : 'bn';
  const rows = await db.selectFrom('help_items').selectAll().where('published', '=', 1).orderBy('sort', 'asc').orderBy('id', 'asc').execute();
  return rows.map((r) => ({ slug: `item-${r.id}`, title: lang === 'en' ? r.title_en : r.title_bn, content: sanitizeRichText(lang === 'en' ? r.content_en : r.content_bn) }));
}
