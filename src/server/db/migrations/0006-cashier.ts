import type { Kysely } from 'kysely';
import { isPostgres, notNull, withId, zero } from './columns.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  const idRef = isPostgres(db) ? 'bigint' : 'integer';

  await withId(db, db.schema.createTable('payment_channels'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', notNull)
    .addColumn('names', 'text', notNull)
    .addColumn('min_amount', 'bigint', notNull)
    .addColumn('max_amount', 'bigint', notNull)
    .addColumn('fee_bp', 'integer', zero)
    .addColumn('min_vip_rank', 'integer', zero)
    .addColumn('details', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('secret', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('enabled', 'integer', zero)
    .addColumn('sort', 'integer', zero)
    .execute();

  await withId(db, db.schema.createTable('deposits'))
    .addColumn('member_id', idRef, (c) => c.notNull().references('members.id'))
    .addColumn('channel_id', idRef, (c) => c.notNull().references('payment_channels.id'))
    .addColumn('amount', 'bigint', notNull)
    .addColumn('fee', 'bigint', zero)
    .addColumn('status', 'text', notNull)
    .addColumn('reference', 'text')
    .addColumn('receipt_upload_id', idRef)
    .addColumn('note', 'text')
    .addColumn('created_at', 'bigint', notNull)
    .addColumn('decided_at', 'bigint')
    .execute();
  await db.schema.createIndex('deposits_by_member').on('deposits').columns(['member_id', 'created_at']).execute();
  await db.schema.createIndex('deposits_by_status').on('deposits').columns(['status', 'created_at']).execute();

  await withId(db, db.schema.createTable('bank_accounts'))
    .addColumn('member_id', idRef, (c) => c.notNull().references('members.id'))
    .addColumn('bank_name', 'text', notNull)
    .addColumn('account_number', 'text', notNull)
    .addColumn('holder_name', 'text', notNull)
    .addColumn('confirmed_at', 'bigint')
    .addColumn('created_at', 'bigint', notNull)
    .addUniqueConstraint('bank_accounts_number', ['member_id', 'bank_name', 'account_number'])
    .execute();

  await withId(db, db.schema.createTable('withdrawals'))
    .addColumn('member_id', idRef, (c) => c.notNull().references('members.id'))
    .addColumn('bank_account_id', idRef, (c) => c.notNull().references('bank_accounts.id'))
    .addColumn('amount', 'bigint', notNull)
    .addColumn('fee', 'bigint', zero)
    .addColumn('status', 'text', notNull)
    .addColumn('receipt', 'text')
    .addColumn('received_amount', 'bigint')
    .addColumn('receipt_note', 'text')
    .addColumn('note', 'text')
    .addColumn('created_at', 'bigint', notNull)
    .addColumn('decided_at', 'bigint')
    .addColumn('receipt_at', 'bigint')
    .execute();
  await db.schema.createIndex('withdrawals_by_member').on('withdrawals').columns(['member_id', 'created_at']).execute();
  await db.schema.createIndex('withdrawals_by_status').on('withdrawals').columns(['status', 'decided_at']).execute();

  await withId(db, db.schema.createTable('uploads'))
    .addColumn('member_id', idRef, (c) => c.notNull().references('members.id'))
    .addColumn('purpose', 'text', notNull)
    .addColumn('ref_id', idRef)
    .addColumn('mime', 'text', notNull)
    .addColumn('bytes', 'integer', notNull)
    .addColumn('path', 'text', notNull)
    .addColumn('created_at', 'bigint', notNull)
    .execute();
  await db.schema.createIndex('uploads_by_ref').on('uploads').columns(['purpose', 'ref_id']).execute();

  await withId(db, db.schema.createTable('messages'))
    .addColumn('member_id', idRef, (c) => c.notNull().references('members.id'))
    .addColumn('kind', 'text', notNull)
    .addColumn('params', 'text', notNull)
    .addColumn('read_at', 'bigint')
    .addColumn('created_at', 'bigint', notNull)
    .execute();
  await db.schema.createIndex('messages_by_member').on('messages').columns(['member_id', 'read_at', 'id']).execute();

  await withId(db, db.schema.createTable('transfers'))
    .addColumn('from_member_id', idRef, (c) => c.notNull().references('members.id'))
    .addColumn('to_member_id', idRef, (c) => c.notNull().references('members.id'))
    .addColumn('amount', 'bigint', notNull)
    .addColumn('kind', 'text', notNull)
    .addColumn('created_at', 'bigint', notNull)
    .execute();
  await db.schema.createIndex('transfers_by_from').on('transfers').columns(['from_member_id', 'created_at']).execute();
  await db.schema.createIndex('transfers_by_to').on('transfers').columns(['to_member_id', 'created_at']).execute();

  await withId(db, db.schema.createTable('bonuses'))
    .addColumn('member_id', idRef, (c) => c.notNull().references('members.id'))
    .addColumn('amount', 'bigint', notNull)
    .addColumn('wagering_required', 'bigint', zero)
    .addColumn('reason', 'text', notNull)
    .addColumn('status', 'text', notNull)
    .addColumn('granted_at', 'bigint', notNull)
    .execute();
  await db.schema.createIndex('bonuses_by_member').on('bonuses').columns(['member_id', 'granted_at']).execute();

  await db.schema
    .createTable('deposit_limits')
    .addColumn('member_id', idRef, (c) => c.notNull().references('members.id'))
    .addColumn('period', 'text', notNull)
    .addColumn('amount', 'bigint', notNull)
    .addColumn('pending_amount', 'bigint')
    .addColumn('pending_from', 'bigint')
    .addColumn('updated_at', 'bigint', notNull)
    .addPrimaryKeyConstraint('deposit_limits_pk', ['member_id', 'period'])
    .execute();

  await withId(db, db.schema.createTable('exclusions'))
    .addColumn('member_id', idRef, (c) => c.notNull().references('members.id'))
    .addColumn('kind', 'text', notNull)
    .addColumn('until', 'bigint')
    .addColumn('created_at', 'bigint', notNull)
    .execute();
  await db.schema.createIndex('exclusions_by_member').on('exclusions').columns(['member_id', 'until']).execute();

  await db.schema
    .createTable('play_settings')
    .addColumn('member_id', idRef, (c) => c.primaryKey().references('members.id'))
    .addColumn('reality_check_minutes', 'integer')
    .addColumn('updated_at', 'bigint', notNull)
    .execute();

  await db.schema
    .createTable('job_runs')
    .addColumn('job', 'text', notNull)
    .addColumn('period', 'text', notNull)
    .addColumn('status', 'text', notNull)
    .addColumn('started_at', 'bigint', notNull)
    .addColumn('finished_at', 'bigint')
    .addColumn('result', 'text')
    .addPrimaryKeyConstraint('job_runs_pk', ['job', 'period'])
    .execute();

  await db.schema.alterTable('vendors').addColumn('transfer_wallet', 'integer', zero).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['job_runs', 'play_settings', 'exclusions', 'deposit_limits', 'bonuses', 'transfers', 'messages', 'uploads', 'withdrawals', 'bank_accounts', 'deposits', 'payment_channels']) {
    await db.schema.dropTable(t).execute();
  }
}
