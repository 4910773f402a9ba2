/**
 * The staff side of a conversation: who may answer it, what the desk lists (my chats, the
 * queues, other agents' chats for leads, who is on duty), staff messages and notes, marks and
 * typing. A staff answer on a ticket also reaches the person outside the chat (an internal
 * message for a member, an email for a visitor): they are not waiting in a chat window.
 */
import type { DeskAgent, DeskOverview } from '#lib/contracts/backoffice-support.ts';
import type { ChatMessage } from '#lib/contracts/chat.ts';
import type { ChatKind, ChatLanguage, ChatQueue } from '#lib/contracts/chat-model.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Db } from '#server/db/connect.ts';
import type { ConversationRow } from './chat-access.ts';
import { agentsView, agentView } from './chat-agents.ts';
import { type StaffRef, staffConversationRow } from './chat-assign.ts';
import { type NewChatMessage, postMessage, setMarks, setTyping } from './chat-messages.ts';
import { deliverTicketReply } from './chat-ticket-reply.ts';
import { ChatClosed, ChatNotYours } from './errors.ts';

export { closeByStaff, closeIdle } from './chat-staff-close.ts';

/**
 * Refuses a staff member who may not write into a conversation: an answer only into my own
 * (CHAT_NOT_YOURS otherwise — take it first); a note also, with support.manage, into any.
 */
export function assertAnswering(row: ConversationRow, staffId: number, canManage: boolean, note = false): void {
  const mine = row.status === 'active' && row.agent_id === staffId;
  if (mine || (note && canManage)) return;
  throw new ChatNotYours(row.status === 'queued' ? 'Take this conversation before answering it.' : 'Another agent answers this conversation.');
}

/** How long a closed conversation stays in my list: long enough to see its rating come in. */
export const RECENTLY_CLOSED_MS = 2 * 3_600_000;
const LIST_MAX = 200;

/** The desk's overview with conversation rows; the back office turns them into the contract's rows (it knows the staff names). */
export interface DeskOverviewRows extends Omit<DeskOverview, 'mine' | 'waiting' | 'others'> {
  me: DeskAgent;
  mine: ConversationRow[];
  waiting: ConversationRow[];
  others: ConversationRow[];
}

/**
 * What an agent's desk shows: my chats and tickets (open ones first, then those closed in the
 * last two hours), everything waiting (VIP line first, then oldest first), other agents' open
 * conversations (only with support.manage: leads take over; others need not read them), the
 * queues' sizes and everyone on duty.
 */
export async function deskOverview(app: AppContext, staffId: number, canManage: boolean, now = Date.now()): Promise<DeskOverviewRows> {
  const { db } = app;
  const [me, agents, mineOpen, mineClosed, waiting, others, queues] = await Promise.all([
    agentView(db, staffId, now),
    agentsView(db, now),
    db.selectFrom('chat_conversations').selectAll().where('agent_id', '=', staffId).where('status', '=', 'active').orderBy('last_message_at', 'desc').limit(LIST_MAX).execute(),
    db
      .selectFrom('chat_conversations')
      .selectAll()
      .where('agent_id', '=', staffId)
      .where('status', '=', 'closed')
      .where('closed_at', '>=', now - RECENTLY_CLOSED_MS)
      .orderBy('closed_at', 'desc')
      .limit(20)
      .execute(),
    db.selectFrom('chat_conversations').selectAll().where('status', '=', 'queued').orderBy('created_at', 'asc').orderBy('id', 'asc').limit(LIST_MAX).execute(),
    canManage ? db.selectFrom('chat_conversations').selectAll().where('status', '=', 'active').where('agent_id', '<>', staffId).orderBy('assigned_at', 'asc').limit(LIST_MAX).execute() : Promise.resolve([]),
    queueSizes(db),
  ]);
  return { me, agents, queues, mine: [...mineOpen, ...mineClosed], waiting: [...waiting.filter((c) => c.queue === 'vip'), ...waiting.filter((c) => c.queue !== 'vip')], others };
}

async function queueSizes(db: Db): Promise<DeskOverview['queues']> {
  const rows = await db
    .selectFrom('chat_conversations')
    .select(['queue', 'language', 'kind', (eb) => eb.fn.countAll<number | string>().as('n'), (eb) => eb.fn.min('created_at').as('oldest')])
    .where('status', '=', 'queued')
    .groupBy(['queue', 'language', 'kind'])
    .execute();
  const found = new Map(rows.map((r) => [`${r.queue}:${r.language}:${r.kind}`, r]));
  const out: DeskOverview['queues'] = [];
  // Every line is listed, empty ones too, so the desk's queue counters keep their place.
  for (const queue of ['vip', 'general'] as const satisfies readonly ChatQueue[])
    for (const language of ['bn', 'en'] as const satisfies readonly ChatLanguage[])
      for (const kind of ['chat', 'ticket'] as const satisfies readonly ChatKind[]) {
        const r = found.get(`${queue}:${language}:${kind}`);
        out.push({ queue, language, kind, waiting: Number(r?.n ?? 0), oldestAt: r?.oldest === undefined || r.oldest === null ? null : Number(r.oldest) });
      }
  return out;
}

export interface StaffSend {
  clientId: string;
  text: string;
  fileId?: number | undefined;
  note: boolean;
  /** Recorded with the message, in its transaction, when it is new (NewChatMessage.alsoRecord). */
  alsoRecord?: NewChatMessage['alsoRecord'];
}

/**
 * An agent's answer (or note) in a conversation. The same clientId again answers the stored
 * message (`created` false), so a resend after a dropped connection neither doubles the line nor
 * mails a ticket's answer twice, even when the resends arrive together: only the request that
 * stored the row (its alsoRecord ran) delivers it. A ticket's answer reaches the person by
 * internal message or email.
 */
export async function staffSend(app: AppContext, staff: StaffRef, id: number, send: StaffSend, canManage: boolean, now = Date.now()): Promise<{ message: ChatMessage; created: boolean }> {
  const row = await staffConversationRow(app.db, id);
  const author = send.note ? 'note' : 'staff';
  const before = await app.db.selectFrom('chat_messages').select('id').where('conversation_id', '=', id).where('author', '=', author).where('client_id', '=', send.clientId).executeTakeFirst();
  if (!before) {
    if (row.status === 'closed') throw new ChatClosed('This conversation has ended.');
    assertAnswering(row, staff.staffId, canManage, send.note);
  }
  let created = false;
  const alsoRecord = async (tx: Db, message: ChatMessage) => {
    await send.alsoRecord?.(tx, message);
    created = true;
  };
  const message = await postMessage(app, row, { author, staffId: staff.staffId, clientId: send.clientId, text: send.text, fileId: send.fileId, alsoRecord }, now);
  if (created && author === 'staff' && row.kind === 'ticket') await deliverTicketReply(app, row, message, now);
  return { message, created };
}

/** The agent's delivered and read marks of the player's messages (forward only). */
export async function staffMarks(app: AppContext, staffId: number, id: number, marks: { deliveredId?: number | undefined; readId?: number | undefined }, canManage: boolean): Promise<void> {
  const row = await staffConversationRow(app.db, id);
  // A lead reading someone else's chat must not move its agent's marks.
  if (row.agent_id !== staffId) {
    if (canManage) return;
    throw new ChatNotYours('Another agent answers this conversation.');
  }
  await setMarks(app, row, 'staff', marks);
}

/** Tells the player the agent is typing (or stopped); only the answering agent. */
export async function staffTyping(app: AppContext, staffId: number, id: number, typing: boolean): Promise<void> {
  const row = await staffConversationRow(app.db, id);
  if (row.agent_id !== staffId) throw new ChatNotYours('Another agent answers this conversation.');
  await setTyping(app, row, 'staff', typing);
}
