/**
 * Members' feedback (spec §3, §5; issue 20): sent with up to three images uploaded beforehand
 * through the cashier's uploads (purpose 'feedback'), listed for the member with its replies, and
 * answered, tagged and closed by staff (the back office audits those: backoffice/support-feedback.ts).
 * Every staff change is a guarded update on the row's version, so two agents never both win.
 */
import { sql } from 'kysely';
import { countWords, FEEDBACK_MAX_IMAGES, FEEDBACK_TYPES, type FeedbackStatus, type FeedbackType } from '#lib/contracts/chat-model.ts';
import type { AppContext } from '#server/app-context.ts';
import { attachedUploads, attachUploads, readAttachedUpload } from '#server/cashier/index.ts';
import { insertMessages, notifyMessages } from '#server/content/index.ts';
import { atomically, type Db } from '#server/db/connect.ts';
import { InvalidState, NotFound } from '#server/errors.ts';
import { accountNamesOf, findMemberByAccount, getMember } from '#server/members/index.ts';
import { getSetting } from '#server/system/index.ts';
import { FeedbackWords } from './errors.ts';

/** The upload purpose feedback images are sent with (`POST /wps/cashier/uploads?purpose=feedback`). */
export const FEEDBACK_UPLOAD_PURPOSE = 'feedback';
/** Rows of the back office's feedback list per page. */
export const DESK_FEEDBACK_PAGE = 20;

export interface FeedbackRulesView {
  minWords: number;
  maxWords: number;
  maxImages: number;
  types: FeedbackType[];
}

export interface FeedbackView {
  id: number;
  questionType: FeedbackType;
  content: string;
  contact: string;
  status: FeedbackStatus;
  imageIds: number[];
  replies: { id: number; body: string; time: number }[];
  createdAt: number;
  updatedAt: number;
}

export interface DeskFeedbackView extends FeedbackView {
  memberId: number;
  account: string;
  tags: string[];
  language: string;
  version: number;
}

export interface FeedbackInput {
  questionType: FeedbackType;
  content: string;
  contact: string;
  imageIds: readonly number[];
  language: string;
}

/** The form's limits: the operator's word counts (settings `support`), images, types. */
export async function feedbackRules(db: Db): Promise<FeedbackRulesView> {
  const s = await getSetting(db, 'support');
  return { minWords: s.feedbackMinWords, maxWords: s.feedbackMaxWords, maxImages: FEEDBACK_MAX_IMAGES, types: [...FEEDBACK_TYPES] };
}

type FeedbackRow = { id: number; member_id: number; question_type: string; content: string; contact: string; language: string; status: string; tags: string; created_at: number; updated_at: number; version: number };

const COLUMNS = ['id', 'member_id', 'question_type', 'content', 'contact', 'language', 'status', 'tags', 'created_at', 'updated_at', 'version'] as const;

function parseTags(json: string): string[] {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/** Rows as the member sees them, with their images and replies (read in two queries for the page). */
async function views(db: Db, rows: readonly FeedbackRow[]): Promise<FeedbackView[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => Number(r.id));
  const [images, replies] = await Promise.all([
    attachedUploads(db, FEEDBACK_UPLOAD_PURPOSE, ids),
    db.selectFrom('feedback_replies').select(['id', 'feedback_id', 'body', 'created_at']).where('feedback_id', 'in', ids).orderBy('id').execute(),
  ]);
  return rows.map((r) => {
    const id = Number(r.id);
    return {
      id,
      questionType: r.question_type as FeedbackType,
      content: r.content,
      contact: r.contact,
      status: r.status as FeedbackStatus,
      imageIds: images.filter((i) => i.refId === id).map((i) => i.id),
      replies: replies.filter((x) => Number(x.feedback_id) === id).map((x) => ({ id: Number(x.id), body: x.body, time: Number(x.created_at) })),
      createdAt: Number(r.created_at),
      updatedAt: Number(r.updated_at),
    };
  });
}

async function deskViews(db: Db, rows: readonly FeedbackRow[]): Promise<DeskFeedbackView[]> {
  const [items, names] = await Promise.all([views(db, rows), accountNamesOf(db, rows.map((r) => Number(r.member_id)))]);
  return items.map((item, i) => {
    const r = rows[i] as FeedbackRow;
    return { ...item, memberId: Number(r.member_id), account: names.get(Number(r.member_id)) ?? '', tags: parseTags(r.tags), language: r.language, version: Number(r.version) };
  });
}

/**
 * Sends feedback: the content must hold the operator's number of words (checked before the
 * member's daily allowance is counted, so a rejected text costs nothing); the row and its images
 * are stored in one transaction, so an image that is not the member's, or already used, stores nothing.
 */
export async function submitFeedback(app: AppContext, memberId: number, input: FeedbackInput, now = Date.now()): Promise<FeedbackView> {
  const { minWords: min, maxWords: max } = await feedbackRules(app.db);
  const words = countWords(input.content);
  if (words < min || words > max) throw new FeedbackWords(`Feedback takes ${min} to ${max} words; this has ${words}.`, { min, max, words });
  await app.limits.hit('feedbackMember', String(memberId));
  const id = await atomically(app.db, async (tx) => {
    const row = await tx
      .insertInto('feedback')
      .values({ member_id: memberId, question_type: input.questionType, content: input.content, contact: input.contact, language: input.language, status: 'open', tags: '[]', created_at: now, updated_at: now, closed_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await attachUploads(tx, memberId, FEEDBACK_UPLOAD_PURPOSE, input.imageIds, Number(row.id));
    return Number(row.id);
  });
  const [view] = await views(app.db, [await rowOf(app.db, id)]);
  return view as FeedbackView;
}

/** The member's own feedback, newest first (another member's is never read), and their contact for the form. */
export async function memberFeedback(db: Db, memberId: number, page: { pageNo: number; pageSize: number }) {
  const base = db.selectFrom('feedback').where('member_id', '=', memberId);
  const [rows, count] = await Promise.all([
    base
      .select(COLUMNS)
      .orderBy('id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.n);
  const m = await getMember(db, memberId);
  const contact = m.mobile_num ? `${m.mobile_country ? `+${m.mobile_country} ` : ''}${m.mobile_num}` : m.email;
  return { list: await views(db, rows), pageNum: page.pageNo, totalPages: Math.max(1, Math.ceil(total / page.pageSize)), total, contact };
}

async function rowOf(db: Db, id: number): Promise<FeedbackRow> {
  const row = await db.selectFrom('feedback').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw new NotFound('No such feedback.');
  return row;
}

/** LIKE's wildcards taken literally. */
const literal = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface DeskFeedbackQuery {
  status?: FeedbackStatus | undefined;
  type?: FeedbackType | undefined;
  tag?: string | undefined;
  q?: string | undefined;
  member?: string | undefined;
  pageNo: number;
}

/** The back office's list: newest first, by status, type, tag, words of the content and the member's account. */
export async function deskFeedbackList(db: Db, query: DeskFeedbackQuery) {
  let memberId: number | undefined;
  if (query.member) {
    const m = await findMemberByAccount(db, query.member);
    if (!m) return { list: [], pageNum: query.pageNo, totalPages: 1, total: 0 };
    memberId = Number(m.id);
  }
  let base = db.selectFrom('feedback');
  if (query.status) base = base.where('status', '=', query.status);
  if (query.type) base = base.where('question_type', '=', query.type);
  if (memberId !== undefined) base = base.where('member_id', '=', memberId);
  // Tags are stored normalised as a JSON array, so one quoted tag matches only itself.
  if (query.tag) base = base.where(sql<boolean>`tags like ${`%${literal(JSON.stringify(normaliseTag(query.tag)))}%`} escape '\\'`);
  if (query.q) base = base.where(sql<boolean>`lower(content) like ${`%${literal(query.q.toLowerCase())}%`} escape '\\'`);
  const [rows, count] = await Promise.all([
    base
      .select(COLUMNS)
      .orderBy('id', 'desc')
      .limit(DESK_FEEDBACK_PAGE)
      .offset((query.pageNo - 1) * DESK_FEEDBACK_PAGE)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.n);
  return { list: await deskViews(db, rows), pageNum: query.pageNo, totalPages: Math.max(1, Math.ceil(total / DESK_FEEDBACK_PAGE)), total };
}

export async function deskFeedbackOne(db: Db, id: number): Promise<DeskFeedbackView> {
  const [view] = await deskViews(db, [await rowOf(db, id)]);
  return view as DeskFeedbackView;
}

/** A tag as stored: lower case, inner spaces single. */
export function normaliseTag(tag: string): string {
  return tag.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** Moves the row on from the version staff read; anyone else's change in between refuses it. */
async function advance(tx: Db, id: number, version: number, set: { status?: FeedbackStatus; tags?: string; closed_at?: number }, now: number): Promise<void> {
  const done = await tx
    .updateTable('feedback')
    .set({ ...set, updated_at: now, version: version + 1 })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) !== 1) throw new InvalidState('This feedback changed meanwhile. Reload it and try again.', { reason: 'stale' });
}

/**
 * Replies: the member sees the reply in their list and gets an internal message (stored in the
 * same transaction, announced to their open pages once it has committed). Closed feedback takes no reply.
 */
export async function replyToFeedback(app: AppContext, staffId: number, id: number, body: string, version: number, now = Date.now()): Promise<{ before: FeedbackStatus; item: DeskFeedbackView; replyId: number }> {
  const { before, memberId, replyId } = await atomically(app.db, async (tx) => {
    const row = await rowOf(tx, id);
    if (row.status === 'closed') throw new InvalidState('This feedback is closed.', { reason: 'closed' });
    await advance(tx, id, version, { status: 'replied' }, now);
    const reply = await tx.insertInto('feedback_replies').values({ feedback_id: id, staff_id: staffId, body, created_at: now }).returning('id').executeTakeFirstOrThrow();
    await insertMessages(tx, [Number(row.member_id)], 'feedback_replied', { id, type: row.question_type }, now);
    return { before: row.status as FeedbackStatus, memberId: Number(row.member_id), replyId: Number(reply.id) };
  });
  await notifyMessages(app.db, app.events, [memberId], 'feedback_replied');
  return { before, item: await deskFeedbackOne(app.db, id), replyId };
}

/** Sets the tags (normalised, each once, in the order given). */
export async function setFeedbackTags(db: Db, id: number, tags: readonly string[], version: number, now = Date.now()): Promise<{ before: string[]; item: DeskFeedbackView }> {
  const clean = [...new Set(tags.map(normaliseTag).filter(Boolean))];
  const before = await atomically(db, async (tx) => {
    const row = await rowOf(tx, id);
    await advance(tx, id, version, { tags: JSON.stringify(clean) }, now);
    return parseTags(row.tags);
  });
  return { before, item: await deskFeedbackOne(db, id) };
}

/** Closes feedback; closing it twice is refused (INVALID_STATE). */
export async function closeFeedback(db: Db, id: number, version: number, now = Date.now()): Promise<{ before: FeedbackStatus; item: DeskFeedbackView }> {
  const before = await atomically(db, async (tx) => {
    const row = await rowOf(tx, id);
    if (row.status === 'closed') throw new InvalidState('This feedback is already closed.', { reason: 'closed' });
    await advance(tx, id, version, { status: 'closed', closed_at: now }, now);
    return row.status as FeedbackStatus;
  });
  return { before, item: await deskFeedbackOne(db, id) };
}

/** An image attached to feedback, for staff (an unattached upload, or one of another purpose, is not found). */
export function feedbackImage(db: Db, dataDir: string, uploadId: number): Promise<{ mime: string; data: Buffer }> {
  return readAttachedUpload(db, dataDir, FEEDBACK_UPLOAD_PURPOSE, uploadId);
}
