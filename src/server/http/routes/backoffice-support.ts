/**
 * Back office, the customer-service desk: the overview, availability, take and take-over,
 * transfer, answers and notes with images, marks, typing, closing and the desk's stream.
 * Contracts: src/lib/contracts/backoffice-support.ts (transcripts, member panel, canned replies and
 * metrics: routes/backoffice-support-records.ts).
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { can } from '#lib/backoffice/roles.ts';
import { backofficeSupport as api } from '#lib/contracts/backoffice-support.ts';
import { recordId } from '#lib/contracts/common.ts';
import {
  closeConversationAs,
  deskOverviewAs,
  setAvailabilityAs,
  staffFile,
  staffMarksAs,
  staffSendAs,
  staffTypingAs,
  staffUploadAs,
  takeConversationAs,
  transferConversationAs,
} from '#server/backoffice/index.ts';
import { MAX_UPLOAD_BYTES } from '#server/cashier/index.ts';
import { NotFound } from '#server/errors.ts';
import { serve } from '../contract-route.ts';
import type { ApiEnv } from '../env.ts';
import { failure } from '../errors.ts';
import { deskStream } from '../responses/chat-desk-stream.ts';
import { staffOf } from '../staff-guard.ts';

export const backofficeSupportRoutes = new Hono<ApiEnv>();

/** The staff image upload's path pattern: its body may be up to 5 MB (app.ts lets it past the 1 MB limit). */
export const STAFF_CHAT_UPLOAD = /^\/backoffice\/api\/support\/conversations\/\d+\/files$/;

serve(backofficeSupportRoutes, api.overview, (c) => deskOverviewAs(c.get('app'), staffOf(c)));
serve(backofficeSupportRoutes, api.availability, (c, { body }) => setAvailabilityAs(c.get('app'), staffOf(c), body));
serve(backofficeSupportRoutes, api.take, (c, { params, body }) => takeConversationAs(c.get('app'), staffOf(c), params.id, body.version));
serve(backofficeSupportRoutes, api.transfer, (c, { params, body }) => transferConversationAs(c.get('app'), staffOf(c), params.id, body));
serve(backofficeSupportRoutes, api.send, (c, { params, body }) => staffSendAs(c.get('app'), staffOf(c), params.id, body));
serve(backofficeSupportRoutes, api.typing, (c, { params, body }) => staffTypingAs(c.get('app'), staffOf(c), params.id, body.typing));
serve(backofficeSupportRoutes, api.marks, (c, { params, body }) => staffMarksAs(c.get('app'), staffOf(c), params.id, body));
serve(backofficeSupportRoutes, api.close, (c, { params, body }) => closeConversationAs(c.get('app'), staffOf(c), params.id, body.reason, body.note));

// The size limit comes first, so an oversized body is refused unread.
backofficeSupportRoutes.post(api.upload.path, bodyLimit({ maxSize: MAX_UPLOAD_BYTES + 1024, onError: (c) => failure(c, 'PAYLOAD_TOO_LARGE', 'Images may be at most 5 MB.') }));
serve(backofficeSupportRoutes, api.upload, async (c, { params }) => staffUploadAs(c.get('app'), staffOf(c), params.id, new Uint8Array(await c.req.arrayBuffer())));

serve(backofficeSupportRoutes, api.file, async (c, { params }) => {
  const id = recordId.safeParse(params.id);
  if (!id.success) throw new NotFound('No such image.');
  const file = await staffFile(c.get('app'), id.data);
  return c.body(new Uint8Array(file.data), 200, {
    'Content-Type': file.mime,
    'Content-Disposition': 'inline',
    'Cache-Control': 'private, max-age=3600',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  });
});

serve(backofficeSupportRoutes, api.stream, (c) => {
  const staff = staffOf(c);
  return deskStream(c, c.get('app'), { staffId: staff.staffId, name: staff.displayName, canManage: can(staff.role, 'support.manage') });
});
