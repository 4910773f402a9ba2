/**
 * Notices as the back office edits them: one notice is an announcement written in both site
 * languages (one announcements row per language, sharing notice_id = the first row's id). A row
 * written on its own (seeded, or from the command line) is a notice of its own id. Edits are
 * guarded by the version on the notice's first row.
 */
import { type Db, atomically } from '#server/db/connect.ts';
import { InvalidState, NotFound } from '#server/errors.ts';
import type { AnnouncementType } from './announcements.ts';
import { type ContentRequest, createOnce } from './content-requests.ts';
import { sanitizeRichText } from './sanitize.ts';

export const NOTICE_LANGUAGES = ['bn', 'en'] as const;
export type NoticeLanguage = (typeof NOTICE_LANGUAGES)[number];
export type NoticeStatus = 'scheduled' | 'live' | 'expired';

export interface NoticeText {
  title: string;
  content: string;
}

export interface NoticeInput {
  type: AnnouncementType;
  text: Record<NoticeLanguage, NoticeText>;
  imageUrl: string | null;
  linkUrl: string | null;
  popup: boolean;
  sort: number;
  publishAt: number;
  expireAt: number | null;
}

export interface NoticeRecord extends NoticeInput {
  id: number;
  version: number;
  status: NoticeStatus;
}

type Row = {
  id: number;
  notice_id: number | null;
  type: string;
  locale: string;
  title: string;
  content: string;
  image_url: string | null;
  link_url: string | null;
  popup: number;
  sort: number;
  published_at: number;
  expires_at: number | null;
  version: number;
};

export function noticeStatus(publishAt: number, expireAt: number | null, now = Date.now()): NoticeStatus {
  if (publishAt > now) return 'scheduled';
  if (expireAt !== null && expireAt <= now) return 'expired';
  return 'live';
}

const COLUMNS = ['id', 'notice_id', 'type', 'locale', 'title', 'content', 'image_url', 'link_url', 'popup', 'sort', 'published_at', 'expires_at', 'version'] as const;

/** The key of the notice a row belongs to. */
const noticeKey = (r: { id: number; notice_id: number | null }) => Number(r.notice_id ?? r.id);

function toRecord(id: number, rows: Row[], now: number): NoticeRecord {
  const head = rows.find((r) => Number(r.id) === id) ?? rows[0];
  if (!head) throw new NotFound(`no notice ${id}`);
  const textOf = (lang: NoticeLanguage): NoticeText => {
    const r = rows.find((x) => x.locale === lang);
    return { title: r?.title ?? '', content: r ? sanitizeRichText(r.content) : '' };
  };
  const publishAt = Number(head.published_at);
  const expireAt = head.expires_at === null ? null : Number(head.expires_at);
  return {
    id,
    version: Number(head.version),
    type: head.type as AnnouncementType,
    text: { bn: textOf('bn'), en: textOf('en') },
    imageUrl: head.image_url,
    linkUrl: head.link_url,
    popup: head.popup === 1,
    sort: Number(head.sort),
    publishAt,
    expireAt,
    status: noticeStatus(publishAt, expireAt, now),
  };
}

async function rowsOf(db: Db, ids: readonly number[]): Promise<Row[]> {
  if (!ids.length) return [];
  return (await db
    .selectFrom('announcements')
    .select(COLUMNS)
    .where((eb) => eb.or([eb('id', 'in', ids), eb('notice_id', 'in', ids)]))
    .execute()) as Row[];
}

/** One notice, both languages. */
export async function getNotice(db: Db, id: number, now = Date.now()): Promise<NoticeRecord> {
  const rows = (await rowsOf(db, [id])).filter((r) => noticeKey(r) === id);
  if (!rows.length) throw new NotFound(`no notice ${id}`);
  return toRecord(id, rows, now);
}

export interface NoticeQuery {
  /** 'banners': type B only; 'notices': every other type. */
  kind: 'notices' | 'banners';
  status?: NoticeStatus | undefined;
  type?: AnnouncementType | undefined;
  sort: 'publishAt' | 'expireAt' | 'sort' | 'id';
  order: 'asc' | 'desc';
  pageNo: number;
  pageSize: number;
}

const SORT_COLUMNS = { publishAt: 'published_at', expireAt: 'expires_at', sort: 'sort', id: 'id' } as const;

/** One page of notices (their first rows decide type, schedule and order). */
export async function listNotices(db: Db, q: NoticeQuery, now = Date.now()) {
  const heads = () => {
    let s = db.selectFrom('announcements').where((eb) => eb.or([eb('notice_id', 'is', null), eb('notice_id', '=', eb.ref('id'))]));
    s = q.kind === 'banners' ? s.where('type', '=', 'B') : s.where('type', '!=', 'B');
    if (q.type) s = s.where('type', '=', q.type);
    if (q.status === 'scheduled') s = s.where('published_at', '>', now);
    if (q.status === 'live') s = s.where('published_at', '<=', now).where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]));
    if (q.status === 'expired') s = s.where('published_at', '<=', now).where('expires_at', '<=', now);
    return s;
  };
  const total = Number((await heads().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const totalPages = Math.max(1, Math.ceil(total / q.pageSize));
  const pageNum = Math.min(q.pageNo, totalPages);
  const ids = (
    await heads()
      .select('id')
      .orderBy(SORT_COLUMNS[q.sort], q.order)
      .orderBy('id', q.order)
      .limit(q.pageSize)
      .offset((pageNum - 1) * q.pageSize)
      .execute()
  ).map((r) => Number(r.id));
  const rows = await rowsOf(db, ids);
  const list = ids.map((id) => toRecord(id, rows.filter((r) => noticeKey(r) === id), now));
  return { list, pageNum, totalPages, total };
}

function rowValues(n: NoticeInput, lang: NoticeLanguage) {
  return {
    type: n.type,
    locale: lang,
    title: n.text[lang].title,
    content: sanitizeRichText(n.text[lang].content),
    image_url: n.imageUrl,
    link_url: n.linkUrl,
    popup: n.popup ? 1 : 0,
    sort: n.sort,
    published_at: n.publishAt,
    expires_at: n.expireAt,
  };
}

async function insertNotice(tx: Db, n: NoticeInput): Promise<number> {
  const head = await tx.insertInto('announcements').values(rowValues(n, 'bn')).returning('id').executeTakeFirstOrThrow();
  const headId = Number(head.id);
  await tx.updateTable('announcements').set({ notice_id: headId }).where('id', '=', headId).execute();
  await tx.insertInto('announcements').values({ ...rowValues(n, 'en'), notice_id: headId }).execute();
  return headId;
}

/** Writes a notice in both languages (rich text sanitized here, on save). */
export async function createNotice(db: Db, n: NoticeInput, now = Date.now()): Promise<NoticeRecord> {
  return getNotice(db, await atomically(db, (tx) => insertNotice(tx, n)), now);
}

/**
 * Writes a notice once per request id (content-requests.ts): a retry of the same submission
 * answers the notice the first one wrote (`replayed`), or NOT_FOUND if it was deleted since.
 */
export async function createNoticeOnce(db: Db, request: ContentRequest, n: NoticeInput, now = Date.now()): Promise<{ notice: NoticeRecord; replayed: boolean }> {
  const { id, replayed } = await createOnce(db, 'notice', request, n, (tx) => insertNotice(tx, n), now);
  return { notice: await getNotice(db, id, now), replayed };
}

/**
 * Replaces a notice's languages and settings when it is still at `version` (else INVALID_STATE:
 * someone changed it meanwhile). Answers the notice before and after.
 */
export async function updateNotice(db: Db, id: number, version: number, n: NoticeInput, now = Date.now()): Promise<{ before: NoticeRecord; after: NoticeRecord }> {
  const before = await getNotice(db, id, now);
  await atomically(db, async (tx) => {
    const bumped = await tx
      .updateTable('announcements')
      .set({ version: version + 1, notice_id: id })
      .where('id', '=', id)
      .where('version', '=', version)
      .executeTakeFirst();
    if (Number(bumped.numUpdatedRows) !== 1) throw new InvalidState('The notice was changed by someone else meanwhile: reload it and edit again.');
    for (const lang of NOTICE_LANGUAGES) {
      const values = rowValues(n, lang);
      const done = await tx
        .updateTable('announcements')
        .set(values)
        .where((eb) => eb.or([eb('id', '=', id), eb('notice_id', '=', id)]))
        .where('locale', '=', lang)
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) === 0) await tx.insertInto('announcements').values({ ...values, notice_id: id }).execute();
    }
  });
  return { before, after: await getNotice(db, id, now) };
}

/** Deletes a notice (every language); NOT_FOUND when it is already gone. */
export async function deleteNotice(db: Db, id: number, now = Date.now()): Promise<NoticeRecord> {
  const before = await getNotice(db, id, now);
  const gone = await db
    .deleteFrom('announcements')
    .where((eb) => eb.or([eb('id', '=', id), eb('notice_id', '=', id)]))
    .executeTakeFirst();
  if (Number(gone.numDeletedRows) === 0) throw new NotFound(`no notice ${id}`);
  return before;
}
