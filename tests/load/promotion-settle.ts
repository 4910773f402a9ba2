/**
 * Promotions settlement benchmark (issue 16: settling the rebate and cashback of 10,000 players
 * for a day takes ≤ 5 s on SQLite). A fresh database (SQLite or PostgreSQL) with 10,000 members of
 * VIP ranks 0–9, each with a day of bets in 1–3 categories over several hours (the hourly
 * roll-ups the wallet keeps), a daily cashback and an auto-paid rebate; then each job settles
 * yesterday once, timed: cashback paid at once (manual switch off), cashback left to claim
 * (switch on, a second promotion), and the rebate. Every player with a loss or a bet is paid.
 *
 *   node tests/load/promotion-settle.ts [sqlite|postgres]
 */
import '../../scripts/require-node.mjs';
import { atomically } from '#server/db/connect.ts';
import { kyselyRunner } from '#server/db/sql-runner.ts';
import { insertRows, type Rollup, writeRollups } from '#server/agents/bulk.ts';
import { insertPromotion } from '#server/db/factories/promotions.ts';
import { settleCashback, settleRebates } from '#server/promotions/index.ts';
import { lastEnded, merchantTimeZone } from '#server/system/index.ts';
import { getSetting, setSetting } from '#server/system/settings.ts';
import type { RateRow } from '#lib/contracts/promotion-model.ts';
import { testApp } from '../fixtures/app.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const CATEGORIES = ['RNG', 'LIVE', 'FISH', 'SPORTS'];
const RATES: RateRow[] = [
  { rank: 0, category: 'ALL', rateBps: 300 },
  { rank: 3, category: 'ALL', rateBps: 500 },
  { rank: 5, category: 'RNG', rateBps: 1000 },
  { rank: 7, category: 'ALL', rateBps: 800 },
];

export interface SettleRow {
  name: string;
  ms: number;
  rewards: number;
}

/** A small deterministic generator, so both databases settle the same day. */
function rng(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0;
    return s % n;
  };
}

export async function benchPromotionSettle(dialect: 'sqlite' | 'postgres', members = 10_000): Promise<{ rows: SettleRow[]; rollups: number }> {
  const t = await testApp(dialect);
  try {
    const db = t.app.db;
    const now = Date.now();
    const day = lastEnded('daily', now, await merchantTimeZone(db));
    const int = rng(16);
    const rows: unknown[][] = [];
    for (let i = 0; i < members; i++) rows.push([`bench${i}`, `bench${i}`, 'x', 0, 'member', int(10), now - 30 * DAY, now - 30 * DAY, 'SEED', '{}']);
    const byKey = new Map<string, Rollup>();
    await atomically(db, async (tx) => {
      const r = kyselyRunner(tx);
      await insertRows(r, 'members', ['account', 'account_key', 'password_hash', 'is_agent', 'kind', 'vip_rank', 'password_changed_at', 'created_at', 'register_method', 'contacts'], rows, 500);
      const ids = (await r.all<{ id: number }>("select id from members where account like 'bench%'", [])).map((x) => Number(x.id));
      for (const id of ids) {
        const cats = CATEGORIES.slice(int(3), 4).slice(0, 1 + int(3));
        for (const category of cats) {
          for (let h = 0; h < 2 + int(6); h++) {
            const stake = 1_000 * (1 + int(500));
            const hour = day.start + int(24) * HOUR;
            const r = byKey.get(`${id}|${category}|${hour}`) ?? { memberId: id, category, hour, count: 0, stake: 0, valid: 0, payout: 0 };
            r.count += 1 + int(20);
            r.stake += stake;
            r.valid += stake;
            r.payout += int(2) ? 0 : stake * int(3);
            byKey.set(`${id}|${category}|${hour}`, r);
          }
        }
      }
      await writeRollups(r, byKey.values());
    });
    const startsAt = day.start - DAY;
    await insertPromotion(db, 'cashback', { period: 'daily', rates: RATES, minLoss: 1_000, maxPerPeriod: 500_000 }, { startsAt });
    await insertPromotion(db, 'rebate', { rates: RATES, payout: 'auto', maxPerDay: 0 }, { startsAt });
    const switches = await getSetting(db, 'switches');
    const out: SettleRow[] = [];
    const time = async (name: string, run: () => Promise<number>) => {
      const started = performance.now();
      const rewards = await run();
      out.push({ name, ms: Math.round(performance.now() - started), rewards });
    };
    await setSetting(db, 'switches', { ...switches, manualCashback: false });
    await time('cashback, paid at once (switch off)', () => settleCashback(t.app, now));
    await time('rebate, paid at once', () => settleRebates(t.app, now));
    await insertPromotion(db, 'cashback', { period: 'daily', rates: RATES, minLoss: 1_000, maxPerPeriod: 500_000 }, { startsAt });
    await setSetting(db, 'switches', { ...switches, manualCashback: true });
    await time('cashback, left to claim (switch on)', () => settleCashback(t.app, now));
    await time('both again (already settled)', async () => (await settleCashback(t.app, now)) + (await settleRebates(t.app, now)));
    return { rows: out, rollups: byKey.size };
  } finally {
    await t.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dialect = process.argv[2] === 'postgres' ? 'postgres' : 'sqlite';
  console.table((await benchPromotionSettle(dialect)).rows);
}
