/**
 * Runs in a worker thread: copies the SQLite write-ahead log back into the database file in the
 * background (a PASSIVE checkpoint never blocks the writer or the readers), so the fsyncs of the
 * database file happen here instead of inside some unlucky request's commit.
 */
import { parentPort, workerData } from 'node:worker_threads';
import BetterSqlite3 from 'better-sqlite3';

const { file, intervalMs } = workerData as { file: string; intervalMs: number };
const db = new BetterSqlite3(file, { fileMustExist: true });
db.pragma('busy_timeout = 5000');
db.pragma('synchronous = FULL');

const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (err) {
    parentPort?.postMessage({ error: String(err) });
  }
}, intervalMs);

parentPort?.on('message', (message: unknown) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  db.close();
  parentPort?.close();
});
