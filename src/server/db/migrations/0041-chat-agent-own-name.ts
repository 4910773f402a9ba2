import type { Kysely } from 'kysely';

/**
 * The agent's shown name on their own desk row. Support may not read the back office's staff
 * table, yet the assignment job (no staff request behind it) must write the name of the agent it
 * gives a chat to: the back office passes the name whenever the agent sets their availability,
 * and the job copies it from here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('chat_agents')
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('chat_agents').dropColumn('name').execute();
}
