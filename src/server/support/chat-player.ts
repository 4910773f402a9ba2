/**
 * The player's end of a conversation: ending it, rating it once it ended, and having its
 * transcript emailed once. Each is a guarded update, so a double click or parallel requests change
 * the conversation once.
 */
import type { ChatConversation } from '#lib/contracts/chat.ts';
import type { AppContext } from '#server/app-context.ts';
import { atomically } from '#server/db/connect.ts';
import { InvalidState, NotFound } from '#server/errors.ts';
import { merchantTimeZone } from '#server/system/index.ts';
import { type ChatCaller, type ConversationRow, findConversation } from './chat-access.ts';
import { insertSystemLine } from './chat-desk-lines.ts';
import { chatMessageOf } from './chat-messages.ts';
import { transcriptOf } from './chat-transcript.ts';
import { conversationView } from './chat-views.ts';
import { ChatEmailRequired } from './errors.ts';

async function callerConversation(app: AppContext, caller: ChatCaller): Promise<ConversationRow> {
  const row = await findConversation(app.db, caller);
  if (!row) throw new NotFound('No conversation.');
  return row;
}

async function reread(app: AppContext, id: number): Promise<ConversationRow> {
  return app.db.selectFrom('chat_conversations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** Tells the conversation's page(s) and every desk what it is now. */
function announce(app: AppContext, view: ChatConversation, from: 'player' | 'system'): void {
  app.events.chat({ conversationId: view.id, type: 'conversation', from, data: { conversation: view } });
  app.events.chat({ conversationId: view.id, type: 'desk', from, data: {} });
}

/** The player ends the conversation (one already ended answers as it is), with a system line saying so. */
export async function closeByPlayer(app: AppContext, caller: ChatCaller, now = Date.now()): Promise<ChatConversation> {
  const row = await callerConversation(app, caller);
  const id = Number(row.id);
  if (row.status === 'closed') return conversationView(app.db, row, now);
  const line = await atomically(app.db, async (tx) => {
    const closed = await tx
      .updateTable('chat_conversations')
      .set((eb) => ({ status: 'closed', closed_at: now, closed_by: 'player', version: eb('version', '+', 1) }))
      .where('id', '=', id)
      .where('status', '<>', 'closed')
      .executeTakeFirst();
    if (Number(closed.numUpdatedRows) !== 1) return null;
    // Inserted while the update holds the row: ids stay in commit order for readers resuming after one.
    return insertSystemLine(tx, id, 'closed_by_player', 'sys:closed_by_player', null, now);
  });
  const view = await conversationView(app.db, await reread(app, id), now);
  if (line) {
    app.events.chat({ conversationId: id, type: 'message', from: 'system', data: { message: chatMessageOf(line) } });
    announce(app, view, 'player');
  }
  return view;
}

/** Rates the ended conversation, once: 1–5 with an optional comment. */
export async function rateConversation(app: AppContext, caller: ChatCaller, input: { rating: number; comment?: string | undefined }, now = Date.now()): Promise<ChatConversation> {
  const row = await callerConversation(app, caller);
  const id = Number(row.id);
  if (row.status !== 'closed') throw new InvalidState('A conversation is rated once it has ended.');
  const rated = await app.db
    .updateTable('chat_conversations')
    .set({ rating: input.rating, rating_comment: input.comment?.trim() || null })
    .where('id', '=', id)
    .where('status', '=', 'closed')
    .where('rating', 'is', null)
    .executeTakeFirst();
  if (Number(rated.numUpdatedRows) !== 1) throw new InvalidState('This conversation has been rated already.');
  const view = await conversationView(app.db, await reread(app, id), now);
  announce(app, view, 'player');
  return view;
}

/**
 * Emails the ended conversation's transcript, once, to the given address or the one it has (a
 * member's profile email, or the visitor's). The send is claimed first; a failed send gives the
 * claim back so the player may try again.
 */
export async function emailTranscript(app: AppContext, caller: ChatCaller, email?: string, now = Date.now()): Promise<ChatConversation> {
  const row = await callerConversation(app, caller);
  const id = Number(row.id);
  if (row.status !== 'closed') throw new InvalidState('The transcript is sent once the conversation has ended.');
  if (row.transcript_sent_at !== null) throw new InvalidState('The transcript has been sent already.');
  const to = email?.trim() || row.email;
  if (!to) throw new ChatEmailRequired('Give an email address for the transcript.');
  await app.limits.hit('chatTranscript', String(id));
  const claimed = await app.db.updateTable('chat_conversations').set({ transcript_sent_at: now }).where('id', '=', id).where('transcript_sent_at', 'is', null).executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw new InvalidState('The transcript has been sent already.');
  try {
    const mail = await transcriptOf(app.db, row, await merchantTimeZone(app.db));
    await app.notify.email(to, mail.subject, mail.body);
  } catch (err) {
    await app.db.updateTable('chat_conversations').set({ transcript_sent_at: null }).where('id', '=', id).where('transcript_sent_at', '=', now).execute();
    throw err;
  }
  return conversationView(app.db, await reread(app, id), now);
}
