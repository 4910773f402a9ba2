import type { Kysely } from 'kysely';
import { isPostgres, notNull, withId, zero } from './columns.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  const idRef = isPostgres(db) ? 'bigint' : 'integer';

  await db.schema.alterTable('vendors').addColumn('provider', 'text', (c) => c.notNull().defaultTo('house')).execute();
  await db.schema.alterTable('vendors').addColumn('wallet_secret', 'text', (c) => c.notNull().defaultTo('')).execute();

  await withId(db, db.schema.createTable('games'))
    .addColumn('vendor_code', 'text', (c) => c.notNull().references('vendors.code'))
    .addColumn('game_code', 'text', notNull)
    .addColumn('name', 'text', notNull)
    .addColumn('names', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('category', 'text', notNull)
    .addColumn('icon', 'text', notNull)
    .addColumn('engine', 'text')
    .addColumn('config', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('support_trial', 'integer', zero)
    .addColumn('is_hot', 'integer', zero)
    .addColumn('sort', 'integer', zero)
    .addColumn('status', 'integer', zero)
    .addColumn('plays', 'bigint', zero)
    .addColumn('created_at', 'bigint', notNull)
    .addUniqueConstraint('games_vendor_code', ['vendor_code', 'game_code'])
    .execute();
  await db.schema.createIndex('games_by_category').on('games').columns(['category', 'status', 'sort', 'id']).execute();
  await db.schema.createIndex('games_by_vendor').on('games').columns(['vendor_code', 'status', 'sort', 'id']).execute();
  await db.schema.createIndex('games_by_hot').on('games').columns(['is_hot', 'plays']).execute();

  await db.schema
    .createTable('favourites')
    .addColumn('member_id', idRef, (c) => c.notNull().references('members.id'))
    .addColumn('game_id', idRef, (c) => c.notNull().references('games.id'))
    .addColumn('created_at', 'bigint', notNull)
    .addPrimaryKeyConstraint('favourites_pk', ['member_id', 'game_id'])
    .execute();

  await db.schema
    .createTable('recent_games')
    .addColumn('member_id', idRef, (c) => c.notNull().references('members.id'))
    .addColumn('game_id', idRef, (c) => c.notNull().references('games.id'))
    .addColumn('played_at', 'bigint', notNull)
    .addPrimaryKeyConstraint('recent_games_pk', ['member_id', 'game_id'])
    .execute();
  await db.schema.createIndex('recent_by_member').on('recent_games').columns(['member_id', 'played_at']).execute();

  // The tables the wallet writes on every round carry no foreign keys (see 0003-ledger).
  await db.schema
    .createTable('provider_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('member_id', idRef)
    .addColumn('vendor_code', 'text', notNull)
    .addColumn('game_id', idRef, notNull)
    .addColumn('mode', 'text', notNull)
    .addColumn('play_account_id', idRef)
    .addColumn('created_at', 'bigint', notNull)
    .addColumn('expires_at', 'bigint', notNull)
    .execute();

  await db.schema
    .createTable('provider_txns')
    .addColumn('vendor_code', 'text', notNull)
    .addColumn('txn_id', 'text', notNull)
    .addColumn('kind', 'text', notNull)
    .addColumn('request_hash', 'text', notNull)
    .addColumn('status', 'integer', notNull)
    .addColumn('response', 'text', notNull)
    .addColumn('entry_key', 'text')
    .addColumn('created_at', 'bigint', notNull)
    .addPrimaryKeyConstraint('provider_txns_pk', ['vendor_code', 'txn_id'])
    .execute();
  await db.schema.createIndex('provider_txns_by_entry').on('provider_txns').column('entry_key').unique().execute();

  await withId(db, db.schema.createTable('bets'))
    .addColumn('member_id', idRef, notNull)
    .addColumn('vendor_code', 'text', notNull)
    .addColumn('game_id', idRef)
    .addColumn('game_code', 'text', notNull)
    .addColumn('category', 'text', notNull)
    .addColumn('round_id', 'text', notNull)
    .addColumn('stake', 'bigint', notNull)
    .addColumn('valid_bet', 'bigint', notNull)
    .addColumn('payout', 'bigint', zero)
    .addColumn('status', 'text', notNull)
    .addColumn('currency', 'text', notNull)
    .addColumn('created_at', 'bigint', notNull)
    .addColumn('settled_at', 'bigint')
    .addUniqueConstraint('bets_round', ['vendor_code', 'round_id'])
    .execute();
  await db.schema.createIndex('bets_by_member').on('bets').columns(['member_id', 'created_at']).execute();
  await db.schema.createIndex('bets_by_time').on('bets').column('created_at').execute();

  await db.schema
    .createTable('bet_rollups')
    .addColumn('member_id', idRef, notNull)
    .addColumn('category', 'text', notNull)
    .addColumn('hour', 'bigint', notNull)
    .addColumn('bet_count', 'bigint', zero)
    .addColumn('stake', 'bigint', zero)
    .addColumn('valid_bet', 'bigint', zero)
    .addColumn('payout', 'bigint', zero)
    .addPrimaryKeyConstraint('bet_rollups_pk', ['member_id', 'category', 'hour'])
    .execute();
  await db.schema.createIndex('rollups_by_hour').on('bet_rollups').columns(['hour', 'member_id']).execute();

  await withId(db, db.schema.createTable('fair_seeds'))
    .addColumn('owner_key', 'text', notNull)
    .addColumn('server_seed', 'text', notNull)
    .addColumn('server_seed_hash', 'text', notNull)
    .addColumn('client_seed', 'text', notNull)
    .addColumn('nonce', 'bigint', zero)
    .addColumn('active', 'integer', zero)
    .addColumn('created_at', 'bigint', notNull)
    .addColumn('revealed_at', 'bigint')
    .execute();
  await db.schema.createIndex('fair_seeds_by_owner').on('fair_seeds').columns(['owner_key', 'active']).execute();

  await withId(db, db.schema.createTable('house_rounds'))
    .addColumn('owner_key', 'text', notNull)
    .addColumn('game_id', idRef, notNull)
    .addColumn('engine', 'text', notNull)
    .addColumn('seed_id', idRef, notNull)
    .addColumn('nonce', 'bigint', notNull)
    .addColumn('round_id', 'text', notNull)
    .addColumn('input', 'text', notNull)
    .addColumn('outcome', 'text', notNull)
    .addColumn('stake', 'bigint', notNull)
    .addColumn('payout', 'bigint', notNull)
    .addColumn('mode', 'text', notNull)
    .addColumn('created_at', 'bigint', notNull)
    .execute();
  await db.schema.createIndex('house_rounds_by_owner').on('house_rounds').columns(['owner_key', 'id']).execute();
  await db.schema.createIndex('house_rounds_by_round').on('house_rounds').column('round_id').unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['house_rounds', 'fair_seeds', 'bet_rollups', 'bets', 'provider_txns', 'provider_sessions', 'recent_games', 'favourites', 'games']) {
    await db.schema.dropTable(t).execute();
  }
}
