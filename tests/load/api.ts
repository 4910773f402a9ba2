/**
 * API load: balance reads, bet + settle pairs through the signed wallet callbacks, and the lobby
 * game list over 5,000 games — 50 connections each, the load generator on the same machine.
 */
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { sign } from '#server/providers/signature.ts';
import { BENCH_SECRET, BENCH_VENDOR, type BenchPlayer } from './fixture.ts';

export interface LoadRow {
  name: string;
  requestsPerSecond: number;
  unitPerSecond?: number;
  p50: number;
  p99: number;
  errors: number;
  rssMb?: number;
  /** The server process's CPU time (user + system) over the run, per unit (µs). */
  cpuPerUnitUs?: number;
}

const CONNECTIONS = 50;

/** CPU time (user + system) a process has used so far, in µs, from /proc/<pid>/stat. */
export function cpuOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / CLOCK_TICKS;
}

/** USER_HZ: the unit of /proc/<pid>/stat's times (100 on Linux everywhere this runs). */
const CLOCK_TICKS = 100;

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

async function run(name: string, opts: autocannon.Options, pid?: number): Promise<LoadRow & { raw: autocannon.Result }> {
  let peak = 0;
  const sampler = pid ? setInterval(() => (peak = Math.max(peak, rssOf(pid))), 250) : undefined;
  const raw = await autocannon({ connections: CONNECTIONS, duration: 10, ...opts });
  if (sampler) clearInterval(sampler);
  const ok = raw.requests.total - raw.non2xx - raw.errors;
  return {
    name,
    requestsPerSecond: Math.round(ok / (raw.duration || 10)),
    p50: raw.latency.p50,
    p99: raw.latency.p99,
    errors: raw.non2xx + raw.errors + raw.timeouts,
    ...(pid ? { rssMb: peak } : {}),
    raw,
  };
}

export async function balanceLoad(url: string, players: BenchPlayer[], pid: number): Promise<LoadRow> {
  let next = 0;
  return run(
    'GET balance (session header)',
    {
      url: `${url}/wps/v2/wallets/balance`,
      setupClient: (client) => {
        const p = players[next++ % players.length] as BenchPlayer;
        client.setHeaders({ authorization: `Bearer ${p.sessionToken}`, 'accept-encoding': 'gzip, deflate, br' });
      },
    },
    pid,
  );
}

export async function betSettleLoad(url: string, players: BenchPlayer[], pid: number, run_ = 'a', seconds = 10): Promise<LoadRow> {
  let next = 0;
  const body = (p: BenchPlayer, op: 'debit' | 'credit', n: number, conn: number) =>
    JSON.stringify({ txnId: `${run_}-${conn}-${n}-${op}`, token: p.gameToken, player: p.account, roundId: `${run_}-${conn}-${n}`, amount: op === 'debit' ? 100 : 150, currency: 'BDT' });
  const signed = (raw: string) => {
    const ts = String(Date.now());
    return { 'content-type': 'application/json', 'x-meridian-timestamp': ts, 'x-meridian-signature': sign(BENCH_SECRET, ts, raw) };
  };
  const cpuBefore = cpuOf(pid);
  const row = await run(
    'bet + settle pair (signed callbacks)',
    {
      url,
      duration: seconds,
      method: 'POST',
      requests: [
        {
          path: `/lgw/provider/v1/${BENCH_VENDOR}/debit`,
          setupRequest: (req, context) => {
            const ctx = context as { p?: BenchPlayer; conn?: number; n?: number };
            if (ctx.p === undefined) {
              ctx.conn = next++;
              ctx.p = players[(ctx.conn ?? 0) % players.length] as BenchPlayer;
              ctx.n = 0;
            }
            ctx.n = (ctx.n ?? 0) + 1;
            const raw = body(ctx.p as BenchPlayer, 'debit', ctx.n, ctx.conn ?? 0);
            return { ...req, body: raw, headers: signed(raw) };
          },
        },
        {
          path: `/lgw/provider/v1/${BENCH_VENDOR}/credit`,
          setupRequest: (req, context) => {
            const ctx = context as { p: BenchPlayer; conn: number; n: number };
            const raw = body(ctx.p, 'credit', ctx.n, ctx.conn);
            return { ...req, body: raw, headers: signed(raw) };
          },
        },
      ],
      initialContext: {},
    },
    pid,
  );
  const cpu = cpuOf(pid) - cpuBefore;
  const pairs = (row.requestsPerSecond * (row.raw.duration || seconds)) / 2;
  return { ...row, unitPerSecond: Math.round(row.requestsPerSecond / 2), ...(pairs > 0 ? { cpuPerUnitUs: Math.round(cpu / pairs) } : {}) };
}

export async function lobbyLoad(url: string, pid: number): Promise<LoadRow> {
  let page = 0;
  return run(
    'GET game list, 5,000 games (page of 24)',
    {
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
      requests: [
        {
          setupRequest: (req) => ({ ...req, path: `/wps/relay/GCSGAME_gameList?gameType=RNG&language=en&pageSize=24&pageNo=${(page++ % 200) + 1}` }),
        },
      ],
    },
    pid,
  );
}
