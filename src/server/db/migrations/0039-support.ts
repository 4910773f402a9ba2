import type { Kysely } from 'kysely';
import { isPostgres, notNull, withId, zero } from './columns.ts';

/**
 * Customer service (issue 20): live chat conversations (a visitor's or a member's, or an offline
 * message that opened a ticket) with their messages, images, canned replies and each agent's
 * availability; and members' feedback with the operator's replies (its images are `uploads` rows
 * of purpose `feedback`). Times are epoch ms.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const idRef = isPostgres(db) ? 'bigint' : 'integer';

  await withId(db, db.schema.createTable('chat_conversations'))
    /** SHA-256 (hex) of the conversation's 256-bit access token, held by the browser in a cookie. */
    .addColumn('token_hash', 'text', notNull)
    /** The signed-in member who started it; null for a visitor. */
    .addColumn('member_id', idRef)
    /** The name the visitor gave, or the member's account at the start. */
    .addColumn('name', 'text', notNull)
    .addColumn('email', 'text')
    /** bn | en: the page's language when it started (the queue's language). */
    .addColumn('language', 'text', notNull)
    /** general | vip (spec §6: VIP customer service above rank level 4). */
    .addColumn('queue', 'text', notNull)
    /** chat | ticket (an offline message, answered later by email or internal message). */
    .addColumn('kind', 'text', notNull)
    /** queued → active → closed (CHAT_STATUSES). */
    .addColumn('status', 'text', notNull)
    /** The staff member answering it. */
    .addColumn('agent_id', idRef)
    .addColumn('created_at', 'bigint', notNull)
    .addColumn('assigned_at', 'bigint')
    .addColumn('first_response_at', 'bigint')
    .addColumn('last_message_at', 'bigint', notNull)
    .addColumn('closed_at', 'bigint')
    /** CLOSE_REASONS (chat-model.ts). */
    .addColumn('close_reason', 'text')
    /** player | staff | system. */
    .addColumn('closed_by', 'text')
    /** 1–5, given by the player after the end. */
    .addColumn('rating', 'integer')
    .addColumn('rating_comment', 'text')
    /** The last message id each side has received (delivered) and read. */
    .addColumn('player_delivered_id', idRef, zero)
    .addColumn('player_read_id', idRef, zero)
    .addColumn('staff_delivered_id', idRef, zero)
    .addColumn('staff_read_id', idRef, zero)
    .addColumn('transcript_sent_at', 'bigint')
    /** Raised by every change of status or agent: guarded updates compare it. */
    .addColumn('version', 'integer', zero)
    .execute();
  await db.schema.createIndex('chat_conversations_token').on('chat_conversations').column('token_hash').unique().execute();
  await db.schema.createIndex('chat_conversations_queue').on('chat_conversations').columns(['status', 'queue', 'language', 'created_at']).execute();
  await db.schema.createIndex('chat_conversations_agent').on('chat_conversations').columns(['agent_id', 'status']).execute();
  await db.schema.createIndex('chat_conversations_member').on('chat_conversations').columns(['member_id', 'created_at']).execute();

  await withId(db, db.schema.createTable('chat_messages'))
    .addColumn('conversation_id', idRef, notNull)
    /** player | staff | system (joined, transferred, closed …) | note (staff only, never shown to the player). */
    .addColumn('author', 'text', notNull)
    .addColumn('staff_id', idRef)
    /** The text as typed (rendered as text); '' for an image on its own; a system message's key. */
    .addColumn('body', 'text', notNull)
    .addColumn('file_id', idRef)
    /** The sender's own id of the message: a resend after a dropped connection is the same message. */
    .addColumn('client_id', 'text', notNull)
    .addColumn('created_at', 'bigint', notNull)
    .execute();
  await db.schema.createIndex('chat_messages_client').on('chat_messages').columns(['conversation_id', 'author', 'client_id']).unique().execute();
  await db.schema.createIndex('chat_messages_conversation').on('chat_messages').columns(['conversation_id', 'id']).execute();

  await withId(db, db.schema.createTable('chat_files'))
    .addColumn('conversation_id', idRef, notNull)
    /** player | staff. */
    .addColumn('uploader', 'text', notNull)
    .addColumn('mime', 'text', notNull)
    .addColumn('bytes', 'integer', notNull)
    .addColumn('path', 'text', notNull)
    .addColumn('created_at', 'bigint', notNull)
    .execute();
  await db.schema.createIndex('chat_files_conversation').on('chat_files').columns(['conversation_id', 'created_at']).execute();

  await withId(db, db.schema.createTable('chat_canned_replies'))
    .addColumn('language', 'text', notNull)
    .addColumn('title', 'text', notNull)
    .addColumn('body', 'text', notNull)
    .addColumn('sort', 'integer', zero)
    .addColumn('updated_by', idRef)
    .addColumn('updated_at', 'bigint', notNull)
    .execute();

  await db.schema
    .createTable('chat_agents')
    .addColumn('staff_id', idRef, (c) => c.primaryKey())
    /** 1 while the agent takes new chats. */
    .addColumn('available', 'integer', zero)
    /** The most chats auto-assigned at once (null: the support settings' default). */
    .addColumn('max_chats', 'integer')
    /** The agent's desk was last open (its stream's heartbeat): an agent not seen for a minute is offline. */
    .addColumn('seen_at', 'bigint', zero)
    /** Languages the agent answers (JSON array of bn, en). */
    .addColumn('languages', 'text', (c) => c.notNull().defaultTo('["bn","en"]'))
    .addColumn('updated_at', 'bigint', notNull)
    .execute();

  await withId(db, db.schema.createTable('feedback'))
    .addColumn('member_id', idRef, notNull)
    /** FEEDBACK_TYPES (spec §3): deposit, withdrawal, game, service, application, other. */
    .addColumn('question_type', 'text', notNull)
    .addColumn('content', 'text', notNull)
    .addColumn('contact', 'text', notNull)
    .addColumn('language', 'text', notNull)
    /** open → replied → closed. */
    .addColumn('status', 'text', notNull)
    /** JSON array of tags staff set. */
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'bigint', notNull)
    .addColumn('updated_at', 'bigint', notNull)
    .addColumn('closed_at', 'bigint')
    .addColumn('version', 'integer', zero)
    .execute();
  await db.schema.createIndex('feedback_member').on('feedback').columns(['member_id', 'created_at']).execute();
  await db.schema.createIndex('feedback_status').on('feedback').columns(['status', 'created_at']).execute();

  await withId(db, db.schema.createTable('feedback_replies'))
    .addColumn('feedback_id', idRef, notNull)
    .addColumn('staff_id', idRef, notNull)
    .addColumn('body', 'text', notNull)
    .addColumn('created_at', 'bigint', notNull)
    .execute();
  await db.schema.createIndex('feedback_replies_feedback').on('feedback_replies').columns(['feedback_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['feedback_replies', 'feedback', 'chat_agents', 'chat_canned_replies', 'chat_files', 'chat_messages', 'chat_conversations']) await db.schema.dropTable(table).execute();
}
