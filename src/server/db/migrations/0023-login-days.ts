import type { Kysely } from 'kysely';
import { notNull } from './columns.ts';

/**
 * The local days (the merchant's zone) on which each member signed in or came back with a
 * remembered session: what "log in N days in a row" missions count. Written by the members
 * domain; one row per member and day.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_login_days')
    .addColumn('member_id', 'integer', notNull)
    /** "2026-11-25" in the merchant's zone. */
    .addColumn('day', 'text', notNull)
    .addColumn('first_at', 'bigint', notNull)
    .addPrimaryKeyConstraint('member_login_days_pk', ['member_id', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('member_login_days').execute();
}
