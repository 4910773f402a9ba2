import type BetterSqlite3 from 'better-sqlite3';
import { Worker } from 'node:worker_threads';
import type { Logger } from '../log.ts';

/** SQLite's own default: a checkpoint once the log holds about 1,000 pages. */
const AUTOCHECKPOINT_PAGES = 1000;

/**
 * Moves SQLite checkpoints off the request path: the writer stops checkpointing inside commits and
 * a worker thread checkpoints every `intervalMs`. If the worker ever fails, the writer takes the
 * job back, so the log can never grow without bound. Returns the function that stops it.
 */
export function startCheckpointer(writer: BetterSqlite3.Database, file: string, log: Logger, intervalMs = 200): () => Promise<void> {
  const worker = new Worker(new URL('./checkpoint-worker.ts', import.meta.url), { workerData: { file, intervalMs } });
  let stopping = false;
  const fallBack = (reason: string) => {
    if (stopping) return;
    log.warn({ reason }, 'background checkpoints stopped; the writer checkpoints again');
    if (writer.open) writer.pragma(`wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`);
  };
  worker.on('message', (m: { error?: string }) => m.error && log.warn({ err: m.error }, 'background checkpoint failed'));
  worker.on('error', (err) => fallBack(String(err)));
  worker.on('exit', (code) => fallBack(`worker exited with ${code}`));
  worker.unref();
  writer.pragma('wal_autocheckpoint = 0');
  return async () => {
    stopping = true;
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    worker.postMessage('stop');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 2000))]);
    if (writer.open) writer.pragma(`wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`);
  };
}
