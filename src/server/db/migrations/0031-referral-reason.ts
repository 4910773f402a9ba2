import type { Kysely } from 'kysely';

/**
 * Invite friends (issue 17): why staff rejected a held referral reward, shown to staff beside the
 * decision (the friend's state alone does not say it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('referrals').addColumn('reason', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('referrals').dropColumn('reason').execute();
}
