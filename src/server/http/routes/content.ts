import { Hono } from 'hono';
import { content } from '#lib/contracts/content.ts';
import { listAnnouncements, popupAnnouncements } from '#server/content/index.ts';
import { serve } from '../contract-route.ts';
import type { ApiEnv } from '../env.ts';

export const contentRoutes = new Hono<ApiEnv>();

serve(contentRoutes, content.announcements, async (c, { query: q }) => {
  const { db } = c.get('app');
  const [page, popup] = await Promise.all([
    listAnnouncements(db, { locale: q.language, types: q.types, pageNo: q.pageNo, pageSize: q.pageSize, focusId: q.focusId }),
    popupAnnouncements(db, q.language),
  ]);
  return { ...page, popup };
});
