/**
 * The lottery's scheduled work, run by src/server/jobs every few seconds: draws created ahead
 * from each schedule, then each draw moved on (open → closed → drawn → settled) exactly once,
 * follows placed as their draws open. Every step is a guarded update keyed by the draw, so any
 * number of instances may run it, and a run that dies midway is finished by the next.
 */
import type { AppContext } from '#server/app-context.ts';
import { CHAINS_JOB } from './chain-keeper.ts';
import { FOLLOWS_JOB } from './follow-jobs.ts';
import { CLOSE_JOB, DRAW_JOB, OPEN_JOB, SCHEDULE_JOB, SETTLE_JOB } from './draw-jobs.ts';
import type { LotteryJob } from './job-type.ts';

export type { LotteryJob } from './job-type.ts';

/** In the order they run (the parts of issue 18 add theirs). */
export const LOTTERY_JOBS: LotteryJob[] = [CHAINS_JOB, SCHEDULE_JOB, OPEN_JOB, CLOSE_JOB, DRAW_JOB, SETTLE_JOB, FOLLOWS_JOB];

/** Runs every lottery job once; one failing does not stop the others. */
export async function runLotteryJobs(app: AppContext, now = Date.now()): Promise<Record<string, number | string>> {
  const out: Record<string, number | string> = {};
  for (const job of LOTTERY_JOBS) {
    try {
      out[job.name] = await job.run(app, now);
    } catch (err) {
      app.log.error({ err, job: job.name }, 'lottery job failed; the next run retries');
      out[job.name] = `failed: ${String(err)}`;
    }
  }
  return out;
}
