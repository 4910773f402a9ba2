import type { Kysely } from 'kysely';
import { isPostgres, notNull, withId, zero } from './columns.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  const idRef = isPostgres(db) ? 'bigint' : 'integer';

  await withId(db, db.schema.createTable('members'))
    .addColumn('account', 'text', notNull)
    .addColumn('account_key', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', notNull)
    .addColumn('payment_password_hash', 'text')
    .addColumn('is_agent', 'integer', zero)
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('member'))
    .addColumn('status', 'integer', zero)
    .addColumn('nickname', 'text')
    .addColumn('real_name', 'text')
    .addColumn('email', 'text')
    .addColumn('email_verified', 'integer', zero)
    .addColumn('mobile_country', 'text')
    .addColumn('mobile_num', 'text')
    .addColumn('mobile_verified', 'integer', zero)
    .addColumn('upline_id', idRef, (c) => c.references('members.id'))
    .addColumn('affiliate_code', 'text', (c) => c.unique())
    .addColumn('referrer', 'text')
    .addColumn('vip_rank', 'integer', zero)
    .addColumn('vip_label', 'text')
    .addColumn('avatar', 'text')
    .addColumn('birthday', 'text')
    .addColumn('id_number', 'text')
    .addColumn('contacts', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('totp_secret', 'text')
    .addColumn('totp_last_step', 'bigint')
    .addColumn('failed_logins', 'integer', zero)
    .addColumn('password_changed_at', 'bigint', notNull)
    .addColumn('password_is_default', 'integer', zero)
    .addColumn('first_login_at', 'bigint')
    .addColumn('last_login_at', 'bigint')
    .addColumn('last_login_ip', 'text')
    .addColumn('register_ip', 'text')
    .addColumn('register_method', 'text')
    .addColumn('register_url', 'text')
    .addColumn('created_at', 'bigint', notNull)
    .execute();
  await db.schema.createIndex('members_by_mobile').on('members').columns(['mobile_country', 'mobile_num']).unique().execute();
  await db.schema.createIndex('members_by_upline').on('members').column('upline_id').execute();

  await db.schema
    .createTable('member_tree')
    .addColumn('ancestor_id', idRef, (c) => c.notNull().references('members.id'))
    .addColumn('descendant_id', idRef, (c) => c.notNull().references('members.id'))
    .addColumn('depth', 'integer', notNull)
    .addPrimaryKeyConstraint('member_tree_pk', ['ancestor_id', 'descendant_id'])
    .execute();
  await db.schema.createIndex('member_tree_by_descendant').on('member_tree').columns(['descendant_id', 'depth']).execute();
  await db.schema.createIndex('member_tree_by_ancestor_depth').on('member_tree').columns(['ancestor_id', 'depth', 'descendant_id']).execute();

  await withId(db, db.schema.createTable('sessions'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('member_id', idRef, (c) => c.notNull().references('members.id'))
    .addColumn('remember', 'integer', zero)
    .addColumn('created_at', 'bigint', notNull)
    .addColumn('last_seen_at', 'bigint', notNull)
    .addColumn('idle_expires_at', 'bigint', notNull)
    .addColumn('expires_at', 'bigint', notNull)
    .addColumn('ip', 'text', notNull)
    .addColumn('user_agent', 'text', notNull)
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('sessions_by_member').on('sessions').column('member_id').execute();

  await db.schema
    .createTable('member_ips')
    .addColumn('member_id', idRef, (c) => c.notNull().references('members.id'))
    .addColumn('ip', 'text', notNull)
    .addColumn('first_seen', 'bigint', notNull)
    .addColumn('last_seen', 'bigint', notNull)
    .addPrimaryKeyConstraint('member_ips_pk', ['member_id', 'ip'])
    .execute();

  await withId(db, db.schema.createTable('verification_codes'))
    .addColumn('purpose', 'text', notNull)
    .addColumn('channel', 'text', notNull)
    .addColumn('target', 'text', notNull)
    .addColumn('code_hash', 'text', notNull)
    .addColumn('member_id', idRef)
    .addColumn('attempts', 'integer', zero)
    .addColumn('expires_at', 'bigint', notNull)
    .addColumn('consumed_at', 'bigint')
    .addColumn('created_at', 'bigint', notNull)
    .execute();
  await db.schema.createIndex('codes_by_target').on('verification_codes').columns(['purpose', 'target', 'created_at']).execute();

  await withId(db, db.schema.createTable('outbox'))
    .addColumn('channel', 'text', notNull)
    .addColumn('target', 'text', notNull)
    .addColumn('subject', 'text', notNull)
    .addColumn('body', 'text', notNull)
    .addColumn('created_at', 'bigint', notNull)
    .execute();
  await db.schema.createIndex('outbox_by_target').on('outbox').columns(['target', 'created_at']).execute();

  await db.schema
    .createTable('captchas')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', notNull)
    .addColumn('answer', 'text', notNull)
    .addColumn('expires_at', 'bigint', notNull)
    .addColumn('used_at', 'bigint')
    .addColumn('created_at', 'bigint', notNull)
    .execute();

  await db.schema
    .createTable('login_challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', idRef, (c) => c.notNull().references('members.id'))
    .addColumn('ip', 'text', notNull)
    .addColumn('user_agent', 'text', notNull)
    .addColumn('remember', 'integer', zero)
    .addColumn('side', 'text', notNull)
    .addColumn('attempts', 'integer', zero)
    .addColumn('expires_at', 'bigint', notNull)
    .addColumn('consumed_at', 'bigint')
    .addColumn('created_at', 'bigint', notNull)
    .execute();

  await db.schema
    .createTable('server_keys')
    .addColumn('kid', 'text', (c) => c.primaryKey())
    .addColumn('public_spki', 'text', notNull)
    .addColumn('private_pem', 'text', notNull)
    .addColumn('created_at', 'bigint', notNull)
    .addColumn('retired_at', 'bigint')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['server_keys', 'login_challenges', 'captchas', 'outbox', 'verification_codes', 'member_ips', 'sessions', 'member_tree', 'members']) {
    await db.schema.dropTable(t).execute();
  }
}
