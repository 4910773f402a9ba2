/**
 * node tests/load/wallet-statements.ts [sqlite|postgres]: what one bet and one settle cost in process
 * (the API without HTTP): the SQL statements (SQLite) or round trips (PostgreSQL) per callback, by
 * text, and the process's CPU time per pair over PAIRS pairs from 50 concurrent players.
 * PostgreSQL uses TEST_DATABASE_URL (or postgres://postgres@127.0.0.1:5432/test).
 */
import '../../scripts/require-node.mjs';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { fundMember, insertGame, insertMember, insertVendor } from '#fixtures/factories.ts';
import { testApp } from '../fixtures/app.ts';
import { callback, launch } from '../fixtures/provider.ts';

const counts = new Map<string, number>();
/** Time spent in each statement (SQLite: the synchronous call itself) over the timed run, in ms. */
const spent = new Map<string, number>();
let counting = false;
let timing = false;
const keyOf = (source: string) => source.replace(/\s+/g, ' ').slice(0, 110);
const count = (sql: unknown) => {
  if (!counting) return;
  const text = typeof sql === 'string' ? sql : ((sql as { text?: string } | null)?.text ?? String(sql));
  const key = keyOf(text);
  counts.set(key, (counts.get(key) ?? 0) + 1);
};
const prepare = BetterSqlite3.prototype.prepare;
BetterSqlite3.prototype.prepare = function (this: BetterSqlite3.Database, source: string) {
  const st = prepare.call(this, source);
  for (const m of ['run', 'get', 'all'] as const) {
    const f = st[m].bind(st) as (...a: unknown[]) => unknown;
    const key = keyOf(source);
    (st as unknown as Record<string, unknown>)[m] = (...a: unknown[]) => {
      count(source);
      if (!timing) return f(...a);
      const t0 = performance.now();
      try {
        return f(...a);
      } finally {
        spent.set(key, (spent.get(key) ?? 0) + performance.now() - t0);
      }
    };
  }
  return st;
} as typeof prepare;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  count(args[0]);
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

const PAIRS = Number(process.env['PAIRS'] ?? 4000);
const PLAYERS = 50;
const V = 'STMT_VENDOR';
if (process.argv.includes('postgres')) process.env['TEST_DATABASE_URL'] ??= 'postgres://postgres@127.0.0.1:5432/test';

for (const dialect of process.argv.includes('postgres') ? (['postgres'] as const) : (['sqlite'] as const)) {
  const t = await testApp(dialect, { config: { trustProxy: true } });
  try {
    await insertVendor(t.app.db, { code: V, category: 'LIVE' });
    const gameId = await insertGame(t.app.db, { vendor: V, code: 'stmt', category: 'LIVE' });
    const players: { id: number; account: string; token: string }[] = [];
    for (let i = 0; i < PLAYERS; i++) {
      const m = await insertMember(t.app.db, { account: `stmt${String(i).padStart(3, '0')}` });
      await fundMember(t.app.db, m.id, 1_000_000_000);
      players.push({ ...m, token: (await launch(t, m.account, m.password, gameId, false, `10.88.${i}.1`)).token });
    }
    const pair = async (p: (typeof players)[number], id: string) => {
      const d = await callback(t, V, 'debit', { token: p.token, player: p.account, txnId: `d-${id}`, roundId: `r-${id}`, amount: 100, currency: 'BDT' });
      if (d.status !== 200) throw new Error(d.text);
      const c = await callback(t, V, 'credit', { token: p.token, player: p.account, txnId: `c-${id}`, roundId: `r-${id}`, amount: 150, currency: 'BDT' });
      if (c.status !== 200) throw new Error(c.text);
    };
    // Warm up (caches, prepared statements, JIT), then count one pair of a player already playing.
    await Promise.all(players.map((p, i) => pair(p, `w-${i}`)));
    counting = true;
    await pair(players[0] as (typeof players)[number], 'counted');
    counting = false;
    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    console.log(`${dialect}: ${total} statements for one bet + settle pair`);
    for (const [k, n] of counts) console.log(`${String(n).padStart(3)}  ${k}`);
    counts.clear();
    let next = 0;
    timing = true;
    const cpu = process.cpuUsage();
    const started = performance.now();
    await Promise.all(players.map(async (p, pi) => {
      while (next < PAIRS) await pair(p, `${pi}-${next++}`);
    }));
    const used = process.cpuUsage(cpu);
    timing = false;
    const ms = performance.now() - started;
    console.log(`${dialect}: ${PAIRS} pairs in ${Math.round(ms)} ms (${Math.round((PAIRS * 1000) / ms)} pairs/s), process CPU ${Math.round((used.user + used.system) / PAIRS)} µs per pair (user ${Math.round(used.user / PAIRS)}, system ${Math.round(used.system / PAIRS)})`);
    if (spent.size) {
      console.log(`${dialect}: time in each statement per pair (µs), the statement call timed around itself`);
      for (const [k, v] of [...spent].sort((a, b) => b[1] - a[1])) console.log(`${((v * 1000) / PAIRS).toFixed(1).padStart(6)}  ${k}`);
      console.log(`${((([...spent.values()].reduce((a, b) => a + b, 0)) * 1000) / PAIRS).toFixed(0).padStart(6)}  all statements`);
    }
  } finally {
    await t.close();
  }
}
