import type { Kysely } from 'kysely';

/**
 * Staff sign-in: the authenticator secret shown at first login, kept apart until its first code
 * confirms it (then it becomes staff.totp_secret), and the time of the last completed login.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('staff').addColumn('totp_pending', 'text').execute();
  await db.schema.alterTable('staff').addColumn('last_login_at', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('staff').dropColumn('last_login_at').execute();
  await db.schema.alterTable('staff').dropColumn('totp_pending').execute();
}
