/**
 * Sportsbook stream benchmark (issue: odds and score updates pushed to 1,000 SSE clients with
 * p99 ≤ 500 ms from feed to client). A server process (this file with `--serve`: the API only, on
 * a fresh SQLite database) holds `LIVE` simulated events in play and runs the feed's jobs every
 * second, as the scheduler does (start, live, end), each push stamped with the moment the feed
 * made it. This process connects `CLIENTS` clients to /wps/sports/stream and, for every `odds`
 * and `score` push each client receives, takes receipt time − stamp. Also measured: the live
 * job's time per tick with that many events in play, and the server's peak RSS.
 *
 *   node tests/load/sports-stream.ts [clients] [live events] [seconds]
 */
import '../../scripts/require-node.mjs';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, get, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface StreamBenchResult {
  clients: number;
  connected: number;
  live: number;
  seconds: number;
  pushes: number;
  received: number;
  p50: number;
  p99: number;
  max: number;
  tickP50: number;
  tickP99: number;
  rssMb: number;
  /** Event-loop delay p99 (ms) of the server and of the clients' process: how much of the delay is waiting for a CPU. */
  serverLagP99: number;
  clientLagP99: number;
}

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))] ?? 0;

/** The server side: API only, `live` events in play, the feed's jobs every second. */
async function serve(port: number, live: number): Promise<void> {
  const { getRequestListener } = await import('@hono/node-server');
  const { loadConfig } = await import('#server/config.ts');
  const { createContext } = await import('#server/context.ts');
  const { createApi } = await import('#server/http/app.ts');
  const { createEvent, runEnd, runLive, runStart, simFixture } = await import('#server/sportsbook/index.ts');
  const { pairingsBetween } = await import('#server/sportsbook/sim-catalogue.ts');
  const app = await createContext(loadConfig({ ...process.env, SEED_DEMO: 'false', LOG_LEVEL: 'warn' }));
  const now = Date.now();
  // Matches of the grid, moved to have started during the last 15 minutes (all still in play).
  const pairings = pairingsBetween(now, now + 14 * 86_400_000);
  for (let i = 0; i < live; i++) {
    const p = pairings[i]!;
    const spec = simFixture(p, 500);
    await createEvent(app, { ...spec, externalId: `${spec.externalId}:bench`, startsAt: now - Math.round(((i + 0.5) / live) * 15 * 60_000) }, now);
  }
  await runStart(app, Date.now());
  // Every push stamped when the feed made it (the stream sends the data as it is).
  const broadcast = app.events.broadcast.bind(app.events);
  let pushes = 0;
  app.events.broadcast = (e) => {
    pushes++;
    broadcast({ ...e, data: { ...e.data, sentAt: Date.now() } });
  };
  const server = createServer(getRequestListener(createApi(app).fetch));
  server.maxConnections = 10_000;
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  const ticks: number[] = [];
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    const t0 = performance.now();
    void runLive(app, Date.now())
      .then(() => ticks.push(performance.now() - t0))
      .then(() => runEnd(app, Date.now()))
      .finally(() => (running = false));
  }, 1_000);
  process.stdout.write(`${JSON.stringify({ ready: true })}\n`);
  process.on('SIGTERM', () => {
    clearInterval(timer);
    const status = readFileSync('/proc/self/status', 'utf8');
    const hwm = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
    process.stdout.write(`${JSON.stringify({ ticks, pushes, rssMb: Math.round(hwm / 1024), lagP99: Math.round(lag.percentile(99) / 1e6) })}\n`);
    server.closeAllConnections();
    server.close();
    void app.close().finally(() => process.exit(0));
  });
}

/** One SSE client: every `odds` or `score` event's delay from its stamp. */
function client(url: string, delays: number[], onOpen: () => void): { close(): void } {
  let res: IncomingMessage | undefined;
  const req = get(url, { headers: { accept: 'text/event-stream' }, agent: false }, (r) => {
    res = r;
    onOpen();
    r.setEncoding('utf8');
    let buf = '';
    r.on('data', (chunk: string) => {
      const at = Date.now();
      buf += chunk;
      let cut: number;
      while ((cut = buf.indexOf('\n\n')) >= 0) {
        const block = buf.slice(0, cut);
        buf = buf.slice(cut + 2);
        const stamp = /"sentAt":(\d+)/.exec(block);
        if (stamp && (block.startsWith('event: odds') || block.startsWith('event: score'))) delays.push(at - Number(stamp[1]));
      }
    });
  });
  req.on('error', () => undefined);
  return { close: () => (res ? res.destroy() : req.destroy()) };
}

export async function benchSportsStream(clients = 1_000, live = 100, seconds = 30, port = 4402): Promise<StreamBenchResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'meridian-stream-'));
  const child: ChildProcess = spawn(process.execPath, ['--max-semi-space-size=4', fileURLToPath(import.meta.url), '--serve', String(port), String(live)], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
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
        // Not ours.
      }
    }
  });
  try {
    for (let i = 0; i < 1_200 && !lines.some((l) => l['ready']); i++) await new Promise((r) => setTimeout(r, 100));
    if (!lines.some((l) => l['ready'])) throw new Error('the stream server did not start');
    const delays: number[] = [];
    let connected = 0;
    const open: { close(): void }[] = [];
    for (let i = 0; i < clients; i++) {
      open.push(client(`http://127.0.0.1:${port}/wps/sports/stream`, delays, () => connected++));
      if (i % 100 === 99) await new Promise((r) => setTimeout(r, 50));
    }
    for (let i = 0; i < 200 && connected < clients; i++) await new Promise((r) => setTimeout(r, 50));
    // Measure from a clean start: what arrived while clients were connecting is dropped.
    delays.length = 0;
    const lag = monitorEventLoopDelay({ resolution: 10 });
    lag.enable();
    await new Promise((r) => setTimeout(r, seconds * 1_000));
    lag.disable();
    const measured = [...delays];
    for (const c of open) c.close();
    const done = new Promise<void>((r) => child.once('exit', () => r()));
    child.kill('SIGTERM');
    await done;
    const report = lines.find((l) => 'ticks' in l) as { ticks: number[]; pushes: number; rssMb: number; lagP99: number } | undefined;
    const ticks = report?.ticks ?? [];
    return {
      clients,
      connected,
      live,
      seconds,
      pushes: report?.pushes ?? 0,
      received: measured.length,
      p50: pct(measured, 50),
      p99: pct(measured, 99),
      max: measured.reduce((a, b) => Math.max(a, b), 0),
      tickP50: Math.round(pct(ticks, 50)),
      tickP99: Math.round(pct(ticks, 99)),
      rssMb: report?.rssMb ?? 0,
      serverLagP99: report?.lagP99 ?? 0,
      clientLagP99: Math.round(lag.percentile(99) / 1e6),
    };
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--serve') {
  await serve(Number(process.argv[3]), Number(process.argv[4]));
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [clients, live, seconds] = process.argv.slice(2).map(Number);
  console.log(await benchSportsStream(clients || undefined, live || undefined, seconds || undefined));
}
