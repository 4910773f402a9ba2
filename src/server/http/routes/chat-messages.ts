/**
 * The player's side of a conversation's traffic: messages, images, typing, marks and the stream
 * (contracts: src/lib/contracts/chat.ts). Starting, closing, rating and transcripts: routes/chat.ts.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { chat as api } from '#lib/contracts/chat.ts';
import { recordId } from '#lib/contracts/common.ts';
import { MAX_UPLOAD_BYTES } from '#server/cashier/index.ts';
import { NotFound } from '#server/errors.ts';
import { type ConversationRow, findConversation, postMessage, readChatFile, setMarks, setTyping, storeChatFile } from '#server/support/index.ts';
import { chatCallerOf } from '../chat-caller.ts';
import { serve } from '../contract-route.ts';
import type { ApiEnv } from '../env.ts';
import { failure } from '../errors.ts';
import { chatStream } from '../responses/chat-stream.ts';

export const chatMessageRoutes = new Hono<ApiEnv>();

/** Images come as the raw body (up to 5 MB): the API's 1 MB limit leaves this path to the route's own. */
export const CHAT_UPLOAD_PATH = api.upload.path;

/** The caller's conversation (its cookie, or the signed-in member's own); none is NOT_FOUND. */
async function conversationOf(c: Context<ApiEnv>): Promise<ConversationRow> {
  const row = await findConversation(c.get('app').db, await chatCallerOf(c));
  if (!row) throw new NotFound('No conversation. Start a chat first.');
  return row;
}

serve(chatMessageRoutes, api.send, async (c, { body }) => postMessage(c.get('app'), await conversationOf(c), { author: 'player', clientId: body.clientId, text: body.text, fileId: body.fileId }));

// The size limit comes first, so an oversized body is refused unread.
chatMessageRoutes.post(CHAT_UPLOAD_PATH, bodyLimit({ maxSize: MAX_UPLOAD_BYTES + 1024, onError: (c) => failure(c, 'PAYLOAD_TOO_LARGE', 'Images may be at most 5 MB.') }));
serve(chatMessageRoutes, api.upload, async (c) => {
  const row = await conversationOf(c);
  return storeChatFile(c.get('app'), row, 'player', new Uint8Array(await c.req.arrayBuffer()));
});

serve(chatMessageRoutes, api.file, async (c, { params }) => {
  const id = recordId.safeParse(params.id);
  if (!id.success) throw new NotFound('No such image.');
  const row = await conversationOf(c);
  const file = await readChatFile(c.get('app'), id.data, Number(row.id));
  return c.body(new Uint8Array(file.data), 200, {
    'Content-Type': file.mime,
    'Content-Disposition': 'inline',
    'Cache-Control': 'private, max-age=3600',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  });
});

serve(chatMessageRoutes, api.typing, async (c, { body }) => {
  await setTyping(c.get('app'), await conversationOf(c), 'player', body.typing);
  return {};
});

serve(chatMessageRoutes, api.marks, async (c, { body }) => {
  await setMarks(c.get('app'), await conversationOf(c), 'player', body);
  return {};
});

serve(chatMessageRoutes, api.stream, async (c, { query }) => {
  const row = await conversationOf(c);
  // A browser reconnecting sends the last event id it saw; it wins over the page's own `after`.
  const header = Number(c.req.header('last-event-id'));
  const after = Number.isSafeInteger(header) && header >= 0 ? Math.max(header, query.after ?? 0) : (query.after ?? 0);
  return chatStream(c, c.get('app'), Number(row.id), after);
});
