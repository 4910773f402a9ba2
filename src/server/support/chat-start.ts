/**
 * Starting a live chat, or leaving a message (a ticket) while the chat is offline. A visitor gives
 * a name; a signed-in member is known by their account, with the profile's email for the
 * transcript, and joins the VIP line above spec §6's rank. The caller's open conversation is
 * answered as it is, however often the start is pressed.
 */
import type { ChatState } from '#lib/contracts/chat.ts';
import type { ChatLanguage, ChatQueue } from '#lib/contracts/chat-model.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Client } from '#server/auth/index.ts';
import { atomically, type Db } from '#server/db/connect.ts';
import { getMember, lockMemberRow } from '#server/members/index.ts';
import { type ChatCaller, type ConversationRow, findConversation, newChatToken } from './chat-access.ts';
import { assignWaiting } from './chat-assign.ts';
import { chatAvailability } from './chat-hours.ts';
import { queueFor } from './chat-queue.ts';
import { chatState } from './chat-views.ts';
import { ChatEmailRequired, ChatNameRequired, ChatOffline } from './errors.ts';

export interface StartInput {
  name?: string | undefined;
  email?: string | undefined;
  language: string;
}

export interface TicketInput extends StartInput {
  text: string;
  clientId: string;
}

/** The answer to a start: the page's state, and the new conversation's access token for the cookie (none when it already had one). */
export interface Started {
  state: ChatState;
  token: string | null;
}

function chatLanguage(language: string): ChatLanguage {
  return language.toLowerCase() === 'en' ? 'en' : 'bn';
}

/** Who the conversation is with: a member's account and profile email, or the visitor's own name and email. */
async function contactOf(db: Db, caller: ChatCaller, input: StartInput): Promise<{ name: string; email: string | null; queue: ChatQueue }> {
  if (caller.memberId === undefined) {
    const name = input.name?.trim() ?? '';
    if (!name) throw new ChatNameRequired('Please tell us your name.');
    return { name, email: input.email?.trim() || null, queue: 'general' };
  }
  const member = await getMember(db, caller.memberId);
  return { name: member.account, email: member.email?.trim() || input.email?.trim() || null, queue: await queueFor(db, caller.memberId) };
}

function isOpen(row: ConversationRow | null): row is ConversationRow {
  return row !== null && row.kind === 'chat' && row.status !== 'closed';
}

/** The member's open chat, read inside the transaction that holds their row's lock. */
async function openChatOfMember(tx: Db, memberId: number): Promise<ConversationRow | undefined> {
  return tx.selectFrom('chat_conversations').selectAll().where('member_id', '=', memberId).where('kind', '=', 'chat').where('status', '<>', 'closed').orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/**
 * Starts a live chat in the caller's line (or answers their open one). Members' parallel starts
 * meet under the member row's lock and make one conversation; a visitor's repeated start carries
 * the cookie of the first. Refused while offline (hours or no agent on duty), without a visitor's
 * name, and beyond the address's start allowance.
 */
export async function startConversation(app: AppContext, caller: ChatCaller, input: StartInput, client: Client, now = Date.now()): Promise<Started> {
  const language = chatLanguage(input.language);
  const existing = await findConversation(app.db, caller);
  if (isOpen(existing)) return { state: await chatState(app, caller, language, now), token: null };
  const contact = await contactOf(app.db, caller, input);
  const availability = await chatAvailability(app, now);
  if (!availability.online) throw new ChatOffline('Chat is offline: leave us a message instead.', { reason: availability.offlineReason });

  const made = await atomically(app.db, async (tx) => {
    if (caller.memberId !== undefined) {
      await lockMemberRow(tx, caller.memberId);
      const open = await openChatOfMember(tx, caller.memberId);
      if (open) return null;
    }
    // Counted only when a conversation is made: pressing start again, or a parallel start that
    // finds the first one, costs the address nothing.
    await app.limits.hit('chatStartIp', client.ip);
    const { token, hash } = newChatToken();
    const row = await tx
      .insertInto('chat_conversations')
      .values({ token_hash: hash, member_id: caller.memberId ?? null, name: contact.name, email: contact.email, language, queue: contact.queue, kind: 'chat', status: 'queued', created_at: now, last_message_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: Number(row.id), token };
  });
  if (!made) return { state: await chatState(app, caller, language, now), token: null };

  app.events.chat({ conversationId: made.id, type: 'desk', from: 'player', data: {} });
  // Answered at once when an agent has room, instead of waiting for the assignment job's next run.
  await assignWaiting(app, now);
  return { state: await chatState(app, { ...caller, token: made.token }, language, now), token: made.token };
}

/**
 * The ticket this sender already left with this clientId (a resend after a dropped connection):
 * the member's own, or a visitor's with the same email.
 */
async function sameTicket(db: Db, caller: ChatCaller, email: string | null, clientId: string): Promise<number | undefined> {
  let q = db
    .selectFrom('chat_messages as m')
    .innerJoin('chat_conversations as c', 'c.id', 'm.conversation_id')
    .select('c.id')
    .where('m.client_id', '=', clientId)
    .where('m.author', '=', 'player')
    .where('c.kind', '=', 'ticket');
  q = caller.memberId === undefined ? q.where('c.member_id', 'is', null).where('c.email', '=', email ?? '') : q.where('c.member_id', '=', caller.memberId);
  const row = await q.limit(1).executeTakeFirst();
  return row === undefined ? undefined : Number(row.id);
}

/**
 * Leaves a message while chat is offline: a ticket waiting for staff, its text the first player
 * message. A visitor gives a name and an email to be answered at; a member is answered by
 * internal message. No cookie: the answer comes by mail, not in this page.
 */
export async function openTicket(app: AppContext, caller: ChatCaller, input: TicketInput, client: Client, now = Date.now()): Promise<{ id: number }> {
  const language = chatLanguage(input.language);
  const contact = await contactOf(app.db, caller, input);
  if (caller.memberId === undefined && contact.email === null) throw new ChatEmailRequired('Please give an email address so we can answer you.');
  const text = input.text.trim();
  const sent = await sameTicket(app.db, caller, contact.email, input.clientId);
  if (sent !== undefined) return { id: sent };
  await app.limits.hit('chatTicketIp', client.ip);
  const id = await atomically(app.db, async (tx) => {
    if (caller.memberId !== undefined) {
      await lockMemberRow(tx, caller.memberId);
      const again = await sameTicket(tx, caller, contact.email, input.clientId);
      if (again !== undefined) return again;
    }
    const row = await tx
      .insertInto('chat_conversations')
      .values({ token_hash: newChatToken().hash, member_id: caller.memberId ?? null, name: contact.name, email: contact.email, language, queue: contact.queue, kind: 'ticket', status: 'queued', created_at: now, last_message_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const conversationId = Number(row.id);
    await tx.insertInto('chat_messages').values({ conversation_id: conversationId, author: 'player', staff_id: null, body: text, file_id: null, client_id: input.clientId, created_at: now, agent_name: null }).execute();
    return conversationId;
  });
  app.events.chat({ conversationId: id, type: 'desk', from: 'player', data: {} });
  return { id };
}
