/** Spec §4 notices: announcements, banners and pop-ups. */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { epochMs, language, pageNo, pageSize, pageOf, recordId } from './common.ts';

const tag = 'Content';

/** B banner, PL/PU/PR list, pop-up and promotion notices, H headline (spec §4). */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export const AnnouncementType = z.enum(ANNOUNCEMENT_TYPES);
export type AnnouncementType = z.infer<typeof AnnouncementType>;

export const Notice = z.object({
  id: z.number().int(),
  type: AnnouncementType,
  title: z.string(),
  content: z.string().describe('sanitised HTML'),
  imageUrl: z.string().nullable(),
  linkUrl: z.string().nullable(),
  popup: z.boolean(),
  timestamp: epochMs.describe('when it was published'),
});
export type Notice = z.infer<typeof Notice>;

export const NoticePage = pageOf(Notice);
export type NoticePage = z.infer<typeof NoticePage>;

export const content = {
  announcements: endpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getListAnnouncements',
    summary: 'One page of notices of the given types, and the notices that pop up now',
    tag,
    access: 'public',
    query: z.object({
      types: z
        .string()
        .default('B')
        .transform((v) => v.split(',').map((t) => t.trim().toUpperCase()))
        .pipe(z.array(AnnouncementType).min(1).max(ANNOUNCEMENT_TYPES.length))
        .describe('comma-separated announcement types'),
      platform: z.literal('W').default('W'),
      language,
      pageNo,
      pageSize: pageSize(9, 50),
      focusId: z.optional(recordId).describe('answer the page that holds this notice'),
    }),
    response: NoticePage.extend({ popup: z.array(Notice) }),
    errors: [],
  }),
};
