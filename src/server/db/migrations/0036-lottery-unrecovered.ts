import type { Kysely } from 'kysely';
import { zero } from './columns.ts';

/**
 * Lottery resettlement (decision 025): what a corrected result should have taken back from a
 * ticket's winner but the member's cash balance did not cover, kept on the ticket for staff.
 * And one draw per lottery and draw time, whatever its number (draws planned ahead by several
 * instances at once, across a schedule change, never make two draws of one moment).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('lottery_tickets').addColumn('unrecovered', 'bigint', zero).execute();
  await db.schema.createIndex('lottery_draws_one_per_time').on('lottery_draws').columns(['lottery_id', 'draw_at']).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('lottery_draws_one_per_time').execute();
  await db.schema.alterTable('lottery_tickets').dropColumn('unrecovered').execute();
}
