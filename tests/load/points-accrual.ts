/**
 * Points accrual benchmark (issue 17, docs/loyalty.md "Points"): a fresh database with 10,000
 * members, each with bets of the last three hours in 1–3 categories (the hourly roll-ups the
 * wallet keeps); the accrual job's pass over them is timed: the first run (every row new: one
 * unit and one or more entries per member), a rerun (nothing changed), and a run after a tenth
 * of the rows changed (late settlements and rollbacks).
 *
 *   node tests/load/points-accrual.ts [sqlite|postgres] [members]
 */
import '../../scripts/require-node.mjs';
import { loadavg } from 'node:os';
import { atomically } from '#server/db/connect.ts';
import { kyselyRunner } from '#server/db/sql-runner.ts';
import { insertRows, type Rollup, writeRollups } from '#server/agents/bulk.ts';
import { accrueBetPoints, hourOf } from '#server/loyalty/index.ts';
import { testApp } from '../fixtures/app.ts';

const HOUR = 3_600_000;
const CATEGORIES = ['RNG', 'LIVE', 'FISH', 'SPORTS'];

function rng(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0;
    return s % n;
  };
}

export interface AccrualRow {
  name: string;
  ms: number;
  members: number;
  rows: number;
  entries: number;
  failed: number;
  raced: number;
}

export async function benchPointsAccrual(dialect: 'sqlite' | 'postgres', members = 10_000): Promise<{ rows: AccrualRow[]; rollups: number }> {
  const t = await testApp(dialect);
  try {
    const db = t.app.db;
    const now = Date.now();
    const since = hourOf(now) - 3 * HOUR;
    const int = rng(17);
    const accounts: unknown[][] = [];
    for (let i = 0; i < members; i++) accounts.push([`pts${i}`, `pts${i}`, 'x', 0, 'member', 0, now, now, 'SEED', '{}']);
    const byKey = new Map<string, Rollup>();
    await atomically(db, async (tx) => {
      const r = kyselyRunner(tx);
      await insertRows(r, 'members', ['account', 'account_key', 'password_hash', 'is_agent', 'kind', 'vip_rank', 'password_changed_at', 'created_at', 'register_method', 'contacts'], accounts, 500);
      const ids = (await r.all<{ id: number }>("select id from members where account like 'pts%'", [])).map((x) => Number(x.id));
      for (const id of ids) {
        for (const category of CATEGORIES.slice(int(3)).slice(0, 1 + int(3))) {
          for (let h = 0; h < 1 + int(3); h++) {
            const hour = since + int(3) * HOUR;
            const stake = 1_000 * (1 + int(500));
            const row = byKey.get(`${id}|${category}|${hour}`) ?? { memberId: id, category, hour, count: 0, stake: 0, valid: 0, payout: 0 };
            row.count += 1;
            row.stake += stake;
            row.valid += stake;
            byKey.set(`${id}|${category}|${hour}`, row);
          }
        }
      }
      await writeRollups(r, byKey.values());
    });
    const rows: AccrualRow[] = [];
    const timed = async (name: string, at: number) => {
      const started = performance.now();
      const r = await accrueBetPoints(t.app, since, at);
      rows.push({ name, ms: Math.round(performance.now() - started), members: r.members, rows: r.rows, entries: r.entries, failed: r.failed, raced: r.raced });
    };
    await timed('first run (every row new)', now);
    await timed('rerun (nothing changed)', now + 1);
    // A tenth of the rows change: half settle more, half are rolled back to a lower valid bet.
    const all = [...byKey.values()];
    await atomically(db, async (tx) => {
      const r = kyselyRunner(tx);
      for (let i = 0; i < all.length; i += 10) {
        const row = all[i];
        if (!row) continue;
        const valid = i % 20 === 0 ? row.valid + 50_000 : Math.floor(row.valid / 3);
        await r.run('update bet_rollups set valid_bet = ? where member_id = ? and category = ? and hour = ?', [valid, row.memberId, row.category, row.hour]);
      }
    });
    await timed('a tenth of the rows changed', now + 2);
    return { rows, rollups: byKey.size };
  } finally {
    await t.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dialect = process.argv[2] === 'postgres' ? 'postgres' : 'sqlite';
  const members = Number(process.argv[3] ?? 10_000);
  console.log(`load average ${loadavg()[0]?.toFixed(1)} at the start`);
  const { rows, rollups } = await benchPointsAccrual(dialect, members);
  console.log(`${dialect}: ${members} members, ${rollups} roll-up rows`);
  console.table(rows);
}
