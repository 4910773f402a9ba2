/**
 * Cashback on net loss (docs/promotions.md "Cashback"): a share of each category's loss over a day
 * or a week, by VIP rank, paid by a job after each period ends — left to claim on the
 * manualRebate page while the manual cashback switch is on, paid at once when it is off.
 */
import type { AppContext } from '#server/app-context.ts';
import { getMember } from '#server/members/index.ts';
import { loadSettings, merchantTimeZone, periodAt } from '#server/system/index.ts';
import { inAudience } from './audience.ts';
import { settlePeriod } from './period-settle.ts';
import { memberPeriodTotals } from './period-totals.ts';
import { isMechanic, isRunning, type Promotion, visiblePromotions } from './promotion-rows.ts';
import { type Calculation, cashbackOf } from './rates.ts';
import { duePeriods, periodKeyOf } from './settle-periods.ts';
import { type PlayerView, rewardStateView } from './reward-view.ts';

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

/** claim when a period's cashback waits; process while the running period accrues one; else the last period's claimed or issued (close: none). */
export async function cashbackView(app: AppContext, p: Promotion<'cashback'>, memberId: number, now: number): Promise<PlayerView> {
  if (now < p.startsAt) return { state: 'comingSoon', actionable: false, progress: null };
  if (!(await inAudience(app.db, p, memberId, now))) return { state: 'close', actionable: false, progress: null };
  const waiting = await rewardStateView(app, p.id, memberId, now);
  if (waiting.state === 'claim' || !isRunning(p, now)) return waiting;
  const live = await cashbackEstimate(app, p, memberId, now);
  // Nothing accrued yet this period: the last period's outcome (claimed or issued) says more.
  if (live.calc.amount === 0 && waiting.state !== 'close') return waiting;
  const cap = p.params.maxPerPeriod;
  // Progress against the cap; without one there is no target to show (the panel states the amount).
  return { state: 'process', actionable: false, progress: cap > 0 ? { current: Math.min(live.calc.amount, cap), target: cap, unit: 'minor' } : null };
}

/** MECHANIC_HANDLERS.cashback. */
export const cashbackHandler = { view: cashbackView };
