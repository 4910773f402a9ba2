import type { Kysely } from 'kysely';
import { isPostgres, notNull, withId, zero } from './columns.ts';

/**
 * Lottery (issue 18): the lotteries and their schedules, the house's published seed chains, the
 * draws and their states, the odds rows staff edit, the tickets (each one a bet row of the LOTT
 * or ELOTT house vendor through the wallet) and the follows (one reservation, a ticket per draw),
 * and every change of an official result. Amounts are minor units, odds thousandths.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const idRef = isPostgres(db) ? 'bigint' : 'integer';

  await withId(db, db.schema.createTable('lotteries'))
    /** The game code (games.game_code of the lottery's game row): "VN_NORTH", "K3_1M". */
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('game_id', idRef, notNull)
    /** TCG_LOTTO_VN | TCG_SEA | ELOTT (spec §3). */
    .addColumn('type', 'text', notNull)
    /** vn-north | vn-south | thai | my4d | k3 | 11x5 | ssc | pk10 | keno. */
    .addColumn('format', 'text', notNull)
    /** VN: north | central | south; null elsewhere. */
    .addColumn('region', 'text')
    /** JSON: the name per language. */
    .addColumn('names', 'text', notNull)
    /** JSON LotterySchedule, in the merchant's time zone. */
    .addColumn('schedule', 'text', notNull)
    /** Betting closes this many seconds before the draw. */
    .addColumn('close_seconds', 'integer', notNull)
    /** house | official. */
    .addColumn('source', 'text', notNull)
    /** active | paused (no new draws open; open draws still run). */
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('sort', 'integer', zero)
    .addColumn('version', 'integer', zero)
    .addColumn('updated_at', 'bigint', notNull)
    .execute();

  /**
   * A published hash chain: seeds x0 (secret) … xN with x(i+1) = SHA-256(xi); `commitment` = xN is
   * published before the chain's first draw, and draws take the seeds back from x(N−1) down.
   */
  await withId(db, db.schema.createTable('lottery_chains'))
    .addColumn('lottery_id', idRef, notNull)
    .addColumn('length', 'integer', notNull)
    .addColumn('commitment', 'text', notNull)
    /** x0, never shown until the chain is used up or retired. */
    .addColumn('secret', 'text', notNull)
    /** How many seeds draws have taken (the next draw takes x(length − used − 1)). */
    .addColumn('used', 'integer', zero)
    /** active | retired. */
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('created_at', 'bigint', notNull)
    .addColumn('retired_at', 'bigint')
    .execute();
  await db.schema.createIndex('lottery_chains_by_lottery').on('lottery_chains').columns(['lottery_id', 'status']).execute();

  await withId(db, db.schema.createTable('lottery_draws'))
    .addColumn('lottery_id', idRef, notNull)
    /** The issue number players see ("20261126-0615", "20261126"); unique per lottery. */
    .addColumn('number', 'text', notNull)
    .addColumn('opens_at', 'bigint', notNull)
    .addColumn('closes_at', 'bigint', notNull)
    .addColumn('draw_at', 'bigint', notNull)
    /** scheduled | open | closed | drawn | settled | void. */
    .addColumn('status', 'text', notNull)
    /** JSON DrawResult once drawn. */
    .addColumn('result', 'text')
    /** house | staff | feed, once drawn. */
    .addColumn('result_source', 'text')
    /** House draws: the chain and the seed's index in it (revealed with the result). */
    .addColumn('chain_id', idRef)
    .addColumn('chain_index', 'integer')
    .addColumn('seed', 'text')
    /** Official results: who entered and who approved the result in force. */
    .addColumn('entered_by', idRef)
    .addColumn('approved_by', idRef)
    /** Raised by each correction; a ticket remembers the revision it was settled at. */
    .addColumn('revision', 'integer', zero)
    /** Settlement resumes after the last ticket id it finished (a crash mid-draw loses nothing). */
    .addColumn('settle_cursor', 'bigint', zero)
    .addColumn('drawn_at', 'bigint')
    .addColumn('settled_at', 'bigint')
    .addColumn('void_reason', 'text')
    .addColumn('tickets', 'integer', zero)
    .addColumn('stake', 'bigint', zero)
    .addColumn('payout', 'bigint', zero)
    .addColumn('created_at', 'bigint', notNull)
    .execute();
  await db.schema.createIndex('lottery_draws_number').on('lottery_draws').columns(['lottery_id', 'number']).unique().execute();
  await db.schema.createIndex('lottery_draws_by_time').on('lottery_draws').columns(['lottery_id', 'draw_at']).execute();
  await db.schema.createIndex('lottery_draws_by_status').on('lottery_draws').columns(['status', 'draw_at']).execute();

  /** The terms of each bet type per lottery (staff edit them; a ticket keeps the terms it was sold at). */
  await db.schema
    .createTable('lottery_odds')
    .addColumn('lottery_id', idRef, notNull)
    .addColumn('bet_type', 'text', notNull)
    /** Thousandths, stake included; null: from the true probability × return_bps (fast games). */
    .addColumn('odds_milli', 'bigint')
    .addColumn('return_bps', 'integer', notNull)
    .addColumn('cost_units', 'integer', notNull)
    .addColumn('max_stake', 'bigint', notNull)
    .addColumn('max_payout', 'bigint', notNull)
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_by', idRef)
    .addColumn('updated_at', 'bigint', notNull)
    .addPrimaryKeyConstraint('lottery_odds_pk', ['lottery_id', 'bet_type'])
    .execute();

  await withId(db, db.schema.createTable('lottery_follows'))
    .addColumn('member_id', idRef, notNull)
    .addColumn('lottery_id', idRef, notNull)
    /** JSON: the selections each draw's ticket repeats ({ betType, numbers, unitStake, multiplier }[]). */
    .addColumn('items', 'text', notNull)
    /** The stake of one draw's tickets. */
    .addColumn('draw_stake', 'bigint', notNull)
    .addColumn('draws_total', 'integer', notNull)
    .addColumn('draws_placed', 'integer', zero)
    /** The first draw it plays (its number), then each following draw of the lottery. */
    .addColumn('first_draw_id', idRef, notNull)
    .addColumn('last_draw_id', idRef)
    .addColumn('stop_on_win', 'integer', zero)
    /** What is still reserved for the draws not placed yet. */
    .addColumn('reserved', 'bigint', zero)
    /** active | done | won | stopped. */
    .addColumn('status', 'text', notNull)
    .addColumn('stop_reason', 'text')
    .addColumn('idem_key', 'text', notNull)
    .addColumn('created_at', 'bigint', notNull)
    .addColumn('ended_at', 'bigint')
    .execute();
  await db.schema.createIndex('lottery_follows_key').on('lottery_follows').columns(['member_id', 'idem_key']).unique().execute();
  await db.schema.createIndex('lottery_follows_active').on('lottery_follows').columns(['lottery_id', 'status']).execute();

  await withId(db, db.schema.createTable('lottery_tickets'))
    .addColumn('draw_id', idRef, notNull)
    .addColumn('lottery_id', idRef, notNull)
    .addColumn('member_id', idRef, notNull)
    .addColumn('follow_id', idRef)
    .addColumn('bet_type', 'text', notNull)
    /** The canonical selection text (the bet type's parse). */
    .addColumn('selection', 'text', notNull)
    .addColumn('lines', 'integer', notNull)
    .addColumn('unit_stake', 'bigint', notNull)
    .addColumn('multiplier', 'integer', notNull)
    .addColumn('stake', 'bigint', notNull)
    /** The terms it was sold at (JSON OddsTerms). */
    .addColumn('terms', 'text', notNull)
    /** open | won | lost | void | cancelled. */
    .addColumn('status', 'text', notNull)
    .addColumn('payout', 'bigint', zero)
    /** The draw's result revision it was settled at. */
    .addColumn('settled_revision', 'integer')
    /** The bet row's round id with the house vendor ("L<id>"). */
    .addColumn('round_id', 'text', notNull)
    /** The slip's idempotency key and the item's place in it: a replayed slip places nothing twice. */
    .addColumn('idem_key', 'text', notNull)
    .addColumn('placed_at', 'bigint', notNull)
    .addColumn('settled_at', 'bigint')
    .execute();
  await db.schema.createIndex('lottery_tickets_key').on('lottery_tickets').columns(['member_id', 'idem_key']).unique().execute();
  await db.schema.createIndex('lottery_tickets_by_draw').on('lottery_tickets').columns(['draw_id', 'id']).execute();
  await db.schema.createIndex('lottery_tickets_by_member').on('lottery_tickets').columns(['member_id', 'id']).execute();

  /** Every official result entered, approved or corrected (the audit log holds who did it as well). */
  await withId(db, db.schema.createTable('lottery_result_changes'))
    .addColumn('draw_id', idRef, notNull)
    .addColumn('revision', 'integer', notNull)
    .addColumn('result', 'text', notNull)
    .addColumn('previous', 'text')
    /** enter | correct. */
    .addColumn('kind', 'text', notNull)
    .addColumn('reason', 'text')
    .addColumn('staff_id', idRef)
    .addColumn('created_at', 'bigint', notNull)
    .execute();
  await db.schema.createIndex('lottery_result_changes_by_draw').on('lottery_result_changes').columns(['draw_id', 'revision']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['lottery_result_changes', 'lottery_tickets', 'lottery_follows', 'lottery_odds', 'lottery_draws', 'lottery_chains', 'lotteries']) await db.schema.dropTable(t).execute();
}
