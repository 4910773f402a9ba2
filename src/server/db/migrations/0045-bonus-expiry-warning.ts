import type { Kysely } from 'kysely';

/**
 * When the member was warned that a bonus expires within a day: the warning job sets it with a
 * guarded update (`where expiry_warned_at is null`) in the unit that stores the message, so a
 * bonus is warned about once, however often or in parallel the job runs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('member_bonuses').addColumn('expiry_warned_at', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('member_bonuses').dropColumn('expiry_warned_at').execute();
}
