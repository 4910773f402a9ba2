/**
 * Live chat with customer service (spec §1, §2 chat room, §3 customer-service response; issue 20).
 * Anyone may chat: a visitor gives a name, a signed-in member is known by the session. Starting a
 * chat sets an HttpOnly cookie holding the conversation's access token; every other call (and the
 * stream) reaches only that conversation, or the signed-in member's own open one. Messages carry
 * the sender's `clientId`: a resend after a dropped connection is the same message, stored once.
 * The stream (server-sent events) resumes after `Last-Event-ID` (a message id), so nothing is lost
 * or shown twice.
 */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { epochMs, language, recordId } from './common.ts';
import { email } from './fields.ts';
import { CHAT_AUTHORS, CHAT_KINDS, CHAT_LANGUAGES, CHAT_MESSAGE_MAX, CHAT_NAME_MAX, CHAT_QUEUES, CHAT_RATING_COMMENT_MAX, CHAT_STATUSES, CLOSE_REASONS } from './chat-model.ts';

const tag = 'Customer service: chat';
const access = 'public';
const int = z.number().int();

/** The sender's own id of a message (a UUID or any 8–64 letters, digits, - and _). */
export const clientId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, '8–64 letters, digits, - or _');
/** Text typed into the chat: trimmed, at most 2,000 characters (an image may go without text). */
export const chatText = z.string().trim().max(CHAT_MESSAGE_MAX);

export const ChatMessage = z.object({
  id: int.describe('increases through the conversation; the stream’s event id'),
  author: z.enum(CHAT_AUTHORS).describe('the player never receives `note`'),
  body: z.string().describe('text as typed (render as text); for `system` a CHAT_SYSTEM_LINES key'),
  fileId: int.nullable().describe('an image: GET /wps/chat/files/:id (or the staff route)'),
  clientId: z.string(),
  agentName: z.string().nullable().describe('the answering agent’s shown name (staff lines)'),
  time: epochMs,
});
export type ChatMessage = z.infer<typeof ChatMessage>;

export const ChatConversation = z.object({
  id: int,
  kind: z.enum(CHAT_KINDS),
  status: z.enum(CHAT_STATUSES),
  queue: z.enum(CHAT_QUEUES),
  language: z.enum(CHAT_LANGUAGES),
  name: z.string(),
  member: z.boolean().describe('started by a signed-in member'),
  hasEmail: z.boolean().describe('a transcript can be emailed'),
  agentName: z.string().nullable(),
  position: int.nullable().describe('1-based place in its queue while queued'),
  etaSeconds: int.nullable().describe('estimated wait while queued, from recent waits; null when unknown'),
  staffDeliveredId: int.describe('the player’s messages up to this id reached the agent'),
  staffReadId: int.describe('… and were read by the agent'),
  playerReadId: int,
  createdAt: epochMs,
  closedAt: epochMs.nullable(),
  closeReason: z.enum(CLOSE_REASONS).nullable(),
  closedBy: z.enum(['player', 'staff', 'system']).nullable(),
  rating: int.nullable(),
  transcriptSent: z.boolean(),
});
export type ChatConversation = z.infer<typeof ChatConversation>;

export const ChatHours = z.object({
  open: z.string().describe('HH:MM in the merchant’s time zone'),
  close: z.string(),
  days: z.array(int).describe('0 = Sunday … 6 = Saturday'),
  timeZone: z.string(),
});

export const ChatState = z.object({
  online: z.boolean().describe('false: outside staffed hours or no agent on duty — leave a message (a ticket) instead'),
  offlineReason: z.enum(['hours', 'no_agents']).nullable(),
  hours: ChatHours,
  waiting: int.describe('conversations waiting in the caller’s queue'),
  etaSeconds: int.nullable(),
  conversation: ChatConversation.nullable().describe('the caller’s open conversation (cookie, or the member’s own)'),
  history: z.array(ChatMessage).describe('its messages so far (oldest first)'),
  maxMessage: int,
});
export type ChatState = z.infer<typeof ChatState>;

const startBody = z.object({
  name: z.string().trim().min(1).max(CHAT_NAME_MAX).optional().describe('required for visitors; a member’s account is used otherwise'),
  email: z.optional(email),
  language,
});

export const chat = {
  state: endpoint({
    method: 'GET',
    path: '/wps/chat',
    summary: 'Whether chat is staffed now, the queue, and the caller’s open conversation with its history',
    tag,
    access,
    query: z.object({ language }),
    response: ChatState,
    errors: [],
  }),
  start: endpoint({
    method: 'POST',
    path: '/wps/chat/conversations',
    summary: 'Starts a conversation (or answers the caller’s open one) and sets the chat cookie; members above VIP rank 4 join the VIP queue',
    tag,
    access,
    body: startBody,
    response: ChatState,
    errors: ['CHAT_OFFLINE', 'CHAT_NAME_REQUIRED', 'TOO_MANY_REQUESTS'],
  }),
  ticket: endpoint({
    method: 'POST',
    path: '/wps/chat/tickets',
    summary: 'Outside staffed hours: leaves a message that opens a ticket, answered by email (visitors) or internal message (members)',
    tag,
    access,
    body: startBody.extend({ text: chatText.min(1), clientId }),
    response: z.object({ id: int }),
    errors: ['CHAT_NAME_REQUIRED', 'CHAT_EMAIL_REQUIRED', 'TOO_MANY_REQUESTS'],
  }),
  send: endpoint({
    method: 'POST',
    path: '/wps/chat/messages',
    summary: 'Sends a message (text, an uploaded image, or both); the same clientId again answers the stored message',
    tag,
    access,
    body: z.object({ clientId, text: chatText.default(''), fileId: z.optional(recordId) }),
    response: ChatMessage,
    errors: ['NOT_FOUND', 'CHAT_CLOSED', 'CHAT_EMPTY_MESSAGE', 'UPLOAD_REFUSED', 'TOO_MANY_REQUESTS'],
  }),
  upload: endpoint({
    method: 'POST',
    path: '/wps/chat/files',
    summary: 'Uploads an image into the open conversation: png or jpg, at most 5 MB, as the raw body; re-encoded before it is stored',
    tag,
    access,
    response: z.object({ id: int, mime: z.string(), bytes: int }),
    errors: ['NOT_FOUND', 'CHAT_CLOSED', 'UPLOAD_REFUSED', 'PAYLOAD_TOO_LARGE', 'TOO_MANY_REQUESTS'],
  }),
  file: endpoint({
    method: 'GET',
    path: '/wps/chat/files/:id',
    summary: 'An image of the caller’s conversation',
    tag,
    access,
    params: z.object({ id: z.string() }),
    response: null,
    media: 'image/png',
    errors: ['NOT_FOUND'],
  }),
  typing: endpoint({
    method: 'POST',
    path: '/wps/chat/typing',
    summary: 'Tells the agent the player is typing (or stopped)',
    tag,
    access,
    body: z.object({ typing: z.boolean() }),
    response: z.object({}),
    errors: ['NOT_FOUND', 'TOO_MANY_REQUESTS'],
  }),
  marks: endpoint({
    method: 'POST',
    path: '/wps/chat/marks',
    summary: 'Marks the agent’s messages received (delivered) and read up to an id; marks only ever move forward',
    tag,
    access,
    body: z.object({ deliveredId: int.min(0).optional(), readId: int.min(0).optional() }),
    response: z.object({}),
    errors: ['NOT_FOUND'],
  }),
  close: endpoint({
    method: 'POST',
    path: '/wps/chat/close',
    summary: 'The player ends the conversation (a closed one answers as it is)',
    tag,
    access,
    bodyOptional: true,
    body: z.object({}),
    response: ChatConversation,
    errors: ['NOT_FOUND'],
  }),
  rate: endpoint({
    method: 'POST',
    path: '/wps/chat/rating',
    summary: 'Rates the ended conversation, once (1–5, with an optional comment)',
    tag,
    access,
    body: z.object({ rating: int.min(1).max(5), comment: z.string().trim().max(CHAT_RATING_COMMENT_MAX).optional() }),
    response: ChatConversation,
    errors: ['NOT_FOUND', 'INVALID_STATE'],
  }),
  transcript: endpoint({
    method: 'POST',
    path: '/wps/chat/transcript',
    summary: 'Emails the transcript of the ended conversation to the member’s (or given) address, once',
    tag,
    access,
    bodyOptional: true,
    body: z.object({ email: z.optional(email) }),
    response: ChatConversation,
    errors: ['NOT_FOUND', 'INVALID_STATE', 'CHAT_EMAIL_REQUIRED', 'TOO_MANY_REQUESTS'],
  }),
  stream: endpoint({
    method: 'GET',
    path: '/wps/chat/stream',
    summary: 'Server-sent events of the caller’s conversation: `message` (ChatMessage, event id = message id; resumes after Last-Event-ID or `after`), `conversation` (ChatConversation on any change), `typing` ({ typing }), `ping` every 25 s',
    tag,
    access,
    query: z.object({ after: z.coerce.number().int().min(0).optional() }),
    response: null,
    media: 'text/event-stream',
    errors: ['NOT_FOUND'],
  }),
};
