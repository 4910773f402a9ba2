import type { Kysely } from 'kysely';
import { isPostgres, notNull, zero } from './columns.ts';

/**
 * Money requests keyed by the member's intent (one key per form submission, the same on every
 * retry of it), and the payment-password lock (wrong tries counted by one guarded update).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const idRef = isPostgres(db) ? 'bigint' : 'integer';

  await db.schema
    .createTable('money_requests')
    .addColumn('member_id', idRef, (c) => c.notNull().references('members.id'))
    .addColumn('request_key', 'text', notNull)
    .addColumn('kind', 'text', notNull)
    .addColumn('fingerprint', 'text', notNull)
    .addColumn('ref_id', idRef)
    .addColumn('created_at', 'bigint', notNull)
    .addPrimaryKeyConstraint('money_requests_pk', ['member_id', 'request_key'])
    .execute();

  await db.schema
    .createTable('payment_password_locks')
    .addColumn('member_id', idRef, (c) => c.primaryKey().references('members.id'))
    .addColumn('failures', 'integer', zero)
    .addColumn('locked_until', 'bigint')
    .addColumn('updated_at', 'bigint', notNull)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_password_locks').execute();
  await db.schema.dropTable('money_requests').execute();
}
