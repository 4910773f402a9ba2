/**
 * Loyalty's scheduled work, run by src/server/jobs every minute: points from the roll-ups and
 * deposits, rank upgrades, the monthly review and bonuses, referral qualification. Each job is
 * idempotent and keyed by what it pays, so several instances or a rerun never pay twice; a job
 * that fails is logged and retried on the next tick.
 */
import type { AppContext } from '#server/app-context.ts';
import { runReferrals } from './referral-friends.ts';
import { runBetPoints, runDepositPoints } from './points-jobs.ts';
import { runVipBirthdays } from './vip-birthday.ts';
import { runVipReview } from './vip-review.ts';
import { runNightlyRecompute, runVipUpgrades } from './vip-upgrades.ts';

export interface LoyaltyJob {
  name: string;
  /** Does what is due at `now`; answers how many things it paid or changed. */
  run(app: AppContext, now: number): Promise<number>;
}

/** In the order they run (points before ranks, so a rank sees the same minute's bets). */
export const LOYALTY_JOBS: readonly LoyaltyJob[] = [
  { name: 'loyalty:points', run: runBetPoints },
  { name: 'loyalty:points-deposits', run: runDepositPoints },
  { name: 'loyalty:vip-upgrades', run: runVipUpgrades },
  { name: 'loyalty:vip-recompute', run: runNightlyRecompute },
  { name: 'loyalty:vip-review', run: runVipReview },
  { name: 'loyalty:vip-birthday', run: runVipBirthdays },
  { name: 'loyalty:referrals', run: runReferrals },
];

/** Runs every loyalty job once; one failing does not stop the others. */
export async function runLoyaltyJobs(app: AppContext, now = Date.now()): Promise<Record<string, number | string>> {
  const out: Record<string, number | string> = {};
  for (const job of LOYALTY_JOBS) {
    try {
      out[job.name] = await job.run(app, now);
    } catch (err) {
      app.log.error({ err, job: job.name }, 'loyalty job failed; the next run retries');
      out[job.name] = `failed: ${String(err)}`;
    }
  }
  return out;
}
