import type { Kysely } from 'kysely';
import { zero } from './columns.ts';

/**
 * The feed's own suspensions: a market the feed suspended (a bet stop around a scoring moment, or
 * an outcome decided in play) is marked so the feed reopens only those, never one a trader
 * suspended by hand.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sports_markets').addColumn('feed_hold', 'integer', zero).execute();
  await db.schema.createIndex('sports_markets_feed_hold').on('sports_markets').columns(['feed_hold', 'status']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('sports_markets_feed_hold').execute();
  await db.schema.alterTable('sports_markets').dropColumn('feed_hold').execute();
}
