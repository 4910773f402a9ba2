import type { Kysely } from 'kysely';
import { notNull } from './columns.ts';

/**
 * The audit log's head, kept apart from the log: the last row appended and its hash. The chain
 * alone cannot show that rows were cut off its end (what is left is still a valid chain); the
 * head names a row that must still be there with that hash (src/server/backoffice/audit.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_head')
    /** Always 1: one row. */
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('last_id', 'bigint', notNull)
    .addColumn('last_hash', 'text', notNull)
    .execute();
  await db
    .insertInto('audit_head' as never)
    .values({ id: 1, last_id: 0, last_hash: '0'.repeat(64) } as never)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_head').execute();
}
