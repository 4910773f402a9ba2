import type { Kysely } from 'kysely';

/**
 * The answering agent's shown name on a conversation and on each staff line. Support may not read
 * the back office's staff table, so the staff side writes the name when it assigns or transfers a
 * conversation (chat_conversations.agent_name) and copies it onto every staff message it stores
 * (chat_messages.agent_name): the player's views then read it from their own rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('chat_conversations').addColumn('agent_name', 'text').execute();
  await db.schema.alterTable('chat_messages').addColumn('agent_name', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('chat_messages').dropColumn('agent_name').execute();
  await db.schema.alterTable('chat_conversations').dropColumn('agent_name').execute();
}
