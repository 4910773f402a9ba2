/**
 * Rebate on turnover (docs/promotions.md "Rebate"): a share of each category's valid bet, by VIP
 * rank, accrued hour by hour from the roll-ups (today's figure is computed live) and offered by a
 * job after each day ends — paid at once (payout 'auto') or left to claim ('claim').
 */
import type { AppContext } from '#server/app-context.ts';
import { getMember } from '#server/members/index.ts';
import { merchantTimeZone, periodAt } from '#server/system/index.ts';
import type { LiveFigures } from './cashback.ts';
import { settlePeriod } from './period-settle.ts';
import { memberPeriodTotals } from './period-totals.ts';
import { isMechanic, type Promotion, visiblePromotions } from './promotion-rows.ts';
import { rebateOf } from './rates.ts';
import { accrualView, type PlayerView } from './reward-view.ts';
import { duePeriods, periodKeyOf } from './settle-periods.ts';

/** How long a rebate left to claim stays claimable. */
export const REBATE_CLAIM_DAYS = 7;

/** The member's rebate accrued so far today. */
export async function rebateToday(app: AppContext, p: Promotion<'rebate'>, memberId: number, now: number): Promise<LiveFigures> {
  const zone = await merchantTimeZone(app.db);
  const day = periodAt('daily', now, zone);
  const from = Math.max(day.start, p.startsAt);
  const to = Math.min(day.end, p.endsAt, now + 1);
  const rank = Number((await getMember(app.db, memberId)).vip_rank);
  const totals = from < to ? await memberPeriodTotals(app.db, memberId, { from, to }) : [];
  return { from: day.start, to: day.end, calc: rebateOf(totals, p.params.rates, rank, p.params.maxPerDay) };
}

/** Settles every ended, unsettled day of every rebate promotion; answers the rewards offered. */
export async function settleRebates(app: AppContext, now: number): Promise<number> {
  const zone = await merchantTimeZone(app.db);
  let offered = 0;
  for (const p of await visiblePromotions(app.db, now)) {
    if (!isMechanic(p, 'rebate')) continue;
    const { rates, maxPerDay, payout } = p.params;
    for (const q of duePeriods('daily', p, now, zone)) {
      const r = await settlePeriod(
        app,
        {
          promotion: p,
          kind: 'rebate',
          period: q,
          periodKey: periodKeyOf(q, zone),
          calc: (m) => rebateOf(m.totals, rates, m.rank, maxPerDay),
          pay: payout === 'auto' ? 'now' : 'claim',
          expiresAt: payout === 'auto' ? null : now + REBATE_CLAIM_DAYS * 86_400_000,
        },
        now,
      );
      offered += r.offered;
    }
  }
  return offered;
}

/** The player's state (reward-view.ts accrualView): claim, process, claimed or issued. */
function rebateView(app: AppContext, p: Promotion<'rebate'>, memberId: number, now: number): Promise<PlayerView> {
  return accrualView(app, p, memberId, now, p.params.maxPerDay, async () => (await rebateToday(app, p, memberId, now)).calc.amount);
}

/** MECHANIC_HANDLERS.rebate. */
export const rebateHandler = { view: rebateView };
