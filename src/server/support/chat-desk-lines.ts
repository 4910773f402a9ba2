/**
 * What the staff side writes besides a change of the conversation row: the system lines the
 * player's chat words in its own language ('joined', 'transferred', 'closed_by_staff',
 * 'closed_idle'), a note left with a transfer or a close, and the events telling the player's page
 * and every open desk. Lines are written inside the caller's transaction; events go out after it
 * has committed, so no page reads a change that was rolled back.
 */
import type { ChatSystemLine } from '#lib/contracts/chat-model.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Db } from '#server/db/connect.ts';
import { chatMessageOf, type MessageRow } from './chat-messages.ts';

/**
 * Stores a system line once: its clientId names the step (`sys:<line>:<who>:<version>`), so a
 * retried step finds the line it wrote instead of writing a second one.
 */
export async function insertSystemLine(tx: Db, conversationId: number, line: ChatSystemLine, clientId: string, agentName: string | null, now: number): Promise<MessageRow> {
  await tx
    .insertInto('chat_messages')
    .values({ conversation_id: conversationId, author: 'system', staff_id: null, body: line, file_id: null, client_id: clientId, created_at: now, agent_name: agentName })
    .onConflict((oc) => oc.columns(['conversation_id', 'author', 'client_id']).doNothing())
    .execute();
  return tx.selectFrom('chat_messages').selectAll().where('conversation_id', '=', conversationId).where('author', '=', 'system').where('client_id', '=', clientId).executeTakeFirstOrThrow();
}

/** A staff-only note written as part of a step (a transfer's or a close's reason in words). */
export async function insertStepNote(tx: Db, conversationId: number, staff: { staffId: number; name: string }, text: string, clientId: string, now: number): Promise<MessageRow> {
  await tx
    .insertInto('chat_messages')
    .values({ conversation_id: conversationId, author: 'note', staff_id: staff.staffId, body: text, file_id: null, client_id: clientId, created_at: now, agent_name: staff.name })
    .onConflict((oc) => oc.columns(['conversation_id', 'author', 'client_id']).doNothing())
    .execute();
  return tx.selectFrom('chat_messages').selectAll().where('conversation_id', '=', conversationId).where('author', '=', 'note').where('client_id', '=', clientId).executeTakeFirstOrThrow();
}

/**
 * Tells the player's page and the desks: each new line as a `message` (notes reach desks only:
 * the player's stream drops them), then the conversation's change and the desk's.
 */
export function announce(app: Pick<AppContext, 'events'>, conversationId: number, lines: readonly MessageRow[], from: 'staff' | 'system'): void {
  for (const line of lines) app.events.chat({ conversationId, type: 'message', from: line.author === 'system' ? 'system' : from, data: { message: chatMessageOf(line) } });
  app.events.chat({ conversationId, type: 'conversation', from, data: {} });
  app.events.chat({ conversationId, type: 'desk', from, data: {} });
}

/** Text shortened to `max` characters (an ellipsis marks the cut); `oneLine` also folds line breaks, for a list's preview. */
export function shorten(text: string, max: number, oneLine = false): string {
  const t = oneLine ? text.replace(/\s+/g, ' ').trim() : text.trim();
  const chars = [...t];
  return chars.length <= max ? t : `${chars.slice(0, max - 1).join('')}…`;
}
