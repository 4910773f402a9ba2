import { type Kysely, sql } from 'kysely';
import { notNull, withId } from './columns.ts';

/**
 * The seamless wallet's idempotency record names the player it answered (a transaction id is
 * vendor + player + id: the same id from another player is a conflict, never the first answer),
 * and vendors' signing secrets live encrypted, several at a time (the previous one stays valid
 * for a grace period after a rotation).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('provider_txns').addColumn('player_key', 'text', (c) => c.notNull().defaultTo('')).execute();
  // Answers stored before this migration: the player of a real-money movement is its entry's member.
  await sql`update provider_txns set player_key = coalesce((select 'member:' || e.member_id from journal_entries e where e.idempotency_key = provider_txns.entry_key and e.member_id is not null), '') where response not like '%"currency":"PLAY"%'`.execute(db);

  await withId(db, db.schema.createTable('vendor_secrets'))
    .addColumn('vendor_code', 'text', notNull)
    /** AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>`, base64url (see src/server/providers/signature.ts). */
    .addColumn('secret_enc', 'text', notNull)
    /** The first hex digits of the secret's SHA-256, so an operator can tell secrets apart. */
    .addColumn('fingerprint', 'text', notNull)
    .addColumn('created_at', 'bigint', notNull)
    /** null while it is the vendor's current secret; when superseded, the end of its grace period. */
    .addColumn('retires_at', 'bigint')
    .execute();
  await db.schema.createIndex('vendor_secrets_by_vendor').on('vendor_secrets').columns(['vendor_code', 'id']).execute();
  // At most one current secret per vendor (a partial unique index: same SQL on both dialects).
  await sql`create unique index vendor_secrets_one_current on vendor_secrets (vendor_code) where retires_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('vendor_secrets').execute();
  await db.schema.alterTable('provider_txns').dropColumn('player_key').execute();
}
