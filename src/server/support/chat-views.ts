/**
 * What the player sees of a conversation: its state with the place in line and the expected wait
 * while queued, and the chat page's whole state (staffed or not, the line, the open conversation
 * with its history). Staff notes never reach the player.
 */
import type { ChatConversation, ChatMessage, ChatState } from '#lib/contracts/chat.ts';
import { CHAT_MESSAGE_MAX, type ChatKind, type ChatLanguage, type ChatQueue, type ChatStatus, type CloseReason } from '#lib/contracts/chat-model.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Db } from '#server/db/connect.ts';
import { type ChatCaller, type ConversationRow, findConversation } from './chat-access.ts';
import { chatAvailability } from './chat-hours.ts';
import { chatMessageOf } from './chat-messages.ts';
import { estimateWait, queueFor, queueLength, queuePosition } from './chat-queue.ts';

/** The history a page opens with: the latest messages; older ones are in the emailed transcript. */
export const HISTORY_MAX = 200;

/** The contract's view of a stored conversation, given its place in line and expected wait (null unless queued). */
export function conversationOf(row: ConversationRow, position: number | null, etaSeconds: number | null): ChatConversation {
  return {
    id: Number(row.id),
    kind: row.kind as ChatKind,
    status: row.status as ChatStatus,
    queue: row.queue as ChatQueue,
    language: row.language as ChatLanguage,
    name: row.name,
    member: row.member_id !== null,
    hasEmail: row.email !== null,
    agentName: row.agent_name,
    position,
    etaSeconds,
    staffDeliveredId: Number(row.staff_delivered_id),
    staffReadId: Number(row.staff_read_id),
    playerReadId: Number(row.player_read_id),
    createdAt: Number(row.created_at),
    closedAt: row.closed_at === null ? null : Number(row.closed_at),
    closeReason: row.close_reason as CloseReason | null,
    closedBy: row.closed_by as ChatConversation['closedBy'],
    rating: row.rating === null ? null : Number(row.rating),
    transcriptSent: row.transcript_sent_at !== null,
  };
}

/** A conversation as its player sees it (place in line and expected wait only while queued). */
export async function conversationView(db: Db, row: ConversationRow, now: number): Promise<ChatConversation> {
  const position = await queuePosition(db, row);
  const etaSeconds = position === null ? null : await estimateWait(db, row.queue, row.language, position, now);
  return conversationOf(row, position, etaSeconds);
}

/** The conversation's latest messages the player may see, oldest first. */
async function playerHistory(db: Db, conversationId: number): Promise<ChatMessage[]> {
  const rows = await db.selectFrom('chat_messages').selectAll().where('conversation_id', '=', conversationId).where('author', '<>', 'note').orderBy('id', 'desc').limit(HISTORY_MAX).execute();
  return rows.reverse().map(chatMessageOf);
}

/**
 * The chat page's state for a caller: whether chat is staffed, the line they would join (or are
 * in) with its expected wait, and their open conversation (or the latest one, ended, so it can be
 * rated) with its history.
 */
export async function chatState(app: AppContext, caller: ChatCaller, language: ChatLanguage, now: number): Promise<ChatState> {
  const [availability, row] = await Promise.all([chatAvailability(app, now), findConversation(app.db, caller)]);
  const conversation = row ? await conversationView(app.db, row, now) : null;
  const queue = row?.queue ?? (await queueFor(app.db, caller.memberId));
  const lineLanguage = row?.language ?? language;
  const waiting = await queueLength(app.db, queue, lineLanguage);
  const etaSeconds = conversation && conversation.position !== null ? conversation.etaSeconds : await estimateWait(app.db, queue, lineLanguage, waiting + 1, now);
  return {
    online: availability.online,
    offlineReason: availability.offlineReason,
    hours: availability.hours,
    waiting,
    etaSeconds,
    conversation,
    history: row ? await playerHistory(app.db, Number(row.id)) : [],
    maxMessage: CHAT_MESSAGE_MAX,
  };
}
