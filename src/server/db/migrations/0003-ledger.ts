import { type Kysely, sql } from 'kysely';
import { isPostgres, notNull, withId } from './columns.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const idRef = pg ? 'bigint' : 'integer';

  await withId(db, db.schema.createTable('ledger_accounts'))
    .addColumn('kind', 'text', notNull)
    .addColumn('owner_id', idRef, (c) => c.notNull().defaultTo(0))
    .addColumn('ref', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('currency', 'text', notNull)
    .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('allow_negative', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', notNull)
    .addUniqueConstraint('ledger_accounts_identity', ['kind', 'owner_id', 'ref'])
    .addCheckConstraint('ledger_accounts_no_overdraft', sql`allow_negative = 1 or balance >= 0`)
    .execute();

  await withId(db, db.schema.createTable('journal_entries'))
    .addColumn('kind', 'text', notNull)
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('member_id', idRef)
    .addColumn('ref', 'text')
    .addColumn('meta', 'text')
    .addColumn('created_at', 'bigint', notNull)
    .execute();
  await db.schema.createIndex('journal_by_member').on('journal_entries').columns(['member_id', 'created_at']).execute();
  await db.schema.createIndex('journal_by_ref').on('journal_entries').columns(['ref', 'kind']).execute();

  // No foreign keys on the hot path (they cost a third of a wallet callback on SQLite):
  // check:ledger verifies that every posting names an existing entry and account.
  await withId(db, db.schema.createTable('postings'))
    .addColumn('entry_id', idRef, notNull)
    .addColumn('account_id', idRef, notNull)
    .addColumn('amount', 'bigint', notNull)
    .addColumn('balance_after', 'bigint', notNull)
    .addColumn('created_at', 'bigint', notNull)
    .execute();
  await db.schema.createIndex('postings_by_account').on('postings').columns(['account_id', 'id']).execute();
  await db.schema.createIndex('postings_by_entry').on('postings').column('entry_id').execute();

  // Postings are append-only: corrections are reversing entries, never edits.
  if (pg) {
    await sql`create function postings_append_only() returns trigger language plpgsql as $$
      begin raise exception 'postings are append-only'; end $$`.execute(db);
    await sql`create trigger postings_no_update before update or delete on postings for each row execute function postings_append_only()`.execute(db);
    await sql`create trigger journal_no_update before update or delete on journal_entries for each row execute function postings_append_only()`.execute(db);
  } else {
    await sql`create trigger postings_no_update before update on postings begin select raise(abort, 'postings are append-only'); end`.execute(db);
    await sql`create trigger postings_no_delete before delete on postings begin select raise(abort, 'postings are append-only'); end`.execute(db);
    await sql`create trigger journal_no_update before update on journal_entries begin select raise(abort, 'journal entries are append-only'); end`.execute(db);
    await sql`create trigger journal_no_delete before delete on journal_entries begin select raise(abort, 'journal entries are append-only'); end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['postings', 'journal_entries', 'ledger_accounts']) await db.schema.dropTable(t).execute();
  if (isPostgres(db)) await sql`drop function if exists postings_append_only`.execute(db);
}
