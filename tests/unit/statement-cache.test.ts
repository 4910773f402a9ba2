import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepStatements, statementKeeper } from '#server/db/statement-cache.ts';

const opened: BetterSqlite3.Database[] = [];
function memoryDb(): BetterSqlite3.Database {
  const db = new BetterSqlite3(':memory:');
  db.exec('create table t (id integer primary key, v text)');
  opened.push(db);
  return db;
}
afterEach(() => {
  for (const db of opened.splice(0)) if (db.open) db.close();
});

describe('keepStatements (the query builder keeps its SQLite statements)', () => {
  it('prepares the same SQL once and answers the same statement', () => {
    const db = memoryDb();
    const spy = vi.spyOn(db, 'prepare');
    const kept = keepStatements(db, 4);
    const a = kept.prepare('select v from t where id = ?');
    const b = kept.prepare('select v from t where id = ?');
    expect(b).toBe(a);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(kept.kept).toBe(1);
  });

  it('drops the least recently used statement when full, and prepares it again when asked', () => {
    const db = memoryDb();
    const spy = vi.spyOn(db, 'prepare');
    const kept = keepStatements(db, 3);
    const q = (n: number) => `select ${n} as n`;
    const first = kept.prepare(q(1));
    kept.prepare(q(2));
    kept.prepare(q(3));
    kept.prepare(q(1)); // 1 is now the most recent: 2 is the oldest
    kept.prepare(q(4)); // full: 2 goes
    expect(kept.kept).toBe(3);
    expect(kept.prepare(q(1))).toBe(first);
    expect(spy).toHaveBeenCalledTimes(4);
    kept.prepare(q(2)); // prepared again (and 3, now the oldest, goes)
    expect(spy).toHaveBeenCalledTimes(5);
    kept.prepare(q(3));
    expect(spy).toHaveBeenCalledTimes(6);
    expect(kept.kept).toBe(3);
  });

  it('never keeps more than its bound however many different statements run', () => {
    const db = memoryDb();
    const kept = keepStatements(db, 50);
    for (let i = 0; i < 1_000; i++) kept.prepare(`select ${i} as n`);
    expect(kept.kept).toBe(50);
  });

  it('does not keep SQL longer than its limit', () => {
    const db = memoryDb();
    const spy = vi.spyOn(db, 'prepare');
    const kept = keepStatements(db, 10, 100);
    const long = `insert into t (v) values ${Array.from({ length: 20 }, () => '(?)').join(', ')}`;
    expect(long.length).toBeGreaterThan(100);
    kept.prepare(long);
    kept.prepare(long);
    expect(spy).toHaveBeenCalledTimes(2);
    expect(kept.kept).toBe(0);
  });

  it('runs queries through the query builder with kept statements, results unchanged', async () => {
    const db = memoryDb();
    const kept = keepStatements(db, 8);
    const k = new Kysely<{ t: { id: number; v: string } }>({ dialect: new SqliteDialect({ database: kept }) });
    for (let i = 1; i <= 5; i++) await k.insertInto('t').values({ id: i, v: `v${i}` }).execute();
    expect(kept.kept).toBe(1);
    for (let i = 1; i <= 5; i++) expect(await k.selectFrom('t').select('v').where('id', '=', i).executeTakeFirst()).toEqual({ v: `v${i}` });
    expect(kept.kept).toBe(2);
    await k.updateTable('t').set({ v: 'x' }).where('id', '>', 3).execute();
    expect((await k.selectFrom('t').select('v').where('id', '=', 5).executeTakeFirst())?.v).toBe('x');
    // A schema change after a statement was kept: SQLite compiles the kept statement again.
    expect(await k.selectFrom('t').selectAll().where('id', '=', 1).executeTakeFirst()).toEqual({ id: 1, v: 'v1' });
    await sql`alter table t add column w text default 'w'`.execute(k);
    expect(await k.selectFrom('t').selectAll().where('id', '=', 1).executeTakeFirst()).toEqual({ id: 1, v: 'v1', w: 'w' });
    expect(kept.kept).toBe(5); // insert, two selects, update, alter
    await k.destroy();
    expect(db.open).toBe(false);
    expect(kept.kept).toBe(0);
  });
});

describe('statementKeeper (the ledger runner keeps its SQLite statements)', () => {
  it('keeps long SQL when it has no length limit, and holds its bound against SQL built per row count', () => {
    const db = memoryDb();
    const spy = vi.spyOn(db, 'prepare');
    const prepare = statementKeeper(db, 20, Infinity);
    const fixed = 'update t set v = ? where id = ?';
    const perCount = (n: number) => `insert into t (v) values ${Array.from({ length: n }, () => '(?)').join(', ')}`;
    const first = prepare(fixed);
    for (let n = 1; n <= 200; n++) {
      prepare(perCount(n)).run(...Array.from({ length: n }, () => 'x'));
      prepare(fixed); // used between them, so never the least recently used
    }
    expect(prepare.kept).toBe(20);
    expect(prepare(fixed)).toBe(first);
    const calls = spy.mock.calls.length;
    prepare(perCount(200)); // long, and kept
    expect(spy.mock.calls.length).toBe(calls);
    prepare(perCount(1)); // dropped long ago
    expect(spy.mock.calls.length).toBe(calls + 1);
    expect((db.prepare('select count(*) as n from t').get() as { n: number }).n).toBe(20_100);
    prepare.clear();
    expect(prepare.kept).toBe(0);
  });
});
