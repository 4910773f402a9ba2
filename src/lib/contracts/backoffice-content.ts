/**
 * Back office: the content desk. Notices and banners (an announcement in both site languages, with
 * a schedule), help items kept in the database, and internal messages to one member or a segment.
 * Rich text is sanitized on save (no scripts, no event handlers, only http(s) and mailto links).
 * Banners (type B) and segment messages also need 'marketing.write'; a message to one member needs
 * 'messages.write'.
 */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { epochMs, idParams, pageNo, pageOf, pageSize } from './common.ts';
import { AnnouncementType } from './content.ts';

const tag = 'Back office: Content';

/** The languages a notice is written in. */
export const CONTENT_LANGUAGES = ['bn', 'en'] as const;
export const ContentLanguage = z.enum(CONTENT_LANGUAGES);
export const NOTICE_STATUSES = ['scheduled', 'live', 'expired'] as const;
export const NoticeStatus = z.enum(NOTICE_STATUSES);
export const NOTICE_SORTS = ['publishAt', 'expireAt', 'sort', 'id'] as const;

/**
 * The kinds of content the desk edits, one tab each. Engagement content (promotions, missions…)
 * plugs in here as it lands: a kind, its tab in the desk (src/islands/backoffice/content/content-kinds.ts)
 * and its endpoints below.
 */
export const CONTENT_KINDS = ['notices', 'banners', 'help', 'messages'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** A link or picture address: https, or a path on this site. */
export const address = z
  .string()
  .trim()
  .max(500)
  .regex(/^(https:\/\/[^\s"'<>]+|\/(?!\/)[^\s"'<>]*)$/, 'an https:// address or a path on this site (/…)');

const title = z.string().trim().min(1).max(200);
const richText = z.string().max(50_000).describe('HTML; sanitized on save');
const LanguageText = z.object({ title, content: richText });
const BothLanguages = z.object({ bn: LanguageText, en: LanguageText });

const NoticeFields = z.object({
  type: AnnouncementType.describe('B banner, PL list, PU pop-up, PR promotion, H headline'),
  text: BothLanguages,
  imageUrl: address.nullable().default(null),
  linkUrl: address.nullable().default(null),
  popup: z.boolean().default(false),
  sort: z.number().int().min(-1000).max(1000).default(0).describe('higher first'),
  publishAt: epochMs.min(0).describe('when it appears on the site'),
  expireAt: epochMs.nullable().default(null).describe('when it leaves the site; null: never'),
});

type NoticeFieldsOut = z.output<typeof NoticeFields>;
const noticeRules = (n: NoticeFieldsOut, ctx: z.RefinementCtx) => {
  if (n.expireAt !== null && n.expireAt <= n.publishAt) ctx.addIssue({ code: 'custom', path: ['expireAt'], message: 'after publishAt' });
  if (n.type === 'B' && !n.imageUrl) ctx.addIssue({ code: 'custom', path: ['imageUrl'], message: 'a banner needs an image' });
};

/** One id per form submission, sent again on its retries (the cashier's SubmissionKey). */
const RequestId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'a client-generated id of 8 to 64 letters, digits, _ or -')
  .describe('one per form submission: the same id again answers the first result; with another body, REQUEST_ID_REUSED');

export const NoticeBody = NoticeFields.extend({ requestId: RequestId }).superRefine(noticeRules);
export const NoticeUpdateBody = NoticeFields.extend({ version: z.number().int().min(0).describe('the version read; a changed notice answers INVALID_STATE') }).superRefine(noticeRules);

export const StaffNotice = z.object({
  id: z.number().int(),
  version: z.number().int(),
  type: AnnouncementType,
  text: z.object({ bn: z.object({ title: z.string(), content: z.string() }), en: z.object({ title: z.string(), content: z.string() }) }),
  imageUrl: z.string().nullable(),
  linkUrl: z.string().nullable(),
  popup: z.boolean(),
  sort: z.number().int(),
  publishAt: epochMs,
  expireAt: epochMs.nullable(),
  status: NoticeStatus,
});
export type StaffNotice = z.infer<typeof StaffNotice>;
export const StaffNoticePage = pageOf(StaffNotice);

export const Preview = z.object({
  lang: ContentLanguage,
  title: z.string(),
  content: z.string().describe('sanitized HTML, as the site shows it'),
  imageUrl: z.string().nullable(),
  linkUrl: z.string().nullable(),
});
export type Preview = z.infer<typeof Preview>;

const HelpFields = z.object({
  text: BothLanguages,
  sort: z.number().int().min(-1000).max(1000).default(0).describe('lower first, after the built-in pages'),
  published: z.boolean().default(false),
});
export const HelpBody = HelpFields.extend({ requestId: RequestId });
export const HelpUpdateBody = HelpFields.extend({ version: z.number().int().min(0) });

export const StaffHelpItem = z.object({
  id: z.number().int(),
  version: z.number().int(),
  text: z.object({ bn: z.object({ title: z.string(), content: z.string() }), en: z.object({ title: z.string(), content: z.string() }) }),
  sort: z.number().int(),
  published: z.boolean(),
  updatedAt: epochMs,
});
export type StaffHelpItem = z.infer<typeof StaffHelpItem>;

const memberId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const MessageTarget = z.union([
  z.object({ member: memberId }).strict(),
  z.object({ label: z.string().trim().min(1).max(60) }).strict(),
  z.object({ vipRank: z.number().int().min(0).max(100) }).strict(),
  z.object({ agentTeam: memberId }).strict(),
]);
export type MessageTarget = z.infer<typeof MessageTarget>;

export const MessageBody = z.object({
  requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'a client-generated id of 8 to 64 letters, digits, _ or -').describe('the same id again answers the first send'),
  to: MessageTarget,
  subject: z.string().trim().min(1).max(120),
  body: z.string().trim().min(1).max(2000).describe('plain text'),
});

export const MessageSent = z.object({ id: z.number().int(), recipients: z.number().int(), replayed: z.boolean() });
export const MessageSendRow = z.object({
  id: z.number().int(),
  staffName: z.string(),
  targetKind: z.enum(['member', 'label', 'vipRank', 'agentTeam']),
  targetValue: z.string(),
  subject: z.string(),
  body: z.string(),
  recipients: z.number().int(),
  sentAt: epochMs,
});
export type MessageSendRow = z.infer<typeof MessageSendRow>;

export const backofficeContent = {
  notices: endpoint({
    method: 'GET',
    path: '/backoffice/api/content/notices',
    summary: 'One page of notices (or banners) with their status: scheduled, live or expired',
    tag,
    access: 'staff',
    permission: 'content.read',
    query: z.object({
      kind: z.enum(['notices', 'banners']).default('notices'),
      status: NoticeStatus.optional(),
      type: AnnouncementType.optional(),
      sort: z.enum(NOTICE_SORTS).default('publishAt'),
      order: z.enum(['asc', 'desc']).default('desc'),
      pageNo,
      pageSize: pageSize(20, 100),
    }),
    response: StaffNoticePage,
    errors: [],
  }),
  notice: endpoint({
    method: 'GET',
    path: '/backoffice/api/content/notices/:id',
    summary: 'One notice in both languages',
    tag,
    access: 'staff',
    permission: 'content.read',
    params: idParams,
    response: StaffNotice,
    errors: ['NOT_FOUND'],
  }),
  createNotice: endpoint({
    method: 'POST',
    path: '/backoffice/api/content/notices',
    summary: 'Writes a notice in both languages once per request id (a banner, type B, needs marketing.write and an image)',
    tag,
    access: 'staff',
    permission: 'content.write',
    body: NoticeBody,
    response: StaffNotice,
    errors: ['STAFF_FORBIDDEN', 'REQUEST_ID_REUSED', 'NOT_FOUND'],
  }),
  updateNotice: endpoint({
    method: 'PUT',
    path: '/backoffice/api/content/notices/:id',
    summary: 'Replaces a notice when it is still at the version read',
    tag,
    access: 'staff',
    permission: 'content.write',
    params: idParams,
    body: NoticeUpdateBody,
    response: StaffNotice,
    errors: ['NOT_FOUND', 'INVALID_STATE', 'STAFF_FORBIDDEN'],
  }),
  deleteNotice: endpoint({
    method: 'DELETE',
    path: '/backoffice/api/content/notices/:id',
    summary: 'Deletes a notice in every language',
    tag,
    access: 'staff',
    permission: 'content.write',
    params: idParams,
    response: z.object({ id: z.number().int() }),
    errors: ['NOT_FOUND', 'STAFF_FORBIDDEN'],
  }),
  noticePreview: endpoint({
    method: 'GET',
    path: '/backoffice/api/content/notices/:id/preview',
    summary: 'A saved notice in one language as the site shows it',
    tag,
    access: 'staff',
    permission: 'content.read',
    params: idParams,
    query: z.object({ lang: ContentLanguage.default('bn') }),
    response: Preview,
    errors: ['NOT_FOUND'],
  }),
  draftPreview: endpoint({
    method: 'POST',
    path: '/backoffice/api/content/preview',
    summary: 'Rich text being edited, sanitized as it will be saved and shown (nothing is stored)',
    tag,
    access: 'staff',
    permission: 'content.read',
    body: z.object({ text: BothLanguages, imageUrl: address.nullable().default(null), linkUrl: address.nullable().default(null) }),
    response: z.array(Preview),
    errors: [],
  }),
  help: endpoint({
    method: 'GET',
    path: '/backoffice/api/content/help',
    summary: 'The help items kept in the database (the built-in pages are files), published or not',
    tag,
    access: 'staff',
    permission: 'content.read',
    response: z.array(StaffHelpItem),
    errors: [],
  }),
  createHelp: endpoint({
    method: 'POST',
    path: '/backoffice/api/content/help',
    summary: 'Writes a help item in both languages once per request id',
    tag,
    access: 'staff',
    permission: 'content.write',
    body: HelpBody,
    response: StaffHelpItem,
    errors: ['REQUEST_ID_REUSED', 'NOT_FOUND'],
  }),
  updateHelp: endpoint({
    method: 'PUT',
    path: '/backoffice/api/content/help/:id',
    summary: 'Replaces a help item when it is still at the version read',
    tag,
    access: 'staff',
    permission: 'content.write',
    params: idParams,
    body: HelpUpdateBody,
    response: StaffHelpItem,
    errors: ['NOT_FOUND', 'INVALID_STATE'],
  }),
  messages: endpoint({
    method: 'GET',
    path: '/backoffice/api/content/messages',
    summary: 'The internal messages staff sent, newest first',
    tag,
    access: 'staff',
    permission: 'content.read',
    query: z.object({ pageNo, pageSize: pageSize(20, 100) }),
    response: pageOf(MessageSendRow),
    errors: [],
  }),
  sendMessage: endpoint({
    method: 'POST',
    path: '/backoffice/api/content/messages',
    summary: 'Sends an internal message to one member, or to a segment (marketing.write): a VIP label, a VIP rank or an agent’s team',
    tag,
    access: 'staff',
    permission: 'messages.write',
    body: MessageBody,
    response: MessageSent,
    errors: ['NOT_FOUND', 'NO_RECIPIENTS', 'STAFF_FORBIDDEN'],
  }),
};
