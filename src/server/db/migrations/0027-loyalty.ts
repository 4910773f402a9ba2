import { type Kysely, sql } from 'kysely';
import { isPostgres, notNull, withId, zero } from './columns.ts';

/**
 * Loyalty (issue 17): the VIP rank ladder and every member's rank history, the points earned from
 * the hourly roll-ups, the points mall (goods and redeem requests), invite-a-friend referrals and
 * the players' applications to become agents. The points themselves are ledger accounts in the
 * unit PTS (src/server/ledger): this migration adds no balance column.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const idRef = isPostgres(db) ? 'bigint' : 'integer';

  // The ladder (owned by members, beside members.vip_rank): one row per rank, 0 the lowest.
  await db.schema
    .createTable('vip_ranks')
    .addColumn('rank', 'integer', (c) => c.primaryKey())
    .addColumn('label', 'text', notNull)
    /** Valid bet and deposits over the rolling window (settings loyalty.windowDays) that reach this rank. */
    .addColumn('bet_threshold', 'bigint', zero)
    .addColumn('deposit_threshold', 'bigint', zero)
    /** What keeps the rank at the monthly review: the previous month's valid bet and deposits. */
    .addColumn('keep_bet', 'bigint', zero)
    .addColumn('keep_deposit', 'bigint', zero)
    .addColumn('upgrade_bonus', 'bigint', zero)
    .addColumn('monthly_bonus', 'bigint', zero)
    .addColumn('birthday_bonus', 'bigint', zero)
    /** Turnover multiple of the rank's bonuses in the bonus wallet (0: paid as cash). */
    .addColumn('bonus_turnover', 'integer', zero)
    .addColumn('cashback_bps', 'integer', zero)
    .addColumn('rebate_bps', 'integer', zero)
    /** 0: no limit of the rank's own (the cashier's rules apply). */
    .addColumn('withdraw_daily_amount', 'bigint', zero)
    .addColumn('withdraw_daily_count', 'integer', zero)
    .addColumn('vip_service', 'integer', zero)
    .addColumn('updated_at', 'bigint', notNull)
    .execute();

  await withId(db, db.schema.createTable('vip_rank_changes'))
    .addColumn('member_id', idRef, notNull)
    .addColumn('from_rank', 'integer', notNull)
    .addColumn('to_rank', 'integer', notNull)
    /** upgrade | relegation | staff | seed */
    .addColumn('reason', 'text', notNull)
    .addColumn('note', 'text')
    .addColumn('staff_id', idRef)
    .addColumn('created_at', 'bigint', notNull)
    .execute();
  await db.schema.createIndex('vip_rank_changes_by_member').on('vip_rank_changes').columns(['member_id', 'created_at']).execute();

  /** Scheduled loyalty work: how far each job has got (a cursor), so a rerun resumes. */
  await db.schema
    .createTable('loyalty_cursors')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('position', 'bigint', zero)
    .addColumn('updated_at', 'bigint', notNull)
    .execute();

  /** What points each roll-up row (member, category, hour) has been credited for: the accrual job posts the difference. */
  await db.schema
    .createTable('points_accruals')
    .addColumn('member_id', idRef, notNull)
    .addColumn('category', 'text', notNull)
    .addColumn('hour', 'bigint', notNull)
    .addColumn('valid_bet', 'bigint', zero)
    .addColumn('points', 'bigint', zero)
    .addColumn('updated_at', 'bigint', notNull)
    .addPrimaryKeyConstraint('points_accruals_pk', ['member_id', 'category', 'hour'])
    .execute();

  await withId(db, db.schema.createTable('mall_items'))
    /** physical | voucher | bonus */
    .addColumn('kind', 'text', notNull)
    /** {"bn": …, "en": …} */
    .addColumn('names', 'text', notNull)
    .addColumn('descriptions', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('image', 'text')
    /** Hundredths of a point. */
    .addColumn('price', 'bigint', notNull)
    /** A voucher's cash or a bonus credit's amount (minor units); 0 for a physical item. */
    .addColumn('amount', 'bigint', zero)
    /** null: unlimited. */
    .addColumn('stock', 'integer')
    /** none | deposit_month | turnover_month */
    .addColumn('requirement', 'text', (c) => c.notNull().defaultTo('none'))
    .addColumn('requirement_amount', 'bigint', zero)
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('sort', 'integer', zero)
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', notNull)
    .addColumn('updated_at', 'bigint', notNull)
    .addCheckConstraint('mall_items_stock', sql`stock is null or stock >= 0`)
    .execute();

  await withId(db, db.schema.createTable('mall_redeems'))
    .addColumn('member_id', idRef, notNull)
    .addColumn('item_id', idRef, notNull)
    .addColumn('quantity', 'integer', notNull)
    /** Hundredths of a point, the whole request. */
    .addColumn('points', 'bigint', notNull)
    /** in_process | approved | rejected */
    .addColumn('status', 'text', notNull)
    .addColumn('address', 'text')
    .addColumn('mobile', 'text')
    /** What was paid on approval: the wallet or the bonus wallet. */
    .addColumn('paid_account', 'text')
    .addColumn('reason', 'text')
    .addColumn('staff_id', idRef)
    .addColumn('request_key', 'text', notNull)
    .addColumn('created_at', 'bigint', notNull)
    .addColumn('decided_at', 'bigint')
    .addUniqueConstraint('mall_redeems_key', ['member_id', 'request_key'])
    .execute();
  await db.schema.createIndex('mall_redeems_by_member').on('mall_redeems').columns(['member_id', 'created_at']).execute();
  await db.schema.createIndex('mall_redeems_by_status').on('mall_redeems').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('referral_codes')
    .addColumn('member_id', idRef, (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', notNull)
    .execute();

  /** One row per invited friend: the friend's state and the referrer's reward. */
  await db.schema
    .createTable('referrals')
    .addColumn('friend_id', idRef, (c) => c.primaryKey())
    .addColumn('referrer_id', idRef, notNull)
    /** registered | deposited | qualified | held | rewarded | rejected | expired */
    .addColumn('state', 'text', notNull)
    .addColumn('deposited_at', 'bigint')
    .addColumn('qualified_at', 'bigint')
    .addColumn('reward', 'bigint', zero)
    /** Why a reward waits for staff: same_device | same_ip | same_payment_account. */
    .addColumn('hold_reason', 'text')
    .addColumn('staff_id', idRef)
    .addColumn('decided_at', 'bigint')
    .addColumn('created_at', 'bigint', notNull)
    .execute();
  await db.schema.createIndex('referrals_by_referrer').on('referrals').columns(['referrer_id', 'created_at']).execute();
  await db.schema.createIndex('referrals_by_state').on('referrals').columns(['state', 'created_at']).execute();

  await withId(db, db.schema.createTable('affiliate_applications'))
    .addColumn('member_id', idRef, notNull)
    /** {"mobile", "email", "messenger", …} */
    .addColumn('contacts', 'text', notNull)
    /** JSON array of traffic sources. */
    .addColumn('traffic', 'text', notNull)
    .addColumn('comment', 'text')
    /** pending | approved | rejected */
    .addColumn('status', 'text', notNull)
    .addColumn('upline_id', idRef)
    .addColumn('reason', 'text')
    .addColumn('staff_id', idRef)
    .addColumn('created_at', 'bigint', notNull)
    .addColumn('decided_at', 'bigint')
    .execute();
  await db.schema.createIndex('affiliate_applications_by_member').on('affiliate_applications').columns(['member_id', 'created_at']).execute();
  await db.schema.createIndex('affiliate_applications_by_status').on('affiliate_applications').columns(['status', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['affiliate_applications', 'referrals', 'referral_codes', 'mall_redeems', 'mall_items', 'points_accruals', 'loyalty_cursors', 'vip_rank_changes', 'vip_ranks']) {
    await db.schema.dropTable(t).execute();
  }
}
