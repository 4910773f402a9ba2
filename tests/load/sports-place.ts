/**
 * Sportsbook placing through the HTTP API (`npm run serve`'s server, its jobs running): twenty
 * football events a day ahead, 50 connections of the 50 funded members placing slips (POST
 * /wps/sports/bets, each request a new request id) — one single, 10 and 20 singles, and one
 * accumulator of 5 legs. Every bet is a bet row with its legs, a guarded raise of each leg market's
 * exposure and a debit through the house vendor's wallet, in the slip's one unit of work.
 */
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { loadConfig } from '#server/config.ts';
import { createContext } from '#server/context.ts';
import { insertGame } from '#server/db/factories/catalogue.ts';
import { insertSportsEvent } from '#server/db/factories/sportsbook.ts';
import { getSetting, setSetting } from '#server/system/index.ts';
import { type BenchPlayer, CLIENTS, prepareDatabase } from './fixture.ts';
import { startServer } from './server.ts';

export interface SportsPlaceRow {
  name: string;
  requestsPerSecond: number;
  betsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** The refusals by code. */
  refused: string;
  rssMb: number;
}

const PORT = 4404;
const EVENTS = 20;

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

/** The sportsbook's game row and twenty events; answers the home selection of each event's 1X2 market (odds 2.100). */
async function openEvents(env: Record<string, string>): Promise<number[]> {
  const app = await createContext(loadConfig({ ...process.env, ...env, SEED_DEMO: 'false', LOG_LEVEL: 'silent' }));
  try {
    // The simulated feed off: the run measures placing, not the feed writing a week of fixtures.
    const sports = await getSetting(app.db, 'sports');
    await setSetting(app.db, 'sports', { ...sports, feed: { ...sports.feed, simulated: false } });
    await insertGame(app.db, { vendor: 'PITCH_SPORTS', code: 'sportsbook', name: 'Pitchside Sportsbook', category: 'SPORTS', engine: 'sportsbook', config: { kind: 'sports' } });
    const selections: number[] = [];
    for (let i = 0; i < EVENTS; i++) {
      const e = await insertSportsEvent(app.db, { startsAt: Date.now() + 86_400_000, home: `Bench Home ${i}`, away: `Bench Away ${i}` });
      selections.push(e.markets[0]!.selections['home']!);
    }
    return selections;
  } finally {
    await app.close();
  }
}

type Slip = { name: string; bets: { kind: 'single' | 'acca'; legs: { selectionId: number; odds: number }[]; unitStake: number }[]; betsPer: number };

function slips(sel: number[]): Slip[] {
  const single = (s: number) => ({ kind: 'single' as const, legs: [{ selectionId: s, odds: 2100 }], unitStake: 1_000 });
  return [
    { name: 'slip of 1 single', bets: [single(sel[0]!)], betsPer: 1 },
    { name: 'slip of 10 singles', bets: sel.slice(0, 10).map(single), betsPer: 10 },
    { name: 'slip of 20 singles', bets: sel.slice(0, 20).map(single), betsPer: 20 },
    { name: 'slip of 1 accumulator (5 legs)', bets: [{ kind: 'acca', legs: sel.slice(0, 5).map((s) => ({ selectionId: s, odds: 2100 })), unitStake: 1_000 }], betsPer: 1 },
  ];
}

async function placeLoad(url: string, players: BenchPlayer[], pid: number, slip: Slip, tag: number): Promise<SportsPlaceRow> {
  const bets = slip.bets;
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
        path: '/wps/sports/bets',
        setupRequest: (req, context) => {
          const ctx = context as { p?: BenchPlayer; conn?: number; n?: number };
          if (ctx.p === undefined) {
            ctx.conn = next++;
            ctx.p = players[ctx.conn % players.length] as BenchPlayer;
            ctx.n = 0;
          }
          ctx.n = (ctx.n ?? 0) + 1;
          const body = JSON.stringify({ bets, oddsChange: 'none', requestId: `bench-${tag}-${ctx.conn}-${ctx.n}`, language: 'EN' });
          return { ...req, body, headers: { 'content-type': 'application/json', authorization: `Bearer ${ctx.p.sessionToken}` } };
        },
        onResponse: (status, body) => {
          if (status !== 200) {
            const code = /"code":"([A-Z_]+)"/.exec(body)?.[1] ?? String(status);
            refused.set(code, (refused.get(code) ?? 0) + 1);
          }
        },
      },
    ],
    initialContext: {},
  });
  clearInterval(sampler);
  const ok = raw.requests.total - raw.non2xx - raw.errors;
  const perSecond = Math.round(ok / (raw.duration || 10));
  return {
    name: slip.name,
    requestsPerSecond: perSecond,
    betsPerSecond: perSecond * slip.betsPer,
    p50: raw.latency.p50,
    p99: raw.latency.p99,
    errors: raw.non2xx + raw.errors + raw.timeouts,
    refused: [...refused].map(([code, n]) => `${code} ${n}`).join(', '),
    rssMb: peak,
  };
}

/** Runs every load on a fresh database of the dialect; answers their rows. */
export async function benchSportsPlace(dialect: 'sqlite' | 'postgres'): Promise<{ rows: SportsPlaceRow[]; readyMs: number }> {
  const db = await prepareDatabase(dialect);
  try {
    const selections = await openEvents(db.env);
    const started = performance.now();
    const server = await startServer(PORT, { ...db.env, SEED_DEMO: 'false' });
    // A busy machine starts the server slower than startServer waits: wait until it answers.
    for (let i = 0; i < 600; i++) {
      const up = await fetch(`${server.url}/wps/system/whitelabel`).then((r) => r.ok, () => false);
      if (up) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const readyMs = Math.round(performance.now() - started);
    try {
      const pid = server.process.pid ?? 0;
      const rows: SportsPlaceRow[] = [];
      for (const [i, slip] of slips(selections).entries()) rows.push(await placeLoad(server.url, db.players, pid, slip, i));
      return { rows, readyMs };
    } finally {
      await server.stop();
    }
  } finally {
    await db.drop();
  }
}

export interface InProcessRow {
  name: string;
  bets: number;
  wallMs: number;
  cpuMs: number;
  /** CPU milliseconds per bet (user + system of this process). */
  cpuMsPerBet: number;
  /** Bets per second of one core's CPU time. */
  betsPerCpuSecond: number;
}

/**
 * The same slips placed in process without HTTP (`placeBets`, 50 members at once, SQLite): what a
 * bet costs in CPU, which a busy shared machine's wall-clock figures above hide.
 */
export async function benchSportsPlaceInProcess(): Promise<InProcessRow[]> {
  const db = await prepareDatabase('sqlite');
  try {
    const selections = await openEvents(db.env);
    const app = await createContext(loadConfig({ ...process.env, ...db.env, SEED_DEMO: 'false', LOG_LEVEL: 'silent' }));
    const { placeBets } = await import('#server/sportsbook/index.ts');
    try {
      const members = (await app.db.selectFrom('members').select(['id', 'account']).where('account', 'like', 'bench%').execute()).map((m) => Number(m.id));
      const rows: InProcessRow[] = [];
      for (const [i, slip] of slips(selections).entries()) {
        const rounds = Math.max(4, Math.round(40 / slip.betsPer));
        const cpu0 = process.cpuUsage();
        const t0 = performance.now();
        for (let r = 0; r < rounds; r++) await Promise.all(members.map((id, k) => placeBets(app, id, { bets: slip.bets, oddsChange: 'none', requestId: `inproc-${i}-${r}-${k}`, language: 'en' })));
        const wallMs = performance.now() - t0;
        const cpu = process.cpuUsage(cpu0);
        const cpuMs = (cpu.user + cpu.system) / 1000;
        const bets = rounds * members.length * slip.betsPer;
        rows.push({ name: slip.name, bets, wallMs: Math.round(wallMs), cpuMs: Math.round(cpuMs), cpuMsPerBet: Math.round((cpuMs / bets) * 1000) / 1000, betsPerCpuSecond: Math.round((bets / cpuMs) * 1000) });
      }
      return rows;
    } finally {
      await app.close();
    }
  } finally {
    await db.drop();
  }
}
