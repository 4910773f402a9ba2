/**
 * Messages of a conversation, from either side: stored once per (conversation, author, clientId),
 * read back after an id (history, the stream's backlog), delivered and read marks, typing.
 *
 * Every new message is inserted while the conversation's row is locked (PostgreSQL; SQLite runs
 * one transaction at a time), so within a conversation ids are committed in the order they are
 * given: a reader resuming after id n never finds a smaller id committed later.
 */
import type { Selectable } from 'kysely';
import { CHAT_MESSAGE_MAX, type ChatAuthor } from '#lib/contracts/chat-model.ts';
import type { ChatMessage } from '#lib/contracts/chat.ts';
import type { AppContext } from '#server/app-context.ts';
import { atomically, type Db } from '#server/db/connect.ts';
import { isPostgres } from '#server/db/migrations/columns.ts';
import type { ChatMessagesTable } from '#server/db/tables/support.ts';
import { UploadRefused } from '#server/cashier/index.ts';
import { ValidationFailed } from '#server/errors.ts';
import type { ConversationRow } from './chat-access.ts';
import { ChatClosed, ChatEmptyMessage } from './errors.ts';

export type MessageRow = Selectable<ChatMessagesTable>;

export interface NewChatMessage {
  author: 'player' | 'staff' | 'note';
  /** The staff member writing (staff and note). */
  staffId?: number;
  clientId: string;
  text: string;
  fileId?: number | undefined;
  /**
   * Runs in the message's own transaction when it is stored for the first time (not on a resend),
   * so what the caller records about it (the back office's audit entry) exists exactly when it does.
   */
  alsoRecord?: ((tx: Db, message: ChatMessage) => Promise<unknown>) | undefined;
}

/** The contract's view of a stored message. */
export function chatMessageOf(row: MessageRow): ChatMessage {
  return {
    id: Number(row.id),
    author: row.author as ChatAuthor,
    body: row.body,
    fileId: row.file_id === null ? null : Number(row.file_id),
    clientId: row.client_id,
    agentName: row.agent_name,
    time: Number(row.created_at),
  };
}

/** The conversation's row, locked for the rest of the transaction (PostgreSQL). */
export async function lockConversation(tx: Db, id: number): Promise<ConversationRow | undefined> {
  const q = tx.selectFrom('chat_conversations').selectAll().where('id', '=', id);
  return (isPostgres(tx as never) ? q.forUpdate() : q).executeTakeFirst();
}

function storedMessage(db: Db, conversationId: number, author: string, clientId: string): Promise<MessageRow | undefined> {
  return db.selectFrom('chat_messages').selectAll().where('conversation_id', '=', conversationId).where('author', '=', author).where('client_id', '=', clientId).executeTakeFirst();
}

/**
 * Requests for the same message running at once in this instance (one event bus) share one
 * answer: a client resending after a timeout neither waits for the row lock again nor spends the
 * flood allowance twice. Across instances the unique index still stores the message once.
 */
const inFlightOf = new WeakMap<object, Map<string, Promise<ChatMessage>>>();

/**
 * Stores a message once per (conversation, author, clientId) — a resend answers the stored one,
 * even after the conversation closed — and tells both sides through the event bus (notes too:
 * the desk shows them; the player's stream leaves them out). Refuses a closed conversation, an
 * empty message, or an image that is not an unused one of this conversation uploaded by the same
 * side. Staff-side rules (who may answer) are checked by the caller.
 */
export async function postMessage(app: AppContext, conversation: ConversationRow, message: NewChatMessage, now = Date.now()): Promise<ChatMessage> {
  const inFlight = inFlightOf.get(app.events) ?? new Map<string, Promise<ChatMessage>>();
  inFlightOf.set(app.events, inFlight);
  const key = `${conversation.id}:${message.author}:${message.clientId}`;
  const running = inFlight.get(key);
  if (running) return running;
  const work = storeMessage(app, conversation, message, now).finally(() => inFlight.delete(key));
  inFlight.set(key, work);
  return work;
}

async function storeMessage(app: AppContext, conversation: ConversationRow, message: NewChatMessage, now: number): Promise<ChatMessage> {
  const conversationId = Number(conversation.id);
  const text = message.text.trim();
  if (text.length > CHAT_MESSAGE_MAX) throw new ValidationFailed(`A message may be at most ${CHAT_MESSAGE_MAX} characters.`);
  const before = await storedMessage(app.db, conversationId, message.author, message.clientId);
  if (before) return chatMessageOf(before);
  if (!text && message.fileId === undefined) throw new ChatEmptyMessage('Type a message or add an image.');
  if (conversation.status === 'closed') throw new ChatClosed('This conversation has ended.');
  if (message.author === 'player') await app.limits.hit('chatMessage', String(conversationId));

  const stored = await atomically(app.db, async (tx) => {
    const row = await lockConversation(tx, conversationId);
    if (!row) throw new ChatClosed('This conversation has ended.');
    // A resend that raced the first request past the check above finds its row here.
    const again = await storedMessage(tx, conversationId, message.author, message.clientId);
    if (again) return { row: again, fresh: false };
    if (row.status === 'closed') throw new ChatClosed('This conversation has ended.');
    if (message.fileId !== undefined) await assertUnusedFile(tx, conversationId, message.author === 'player' ? 'player' : 'staff', message.fileId);
    const inserted = await tx
      .insertInto('chat_messages')
      .values({
        conversation_id: conversationId,
        author: message.author,
        staff_id: message.author === 'player' ? null : (message.staffId ?? null),
        body: text,
        file_id: message.fileId ?? null,
        client_id: message.clientId,
        created_at: now,
        agent_name: message.author === 'staff' ? row.agent_name : null,
      })
      .onConflict((oc) => oc.columns(['conversation_id', 'author', 'client_id']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!inserted) return { row: await storedOrFail(tx, conversationId, message), fresh: false };
    if (message.author !== 'note') await tx.updateTable('chat_conversations').set({ last_message_at: now }).where('id', '=', conversationId).where('last_message_at', '<', now).execute();
    if (message.author === 'staff') await tx.updateTable('chat_conversations').set({ first_response_at: now }).where('id', '=', conversationId).where('first_response_at', 'is', null).execute();
    await message.alsoRecord?.(tx, chatMessageOf(inserted));
    return { row: inserted, fresh: true };
  });
  const view = chatMessageOf(stored.row);
  if (stored.fresh) app.events.chat({ conversationId, type: 'message', from: message.author === 'player' ? 'player' : 'staff', data: { message: view } });
  return view;
}

async function storedOrFail(tx: Db, conversationId: number, message: NewChatMessage): Promise<MessageRow> {
  const row = await storedMessage(tx, conversationId, message.author, message.clientId);
  if (!row) throw new Error('chat message neither inserted nor found');
  return row;
}

/** An image may go with one message only, of its own conversation, sent by the side that uploaded it. */
async function assertUnusedFile(tx: Db, conversationId: number, uploader: 'player' | 'staff', fileId: number): Promise<void> {
  const file = await tx.selectFrom('chat_files').select('id').where('id', '=', fileId).where('conversation_id', '=', conversationId).where('uploader', '=', uploader).executeTakeFirst();
  if (!file) throw new UploadRefused('No such image in this conversation.');
  const used = await tx.selectFrom('chat_messages').select('id').where('conversation_id', '=', conversationId).where('file_id', '=', fileId).executeTakeFirst();
  if (used) throw new UploadRefused('This image was already sent.');
}

/** Messages after an id, oldest first (notes only when asked: staff see them, players never). */
export async function messagesAfter(db: Db, conversationId: number, afterId: number, o: { notes: boolean; limit: number }): Promise<ChatMessage[]> {
  let q = db.selectFrom('chat_messages').selectAll().where('conversation_id', '=', conversationId).where('id', '>', afterId);
  if (!o.notes) q = q.where('author', '<>', 'note');
  const rows = await q.orderBy('id', 'asc').limit(o.limit).execute();
  return rows.map(chatMessageOf);
}

const MARKS = {
  player: { delivered: 'player_delivered_id', read: 'player_read_id' },
  staff: { delivered: 'staff_delivered_id', read: 'staff_read_id' },
} as const;

/**
 * Moves one side's delivered and read marks forward (never back, never past the conversation's
 * last message; a read message was also delivered) and tells the other side, whose ✓✓ change.
 * True when a mark moved.
 */
export async function setMarks(app: AppContext, row: ConversationRow, side: 'player' | 'staff', marks: { deliveredId?: number | undefined; readId?: number | undefined }): Promise<boolean> {
  const conversationId = Number(row.id);
  const last = await app.db.selectFrom('chat_messages').select((eb) => eb.fn.max('id').as('id')).where('conversation_id', '=', conversationId).executeTakeFirst();
  const lastId = Number(last?.id ?? 0);
  const read = Math.min(marks.readId ?? 0, lastId);
  const delivered = Math.min(Math.max(marks.deliveredId ?? 0, read), lastId);
  const columns = MARKS[side];
  let moved = false;
  for (const [column, value] of [
    [columns.delivered, delivered],
    [columns.read, read],
  ] as const) {
    if (value <= 0) continue;
    const r = await app.db.updateTable('chat_conversations').set({ [column]: value }).where('id', '=', conversationId).where(column, '<', value).executeTakeFirst();
    if (Number(r.numUpdatedRows) > 0) moved = true;
  }
  if (moved) {
    const now = await app.db.selectFrom('chat_conversations').select(['player_delivered_id', 'player_read_id', 'staff_delivered_id', 'staff_read_id']).where('id', '=', conversationId).executeTakeFirstOrThrow();
    app.events.chat({
      conversationId,
      type: 'conversation',
      from: side,
      data: { marks: { playerDeliveredId: Number(now.player_delivered_id), playerReadId: Number(now.player_read_id), staffDeliveredId: Number(now.staff_delivered_id), staffReadId: Number(now.staff_read_id) } },
    });
  }
  return moved;
}

/**
 * Typing is only an event (nothing stored): the other side shows "typing…" while it lasts. A
 * player's signals are counted (chatTyping), so a script cannot flood the agents' desks with them.
 */
export async function setTyping(app: AppContext, row: ConversationRow, side: 'player' | 'staff', typing: boolean): Promise<void> {
  if (row.status === 'closed') return;
  if (side === 'player') await app.limits.hit('chatTyping', String(row.id));
  app.events.chat({ conversationId: Number(row.id), type: 'typing', from: side, data: { typing } });
}
