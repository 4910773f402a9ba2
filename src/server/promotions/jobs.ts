/**
 * The promotions' scheduled work, run by src/server/jobs every minute. Each job is idempotent and
 * keyed by what it pays (a period, a race, a reward), so several instances or a rerun never pay
 * twice; a job that fails is logged and retried on the next tick.
 */
import type { AppContext } from '#server/app-context.ts';
import { expireBonuses } from './bonus-close.ts';
import { warnExpiringBonuses } from './bonus-expiry-notice.ts';
import { settleCashback } from './cashback.ts';
import { settleRebates } from './rebate.ts';
import { expireRewards } from './rewards.ts';
import { payEndedRaces } from './race-payout.ts';

export interface PromotionJob {
  name: string;
  /** Does what is due at `now`; answers how many things it paid, closed or changed. */
  run(app: AppContext, now: number): Promise<number>;
}

export const PROMOTION_JOBS: readonly PromotionJob[] = [
  { name: 'promotions:reward-expiry', run: (app, now) => expireRewards(app, now) },
  { name: 'promotions:cashback', run: (app, now) => settleCashback(app, now) },
  { name: 'promotions:rebate', run: (app, now) => settleRebates(app, now) },
  { name: 'promotions:bonus-expiry-warning', run: (app, now) => warnExpiringBonuses(app, now) },
  { name: 'promotions:bonus-expiry', run: (app, now) => expireBonuses(app, now) },
  { name: 'promotions:race-prizes', run: (app, now) => payEndedRaces(app, now) },
];

/** Runs every promotion job once; one failing does not stop the others. */
export async function runPromotionJobs(app: AppContext, now = Date.now()): Promise<Record<string, number | string>> {
  const out: Record<string, number | string> = {};
  for (const job of PROMOTION_JOBS) {
    try {
      out[job.name] = await job.run(app, now);
    } catch (err) {
      app.log.error({ err, job: job.name }, 'promotion job failed; the next run retries');
      out[job.name] = `failed: ${String(err)}`;
    }
  }
  return out;
}
