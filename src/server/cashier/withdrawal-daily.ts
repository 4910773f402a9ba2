/**
 * Issue 17 §VIP: a rank's daily withdrawal limits (the ladder's withdrawDailyAmount and
 * withdrawDailyCount; 0 = no limit of the rank's own). Today is the merchant's local day; every
 * withdrawal asked for today counts except a rejected one (its money came back).
 */
import { presetRange } from '#lib/date-presets.ts';
import type { Db } from '#server/db/connect.ts';
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { first, statements } from '#server/db/statement-builder.ts';
import { getMember, rankBenefits } from '#server/members/index.ts';
import { merchantTimeZone } from '#server/system/index.ts';
import { WithdrawalDailyCount, WithdrawalDailyLimit } from './errors.ts';

export interface DailyWithdrawalLimit {
  /** The rank the limits come from. */
  rank: number;
  label: string;
  /** Today's limits (null: none of the rank's own) and what they leave. */
  amountLimit: number | null;
  amountUsed: number;
  amountLeft: number | null;
  countLimit: number | null;
  countUsed: number;
  countLeft: number | null;
  /** Today in the merchant's zone: [from, to) epoch ms; the limits start again at `to`. */
  from: number;
  to: number;
}

/** What counts against the limits: today's withdrawals that were not rejected. */
async function usedToday(sql: SqlRunner, memberId: number, day: { from: number; to: number }): Promise<{ amount: number; count: number }> {
  const row = await first(
    sql,
    statements(sql)
      .selectFrom('withdrawals')
      .select((eb) => [eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('amount'), eb.fn.countAll<number>().as('count')])
      .where('member_id', '=', memberId)
      .where('status', '!=', 'rejected')
      .where('created_at', '>=', day.from)
      .where('created_at', '<', day.to),
  );
  return { amount: Number(row?.amount ?? 0), count: Number(row?.count ?? 0) };
}

/** The rank's limits and today's day, read before a unit of work (the ladder and the zone are settings). */
export async function dailyLimitsOf(db: Db, memberId: number, now: number) {
  const member = await getMember(db, memberId);
  const [rank, zone] = await Promise.all([rankBenefits(db, member.vip_rank), merchantTimeZone(db)]);
  return {
    rank: rank.rank,
    label: rank.label,
    amountLimit: rank.withdrawDailyAmount > 0 ? rank.withdrawDailyAmount : null,
    countLimit: rank.withdrawDailyCount > 0 ? rank.withdrawDailyCount : null,
    day: presetRange('today', now, zone),
  };
}
export type DailyLimits = Awaited<ReturnType<typeof dailyLimitsOf>>;

/**
 * Inside the withdrawal's unit, before its row is inserted: serialises the member's withdrawals
 * (a lock held to the commit), then refuses one that would pass today's count or amount. Parallel
 * requests queue on the lock, so each counts the ones committed before it.
 */
export async function assertWithinDailyLimits(sql: SqlRunner, memberId: number, limits: DailyLimits, amount: number): Promise<void> {
  if (limits.amountLimit === null && limits.countLimit === null) return;
  await sql.lock(`withdrawal-daily:${memberId}`);
  const used = await usedToday(sql, memberId, limits.day);
  const details = { rank: limits.rank, label: limits.label, resetsAt: limits.day.to };
  if (limits.countLimit !== null && used.count + 1 > limits.countLimit) {
    throw new WithdrawalDailyCount('You have made as many withdrawals today as your VIP rank allows.', { ...details, limit: limits.countLimit, used: used.count, left: Math.max(0, limits.countLimit - used.count) });
  }
  if (limits.amountLimit !== null && used.amount + amount > limits.amountLimit) {
    throw new WithdrawalDailyLimit('This withdrawal is over what your VIP rank allows today.', { ...details, limit: limits.amountLimit, used: used.amount, left: Math.max(0, limits.amountLimit - used.amount) });
  }
}

/** The member's limits today and what is left of them (the withdraw page). */
export async function dailyWithdrawalLimit(db: Db, memberId: number, now = Date.now()): Promise<DailyWithdrawalLimit> {
  const limits = await dailyLimitsOf(db, memberId, now);
  const row = await db
    .selectFrom('withdrawals')
    .select((eb) => [eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('amount'), eb.fn.countAll<number>().as('count')])
    .where('member_id', '=', memberId)
    .where('status', '!=', 'rejected')
    .where('created_at', '>=', limits.day.from)
    .where('created_at', '<', limits.day.to)
    .executeTakeFirst();
  const used = { amount: Number(row?.amount ?? 0), count: Number(row?.count ?? 0) };
  return {
    rank: limits.rank,
    label: limits.label,
    amountLimit: limits.amountLimit,
    amountUsed: used.amount,
    amountLeft: limits.amountLimit === null ? null : Math.max(0, limits.amountLimit - used.amount),
    countLimit: limits.countLimit,
    countUsed: used.count,
    countLeft: limits.countLimit === null ? null : Math.max(0, limits.countLimit - used.count),
    from: limits.day.from,
    to: limits.day.to,
  };
}
