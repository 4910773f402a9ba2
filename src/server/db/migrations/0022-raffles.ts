import type { Kysely } from 'kysely';
import { notNull, withId, zero } from './columns.ts';

/**
 * Raffles (docs/promotions.md "Raffle"): each prize's stock left, each player's seed pair for the
 * provably fair draw (the hash of the next server seed is shown before drawing; a draw reveals the
 * seed it used and commits to a new one) and every draw with what it needs to be verified.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('raffle_stock')
    .addColumn('promotion_id', 'bigint', notNull)
    .addColumn('prize_id', 'text', notNull)
    /** Taken one by one: `remaining = remaining - 1 where remaining > 0`. */
    .addColumn('remaining', 'bigint', notNull)
    .addPrimaryKeyConstraint('raffle_stock_pk', ['promotion_id', 'prize_id'])
    .execute();

  await withId(db, db.schema.createTable('raffle_seeds'))
    .addColumn('promotion_id', 'bigint', notNull)
    .addColumn('member_id', 'bigint', notNull)
    /** The seed the next draw uses, secret until then; its SHA-256 is shown. */
    .addColumn('server_seed', 'text', notNull)
    .addColumn('server_seed_hash', 'text', notNull)
    .addColumn('client_seed', 'text', notNull)
    /** Draws made so far (tickets spent); the next draw's nonce. */
    .addColumn('draws', 'bigint', zero)
    .addColumn('updated_at', 'bigint', notNull)
    .addUniqueConstraint('raffle_seeds_once', ['promotion_id', 'member_id'])
    .execute();

  await withId(db, db.schema.createTable('raffle_draws'))
    .addColumn('promotion_id', 'bigint', notNull)
    .addColumn('member_id', 'bigint', notNull)
    /** Minted once per press: a repeat answers the same draw. */
    .addColumn('request_id', 'text', notNull)
    /** Revealed once the draw is made. */
    .addColumn('server_seed', 'text', notNull)
    .addColumn('server_seed_hash', 'text', notNull)
    .addColumn('client_seed', 'text', notNull)
    .addColumn('nonce', 'bigint', notNull)
    /** JSON [{id, weight}]: the prizes with stock when the draw began, in the prize table's order. */
    .addColumn('pool', 'text', notNull)
    /** JSON [id]: prizes picked but found gone meanwhile (the pick was redone without them). */
    .addColumn('gone', 'text', notNull)
    .addColumn('prize_id', 'text', notNull)
    .addColumn('amount', 'bigint', notNull)
    .addColumn('reward_id', 'bigint')
    .addColumn('created_at', 'bigint', notNull)
    .addUniqueConstraint('raffle_draws_once', ['promotion_id', 'member_id', 'request_id'])
    .execute();
  await db.schema.createIndex('raffle_draws_by_member').on('raffle_draws').columns(['member_id', 'promotion_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['raffle_draws', 'raffle_seeds', 'raffle_stock']) await db.schema.dropTable(t).execute();
}
