/**
 * The sportsbook's scheduled work, run by src/server/jobs every second: the feed's fixtures kept
 * ahead, events started, their live state and odds moved, ended and their markets resulted, bets in
 * their in-play delay decided, and resulted markets' bets settled in batches. Every step is a
 * guarded update keyed by its row, so any number of instances may run it, and a run that dies
 * midway is finished by the next.
 */
import type { AppContext } from '#server/app-context.ts';
import { acceptBetsJob } from './accept-bets.ts';
import { END_JOB, FIXTURES_JOB, START_JOB } from './event-jobs.ts';
import type { SportsJob } from './job-type.ts';
import { LIVE_JOB } from './live-job.ts';
import { settleJob } from './settle-bets.ts';

export type { SportsJob } from './job-type.ts';

/** In the order they run (the parts of issue 19 add theirs). */
export const SPORTS_JOBS: SportsJob[] = [FIXTURES_JOB, START_JOB, LIVE_JOB, END_JOB, acceptBetsJob, settleJob];

/** Runs every sportsbook job once; one failing does not stop the others. */
export async function runSportsJobs(app: AppContext, now = Date.now()): Promise<Record<string, number | string>> {
  const out: Record<string, number | string> = {};
  for (const job of SPORTS_JOBS) {
    try {
      out[job.name] = await job.run(app, now);
    } catch (err) {
      app.log.error({ err, job: job.name }, 'sportsbook job failed; the next run retries');
      out[job.name] = `failed: ${String(err)}`;
    }
  }
  return out;
}
