import { type Kysely, sql } from 'kysely';
import { notNull, withId, zero } from './columns.ts';

/**
 * The back office: staff accounts (separate from members), their sessions, the hash-chained audit
 * log, maker-checker approvals and staff notes on members.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('staff'))
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('display_name', 'text', notNull)
    .addColumn('role', 'text', notNull)
    .addColumn('password_hash', 'text', notNull)
    /** Base32 TOTP secret; null until the staff member enrols at first login. */
    .addColumn('totp_secret', 'text')
    /** The last TOTP time step accepted, so a code is never accepted twice. */
    .addColumn('totp_last_step', 'bigint')
    .addColumn('failed_logins', 'integer', zero)
    .addColumn('locked_at', 'bigint')
    /** 1: the password was set by someone else and must be changed at the next login. */
    .addColumn('must_change_password', 'integer', zero)
    .addColumn('disabled_at', 'bigint')
    .addColumn('created_by', 'bigint')
    .addColumn('created_at', 'bigint', notNull)
    .execute();

  await withId(db, db.schema.createTable('staff_sessions'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('staff_id', 'bigint', notNull)
    /** 'password' (password checked, authenticator code or enrolment next) or 'full'. */
    .addColumn('stage', 'text', notNull)
    .addColumn('created_at', 'bigint', notNull)
    .addColumn('last_seen_at', 'bigint', notNull)
    .addColumn('ended_at', 'bigint')
    .addColumn('ip', 'text', notNull)
    .addColumn('user_agent', 'text', notNull)
    .execute();
  await db.schema.createIndex('staff_sessions_by_staff').on('staff_sessions').columns(['staff_id', 'id']).execute();

  await withId(db, db.schema.createTable('audit_log'))
    .addColumn('at', 'bigint', notNull)
    /** null for actions of the system or of the command line. */
    .addColumn('staff_id', 'bigint')
    .addColumn('staff_name', 'text', notNull)
    .addColumn('role', 'text', notNull)
    .addColumn('action', 'text', notNull)
    .addColumn('target_type', 'text', notNull)
    .addColumn('target_id', 'text', notNull)
    /** JSON, or null when there was nothing before (a creation) or after (a deletion). */
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('ip', 'text', notNull)
    .addColumn('user_agent', 'text', notNull)
    /** Hex SHA-256 of the previous row's hash and this row's content (src/server/backoffice/audit-chain.ts). */
    .addColumn('prev_hash', 'text', notNull)
    .addColumn('hash', 'text', (c) => c.notNull().unique())
    .execute();
  // One row may follow a given hash: two writers that read the same tail cannot both append.
  await sql`create unique index audit_log_one_successor on audit_log (prev_hash)`.execute(db);
  await db.schema.createIndex('audit_log_by_staff').on('audit_log').columns(['staff_id', 'id']).execute();
  await db.schema.createIndex('audit_log_by_target').on('audit_log').columns(['target_type', 'target_id', 'id']).execute();
  await db.schema.createIndex('audit_log_by_action').on('audit_log').columns(['action', 'id']).execute();

  await withId(db, db.schema.createTable('approvals'))
    /** What is asked: 'member.adjust', 'bonus.grant', 'withdrawal.approve', 'settings.money'. */
    .addColumn('kind', 'text', notNull)
    .addColumn('target_id', 'text', notNull)
    /** JSON: everything needed to carry the change out, fixed when it was asked for. */
    .addColumn('payload', 'text', notNull)
    .addColumn('summary', 'text', notNull)
    .addColumn('maker_id', 'bigint', notNull)
    /** pending → approved | rejected | expired | failed */
    .addColumn('status', 'text', notNull)
    .addColumn('created_at', 'bigint', notNull)
    .addColumn('expires_at', 'bigint', notNull)
    .addColumn('checker_id', 'bigint')
    .addColumn('decided_at', 'bigint')
    .addColumn('reason', 'text')
    /** JSON: what carrying it out returned, or the error code it failed with. */
    .addColumn('result', 'text')
    .execute();
  await db.schema.createIndex('approvals_by_status').on('approvals').columns(['status', 'id']).execute();

  await withId(db, db.schema.createTable('member_notes'))
    .addColumn('member_id', 'bigint', notNull)
    .addColumn('staff_id', 'bigint', notNull)
    .addColumn('text', 'text', notNull)
    .addColumn('created_at', 'bigint', notNull)
    .execute();
  await db.schema.createIndex('member_notes_by_member').on('member_notes').columns(['member_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['member_notes', 'approvals', 'audit_log', 'staff_sessions', 'staff']) await db.schema.dropTable(table).execute();
}
