import { Hono } from 'hono';
import { z } from 'zod';
import { ANNOUNCEMENT_TYPES, listAnnouncements, popupAnnouncements } from '#server/content/announcements.ts';
import type { ApiEnv } from '../env.ts';
import { languageParam, pageNo, pageSize, recordId } from '../schemas.ts';
import { readQuery } from '../validate.ts';

const announcementQuery = z.object({
  types: z
    .string()
    .default('B')
    .transform((v) => v.split(',').map((t) => t.trim().toUpperCase()))
    .pipe(z.array(z.enum(ANNOUNCEMENT_TYPES)).min(1).max(ANNOUNCEMENT_TYPES.length)),
  platform: z.literal('W').default('W'),
  language: languageParam,
  pageNo,
  pageSize: pageSize(9, 50),
  focusId: recordId.optional(),
});

export const contentRoutes = new Hono<ApiEnv>().get('/wps/relay/MCSFE_getListAnnouncements', async (c) => {
  const q = readQuery(c, announcementQuery);
  const { db } = c.get('app');
  const [page, popup] = await Promise.all([
    listAnnouncements(db, { locale: q.language, types: q.types, pageNo: q.pageNo, pageSize: q.pageSize, focusId: q.focusId }),
    popupAnnouncements(db, q.language),
  ]);
  return c.json({ success: true, value: { ...page, popup } });
});
