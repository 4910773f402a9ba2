/**
 * A mission's leaderboard for its current period: players ranked by tasks completed, then by
 * the reward those tasks earned, then by who got there first; names masked, the asking player's
 * own row given apart. A task counts once its reward is offered (found done on a read or claim).
 */
import type { AppContext } from '#server/app-context.ts';
import { accountNamesOf } from '#server/members/index.ts';
import { merchantTimeZone, type Period, periodAt, periodLabel } from '#server/system/index.ts';
import { NotFound } from './errors.ts';
import { isMechanic, publishedPromotion } from './promotion-rows.ts';

export interface LeaderRow {
  rank: number;
  account: string;
  tasksDone: number;
  rewardEarned: number;
  self: boolean;
}

/** "pl***1": enough for a player to recognise their own name, not another's. */
export function maskAccount(account: string): string {
  const chars = Array.from(account);
  if (chars.length <= 3) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars[chars.length - 1]}`;
}

export async function missionLeaderboard(app: AppContext, memberId: number, promotionId: number, limit = 20, now = Date.now()): Promise<{ period: Period; list: LeaderRow[]; me: LeaderRow | null }> {
  const p = await publishedPromotion(app.db, promotionId);
  if (!isMechanic(p, 'mission')) throw new NotFound('No such mission.');
  const zone = await merchantTimeZone(app.db);
  const period = periodAt(p.params.period, now, zone);
  const keys = p.params.tasks.map((t) => `${periodLabel(period.start, zone)}:${t.id}`);
  const rows = await app.db
    .selectFrom('rewards')
    .select((eb) => ['member_id', eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('amount').as('amount'), eb.fn.max<number>('created_at').as('last')])
    .where('promotion_id', '=', p.id)
    .where('kind', '=', 'mission')
    .where('period_key', 'in', keys)
    .where('state', '!=', 'forfeited')
    .groupBy('member_id')
    .execute();
  const ranked = rows
    .map((r) => ({ memberId: Number(r.member_id), tasksDone: Number(r.n), rewardEarned: Number(r.amount), last: Number(r.last) }))
    .sort((a, b) => b.tasksDone - a.tasksDone || b.rewardEarned - a.rewardEarned || a.last - b.last || a.memberId - b.memberId);
  const shown = ranked.slice(0, limit);
  const mine = ranked.findIndex((r) => r.memberId === memberId);
  const names = await accountNamesOf(app.db, [...shown.map((r) => r.memberId), memberId]);
  const row = (r: (typeof ranked)[number], i: number): LeaderRow => ({ rank: i + 1, account: maskAccount(names.get(r.memberId) ?? ''), tasksDone: r.tasksDone, rewardEarned: r.rewardEarned, self: r.memberId === memberId });
  const own = ranked[mine];
  return { period, list: shown.map(row), me: own ? row(own, mine) : null };
}
