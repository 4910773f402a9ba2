/**
 * The monthly review (issue 17 §VIP): on the 1st (merchant time zone) every member above rank 0
 * whose previous month's valid bet is below the rank's keepBet and whose deposits are below its
 * keepDeposit goes down exactly one rank, unless they were raised during that month. Then each
 * member is paid the monthly bonus of the rank they hold (vip-monthly:<member>:<yyyy-mm>, the
 * month paid in).
 *
 * A relegation is guarded: the member's row locked, no relegation already recorded since the
 * month began, the rank still the one reviewed. A rerun, or a second instance running the same
 * minute, relegates nobody twice and pays nothing twice; the cursor 'vip-review' (the start of
 * the last month fully reviewed) only spares later ticks the work.
 */
import type { VipRank } from '#lib/contracts/loyalty-model.ts';
import type { AppContext } from '#server/app-context.ts';
import { creditedDepositsByMember } from '#server/cashier/index.ts';
import { insertMessages, type MessageKind, notifyMessages } from '#server/content/index.ts';
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { changed, first, statements } from '#server/db/statement-builder.ts';
import { validBetByMember } from '#server/games/index.ts';
import { vipLadder } from '#server/members/index.ts';
import { loadSettings, localTime, merchantCurrency } from '#server/system/index.ts';
import { advanceCursor, cursorAt } from './cursors.ts';
import { payVipBonus } from './vip-bonus.ts';
import { rankOf } from './vip-progress.ts';
import { lockedRank, rankedMembers } from './vip-upgrades.ts';
import { hoursOf, monthKey, monthOf, previousMonthOf } from './vip-window.ts';

const CURSOR = 'vip-review';

/** Whether a member keeps `rank` on last month's figures (either is enough). */
export function keepsRank(rank: VipRank, validBet: number, deposits: number): boolean {
  return validBet >= rank.keepBet || deposits >= rank.keepDeposit;
}

/** Relegates one member by one rank in the caller's unit, once per month; true when this call did. */
export async function relegateIn(sql: SqlRunner, memberId: number, reviewed: number, monthStart: number, now: number): Promise<boolean> {
  if ((await lockedRank(sql, memberId)) !== reviewed || reviewed <= 0) return false;
  const q = statements(sql);
  const already = await first(sql, q.selectFrom('vip_rank_changes').select('id').where('member_id', '=', memberId).where('reason', '=', 'relegation').where('created_at', '>=', monthStart).limit(1));
  if (already) return false;
  const lowered = await changed(sql, q.updateTable('members').set({ vip_rank: reviewed - 1 }).where('id', '=', memberId).where('vip_rank', '=', reviewed));
  if (lowered !== 1) return false;
  await changed(sql, q.insertInto('vip_rank_changes').values({ member_id: memberId, from_rank: reviewed, to_rank: reviewed - 1, reason: 'relegation', note: null, staff_id: null, created_at: now }));
  return true;
}

/** Members raised (by an upgrade or by staff) during [from, to). */
async function raisedIn(app: AppContext, from: number, to: number): Promise<Set<number>> {
  const rows = await app.db
    .selectFrom('vip_rank_changes')
    .select('member_id')
    .distinct()
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .whereRef('to_rank', '>', 'from_rank')
    .where('reason', 'in', ['upgrade', 'staff'])
    .execute();
  return new Set(rows.map((r) => Number(r.member_id)));
}

/** A message to the member's inbox, after the change is committed (a message lost to a crash in between is only a message). */
export async function tell(app: AppContext, memberId: number, kind: MessageKind, params: Record<string, string | number>, now: number): Promise<void> {
  await insertMessages(app.db, [memberId], kind, params, now);
  await notifyMessages(app.db, app.events, [memberId], kind);
}

export interface ReviewResult {
  relegated: number;
  monthlyBonuses: number;
}

/** Reviews the month before the one containing `now` and pays this month's bonuses; safe to run again. */
export async function reviewRanks(app: AppContext, now: number): Promise<ReviewResult> {
  const { db } = app;
  const [ladder, settings] = await Promise.all([vipLadder(db), loadSettings(db)]);
  const zone = settings.whitelabel.timeZone;
  const currency = await merchantCurrency(db);
  const month = monthOf(now, zone);
  const previous = previousMonthOf(now, zone);
  const result: ReviewResult = { relegated: 0, monthlyBonuses: 0 };
  const held = [...(await rankedMembers(db))].filter(([, rank]) => rank > 0);
  if (!held.length) return result;
  const [bets, deposits, raised] = await Promise.all([validBetByMember(db, hoursOf(previous)), creditedDepositsByMember(db, previous), raisedIn(app, previous.from, previous.to)]);
  const key = monthKey(now, zone);
  for (const [memberId] of held) {
    // One unit per member: the rank is read under the row lock, so a second run that read the
    // list before this one's relegation reviews (and pays for) the rank the member holds now.
    const done = await app.ledger.run(async (sql) => {
      const rank = await lockedRank(sql, memberId);
      if (rank === undefined || rank <= 0) return undefined;
      let holds = rank;
      if (!raised.has(memberId) && !keepsRank(rankOf(ladder, rank), bets.get(memberId) ?? 0, deposits.get(memberId) ?? 0) && (await relegateIn(sql, memberId, rank, month.from, now))) holds = rank - 1;
      const r = rankOf(ladder, holds);
      const paid = holds > 0 && (await payVipBonus(sql, { memberId, kind: 'monthly', of: key, amount: r.monthlyBonus, turnover: r.bonusTurnover, currency }, now));
      return { from: rank, holds, label: r.label, paid, amount: r.monthlyBonus };
    });
    if (!done) continue;
    if (done.holds < done.from) {
      result.relegated++;
      app.events.publish({ type: 'rewards', memberId, data: { vipRank: done.holds, from: done.from } });
      await tell(app, memberId, 'vip_relegated', { rank: done.holds, label: done.label }, now);
    }
    if (done.paid) {
      result.monthlyBonuses++;
      app.events.publish({ type: 'balance', memberId, data: { reason: 'vip-monthly' } });
      await tell(app, memberId, 'vip_monthly_bonus', { label: done.label, amount: done.amount }, now);
    }
  }
  return result;
}

/**
 * The job: once a month, from the 1st (merchant time zone) until the review has run through (a
 * month whose 1st was missed while the site was down is reviewed on the next tick). A site's
 * first run after the 1st only starts the cursor: its ranks were not held through a month yet.
 */
export async function runVipReview(app: AppContext, now: number): Promise<number> {
  const { db } = app;
  const zone = (await loadSettings(db)).whitelabel.timeZone;
  const month = monthOf(now, zone);
  const cursor = await cursorAt(db, CURSOR);
  if (cursor >= month.from) return 0;
  const done = cursor > 0 || localTime(now, zone).day === 1 ? await reviewRanks(app, now) : { relegated: 0, monthlyBonuses: 0 };
  await advanceCursor(db, CURSOR, month.from, now);
  return done.relegated + done.monthlyBonuses;
}
