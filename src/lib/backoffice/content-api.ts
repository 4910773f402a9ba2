/** The content desk's calls (typed by src/lib/contracts/backoffice-content.ts). */
import { request } from '#lib/api.ts';
import type { MessageTarget } from '#lib/contracts/backoffice-content.ts';
import type { AnnouncementType } from '#lib/contracts/content.ts';

export type ContentLang = 'bn' | 'en';
export type BothTexts = Record<ContentLang, { title: string; content: string }>;

export interface NoticeListQuery {
  kind: 'notices' | 'banners';
  status?: 'scheduled' | 'live' | 'expired' | undefined;
  sort: 'publishAt' | 'expireAt' | 'sort' | 'id';
  order: 'asc' | 'desc';
  pageNo: number;
  pageSize: number;
}

export interface NoticeDraft {
  type: AnnouncementType;
  text: BothTexts;
  imageUrl: string | null;
  linkUrl: string | null;
  popup: boolean;
  sort: number;
  publishAt: number;
  expireAt: number | null;
}

export interface HelpDraft {
  text: BothTexts;
  sort: number;
  published: boolean;
}

export const clean = <T extends object>(q: T): T => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== '')) as T;

export const contentDesk = {
  notices: (query: NoticeListQuery) => request('GET /backoffice/api/content/notices', { query: clean(query) }),
  notice: (id: number) => request('GET /backoffice/api/content/notices/:id', { params: { id } }),
  /** `requestId`: one per form submission, the same on its retries (a SubmissionKey's). */
  createNotice: (requestId: string, body: NoticeDraft) => request('POST /backoffice/api/content/notices', { body: { ...body, requestId } }),
  updateNotice: (id: number, version: number, body: NoticeDraft) => request('PUT /backoffice/api/content/notices/:id', { params: { id }, body: { ...body, version } }),
  deleteNotice: (id: number) => request('DELETE /backoffice/api/content/notices/:id', { params: { id } }),
  preview: (id: number, lang: ContentLang) => request('GET /backoffice/api/content/notices/:id/preview', { params: { id }, query: { lang } }),
  draftPreview: (text: BothTexts, imageUrl: string | null, linkUrl: string | null) => request('POST /backoffice/api/content/preview', { body: { text, imageUrl, linkUrl } }),
  help: () => request('GET /backoffice/api/content/help'),
  createHelp: (requestId: string, body: HelpDraft) => request('POST /backoffice/api/content/help', { body: { ...body, requestId } }),
  updateHelp: (id: number, version: number, body: HelpDraft) => request('PUT /backoffice/api/content/help/:id', { params: { id }, body: { ...body, version } }),
  messages: (pageNo: number, pageSize = 20) => request('GET /backoffice/api/content/messages', { query: { pageNo, pageSize } }),
  sendMessage: (body: { requestId: string; to: MessageTarget; subject: string; body: string }) => request('POST /backoffice/api/content/messages', { body }),
  /** The merchant's time zone: schedules are entered and shown on its clock. */
  timeZone: async () => (await request('GET /wps/system/whitelabel')).timeZone,
};
