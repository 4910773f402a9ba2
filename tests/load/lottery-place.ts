/**
 * Lottery placing through the HTTP API (`npm run serve`'s server, its jobs running): the demo
 * lotteries, one K3 draw held open for the run, 50 connections of the 50 funded members placing
 * bet slips (POST /wps/lottery/tickets, each request a new request id) — slips of 1, 10 and 20
 * tickets (20: the default slipMaxItems). Every ticket is a debit through the house vendor's wallet.
 */
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { loadConfig } from '#server/config.ts';
import { createContext } from '#server/context.ts';
import { seedDemoLottery } from '#server/db/demo/lottery.ts';
import { lotteryByCode } from '#server/lottery/index.ts';
import { type BenchPlayer, CLIENTS, prepareDatabase } from './fixture.ts';
import { startServer } from './server.ts';

export interface PlaceRow {
  name: string;
  slipsPerSecond: number;
  ticketsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** The refusals by code. */
  refused: string;
  rssMb: number;
}

const PORT = 4405;

/** Twenty different K3 selections: each sum 3–18, big, small, odd, even. */
const SLIP: [string, string][] = [...Array.from({ length: 16 }, (_, i): [string, string] => ['sum', String(3 + i)]), ['big-small', 'big'], ['big-small', 'small'], ['odd-even', 'odd'], ['odd-even', 'even']];

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

/** The demo lotteries and a K3 draw open for the next hour; answers the draw's id. */
async function openDraw(env: Record<string, string>): Promise<number> {
  const app = await createContext(loadConfig({ ...process.env, ...env, SEED_DEMO: 'false', LOG_LEVEL: 'silent' }));
  try {
    await seedDemoLottery(app);
    const k3 = await lotteryByCode(app.db, 'K3_1M');
    const now = Date.now();
    const row = await app.db
      .insertInto('lottery_draws')
      .values({ lottery_id: k3.id, number: 'BENCH-1', opens_at: now, closes_at: now + 3_600_000, draw_at: now + 3_610_000, status: 'open', created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  } finally {
    await app.close();
  }
}

async function placeLoad(url: string, players: BenchPlayer[], pid: number, drawId: number, tickets: number): Promise<PlaceRow> {
  const items = SLIP.slice(0, tickets).map(([betType, numbers]) => ({ betType, numbers, unitStake: 100, multiplier: 1 }));
  let next = 0;
  let peak = 0;
  const refused = new Map<string, number>();
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 250);
  const raw = await autocannon({
    url,
    connections: CLIENTS,
    duration: 10,
    requests: [
      {
        method: 'POST',
        path: '/wps/lottery/tickets',
        setupRequest: (req, context) => {
          const ctx = context as { p?: BenchPlayer; conn?: number; n?: number };
          if (ctx.p === undefined) {
            ctx.conn = next++;
            ctx.p = players[ctx.conn % players.length] as BenchPlayer;
            ctx.n = 0;
          }
          ctx.n = (ctx.n ?? 0) + 1;
          const body = JSON.stringify({ drawId, items, requestId: `bench-${tickets}-${ctx.conn}-${ctx.n}`, language: 'EN' });
          return { ...req, body, headers: { 'content-type': 'application/json', authorization: `Bearer ${ctx.p.sessionToken}` } };
        },
        onResponse: (status, body) => {
          if (status !== 200) {
            const code = (/"code":"([A-Z_]+)"/.exec(body)?.[1] ?? String(status));
            refused.set(code, (refused.get(code) ?? 0) + 1);
          }
        },
      },
    ],
    initialContext: {},
  });
  clearInterval(sampler);
  const ok = raw.requests.total - raw.non2xx - raw.errors;
  const slips = Math.round(ok / (raw.duration || 10));
  return {
    name: tickets === 1 ? 'slip of 1 ticket' : `slip of ${tickets} tickets`,
    slipsPerSecond: slips,
    ticketsPerSecond: slips * tickets,
    p50: raw.latency.p50,
    p99: raw.latency.p99,
    errors: raw.non2xx + raw.errors + raw.timeouts,
    refused: [...refused].map(([code, n]) => `${code} ${n}`).join(', '),
    rssMb: peak,
  };
}

/** Runs both loads on a fresh database of the dialect; answers their rows. */
export async function benchLotteryPlace(dialect: 'sqlite' | 'postgres'): Promise<{ rows: PlaceRow[]; readyMs: number }> {
  const db = await prepareDatabase(dialect);
  try {
    const drawId = await openDraw(db.env);
    const started = performance.now();
    const server = await startServer(PORT, { ...db.env, SEED_DEMO: 'false' });
    const readyMs = Math.round(performance.now() - started);
    try {
      const pid = server.process.pid ?? 0;
      const rows: PlaceRow[] = [];
      for (const tickets of [1, 10, 20]) rows.push(await placeLoad(server.url, db.players, pid, drawId, tickets));
      return { rows, readyMs };
    } finally {
      await server.stop();
    }
  } finally {
    await db.drop();
  }
}
