import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundMember, insertMember } from '#fixtures/factories.ts';
import { batchedRead, isPoolReader } from '#server/db/pg-reader.ts';
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { insideUnit } from '#server/db/unit-scope.ts';
import { cashBalance } from '#server/ledger/index.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';

/** A runner that answers `all` with rows for the keys it is given, after the test lets it. */
function fakeRunner() {
  const calls: number[][] = [];
  const release: (() => void)[] = [];
  let fail = false;
  const runner = {
    dialect: 'postgres',
    all: async (_sql: string, params: readonly unknown[] = []) => {
      const keys = params[0] as number[];
      calls.push(keys);
      await new Promise<void>((r) => release.push(r));
      if (fail) throw new Error('lost connection');
      return keys.filter((k) => k !== 404).map((k) => ({ id: k, value: k * 10 }));
    },
  } as unknown as SqlRunner;
  return { runner, calls, release, failNext: () => (fail = true) };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('batched point reads', () => {
  it('sends at once when idle, and gathers the calls that arrive while statements are running', async () => {
    const { runner, calls, release } = fakeRunner();
    const read = batchedRead<{ id: number; value: number }>(runner, 'select … any(?)', (r) => r.id, 1);
    const first = read(1);
    const rest = [read(2), read(3), read(2), read(404)];
    await tick();
    expect(calls).toEqual([[1]]);
    release.shift()?.();
    await tick();
    expect(calls).toEqual([[1], [2, 3, 404]]);
    release.shift()?.();
    expect(await first).toEqual({ id: 1, value: 10 });
    expect(await Promise.all(rest)).toEqual([{ id: 2, value: 20 }, { id: 3, value: 30 }, { id: 2, value: 20 }, undefined]);
  });

  it('fails every call of a failed statement, and the next calls go on', async () => {
    const { runner, release, failNext } = fakeRunner();
    const read = batchedRead<{ id: number; value: number }>(runner, 'select … any(?)', (r) => r.id, 1);
    failNext();
    const a = read(1);
    await tick();
    release.shift()?.();
    await expect(a).rejects.toThrow('lost connection');
  });

  it('refuses inside a ledger unit of work, as the read connection does', async () => {
    const { runner } = fakeRunner();
    const read = batchedRead<{ id: number }>(runner, 'select … any(?)', (r) => r.id);
    await expect(insideUnit(async () => read(1))).rejects.toThrow(/inside a ledger unit of work/);
  });
});

describe.each(DIALECTS)('cash balance reads on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(dialect);
  });
  afterAll(() => t.close());

  it('answers each member their own balance when many read at once, and a credit at once after it', async () => {
    expect(isPoolReader(t.app.reader)).toBe(dialect === 'postgres');
    const members = await Promise.all(Array.from({ length: 30 }, () => insertMember(t.app.db)));
    await Promise.all(members.map((m, i) => (i % 3 === 2 ? Promise.resolve() : fundMember(t.app.db, m.id, 1_000 + i))));
    const read = await Promise.all(members.flatMap((m) => [cashBalance(t.app.reader, m.id), cashBalance(t.app.reader, m.id)]));
    expect(read).toEqual(members.flatMap((_, i) => (i % 3 === 2 ? [0, 0] : [1_000 + i, 1_000 + i])));
    const m0 = members[0]?.id ?? 0;
    await fundMember(t.app.db, m0, 5);
    const again = await Promise.all([cashBalance(t.app.reader, m0), ...members.slice(1).map((m) => cashBalance(t.app.reader, m.id))]);
    expect(again[0]).toBe(1_005);
  });
});
