import type { Notice, NoticePage } from '#lib/types/shell.ts';
import type { Db } from '#server/db/connect.ts';
import { sanitizeRichText } from './sanitize.ts';

export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];
export type { Notice, NoticePage };

type Row = {
  id: number;
  type: string;
  title: string;
  content: string;
  image_url: string | null;
  link_url: string | null;
  popup: number;
  published_at: number;
};

function toNotice(r: Row): Notice {
  return {
    id: r.id,
    type: r.type as AnnouncementType,
    title: r.title,
    content: sanitizeRichText(r.content),
    imageUrl: r.image_url,
    linkUrl: r.link_url,
    popup: r.popup === 1,
    timestamp: r.published_at,
  };
}

const COLUMNS = ['id', 'type', 'title', 'content', 'image_url', 'link_url', 'popup', 'published_at'] as const;

function visible(db: Db, locale: string, types: readonly AnnouncementType[], now: number) {
  return db
    .selectFrom('announcements')
    .where('locale', '=', locale)
    .where('type', 'in', types)
    .where('published_at', '<=', now)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]));
}

/**
 * One page of the live announcements of the given types in one language, newest first.
 * With `focusId`, the page returned is the one holding that notice (the notice modal opens there).
 */
export async function listAnnouncements(
  db: Db,
  q: { locale: string; types: readonly AnnouncementType[]; pageNo: number; pageSize: number; focusId?: number | undefined },
  now = Date.now(),
): Promise<NoticePage> {
  const ordered = () => visible(db, q.locale, q.types, now).orderBy('sort', 'desc').orderBy('published_at', 'desc').orderBy('id', 'desc');
  const { total } = await visible(db, q.locale, q.types, now)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const count = Number(total);
  const totalPages = Math.max(1, Math.ceil(count / q.pageSize));
  let pageNum = Math.min(q.pageNo, totalPages);
  if (q.focusId !== undefined) {
    const ids = await ordered().select('id').execute();
    const index = ids.findIndex((r) => r.id === q.focusId);
    if (index >= 0) pageNum = Math.floor(index / q.pageSize) + 1;
  }
  const rows = await ordered()
    .select(COLUMNS)
    .limit(q.pageSize)
    .offset((pageNum - 1) * q.pageSize)
    .execute();
  return { list: rows.map(toNotice), pageNum, totalPages, total: count };
}

/** Announcements flagged to pop up after the page loads, newest first. */
export async function popupAnnouncements(db: Db, locale: string, now = Date.now()): Promise<Notice[]> {
  const rows = await visible(db, locale, ANNOUNCEMENT_TYPES, now)
    .where('popup', '=', 1)
    .select(COLUMNS)
    .orderBy('sort', 'desc')
    .orderBy('published_at', 'desc')
    .limit(5)
    .execute();
  return rows.map(toNotice);
}

export interface NewAnnouncement {
  type: AnnouncementType;
  locale: string;
  title: string;
  content: string;
  imageUrl?: string | null;
  linkUrl?: string | null;
  popup?: boolean;
  sort?: number;
  publishedAt?: number;
  expiresAt?: number | null;
  /** The notice this row is one language of (the id of its first row; notices.ts). */
  noticeId?: number | null;
}

export async function createAnnouncement(db: Db, a: NewAnnouncement): Promise<number> {
  const row = await db
    .insertInto('announcements')
    .values({
      type: a.type,
      locale: a.locale,
      title: a.title,
      content: sanitizeRichText(a.content),
      image_url: a.imageUrl ?? null,
      link_url: a.linkUrl ?? null,
      popup: a.popup ? 1 : 0,
      sort: a.sort ?? 0,
      published_at: a.publishedAt ?? Date.now(),
      expires_at: a.expiresAt ?? null,
      notice_id: a.noticeId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
