/**
 * The VIP ladder (table vip_ranks, owned here beside members.vip_rank): every rank's thresholds
 * and benefits. Other domains read a member's benefits from here (the cashier's withdrawal limits,
 * the promotions' cashback and rebate rates, customer-service routing); loyalty computes ranks and
 * saves the ladder through saveVipLadder. An empty table means the default ladder.
 */
import { DEFAULT_VIP_LADDER, type VipRank } from '#lib/contracts/loyalty-model.ts';
import type { Db } from '#server/db/connect.ts';
import type { VipRanksTable } from '#server/db/tables/loyalty.ts';
import type { Selectable } from 'kysely';

const toRank = (r: Selectable<VipRanksTable>): VipRank => ({
  rank: Number(r.rank),
  label: r.label,
  betThreshold: Number(r.bet_threshold),
  depositThreshold: Number(r.deposit_threshold),
  keepBet: Number(r.keep_bet),
  keepDeposit: Number(r.keep_deposit),
  upgradeBonus: Number(r.upgrade_bonus),
  monthlyBonus: Number(r.monthly_bonus),
  birthdayBonus: Number(r.birthday_bonus),
  bonusTurnover: Number(r.bonus_turnover),
  cashbackBps: Number(r.cashback_bps),
  rebateBps: Number(r.rebate_bps),
  withdrawDailyAmount: Number(r.withdraw_daily_amount),
  withdrawDailyCount: Number(r.withdraw_daily_count),
  vipService: Number(r.vip_service) === 1,
});

/** The ladder, lowest rank first. */
export async function vipLadder(db: Db): Promise<VipRank[]> {
  const rows = await db.selectFrom('vip_ranks').selectAll().orderBy('rank').execute();
  return rows.length ? rows.map(toRank) : DEFAULT_VIP_LADDER.map((r) => ({ ...r }));
}

/** The ladder's version: its last change (epoch ms), 0 while the default ladder holds. */
export async function vipLadderVersion(db: Db): Promise<number> {
  const row = await db.selectFrom('vip_ranks').select((eb) => eb.fn.max('updated_at').as('at')).executeTakeFirst();
  return Number(row?.at ?? 0);
}

/** One rank's benefits (the highest rank at or below `rank` when the ladder was shortened). */
export async function rankBenefits(db: Db, rank: number): Promise<VipRank> {
  const ladder = await vipLadder(db);
  return ladder.filter((r) => r.rank <= rank).at(-1) ?? (ladder[0] as VipRank);
}

/** Replaces the ladder (ranks 0…n-1 in order); the caller validates it and audits the change. */
export async function saveVipLadder(db: Db, ladder: readonly VipRank[], now = Date.now()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('vip_ranks').execute();
    await trx
      .insertInto('vip_ranks')
      .values(
        ladder.map((r) => ({
          rank: r.rank,
          label: r.label,
          bet_threshold: r.betThreshold,
          deposit_threshold: r.depositThreshold,
          keep_bet: r.keepBet,
          keep_deposit: r.keepDeposit,
          upgrade_bonus: r.upgradeBonus,
          monthly_bonus: r.monthlyBonus,
          birthday_bonus: r.birthdayBonus,
          bonus_turnover: r.bonusTurnover,
          cashback_bps: r.cashbackBps,
          rebate_bps: r.rebateBps,
          withdraw_daily_amount: r.withdrawDailyAmount,
          withdraw_daily_count: r.withdrawDailyCount,
          vip_service: r.vipService ? 1 : 0,
          updated_at: now,
        })),
      )
      .execute();
  });
}
