import type { Kysely } from 'kysely';
import { zero } from './columns.ts';

/**
 * Points mall (issue 17): a redeem request keeps the amount it was redeemed for (a voucher's cash
 * or a bonus credit, minor units, the whole quantity), so approving it pays what the member saw
 * even when staff change the item's amount meanwhile.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mall_redeems').addColumn('amount', 'bigint', zero).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mall_redeems').dropColumn('amount').execute();
}
