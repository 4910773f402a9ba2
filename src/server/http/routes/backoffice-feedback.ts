/** Back office, customer service desk: members' feedback. Contracts: src/lib/contracts/backoffice-support.ts (feedback*). */
import { Hono } from 'hono';
import { backofficeSupport as api } from '#lib/contracts/backoffice-support.ts';
import { closeFeedbackAs, replyToFeedbackAs, setFeedbackTagsAs } from '#server/backoffice/index.ts';
import { deskFeedbackList, feedbackImage } from '#server/support/index.ts';
import { serve } from '../contract-route.ts';
import type { ApiEnv } from '../env.ts';
import { staffOf } from '../staff-guard.ts';

export const backofficeFeedbackRoutes = new Hono<ApiEnv>();

serve(backofficeFeedbackRoutes, api.feedbackList, (c, { query }) => deskFeedbackList(c.get('app').db, query));
serve(backofficeFeedbackRoutes, api.feedbackReply, (c, { params, body }) => replyToFeedbackAs(c.get('app'), staffOf(c), params.id, body.body, body.version));
serve(backofficeFeedbackRoutes, api.feedbackTags, (c, { params, body }) => setFeedbackTagsAs(c.get('app'), staffOf(c), params.id, body.tags, body.version));
serve(backofficeFeedbackRoutes, api.feedbackClose, (c, { params, body }) => closeFeedbackAs(c.get('app'), staffOf(c), params.id, body.version));
serve(backofficeFeedbackRoutes, api.feedbackImage, async (c, { params }) => {
  const file = await feedbackImage(c.get('app').db, c.get('app').config.dataDir, params.id);
  return c.body(new Uint8Array(file.data), 200, {
    'Content-Type': file.mime,
    'Content-Disposition': 'inline',
    'Cache-Control': 'private, no-store',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  });
});
