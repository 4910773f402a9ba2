import type { AppContext } from '#server/app-context.ts';

/** One of the sportsbook's scheduled jobs (the list is jobs.ts; the jobs' own files import this type, not the list). */
export interface SportsJob {
  name: string;
  /** Does what is due at `now`; answers how many things it moved. */
  run(app: AppContext, now: number): Promise<number>;
}
