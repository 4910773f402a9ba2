/** Which ended periods a cashback or rebate job settles, and how a period is keyed. */
import { lastEnded, localDate, type Period, previousPeriod } from '#server/system/index.ts';
import type { Promotion } from './promotion-rows.ts';

/**
 * A period is settled this long after it ends, so rounds placed just before midnight have settled
 * and their payouts are in the roll-ups (a bet open longer, such as a sports bet, counts its
 * stake but not a payout that comes later).
 */
export const SETTLE_GRACE_MS = 30 * 60_000;

/** How far back a job looks for a period it has not settled (a server down for a while catches up). */
const CATCH_UP_MS = 3 * 86_400_000;

/** A period's key in the rewards table and job_runs: its first local date ("2026-11-25"). */
export const periodKeyOf = (p: Pick<Period, 'start'>, zone: string) => localDate(p.start, zone);

/** Periods ended at least SETTLE_GRACE_MS ago (newest first) that overlap the promotion's times and ended within the catch-up window. */
export function duePeriods(type: 'daily' | 'weekly', p: Pick<Promotion, 'startsAt' | 'endsAt'>, now: number, zone: string): Period[] {
  const out: Period[] = [];
  for (let q = lastEnded(type, now - SETTLE_GRACE_MS, zone); q.end > now - CATCH_UP_MS && q.end > p.startsAt; q = previousPeriod(q, zone)) {
    if (q.start < p.endsAt) out.push(q);
  }
  return out;
}
