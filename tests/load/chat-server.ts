/**
 * The server side of the chat benchmark (tests/load/chat-stream.ts runs this file in its own
 * process): the API only, as the site's server mounts it (same listener, same HTTP limits), on a
 * fresh database, with the proxy trusted so each simulated visitor is known by its own
 * X-Forwarded-For address (the chatStartIp limit is per address, as in production). Seeds
 * `agents` support staff with signed-in sessions and prints them; the load generator does the rest
 * through HTTP. Reports its own figures on stdout, one JSON line each:
 *   { ready, staff, heapMb, rssMb }   once listening (live heap after a full collection, RSS)
 *   { mark, cpuMs, heapMb, rssMb }    on SIGUSR2 (the measured window starts): CPU so far, memory now, lag reset
 *   { cpuMs, rssMb, lagP99, lagMax }  on SIGTERM: CPU so far, peak RSS (VmHWM), event-loop delay since the mark
 */
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface BenchStaff {
  id: number;
  name: string;
  ip: string;
  cookie: string;
}

const cpuMs = () => {
  const u = process.cpuUsage();
  return Math.round((u.user + u.system) / 1000);
};

const rssNow = () => Math.round(process.memoryUsage.rss() / 1048576);

/** The live heap, MB: after a full collection when the process runs with --expose-gc (the benchmark starts it so). */
const liveHeapMb = () => {
  (globalThis as { gc?: () => void }).gc?.();
  return Math.round(process.memoryUsage().heapUsed / 1048576);
};

const say = (line: Record<string, unknown>) => process.stdout.write(`${JSON.stringify(line)}\n`);

/**
 * CHAT_BENCH_SQL=1 (SQLite): every statement's time on the event loop, by its text, over the
 * measured window. better-sqlite3 runs each statement (a commit's fsync included) on the event
 * loop, so while one runs no stream is written: this says where that time goes.
 */
async function timeStatements(): Promise<{ reset(): void; top(): { sql: string; calls: number; ms: number; maxMs: number }[] }> {
  const { default: BetterSqlite3 } = await import('better-sqlite3');
  const stats = new Map<string, { calls: number; ms: number; maxMs: number }>();
  const proto = BetterSqlite3.prototype as unknown as { prepare(this: unknown, source: string): Record<string, unknown> };
  const prepare = proto.prepare;
  proto.prepare = function (this: unknown, source: string) {
    const statement = prepare.call(this, source);
    const key = source.replace(/\s+/g, ' ').slice(0, 140);
    for (const method of ['run', 'get', 'all'] as const) {
      const original = statement[method] as (...args: unknown[]) => unknown;
      statement[method] = (...args: unknown[]) => {
        const t0 = performance.now();
        try {
          return original.apply(statement, args);
        } finally {
          const ms = performance.now() - t0;
          const s = stats.get(key) ?? { calls: 0, ms: 0, maxMs: 0 };
          s.calls++;
          s.ms += ms;
          s.maxMs = Math.max(s.maxMs, ms);
          stats.set(key, s);
        }
      };
    }
    return statement;
  };
  return {
    reset: () => stats.clear(),
    top: () =>
      [...stats]
        .map(([sql, s]) => ({ sql, calls: s.calls, ms: Math.round(s.ms), maxMs: Math.round(s.maxMs * 10) / 10 }))
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 25),
  };
}

/** CHAT_BENCH_PROFILE=<dir>: a CPU profile of the measured window only (setup left out). */
async function windowProfiler(dir: string): Promise<{ start(): void; stop(): Promise<void> }> {
  const { Session } = await import('node:inspector/promises');
  const { writeFileSync } = await import('node:fs');
  const session = new Session();
  session.connect();
  return {
    start: () => void session.post('Profiler.enable').then(() => session.post('Profiler.start')),
    stop: async () => {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(`${dir}/chat-server-${Date.now()}.cpuprofile`, JSON.stringify(profile));
    },
  };
}

export async function serveChat(port: number, agents: number): Promise<void> {
  const statements = process.env['CHAT_BENCH_SQL'] === '1' ? await timeStatements() : null;
  const profileDir = process.env['CHAT_BENCH_PROFILE'];
  const profiler = profileDir ? await windowProfiler(profileDir) : null;
  const { getRequestListener } = await import('@hono/node-server');
  const { loadConfig } = await import('#server/config.ts');
  const { createContext } = await import('#server/context.ts');
  const { createApi } = await import('#server/http/app.ts');
  const { createHttpServer } = await import('#server/web/http-server.ts');
  const { generateTotpSecret, hashPassword } = await import('#server/auth/index.ts');
  const { createStaffSession, STAFF_COOKIE } = await import('#server/backoffice/index.ts');
  const app = await createContext(loadConfig({ ...process.env, SEED_DEMO: 'false', LOG_LEVEL: 'warn', TRUST_PROXY: 'true' }));

  const passwordHash = await hashPassword('Bench#Agent2025');
  const staff: BenchStaff[] = [];
  for (let i = 0; i < agents; i++) {
    const name = `agent${String(i + 1).padStart(3, '0')}`;
    const ip = `10.77.0.${i + 1}`;
    const row = await app.db
      .insertInto('staff')
      .values({ username: name, display_name: name, role: 'support', password_hash: passwordHash, totp_secret: generateTotpSecret(), created_at: Date.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    const token = await createStaffSession(app.db, { staffId: id, stage: 'full', ip, userAgent: 'chat-bench' });
    staff.push({ id, name, ip, cookie: `${STAFF_COOKIE}=${token}` });
  }

  const server = createHttpServer(getRequestListener(createApi(app).fetch));
  server.maxConnections = 10_000;
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  say({ ready: true, staff, heapMb: liveHeapMb(), rssMb: rssNow() });
  process.on('SIGUSR2', () => {
    lag.reset();
    statements?.reset();
    profiler?.start();
    say({ mark: true, cpuMs: cpuMs(), heapMb: liveHeapMb(), rssMb: rssNow() });
  });
  process.on('SIGTERM', () => {
    if (statements) say({ statements: statements.top() });
    const status = readFileSync('/proc/self/status', 'utf8');
    const hwm = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
    say({ cpuMs: cpuMs(), rssMb: Math.round(hwm / 1024), lagP99: Math.round(lag.percentile(99) / 1e6), lagMax: Math.round(lag.max / 1e6) });
    server.closeAllConnections();
    server.close();
    void (profiler?.stop() ?? Promise.resolve())
      .then(() => app.close())
      .finally(() => process.exit(0));
  });
}
