/**
 * Live chat benchmark (issue 20: one instance holds 1,000 concurrent chat connections; message
 * delivery p99 ≤ 200 ms from send to the other side; DESIGN.md: server RSS ≤ 300 MB under load).
 *
 * A server process (tests/load/chat-server.ts: the API only, on a fresh database, staffed hours
 * round the clock as the default settings are) seeds `agents` support staff. This process, the
 * load generator on the same machine, then does what people would, all through HTTP:
 *   1. each agent opens their desk stream (it keeps them on duty) and takes chats with a cap of
 *      clients ÷ agents (at most 20, the settings' limit);
 *   2. `clients` visitors start a conversation each, from their own address (the chatStartIp limit
 *      is per address: the server trusts X-Forwarded-For, as behind the site's proxy), so every
 *      conversation is assigned to an agent; each visitor then opens the chat stream;
 *   3. for `seconds`, agents answer into random conversations (`staffRate` a second) and visitors
 *      write into theirs (`playerRate` a second), sent on a fixed schedule whatever the answers.
 * Delivery = the moment the other side's stream received the message − the moment the sender
 * began its POST (the POST's own handling included). Also: the POST's answer time, streams held
 * and broken, messages lost or received twice, the server's CPU over the measured window, its
 * peak RSS (VmHWM) and event-loop delay.
 *
 *   node tests/load/chat-stream.ts [sqlite|postgres] [clients] [seconds]
 *
 * CHAT_BENCH_SQL=1 adds each SQLite statement's time on the server's event loop over the window;
 * CHAT_BENCH_PROFILE=<dir> writes the server's CPU profile of the window there.
 */
import '../../scripts/require-node.mjs';
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { call, sseStream, type StreamHandle } from './chat-clients.ts';
import type { BenchStaff } from './chat-server.ts';

export interface ChatBenchOptions {
  dialect?: 'sqlite' | 'postgres';
  clients?: number;
  agents?: number;
  seconds?: number;
  /** Agents' answers per second, all agents together. */
  staffRate?: number;
  /** Visitors' messages per second, all visitors together. */
  playerRate?: number;
  port?: number;
}

export interface Delivery {
  sent: number;
  received: number;
  lost: number;
  twice: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** The sender's POST, start to answer. */
  answerP50: number;
  answerP99: number;
  errors: number;
}

export interface ChatBenchResult {
  dialect: 'sqlite' | 'postgres';
  clients: number;
  agents: number;
  seconds: number;
  setupSeconds: number;
  started: number;
  startErrors: number;
  assigned: number;
  streamsOpen: number;
  streamsBroken: number;
  desksOpen: number;
  toPlayer: Delivery;
  toDesk: Delivery;
  /** Server CPU over the measured window, % of one core (two cores: 200 %). */
  serverCpu: number;
  rssMb: number;
  /** Server RSS and live heap (after a full collection), MB: listening with nothing connected, and with every stream open. */
  rssIdleMb: number;
  heapIdleMb: number;
  rssConnectedMb: number;
  heapConnectedMb: number;
  serverLagP99: number;
  serverLagMax: number;
  clientLagP99: number;
  clientCpu: number;
  /** CHAT_BENCH_SQL=1 (SQLite): the statements that held the server's event loop longest in the window. */
  statements?: { sql: string; calls: number; ms: number; maxMs: number }[];
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
const round = (n: number) => Math.round(n * 10) / 10;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Sent messages by clientId, awaiting their one receipt on the other side. */
class Tracker {
  readonly #sentAt = new Map<string, number>();
  readonly #got = new Set<string>();
  readonly delays: number[] = [];
  readonly answers: number[] = [];
  twice = 0;
  errors = 0;
  sent = 0;

  send(clientId: string, at: number): void {
    this.sent++;
    this.#sentAt.set(clientId, at);
  }

  receive(clientId: string, at: number): void {
    const sent = this.#sentAt.get(clientId);
    if (sent === undefined) return;
    if (this.#got.has(clientId)) {
      this.twice++;
      return;
    }
    this.#got.add(clientId);
    this.delays.push(at - sent);
  }

  get pending(): number {
    return this.sent - this.errors - this.#got.size;
  }

  result(): Delivery {
    const d = [...this.delays].sort((a, b) => a - b);
    const a = [...this.answers].sort((x, y) => x - y);
    return {
      sent: this.sent,
      received: this.#got.size,
      lost: this.pending,
      twice: this.twice,
      p50: round(pct(d, 50)),
      p95: round(pct(d, 95)),
      p99: round(pct(d, 99)),
      max: round(d.at(-1) ?? 0),
      answerP50: round(pct(a, 50)),
      answerP99: round(pct(a, 99)),
      errors: this.errors,
    };
  }
}

/** A fresh database for the server: a temporary data directory, or a PostgreSQL schema dropped afterwards. */
async function databaseFor(dialect: 'sqlite' | 'postgres', dataDir: string): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  if (dialect === 'sqlite') return { env: { DATA_DIR: dataDir }, drop: async () => undefined };
  const { sql } = await import('kysely');
  const { openDb } = await import('#server/db/connect.ts');
  const url = process.env['BENCH_DATABASE_URL'] ?? process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
  const schema = `bench_chat_${randomBytes(4).toString('hex')}`;
  const admin = openDb({ url });
  await sql`create schema ${sql.id(schema)}`.execute(admin.db);
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}` },
    drop: async () => {
      await sql`drop schema ${sql.id(schema)} cascade`.execute(admin.db);
      await admin.close();
    },
  };
}

/** The server's JSON lines on stdout. */
function linesOf(child: ChildProcess): Record<string, unknown>[] {
  const lines: Record<string, unknown>[] = [];
  let out = '';
  child.stdout!.setEncoding('utf8');
  child.stdout!.on('data', (c: string) => {
    out += c;
    let i: number;
    while ((i = out.indexOf('\n')) >= 0) {
      const line = out.slice(0, i);
      out = out.slice(i + 1);
      try {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        // A log line, not a report.
      }
    }
  });
  return lines;
}

/** Runs `task` for 0..n-1 with at most `width` at once. */
async function inParallel(n: number, width: number, task: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, n) }, async () => {
      while (next < n) await task(next++);
    }),
  );
}

/** A visitor's own address: 10.100.0.1, 10.100.0.2, … */
const visitorIp = (i: number) => `10.${100 + ((i + 1) >> 16)}.${((i + 1) >> 8) & 255}.${(i + 1) & 255}`;

interface Visitor {
  ip: string;
  cookie: string;
  conversationId: number;
}

export async function benchChatStream(o: ChatBenchOptions = {}): Promise<ChatBenchResult> {
  const dialect = o.dialect ?? 'sqlite';
  const clients = o.clients ?? 1_000;
  // The desk allows at most 20 chats per agent: enough agents to answer every conversation.
  const agents = o.agents ?? Math.ceil(clients / 20);
  const seconds = o.seconds ?? 60;
  const staffRate = o.staffRate ?? 50;
  const playerRate = o.playerRate ?? 25;
  const port = o.port ?? 4407;
  const base = `http://127.0.0.1:${port}`;
  const origin = base;
  const dataDir = mkdtempSync(join(tmpdir(), 'meridian-chat-'));
  const db = await databaseFor(dialect, dataDir);
  // `npm run serve`'s flags; --expose-gc only lets the server read its live heap before the window.
  const child = spawn(process.execPath, ['--max-semi-space-size=4', '--expose-gc', fileURLToPath(import.meta.url), '--serve', String(port), String(agents)], {
    env: { ...process.env, ...db.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = linesOf(child);
  const desks: StreamHandle[] = [];
  const streams: StreamHandle[] = [];
  try {
    const setupStart = performance.now();
    for (let i = 0; i < 1_200 && !lines.some((l) => l['ready']); i++) await sleep(100);
    const ready = lines.find((l) => l['ready']) as { staff: BenchStaff[]; rssMb: number; heapMb: number } | undefined;
    if (!ready) throw new Error('the chat server did not start');
    const staffHeaders = (s: BenchStaff) => ({ cookie: s.cookie, 'x-forwarded-for': s.ip, origin, 'user-agent': 'chat-bench' });
    const toPlayer = new Tracker();
    const toDesk = new Tracker();

    // 1. Agents: the desk stream open (on duty), then taking chats.
    let desksOpen = 0;
    for (const s of ready.staff) {
      desks.push(
        sseStream(
          `${base}/backoffice/api/support/stream`,
          staffHeaders(s),
          (event, data, at) => {
            if (event !== 'message') return;
            const { message } = JSON.parse(data) as { message: { author: string; clientId: string } };
            if (message.author === 'player') toDesk.receive(message.clientId, at);
          },
          (ok) => ok && desksOpen++,
        ),
      );
    }
    for (let i = 0; i < 100 && desksOpen < agents; i++) await sleep(50);
    const cap = Math.min(20, Math.ceil(clients / agents));
    for (const s of ready.staff) {
      const res = await call(`${base}/backoffice/api/support/availability`, 'POST', staffHeaders(s), { available: true, maxChats: cap, languages: ['bn', 'en'] });
      if (res.status !== 200) throw new Error(`availability: ${res.status} ${JSON.stringify(res.body)}`);
    }

    // 2. Visitors start their conversations, each from its own address.
    const visitors: Visitor[] = [];
    let startErrors = 0;
    await inParallel(clients, 16, async (i) => {
      const ip = visitorIp(i);
      const res = await call(`${base}/wps/chat/conversations`, 'POST', { 'x-forwarded-for': ip, origin, 'user-agent': 'chat-bench' }, { name: `Visitor ${i + 1}`, language: i % 2 ? 'en' : 'bn' }).catch(() => null);
      const token = res?.setCookie.map((c) => /meridian_chat=([^;]+)/.exec(c)?.[1]).find(Boolean);
      const conversation = (res?.body?.value as { conversation?: { id: number } } | undefined)?.conversation;
      if (res?.status !== 200 || !token || !conversation) {
        startErrors++;
        if (startErrors <= 3) console.error('start failed', res?.status, JSON.stringify(res?.body));
        return;
      }
      visitors.push({ ip, cookie: `meridian_chat=${token}`, conversationId: conversation.id });
    });

    // Who answers which: each agent's own chats from the desk overview.
    const ownerOf = new Map<number, BenchStaff>();
    for (const s of ready.staff) {
      const res = await call(`${base}/backoffice/api/support/desk`, 'GET', staffHeaders(s));
      const mine = (res.body?.value as { mine?: { id: number; status: string }[] } | undefined)?.mine ?? [];
      for (const c of mine) if (c.status === 'active') ownerOf.set(c.id, s);
    }
    const answered = visitors.filter((v) => ownerOf.has(v.conversationId));

    // 3. Each visitor's chat stream.
    let streamsOpen = 0;
    for (const [i, v] of visitors.entries()) {
      streams.push(
        sseStream(
          `${base}/wps/chat/stream`,
          { cookie: v.cookie, 'x-forwarded-for': v.ip, 'user-agent': 'chat-bench' },
          (event, data, at) => {
            if (event !== 'message') return;
            const m = JSON.parse(data) as { author: string; clientId: string };
            if (m.author === 'staff') toPlayer.receive(m.clientId, at);
          },
          (ok) => ok && streamsOpen++,
        ),
      );
      if (i % 100 === 99) await sleep(50);
    }
    for (let i = 0; i < 400 && streamsOpen < visitors.length; i++) await sleep(50);
    const setupSeconds = round((performance.now() - setupStart) / 1000);
    if (!answered.length) throw new Error('no conversation was assigned to an agent');

    // The measured window.
    child.kill('SIGUSR2');
    for (let i = 0; i < 50 && !lines.some((l) => l['mark']); i++) await sleep(20);
    const lag = monitorEventLoopDelay({ resolution: 10 });
    lag.enable();
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    let staffSeq = 0;
    let playerSeq = 0;
    const inFlight = new Set<Promise<void>>();
    const track = (p: Promise<void>) => {
      inFlight.add(p);
      void p.finally(() => inFlight.delete(p));
    };
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)]!;
    const sendStaff = () => {
      const v = pick(answered);
      const s = ownerOf.get(v.conversationId)!;
      const clientId = `bench-s-${++staffSeq}`;
      const at = performance.now();
      toPlayer.send(clientId, at);
      track(
        call(`${base}/backoffice/api/support/conversations/${v.conversationId}/messages`, 'POST', staffHeaders(s), { clientId, text: `Answer ${staffSeq}: thank you for waiting.` }).then(
          (r) => {
            toPlayer.answers.push(performance.now() - at);
            if (r.status !== 200) toPlayer.errors++;
          },
          () => void toPlayer.errors++,
        ),
      );
    };
    const sendPlayer = () => {
      const v = pick(answered);
      const clientId = `bench-p-${++playerSeq}`;
      const at = performance.now();
      toDesk.send(clientId, at);
      track(
        call(`${base}/wps/chat/messages`, 'POST', { cookie: v.cookie, 'x-forwarded-for': v.ip, origin, 'user-agent': 'chat-bench' }, { clientId, text: `Question ${playerSeq}: where is my deposit?` }).then(
          (r) => {
            toDesk.answers.push(performance.now() - at);
            if (r.status !== 200) toDesk.errors++;
          },
          () => void toDesk.errors++,
        ),
      );
    };
    // A fixed schedule: whatever falls due is sent, however slowly the server answers.
    for (let elapsed = 0; elapsed < seconds * 1_000; elapsed = performance.now() - t0) {
      while (staffSeq < Math.floor((elapsed / 1_000) * staffRate)) sendStaff();
      while (playerSeq < Math.floor((elapsed / 1_000) * playerRate)) sendPlayer();
      await sleep(5);
    }
    await Promise.all(inFlight);
    for (let i = 0; i < 100 && toPlayer.pending + toDesk.pending > 0; i++) await sleep(50);
    lag.disable();
    const cpu = process.cpuUsage(cpu0);
    const windowMs = performance.now() - t0;
    const streamsBroken = streams.filter((s) => s.broken).length;
    const streamsHeld = streams.filter((s) => s.open).length;
    const desksHeld = desks.filter((s) => s.open).length;
    for (const s of [...streams, ...desks]) s.close();
    const done = new Promise<void>((r) => child.once('exit', () => r()));
    child.kill('SIGTERM');
    await done;
    const mark = lines.find((l) => l['mark']) as { cpuMs: number; rssMb: number; heapMb: number } | undefined;
    const statements = lines.find((l) => 'statements' in l) as { statements: NonNullable<ChatBenchResult['statements']> } | undefined;
    const report = lines.find((l) => 'lagP99' in l) as { cpuMs: number; rssMb: number; lagP99: number; lagMax: number } | undefined;
    return {
      dialect,
      clients,
      agents,
      seconds,
      setupSeconds,
      started: visitors.length,
      startErrors,
      assigned: answered.length,
      streamsOpen: streamsHeld,
      streamsBroken,
      desksOpen: desksHeld,
      toPlayer: toPlayer.result(),
      toDesk: toDesk.result(),
      serverCpu: report && mark ? Math.round(((report.cpuMs - mark.cpuMs) / windowMs) * 100) : 0,
      rssMb: report?.rssMb ?? 0,
      rssIdleMb: ready.rssMb,
      heapIdleMb: ready.heapMb,
      rssConnectedMb: mark?.rssMb ?? 0,
      heapConnectedMb: mark?.heapMb ?? 0,
      serverLagP99: report?.lagP99 ?? 0,
      serverLagMax: report?.lagMax ?? 0,
      clientLagP99: Math.round(lag.percentile(99) / 1e6),
      clientCpu: Math.round(((cpu.user + cpu.system) / 1000 / windowMs) * 100),
      ...(statements ? { statements: statements.statements } : {}),
    };
  } finally {
    for (const s of [...streams, ...desks]) s.close();
    if (child.exitCode === null && child.signalCode === null) {
      const gone = new Promise<void>((r) => child.once('exit', () => r()));
      child.kill('SIGKILL');
      await gone;
    }
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The section docs/benchmarks.md holds for one run. */
export function chatSection(r: ChatBenchResult, machine: string, load: string | undefined): string {
  const row = (what: string, d: Delivery) =>
    `| ${what} | ${d.sent.toLocaleString('en')} | ${d.received.toLocaleString('en')} | ${d.lost} / ${d.twice} / ${d.errors} | ${d.p50} | ${d.p95} | ${d.p99} | ${d.max} | ${d.answerP50} / ${d.answerP99} |`;
  return [
    `${r.dialect === 'sqlite' ? 'SQLite (WAL, synchronous=FULL, data directory on the VM\'s disk)' : 'PostgreSQL 15 (local)'}; measured ${machine}, load average ${load} at the start; one server process (the API as the site mounts it, \`npm run serve\`'s flags, a fresh database, the proxy trusted so each visitor starts from its own X-Forwarded-For address under the chatStartIp limit) and the load generator in a second process on the same machine. ${r.agents} support agents with their desk stream open, available with a cap of ${Math.min(20, Math.ceil(r.clients / r.agents))}; ${r.started.toLocaleString('en')} of ${r.clients.toLocaleString('en')} visitors started a chat (${r.startErrors} refused), ${r.assigned.toLocaleString('en')} assigned, each with /wps/chat/stream open (set up in ${r.setupSeconds} s). Then for ${r.seconds} s on a fixed schedule: agents answer into random conversations (50/s), visitors write into theirs (25/s). Delivery: receipt on the other side's stream − the start of the sender's POST. Targets: p99 ≤ 200 ms with 1,000 connections; server RSS ≤ 300 MB.`,
    '',
    '| direction | sent | received | lost / twice / refused | p50 ms | p95 ms | p99 ms | max ms | POST answered p50 / p99 ms |',
    '|---|---|---|---|---|---|---|---|---|',
    row('agent → visitor\'s chat stream', r.toPlayer),
    row('visitor → agent\'s desk stream', r.toDesk),
    '',
    '| server | figure |',
    '|---|---|',
    `| player streams held at the end / broken | ${r.streamsOpen.toLocaleString('en')} / ${r.streamsBroken} |`,
    `| desk streams held at the end | ${r.desksOpen} |`,
    `| CPU over the window (% of one core; 2 cores) | ${r.serverCpu} |`,
    `| RSS listening / all streams open / peak (VmHWM) MB | ${r.rssIdleMb} / ${r.rssConnectedMb} / ${r.rssMb} |`,
    `| live heap listening / all streams open MB | ${r.heapIdleMb} / ${r.heapConnectedMb} |`,
    `| event-loop delay p99 / max ms: server; clients' process p99 | ${r.serverLagP99} / ${r.serverLagMax}; ${r.clientLagP99} |`,
  ].join('\n');
}

if (process.argv[2] === '--serve') {
  const { serveChat } = await import('./chat-server.ts');
  await serveChat(Number(process.argv[3]), Number(process.argv[4]));
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [dialect, clients, seconds] = process.argv.slice(2);
  const r = await benchChatStream({ dialect: dialect === 'postgres' ? 'postgres' : 'sqlite', ...(Number(clients) ? { clients: Number(clients) } : {}), ...(Number(seconds) ? { seconds: Number(seconds) } : {}) });
  console.log(JSON.stringify(r, null, 2));
  process.exit(0);
}
