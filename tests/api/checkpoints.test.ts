import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { startCheckpointer } from '#server/db/checkpointer.ts';
import { openDb } from '#server/db/connect.ts';
import { createLogger } from '#server/log.ts';

it('the write-ahead log reaches the database file from the background, not from the writer', async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'meridian-ckpt-')), 'meridian.db');
  const handle = openDb({ file });
  const sqlite = handle.sqlite;
  if (!sqlite) throw new Error('expected SQLite');
  sqlite.exec('create table t (id integer primary key, body text not null)');
  const stop = startCheckpointer(sqlite, file, createLogger('silent'), 50);
  expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
  const before = statSync(file).size;

  const insert = sqlite.prepare('insert into t (body) values (?)');
  for (let i = 0; i < 200; i++) insert.run('x'.repeat(8_000));
  await expect.poll(() => statSync(file).size, { timeout: 5_000, interval: 50 }).toBeGreaterThan(before + 1_000_000);

  await stop();
  expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
  expect(sqlite.prepare('select count(*) as n from t').get()).toEqual({ n: 200 });
  await handle.close();
});
