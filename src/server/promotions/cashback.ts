/**
 * Cashback on net loss (docs/promotions.md "Cashback"): a share of each category's loss over a day
 * or a week, by VIP rank, paid by a job after each period ends — left to claim on the
 * manualRebate page while the manual cashback switch is on, paid at once when it is off.
 */
import type { AppContext } from '#server/app-context.ts';
import { getMember } from '#server/members/index.ts';
import { loadSettings, merchantTimeZone, periodAt } from '#server/system/index.ts';
import { settlePeriod } from './period-settle.ts';
import { memberPeriodTotals } from './period-totals.ts';
import { isMechanic, type Promotion, visiblePromotions } from './promotion-rows.ts';
import { type Calculation, cashbackOf } from './rates.ts';
import { duePeriods, periodKeyOf } from './settle-periods.ts';
import { accrualView, type PlayerView } from './reward-view.ts';

/** How long a cashback left to claim stays claimable. */
export const CASHBACK_CLAIM_DAYS = 7;

export interface LiveFigures {
  from: number;
  to: number;
  calc: Calculation;
}

/** The member's cashback so far in the running period (computed from the roll-ups now). */
export async function cashbackEstimate(app: AppContext, p: Promotion<'cashback'>, memberId: number, now: number): Promise<LiveFigures> {
  const zone = await merchantTimeZone(app.db);
  const period = periodAt(p.params.period, now, zone);
  const from = Math.max(period.start, p.startsAt);
  const to = Math.min(period.end, p.endsAt, now + 1);
  const rank = Number((await getMember(app.db, memberId)).vip_rank);
  const totals = from < to ? await memberPeriodTotals(app.db, memberId, { from, to }) : [];
  return { from: period.start, to: period.end, calc: cashbackOf(totals, p.params.rates, rank, p.params.minLoss, p.params.maxPerPeriod) };
}

/** Settles every ended, unsettled period of every cashback promotion; answers the rewards offered. */
export async function settleCashback(app: AppContext, now: number): Promise<number> {
  const zone = await merchantTimeZone(app.db);
  const manual = (await loadSettings(app.db)).switches.manualCashback;
  let offered = 0;
  for (const p of await visiblePromotions(app.db, now)) {
    if (!isMechanic(p, 'cashback')) continue;
    const { rates, minLoss, maxPerPeriod, period } = p.params;
    for (const q of duePeriods(period, p, now, zone)) {
      const r = await settlePeriod(
        app,
        {
          promotion: p,
          kind: 'cashback',
          period: q,
          periodKey: periodKeyOf(q, zone),
          calc: (m) => cashbackOf(m.totals, rates, m.rank, minLoss, maxPerPeriod),
          pay: manual ? 'claim' : 'now',
          expiresAt: manual ? now + CASHBACK_CLAIM_DAYS * 86_400_000 : null,
        },
        now,
      );
      offered += r.offered;
    }
  }
  return offered;
}

/** The player's state (reward-view.ts accrualView): claim, process, claimed or issued. */
function cashbackView(app: AppContext, p: Promotion<'cashback'>, memberId: number, now: number): Promise<PlayerView> {
  return accrualView(app, p, memberId, now, p.params.maxPerPeriod, async () => (await cashbackEstimate(app, p, memberId, now)).calc.amount);
}

/** MECHANIC_HANDLERS.cashback. */
export const cashbackHandler = { view: cashbackView };
