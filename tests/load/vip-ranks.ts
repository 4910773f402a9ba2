/**
 * VIP rank benchmark (issue 17: recomputing every member's rank ≤ 10 s for 100,000 members on
 * SQLite; one member's progress ≤ 20 ms p99). A fresh database with 100,000 members, each with
 * 1–8 hourly roll-up rows spread over the 90-day window (and some older), a third with credited
 * deposits; each holds the rank its figures reach, except one in a hundred held a rank lower
 * (those are upgraded, their bonuses paid). Then: the full recompute once, timed; the job's
 * incremental run; and vipProgress for 2,000 random members, in process, p50/p99.
 *
 *   node tests/load/vip-ranks.ts [sqlite|postgres] [members]
 */
import '../../scripts/require-node.mjs';
import { rankReached } from '#lib/contracts/loyalty-model.ts';
import { insertRows, type Rollup, writeRollups } from '#server/agents/bulk.ts';
import { atomically } from '#server/db/connect.ts';
import { insertChannel } from '#server/db/factories/cashier.ts';
import { kyselyRunner } from '#server/db/sql-runner.ts';
import { recomputeRanks, runVipUpgrades, vipProgress } from '#server/loyalty/index.ts';
import { vipLadder } from '#server/members/index.ts';
import { testApp } from '../fixtures/app.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const CATEGORIES = ['RNG', 'LIVE', 'FISH', 'SPORTS', 'PVP'];

export interface VipBenchRow {
  name: string;
  value: string;
}

function rng(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0;
    return s % n;
  };
}

const pct = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))] ?? 0;

export async function benchVipRanks(dialect: 'sqlite' | 'postgres', members = 100_000): Promise<{ rows: VipBenchRow[]; rollups: number; deposits: number }> {
  const t = await testApp(dialect);
  try {
    const db = t.app.db;
    const now = Date.now();
    const ladder = await vipLadder(db);
    const int = rng(17);
    const channelId = await insertChannel(db);
    let rollupCount = 0;
    let depositCount = 0;
    await atomically(db, async (tx) => {
      const r = kyselyRunner(tx);
      const rows: unknown[][] = [];
      for (let i = 0; i < members; i++) rows.push([`vb${i}`, `vb${i}`, 'x', 0, 'member', 0, now - 120 * DAY, now - 120 * DAY, 'SEED', '{}']);
      await insertRows(r, 'members', ['account', 'account_key', 'password_hash', 'is_agent', 'kind', 'vip_rank', 'password_changed_at', 'created_at', 'register_method', 'contacts'], rows, 500);
      const ids = (await r.all<{ id: number }>("select id from members where account like 'vb%'", [])).map((x) => Number(x.id));
      const byKey = new Map<string, Rollup>();
      const deposits: unknown[][] = [];
      const ranks: unknown[][] = [];
      for (const id of ids) {
        // Spread of players: most small, a few large (log-uniform stakes).
        const scale = 10 ** (2 + int(5));
        let bet = 0;
        let dep = 0;
        for (let k = 0; k < 1 + int(8); k++) {
          const category = CATEGORIES[int(CATEGORIES.length)] ?? 'RNG';
          const ago = int(100) * DAY + int(24) * HOUR;
          const hour = Math.floor((now - ago) / HOUR) * HOUR;
          const stake = scale * (1 + int(1000));
          const row = byKey.get(`${id}|${category}|${hour}`) ?? { memberId: id, category, hour, count: 0, stake: 0, valid: 0, payout: 0 };
          row.count += 1 + int(20);
          row.stake += stake;
          row.valid += stake;
          row.payout += int(2) ? 0 : stake;
          byKey.set(`${id}|${category}|${hour}`, row);
          if (ago < 89 * DAY) bet += stake;
        }
        if (int(3) === 0) {
          for (let k = 0; k < 1 + int(4); k++) {
            const amount = scale * (1 + int(200));
            const at = now - int(100) * DAY;
            deposits.push([id, channelId, amount, 0, 'credited', at - 60_000, at]);
            if (at > now - 89 * DAY) dep += amount;
          }
        }
        const reached = rankReached(ladder, bet, dep);
        const held = reached > 0 && int(100) === 0 ? reached - 1 : reached;
        if (held > 0) ranks.push([held, id]);
      }
      rollupCount = byKey.size;
      depositCount = deposits.length;
      await writeRollups(r, byKey.values());
      await insertRows(r, 'deposits', ['member_id', 'channel_id', 'amount', 'fee', 'status', 'created_at', 'decided_at'], deposits, 500);
      for (const [rank, id] of ranks) await r.run('update members set vip_rank = ? where id = ?', [rank, id]);
    });
    const out: VipBenchRow[] = [];
    let t0 = performance.now();
    const full = await recomputeRanks(t.app, now);
    out.push({ name: `full recompute of ${full.members.toLocaleString('en')} members`, value: `${Math.round(performance.now() - t0)} ms (${full.upgrades.length} upgraded, ${full.upgrades.reduce((s, u) => s + u.bonuses, 0)} bonuses paid)` });
    t0 = performance.now();
    const again = await recomputeRanks(t.app, now);
    out.push({ name: 'full recompute again (nothing due)', value: `${Math.round(performance.now() - t0)} ms (${again.upgrades.length} upgraded)` });
    t0 = performance.now();
    await runVipUpgrades(t.app, now);
    out.push({ name: 'incremental job run (first: every deposit since the start)', value: `${Math.round(performance.now() - t0)} ms` });
    t0 = performance.now();
    await runVipUpgrades(t.app, now + 60_000);
    out.push({ name: 'incremental job run (next minute)', value: `${Math.round(performance.now() - t0)} ms` });
    const ids = (await db.selectFrom('members').select('id').where('account', 'like', 'vb%').execute()).map((x) => Number(x.id));
    const times: number[] = [];
    for (let i = 0; i < 200; i++) await vipProgress(db, ids[int(ids.length)] ?? 1);
    for (let i = 0; i < 2_000; i++) {
      const s = performance.now();
      await vipProgress(db, ids[int(ids.length)] ?? 1);
      times.push(performance.now() - s);
    }
    times.sort((a, b) => a - b);
    out.push({ name: 'one member’s progress (2,000 random members)', value: `p50 ${pct(times, 50).toFixed(2)} ms, p99 ${pct(times, 99).toFixed(2)} ms, max ${(times.at(-1) ?? 0).toFixed(2)} ms` });
    return { rows: out, rollups: rollupCount, deposits: depositCount };
  } finally {
    await t.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dialect = process.argv[2] === 'postgres' ? 'postgres' : 'sqlite';
  const { rows, rollups, deposits } = await benchVipRanks(dialect, Number(process.argv[3] ?? 100_000));
  console.log({ rollups, deposits });
  console.table(rows);
}
