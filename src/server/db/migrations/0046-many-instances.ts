import type { Kysely } from 'kysely';
import { notNull } from './columns.ts';

/**
 * What several server instances on one database share (decision 032):
 * - job_leases: which instance runs a scheduled job now (taken and renewed with one guarded
 *   upsert; another instance takes it over once `expires_at` has passed);
 * - job_ticks: every run of a scheduled job, keyed by (job, tick) so a tick or a settled period
 *   is recorded, and done, once, with the instance that ran it;
 * - rate_limits: request-limit counters on PostgreSQL without Redis (one row per key);
 * - event_payloads: a live event too big for one PostgreSQL NOTIFY, read by id by the receivers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', notNull)
    .addColumn('expires_at', 'bigint', notNull)
    .addColumn('acquired_at', 'bigint', notNull)
    .execute();
  await db.schema
    .createTable('job_ticks')
    .addColumn('job', 'text', notNull)
    .addColumn('tick', 'text', notNull)
    .addColumn('holder', 'text', notNull)
    .addColumn('started_at', 'bigint', notNull)
    .addPrimaryKeyConstraint('job_ticks_pk', ['job', 'tick'])
    .execute();
  await db.schema.createIndex('job_ticks_by_time').on('job_ticks').column('started_at').execute();
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expire', 'bigint')
    .execute();
  await db.schema
    .createTable('event_payloads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('body', 'text', notNull)
    .addColumn('created_at', 'bigint', notNull)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['event_payloads', 'rate_limits', 'job_ticks', 'job_leases']) await db.schema.dropTable(t).execute();
}
