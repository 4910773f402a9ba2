import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '#server/db/connect.ts';

/**
 * Another process (the admin command line) holds SQLite's write lock while this one runs a
 * transaction that reads before it writes. The transaction must wait for the lock, not fail with
 * "database is locked". A worker thread stands in for the other process: it has its own
 * connection, and this thread's wait for the lock does not stop it.
 */
const holder = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require('better-sqlite3');
const db = new Database(workerData.file);
db.exec('begin immediate');
db.prepare('update counter set n = n + 1').run();
parentPort.postMessage('held');
setTimeout(() => { db.exec('commit'); db.close(); parentPort.postMessage('released'); }, workerData.holdMs);
`;

describe('SQLite write transactions while another connection writes', () => {
  let dir: string;
  let handle: DbHandle;
  afterEach(async () => {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a read-then-write transaction waits for the other writer and then commits on top of it', async () => {
    dir = mkdtempSync(join(tmpdir(), 'write-lock-'));
    const file = join(dir, 'db.sqlite');
    handle = openDb({ file });
    handle.sqlite!.exec('create table counter (n integer not null); insert into counter values (0)');

    const worker = new Worker(holder, { eval: true, workerData: { file, holdMs: 300 } });
    const released = new Promise((resolve) => worker.on('message', (m) => m === 'released' && resolve(m)));
    await new Promise((resolve) => worker.once('message', resolve));

    const seen = await handle.db.transaction().execute(async (tx) => {
      const { rows } = await sql<{ n: number }>`select n from counter`.execute(tx);
      await sql`update counter set n = n + 10`.execute(tx);
      return rows[0]!.n;
    });
    await released;
    await worker.terminate();

    // The transaction began after the other writer committed, so it read its write and added to it.
    expect(seen).toBe(1);
    expect(handle.sqlite!.prepare('select n from counter').get()).toEqual({ n: 11 });
  });
});
