import type { Kysely } from 'kysely';
import { zero } from './columns.ts';

/**
 * Lottery resettlement (decision 025): what a corrected result should have taken back from a
 * ticket's winner but the member's cash balance did not cover, kept on the ticket for staff.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('lottery_tickets').addColumn('unrecovered', 'bigint', zero).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('lottery_tickets').dropColumn('unrecovered').execute();
}
