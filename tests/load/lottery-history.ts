/**
 * Lottery results and trends benchmark (issue 18: both endpoints p99 ≤ 20 ms). A fresh database
 * (the demo seed) with the settings' full history (historyDays) of a 1-minute SSC lottery (one draw a minute), a
 * 5-minute keno lottery and a daily VN north lottery, every draw settled with a result. Then, in
 * process through the API (route, validation, query, JSON): the first and a deep page of results
 * and both trend windows of each, timed call by call, and the same mix with 20 calls in flight.
 *
 *   node tests/load/lottery-history.ts [sqlite|postgres]
 */
import '../../scripts/require-node.mjs';
import { sql } from 'kysely';
import { drawResult } from '#lib/lottery/fair-draw.ts';
import type { LotteryFormat } from '#lib/contracts/lottery-model.ts';
import { insertRows } from '#server/agents/bulk.ts';
import { atomically } from '#server/db/connect.ts';
import { insertGame } from '#server/db/factories/catalogue.ts';
import { kyselyRunner } from '#server/db/sql-runner.ts';
import { getSetting } from '#server/system/index.ts';
import { testApp } from '../fixtures/app.ts';

const MIN = 60_000;
const DAY = 86_400_000;

export interface HistoryBenchRow {
  name: string;
  p50: number;
  p99: number;
}

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))] ?? 0;
const ms = (x: number) => Math.round(x * 100) / 100;

const LOTTERIES: { code: string; format: LotteryFormat; everyMinutes: number }[] = [
  { code: 'BENCH_SSC_1M', format: 'ssc', everyMinutes: 1 },
  { code: 'BENCH_KENO_5M', format: 'keno', everyMinutes: 5 },
  { code: 'BENCH_VN_NORTH', format: 'vn-north', everyMinutes: 1440 },
];

export async function benchLotteryHistory(dialect: 'sqlite' | 'postgres', calls = 400): Promise<{ rows: HistoryBenchRow[]; draws: Record<string, number>; concurrent: { perSecond: number; p50: number; p99: number } }> {
  const t = await testApp(dialect, { seed: true });
  try {
    const db = t.app.db;
    const now = Date.now();
    const { historyDays } = await getSetting(db, 'lottery');
    const draws: Record<string, number> = {};
    for (const l of LOTTERIES) {
      const gameId = await insertGame(db, { code: l.code, category: l.format === 'vn-north' ? 'LOTT' : 'ELOTT' });
      const row = await db
        .insertInto('lotteries')
        .values({ code: l.code, game_id: gameId, type: l.format === 'vn-north' ? 'TCG_LOTTO_VN' : 'ELOTT', format: l.format, region: null, names: JSON.stringify({ en: l.code }), schedule: JSON.stringify({ kind: 'interval', minutes: l.everyMinutes }), close_seconds: 10, source: 'house', updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      const step = l.everyMinutes * MIN;
      const first = now - historyDays * DAY;
      const rows: unknown[][] = [];
      for (let at = first, i = 0; at < now; at += step, i++) {
        const seed = (i.toString(16) + l.code).padEnd(64, '0').slice(0, 64);
        rows.push([Number(row.id), `B${i}`, at - step, at - 10_000, at, 'settled', JSON.stringify(drawResult(l.format, seed, `${l.code}:B${i}`)), 'house', seed, at - step]);
      }
      await atomically(db, async (tx) => {
        await insertRows(kyselyRunner(tx), 'lottery_draws', ['lottery_id', 'number', 'opens_at', 'closes_at', 'draw_at', 'status', 'result', 'result_source', 'seed', 'created_at'], rows, 500);
      });
      draws[l.code] = rows.length;
    }
    // Statistics as autovacuum would have them after such an insert, so the planner sees the history.
    if (dialect === 'postgres') await sql`analyze lottery_draws`.execute(db);
    const cases = LOTTERIES.flatMap((l) => [
      { name: `${l.code} results, page 1`, path: `/wps/lottery/games/${l.code}/results?pageNo=1&pageSize=20` },
      { name: `${l.code} results, page 50`, path: `/wps/lottery/games/${l.code}/results?pageNo=50&pageSize=20` },
      { name: `${l.code} trends, 30 draws`, path: `/wps/lottery/games/${l.code}/trends?window=30` },
      { name: `${l.code} trends, 100 draws`, path: `/wps/lottery/games/${l.code}/trends?window=100` },
    ]);
    const call = async (path: string) => {
      const res = await t.request(path);
      if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
      await res.arrayBuffer();
    };
    for (const c of cases) for (let i = 0; i < 20; i++) await call(c.path);
    const rows: HistoryBenchRow[] = [];
    for (const c of cases) {
      const times: number[] = [];
      for (let i = 0; i < calls; i++) {
        const s = performance.now();
        await call(c.path);
        times.push(performance.now() - s);
      }
      rows.push({ name: c.name, p50: ms(pct(times, 50)), p99: ms(pct(times, 99)) });
    }
    // The same mix with 20 calls in flight: throughput and each call's time from start to answer.
    const inFlight = 20;
    const total = cases.length * calls;
    const times: number[] = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: inFlight }, async () => {
        while (next < total) {
          const c = cases[next++ % cases.length];
          if (!c) break;
          const s = performance.now();
          await call(c.path);
          times.push(performance.now() - s);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    return { rows, draws, concurrent: { perSecond: Math.round(total / seconds), p50: ms(pct(times, 50)), p99: ms(pct(times, 99)) } };
  } finally {
    await t.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dialect = process.argv[2] === 'postgres' ? 'postgres' : 'sqlite';
  const out = await benchLotteryHistory(dialect);
  console.table(out.rows);
  console.log(out.draws, out.concurrent);
}
