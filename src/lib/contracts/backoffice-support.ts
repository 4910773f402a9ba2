/**
 * Back office: the customer-service desk (issue 20). Agents set themselves available and are
 * assigned queued chats automatically up to their cap (general and VIP queues, per language);
 * they answer with text, images and canned replies, leave internal notes, take over or transfer,
 * and close with a reason. Transcripts are searchable; the metrics feed the dashboard. Feedback
 * is replied to, tagged and closed here too. Reading needs support.read; answering
 * support.reply; taking over another agent's chat, transferring it and editing canned replies
 * support.manage. Every staff message and action is audited.
 */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { epochMs, idParams, minor, pageNo, pageOf } from './common.ts';
import { CANNED_BODY_MAX, CANNED_TITLE_MAX, CHAT_KINDS, CHAT_LANGUAGES, CHAT_QUEUES, CHAT_STATUSES, CLOSE_REASONS, FEEDBACK_REPLY_MAX, FEEDBACK_STATUSES, FEEDBACK_TAG_MAX, FEEDBACK_TAGS_MAX, FEEDBACK_TYPES } from './chat-model.ts';
import { ChatConversation, ChatMessage, chatText, clientId } from './chat.ts';
import { FeedbackItem } from './feedback.ts';

const tag = 'Back office: Customer service';
const read = { tag, access: 'staff', permission: 'support.read' } as const;
const reply = { tag, access: 'staff', permission: 'support.reply' } as const;
const manage = { tag, access: 'staff', permission: 'support.manage' } as const;
const int = z.number().int();
const epochQuery = z.coerce.number().int().min(0).max(8_640_000_000_000).describe('epoch milliseconds');

export const DeskConversation = ChatConversation.extend({
  memberId: int.nullable(),
  account: z.string().nullable().describe('the member’s account'),
  email: z.string().nullable(),
  agentId: int.nullable(),
  firstResponseAt: epochMs.nullable(),
  lastMessageAt: epochMs,
  ratingComment: z.string().nullable(),
  unread: int.describe('player messages after the agent’s read mark'),
  lastText: z.string().describe('the last message, shortened'),
  version: int.describe('changes with every take, transfer and close: a take or transfer sends back the version it read'),
});
export type DeskConversation = z.infer<typeof DeskConversation>;

export const DeskAgent = z.object({
  staffId: int,
  name: z.string(),
  available: z.boolean(),
  online: z.boolean().describe('the desk is open (seen within a minute)'),
  active: int.describe('chats assigned now'),
  maxChats: int,
  languages: z.array(z.enum(CHAT_LANGUAGES)),
});
export type DeskAgent = z.infer<typeof DeskAgent>;

export const DeskOverview = z.object({
  me: DeskAgent,
  queues: z.array(z.object({ queue: z.enum(CHAT_QUEUES), language: z.enum(CHAT_LANGUAGES), kind: z.enum(CHAT_KINDS), waiting: int, oldestAt: epochMs.nullable() })),
  mine: z.array(DeskConversation).describe('chats and tickets assigned to me, open first'),
  waiting: z.array(DeskConversation).describe('queued, oldest first'),
  others: z.array(DeskConversation).describe('active with other agents (support.manage sees them to take over)'),
  agents: z.array(DeskAgent),
});
export type DeskOverview = z.infer<typeof DeskOverview>;

export const DeskThread = z.object({ conversation: DeskConversation, messages: z.array(ChatMessage).describe('notes included') });
export type DeskThread = z.infer<typeof DeskThread>;

export const MemberPanel = z.object({
  memberId: int,
  account: z.string(),
  nickname: z.string().nullable(),
  balance: minor,
  currency: z.string(),
  vipRank: z.object({ level: int, name: z.string() }).nullable(),
  rg: z.object({ state: z.enum(['none', 'limits', 'cool_off', 'self_excluded']), until: epochMs.nullable() }),
  deposits: z.array(z.object({ id: int, amount: minor, status: z.string(), time: epochMs })),
  withdrawals: z.array(z.object({ id: int, amount: minor, status: z.string(), time: epochMs })),
  openDisputes: z.array(z.object({ id: int, withdrawalId: int, status: z.string(), time: epochMs })),
  registeredAt: epochMs,
});
export type MemberPanel = z.infer<typeof MemberPanel>;

export const CannedReply = z.object({ id: int, language: z.enum(CHAT_LANGUAGES), title: z.string(), body: z.string(), sort: int });
export type CannedReply = z.infer<typeof CannedReply>;
const cannedBody = z.object({ language: z.enum(CHAT_LANGUAGES), title: z.string().trim().min(1).max(CANNED_TITLE_MAX), body: z.string().trim().min(1).max(CANNED_BODY_MAX), sort: int.min(0).max(10_000).default(0) });

export const SupportMetrics = z.object({
  from: epochMs,
  to: epochMs,
  chats: int,
  tickets: int,
  answered: int,
  missed: int.describe('closed without any staff reply'),
  firstResponse: z.object({ p50: int.nullable(), p90: int.nullable() }).describe('seconds from the start to the first staff reply'),
  handleTime: z.object({ p50: int.nullable(), p90: int.nullable() }).describe('seconds from assignment to close'),
  waitTime: z.object({ p50: int.nullable(), p90: int.nullable() }).describe('seconds queued before assignment'),
  rating: z.object({ average: z.number().nullable(), count: int }),
  byAgent: z.array(z.object({ staffId: int, name: z.string(), chats: int, firstResponseP50: int.nullable(), handleP50: int.nullable(), rating: z.number().nullable() })),
  feedbackOpen: int,
  waiting: int.describe('chats queued now (not tickets)'),
});
export type SupportMetrics = z.infer<typeof SupportMetrics>;

export const DeskFeedback = FeedbackItem.extend({ memberId: int, account: z.string(), tags: z.array(z.string()), language: z.string(), version: int.describe('send back with a reply, tags or close') });
export type DeskFeedback = z.infer<typeof DeskFeedback>;

const convParams = idParams;

export const backofficeSupport = {
  overview: endpoint({ method: 'GET', path: '/backoffice/api/support/desk', summary: 'The desk: my chats, the queues, other agents’ chats, who is on duty', ...read, response: DeskOverview, errors: [] }),
  availability: endpoint({
    method: 'POST',
    path: '/backoffice/api/support/availability',
    summary: 'Sets whether I take new chats (and my cap and languages); taking chats assigns waiting ones at once',
    ...reply,
    body: z.object({ available: z.boolean(), maxChats: int.min(1).max(20).optional(), languages: z.array(z.enum(CHAT_LANGUAGES)).min(1).optional() }),
    response: DeskAgent,
    errors: [],
  }),
  conversations: endpoint({
    method: 'GET',
    path: '/backoffice/api/support/conversations',
    summary: 'Transcripts: conversations by status, queue, language, agent, member and period, searchable by text',
    ...read,
    query: z.object({
      status: z.enum(CHAT_STATUSES).optional(),
      kind: z.enum(CHAT_KINDS).optional(),
      queue: z.enum(CHAT_QUEUES).optional(),
      language: z.enum(CHAT_LANGUAGES).optional(),
      agentId: z.coerce.number().int().optional(),
      member: z.string().trim().max(40).optional().describe('account or name'),
      q: z.string().trim().max(100).optional().describe('words in any message'),
      from: epochQuery.optional(),
      to: epochQuery.optional(),
      pageNo,
    }),
    response: pageOf(DeskConversation),
    errors: [],
  }),
  thread: endpoint({ method: 'GET', path: '/backoffice/api/support/conversations/:id', summary: 'One conversation with every message and note', ...read, params: convParams, response: DeskThread, errors: ['NOT_FOUND'] }),
  take: endpoint({
    method: 'POST',
    path: '/backoffice/api/support/conversations/:id/take',
    summary: 'Takes a waiting conversation, or takes over another agent’s (support.manage)',
    ...reply,
    params: convParams,
    body: z.object({ version: int.describe('the version read: a change meanwhile refuses') }),
    response: DeskThread,
    errors: ['NOT_FOUND', 'CHAT_CLOSED', 'CHAT_TAKEN', 'STAFF_FORBIDDEN'],
  }),
  transfer: endpoint({
    method: 'POST',
    path: '/backoffice/api/support/conversations/:id/transfer',
    summary: 'Hands my conversation (or any, with support.manage) to another agent or back to a queue',
    ...reply,
    params: convParams,
    body: z.object({ version: int, toStaffId: int.optional(), toQueue: z.enum(CHAT_QUEUES).optional(), note: z.string().trim().max(500).optional() }),
    response: DeskThread,
    errors: ['NOT_FOUND', 'CHAT_CLOSED', 'CHAT_TAKEN', 'CHAT_AGENT_UNAVAILABLE', 'STAFF_FORBIDDEN'],
  }),
  send: endpoint({
    method: 'POST',
    path: '/backoffice/api/support/conversations/:id/messages',
    summary: 'Answers in my conversation (text, image or both), or leaves an internal note (`note: true`, never shown to the player); the same clientId answers the stored message',
    ...reply,
    params: convParams,
    body: z.object({ clientId, text: chatText.default(''), fileId: z.number().int().optional(), note: z.boolean().default(false) }),
    response: ChatMessage,
    errors: ['NOT_FOUND', 'CHAT_CLOSED', 'CHAT_NOT_YOURS', 'CHAT_EMPTY_MESSAGE', 'UPLOAD_REFUSED', 'TOO_MANY_REQUESTS'],
  }),
  upload: endpoint({
    method: 'POST',
    path: '/backoffice/api/support/conversations/:id/files',
    summary: 'Uploads an image into my conversation (png or jpg, 5 MB, raw body)',
    ...reply,
    params: convParams,
    response: z.object({ id: int, mime: z.string(), bytes: int }),
    errors: ['NOT_FOUND', 'CHAT_CLOSED', 'CHAT_NOT_YOURS', 'UPLOAD_REFUSED', 'PAYLOAD_TOO_LARGE', 'TOO_MANY_REQUESTS'],
  }),
  file: endpoint({
    method: 'GET',
    path: '/backoffice/api/support/files/:id',
    summary: 'An image of any conversation',
    ...read,
    params: z.object({ id: z.string() }),
    response: null,
    media: 'image/png',
    errors: ['NOT_FOUND'],
  }),
  typing: endpoint({ method: 'POST', path: '/backoffice/api/support/conversations/:id/typing', summary: 'Tells the player the agent is typing', ...reply, params: convParams, body: z.object({ typing: z.boolean() }), response: z.object({}), errors: ['NOT_FOUND', 'CHAT_NOT_YOURS'] }),
  marks: endpoint({
    method: 'POST',
    path: '/backoffice/api/support/conversations/:id/marks',
    summary: 'Marks the player’s messages delivered and read up to an id (forward only)',
    ...reply,
    params: convParams,
    body: z.object({ deliveredId: int.min(0).optional(), readId: int.min(0).optional() }),
    response: z.object({}),
    errors: ['NOT_FOUND', 'CHAT_NOT_YOURS'],
  }),
  close: endpoint({
    method: 'POST',
    path: '/backoffice/api/support/conversations/:id/close',
    summary: 'Closes a conversation with a reason (a ticket’s last reply reaches the person by email or internal message)',
    ...reply,
    params: convParams,
    body: z.object({ reason: z.enum(CLOSE_REASONS), note: z.string().trim().max(500).optional() }),
    response: DeskThread,
    errors: ['NOT_FOUND', 'CHAT_NOT_YOURS', 'STAFF_FORBIDDEN'],
  }),
  member: endpoint({ method: 'GET', path: '/backoffice/api/support/conversations/:id/member', summary: 'The member beside the chat: balance, last deposits and withdrawals, open disputes, RG state, VIP rank; the role needs members.read too (STAFF_FORBIDDEN otherwise); a visitor’s conversation is NOT_FOUND', ...read, params: convParams, response: MemberPanel, errors: ['NOT_FOUND', 'STAFF_FORBIDDEN'] }),
  stream: endpoint({
    method: 'GET',
    path: '/backoffice/api/support/stream',
    summary: 'Server-sent events of the desk: `desk` (queues or assignments changed), `message` ({ conversationId, message }), `conversation` (DeskConversation), `typing` ({ conversationId, typing }); keeps the agent on duty while open',
    ...read,
    response: null,
    media: 'text/event-stream',
    errors: [],
  }),
  canned: endpoint({ method: 'GET', path: '/backoffice/api/support/canned', summary: 'Canned replies, both languages', ...read, response: z.array(CannedReply), errors: [] }),
  cannedCreate: endpoint({ method: 'POST', path: '/backoffice/api/support/canned', summary: 'Adds a canned reply', ...manage, body: cannedBody, response: CannedReply, errors: [] }),
  cannedUpdate: endpoint({ method: 'PUT', path: '/backoffice/api/support/canned/:id', summary: 'Edits a canned reply', ...manage, params: idParams, body: cannedBody, response: CannedReply, errors: ['NOT_FOUND'] }),
  cannedDelete: endpoint({ method: 'DELETE', path: '/backoffice/api/support/canned/:id', summary: 'Removes a canned reply', ...manage, params: idParams, response: z.object({}), errors: ['NOT_FOUND'] }),
  metrics: endpoint({
    method: 'GET',
    path: '/backoffice/api/support/metrics',
    summary: 'Response-time metrics over a period (default the last 7 days): first response, wait, handle time, rating, per agent',
    ...read,
    query: z.object({ from: epochQuery.optional(), to: epochQuery.optional() }),
    response: SupportMetrics,
    errors: [],
  }),
  feedbackList: endpoint({
    method: 'GET',
    path: '/backoffice/api/support/feedback',
    summary: 'Members’ feedback by status, type, tag and text',
    ...read,
    query: z.object({ status: z.enum(FEEDBACK_STATUSES).optional(), type: z.enum(FEEDBACK_TYPES).optional(), tag: z.string().trim().max(FEEDBACK_TAG_MAX).optional(), q: z.string().trim().max(100).optional(), member: z.string().trim().max(40).optional(), pageNo }),
    response: pageOf(DeskFeedback),
    errors: [],
  }),
  feedbackReply: endpoint({
    method: 'POST',
    path: '/backoffice/api/support/feedback/:id/reply',
    summary: 'Replies to feedback: the member sees it in the list and gets an internal message',
    ...reply,
    params: idParams,
    body: z.object({ body: z.string().trim().min(1).max(FEEDBACK_REPLY_MAX), version: int }),
    response: DeskFeedback,
    errors: ['NOT_FOUND', 'INVALID_STATE'],
  }),
  feedbackTags: endpoint({
    method: 'POST',
    path: '/backoffice/api/support/feedback/:id/tags',
    summary: 'Sets the feedback’s tags',
    ...reply,
    params: idParams,
    body: z.object({ tags: z.array(z.string().trim().min(1).max(FEEDBACK_TAG_MAX)).max(FEEDBACK_TAGS_MAX), version: int }),
    response: DeskFeedback,
    errors: ['NOT_FOUND', 'INVALID_STATE'],
  }),
  feedbackClose: endpoint({
    method: 'POST',
    path: '/backoffice/api/support/feedback/:id/close',
    summary: 'Closes feedback',
    ...reply,
    params: idParams,
    body: z.object({ version: int }),
    response: DeskFeedback,
    errors: ['NOT_FOUND', 'INVALID_STATE'],
  }),
  feedbackImage: endpoint({
    method: 'GET',
    path: '/backoffice/api/support/feedback/images/:id',
    summary: 'An image a member attached to feedback (png or jpg)',
    ...read,
    params: idParams,
    response: null,
    media: 'image/png',
    errors: ['NOT_FOUND'],
  }),
};
