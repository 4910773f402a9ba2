/** Back office: the content desk. Contracts: src/lib/contracts/backoffice-content.ts. */
import { Hono } from 'hono';
import { backofficeContent as api } from '#lib/contracts/backoffice-content.ts';
import { createHelpItemAs, createNoticeAs, deleteNoticeAs, listMessageSends, sendStaffMessage, updateHelpItemAs, updateNoticeAs } from '#server/backoffice/index.ts';
import { getNotice, listNotices, listStoredHelpItems, sanitizeRichText } from '#server/content/index.ts';
import { serve } from '../contract-route.ts';
import type { ApiEnv } from '../env.ts';
import { staffOf } from '../staff-guard.ts';

export const backofficeContentRoutes = new Hono<ApiEnv>();

serve(backofficeContentRoutes, api.notices, (c, { query }) => listNotices(c.get('app').db, query));

serve(backofficeContentRoutes, api.notice, (c, { params }) => getNotice(c.get('app').db, params.id));

serve(backofficeContentRoutes, api.createNotice, (c, { body: { requestId, ...notice } }) => createNoticeAs(c.get('app').db, staffOf(c), requestId, notice));

serve(backofficeContentRoutes, api.updateNotice, (c, { params, body: { version, ...notice } }) => updateNoticeAs(c.get('app').db, staffOf(c), params.id, version, notice));

serve(backofficeContentRoutes, api.deleteNotice, async (c, { params }) => {
  await deleteNoticeAs(c.get('app').db, staffOf(c), params.id);
  return { id: params.id };
});

serve(backofficeContentRoutes, api.noticePreview, async (c, { params, query }) => {
  const notice = await getNotice(c.get('app').db, params.id);
  return { lang: query.lang, ...notice.text[query.lang], imageUrl: notice.imageUrl, linkUrl: notice.linkUrl };
});

serve(backofficeContentRoutes, api.draftPreview, (_c, { body }) =>
  (['bn', 'en'] as const).map((lang) => ({ lang, title: body.text[lang].title, content: sanitizeRichText(body.text[lang].content), imageUrl: body.imageUrl, linkUrl: body.linkUrl })),
);

serve(backofficeContentRoutes, api.help, (c) => listStoredHelpItems(c.get('app').db));

serve(backofficeContentRoutes, api.createHelp, (c, { body: { requestId, ...item } }) => createHelpItemAs(c.get('app').db, staffOf(c), requestId, item));

serve(backofficeContentRoutes, api.updateHelp, (c, { params, body: { version, ...item } }) => updateHelpItemAs(c.get('app').db, staffOf(c), params.id, version, item));

serve(backofficeContentRoutes, api.messages, (c, { query }) => listMessageSends(c.get('app').db, query.pageNo, query.pageSize));

serve(backofficeContentRoutes, api.sendMessage, (c, { body }) => sendStaffMessage(c.get('app'), staffOf(c), body));
