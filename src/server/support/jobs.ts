/**
 * Customer service's scheduled work, run by src/server/jobs every two seconds: waiting chats
 * assigned to agents on duty (also done at once when a chat starts or an agent frees up), and
 * idle conversations closed. Each step is a guarded update, so any number of instances may run it.
 */
import type { AppContext } from '#server/app-context.ts';
import { assignWaiting } from './chat-assign.ts';
import { closeIdle } from './chat-staff-close.ts';

export interface SupportJob {
  name: string;
  run(app: AppContext, now: number): Promise<number>;
}

/** In the order they run: idle chats closed first, so the agents they free are given waiting chats in the same tick. */
export const SUPPORT_JOBS: SupportJob[] = [
  { name: 'support:idle', run: closeIdle },
  { name: 'support:assign', run: assignWaiting },
];

/** Runs every support job once; one failing does not stop the others. */
export async function runSupportJobs(app: AppContext, now = Date.now()): Promise<Record<string, number | string>> {
  const out: Record<string, number | string> = {};
  for (const job of SUPPORT_JOBS) {
    try {
      out[job.name] = await job.run(app, now);
    } catch (err) {
      app.log.error({ err, job: job.name }, 'support job failed; the next run retries');
      out[job.name] = `failed: ${String(err)}`;
    }
  }
  return out;
}
