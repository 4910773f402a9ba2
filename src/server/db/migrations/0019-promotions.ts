import type { Kysely } from 'kysely';
import { notNull, withId, zero } from './columns.ts';

/**
 * Promotions (docs/promotions.md): the promotions staff publish, each player's entry into one
 * (opt-in, application, per-period state), the bonus wallet's bonuses and the settled bets counted
 * towards their wagering, and the rewards a player can claim or was paid. A bet remembers the
 * bonus active when it was staked and the part of its stake the bonus wallet paid.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('promotions'))
    /** Spec §3 type (PROMOTION_TYPES). */
    .addColumn('type', 'text', notNull)
    /** JSON array of PROMOTION_TAGS. */
    .addColumn('tags', 'text', notNull)
    .addColumn('title_bn', 'text', notNull)
    .addColumn('title_en', 'text', notNull)
    /** Sanitized HTML. */
    .addColumn('terms_bn', 'text', notNull)
    .addColumn('terms_en', 'text', notNull)
    /** Image addresses. */
    .addColumn('banner_bn', 'text', notNull)
    .addColumn('banner_en', 'text', notNull)
    .addColumn('starts_at', 'bigint', notNull)
    .addColumn('ends_at', 'bigint', notNull)
    /** JSON Audience. */
    .addColumn('audience', 'text', notNull)
    /** MECHANICS */
    .addColumn('mechanic', 'text', notNull)
    /** JSON parameters of the mechanic (MECHANIC_PARAMS). */
    .addColumn('params', 'text', notNull)
    /** draft | pending | published | ended */
    .addColumn('status', 'text', notNull)
    /** Guards edits: each change raises it by one. */
    .addColumn('version', 'integer', zero)
    .addColumn('sort', 'integer', zero)
    .addColumn('created_by', 'bigint')
    .addColumn('created_at', 'bigint', notNull)
    .addColumn('updated_at', 'bigint', notNull)
    .addColumn('published_at', 'bigint')
    .addColumn('ended_at', 'bigint')
    .execute();
  await db.schema.createIndex('promotions_by_status').on('promotions').columns(['status', 'ends_at']).execute();

  await withId(db, db.schema.createTable('promotion_entries'))
    .addColumn('promotion_id', 'bigint', notNull)
    .addColumn('member_id', 'bigint', notNull)
    /** '' for the whole promotion, else the period it belongs to (e.g. a day). */
    .addColumn('period_key', 'text', notNull)
    /** The player's state in it (ACTIVITY_STATES). */
    .addColumn('state', 'text', notNull)
    /** The player's application comment (≤ 140). */
    .addColumn('comment', 'text')
    /** Staff's reason on a decision. */
    .addColumn('reason', 'text')
    .addColumn('decided_by', 'bigint')
    /** JSON: what the mechanic keeps here. */
    .addColumn('data', 'text')
    .addColumn('created_at', 'bigint', notNull)
    .addColumn('updated_at', 'bigint', notNull)
    .addUniqueConstraint('promotion_entries_once', ['promotion_id', 'member_id', 'period_key'])
    .execute();
  await db.schema.createIndex('promotion_entries_by_member').on('promotion_entries').columns(['member_id', 'state']).execute();

  await withId(db, db.schema.createTable('member_bonuses'))
    .addColumn('member_id', 'bigint', notNull)
    /** 0 for a bonus granted by staff. */
    .addColumn('promotion_id', 'bigint', zero)
    /** What issued it, unique: 'deposit:<id>', 'reward:<id>', 'approval:<id>'. */
    .addColumn('source_key', 'text', (c) => c.notNull().unique())
    .addColumn('amount', 'bigint', notNull)
    /** Stakes (weighted by category) still to play, in minor units: multiple × amount. */
    .addColumn('wagering_required', 'bigint', notNull)
    .addColumn('wagered', 'bigint', zero)
    .addColumn('max_bet', 'bigint', notNull)
    /** JSON Contributions. */
    .addColumn('contributions', 'text', notNull)
    .addColumn('expires_at', 'bigint', notNull)
    /** active | converted | forfeited | expired */
    .addColumn('status', 'text', notNull)
    /** What reached the cash wallet on conversion, or left the bonus wallet on forfeit or expiry. */
    .addColumn('closed_amount', 'bigint')
    .addColumn('closed_at', 'bigint')
    .addColumn('created_at', 'bigint', notNull)
    .execute();
  await db.schema.createIndex('member_bonuses_by_member').on('member_bonuses').columns(['member_id', 'status']).execute();

  await db.schema
    .createTable('bonus_wagers')
    .addColumn('bet_id', 'bigint', (c) => c.primaryKey())
    .addColumn('bonus_id', 'bigint', notNull)
    /** The bet's stake weighted by its category's contribution. */
    .addColumn('amount', 'bigint', notNull)
    .addColumn('created_at', 'bigint', notNull)
    .execute();

  await withId(db, db.schema.createTable('rewards'))
    .addColumn('member_id', 'bigint', notNull)
    /** 0 for a reward not of a promotion. */
    .addColumn('promotion_id', 'bigint', zero)
    /** REWARD_KINDS */
    .addColumn('kind', 'text', notNull)
    /** What it is for within the promotion (a period, a task, a place): unique per member. */
    .addColumn('period_key', 'text', notNull)
    .addColumn('amount', 'bigint', notNull)
    /** cash | bonus */
    .addColumn('wallet', 'text', notNull)
    /** available | claimed | issued | expired | forfeited */
    .addColumn('state', 'text', notNull)
    /** JSON: the calculation shown to the player, bonus rules for a bonus-wallet reward. */
    .addColumn('meta', 'text')
    .addColumn('created_at', 'bigint', notNull)
    .addColumn('expires_at', 'bigint')
    .addColumn('claimed_at', 'bigint')
    .addUniqueConstraint('rewards_once', ['promotion_id', 'member_id', 'kind', 'period_key'])
    .execute();
  await db.schema.createIndex('rewards_by_member').on('rewards').columns(['member_id', 'state']).execute();

  await db.schema.alterTable('bets').addColumn('bonus_id', 'bigint').execute();
  await db.schema.alterTable('bets').addColumn('bonus_stake', 'bigint', zero).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bets').dropColumn('bonus_stake').execute();
  await db.schema.alterTable('bets').dropColumn('bonus_id').execute();
  for (const t of ['rewards', 'bonus_wagers', 'member_bonuses', 'promotion_entries', 'promotions']) await db.schema.dropTable(t).execute();
}
