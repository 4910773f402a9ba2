/**
 * Agent report benchmark (DESIGN "Numbers": team report, 30 days, team of 10,000, 2,000,000 bets,
 * ≤ 150 ms p50; issue 6: ≤ 400 ms p99). Seeds a fresh database with `npm run seed:large` (or uses
 * the one named by `dataDir` / `databaseUrl` when `seed: false`), then calls the agent API as the
 * top agent through the Hono app (session check, validation, query, JSON) and times each report.
 *
 *   node tests/load/agent-reports.ts [--pg postgres://…] [--data-dir dir] [--no-seed] [--runs 60]
 */
import '../../scripts/require-node.mjs';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { loadConfig } from '#server/config.ts';
import { type AppContext, dbTargetOf, moneyParts } from '#server/context.ts';
import { openDb } from '#server/db/connect.ts';
import { MemberEvents } from '#server/events/bus.ts';
import { createApi } from '#server/http/app.ts';
import { createRateLimits } from '#server/rate-limits.ts';
import { createLogger } from '#server/log.ts';
import { outboxNotifier } from '#server/notify/index.ts';
import { sessionToken } from '#server/agents/seed-data.ts';

export interface BenchOptions {
  /** PostgreSQL instead of SQLite (seeded into a schema of its own, dropped afterwards). */
  databaseUrl?: string | undefined;
  /** SQLite data directory (default: a fresh temporary one). */
  dataDir?: string | undefined;
  /** Seed with seed:large first (default true). */
  seed?: boolean;
  members?: number;
  bets?: number;
  runs?: number;
  top?: string;
}

export interface BenchRow {
  name: string;
  p50: number;
  p99: number;
  /** Median CPU time of this process per request (ms): the cost without other processes' contention (SQLite runs in process). */
  cpu50?: number;
}

export function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round((sorted[i] ?? 0) * 10) / 10;
}

/**
 * A database seeded by seed:large (or the one named by `dataDir` / `databaseUrl` with `seed: false`)
 * and the API over it in process; `close` drops the schema or the temporary directory it made.
 */
export async function openLargeBench(o: BenchOptions, name: string): Promise<{ handle: ReturnType<typeof openDb>; api: ReturnType<typeof createApi>; close(): Promise<void> }> {
  const seed = o.seed ?? true;
  const tempDir = o.dataDir ? null : mkdtempSync(join(tmpdir(), `meridian-${name}-`));
  const dataDir = o.dataDir ?? (tempDir as string);
  let schema: string | undefined;
  let databaseUrl = o.databaseUrl;
  if (databaseUrl && seed) {
    schema = `bench_${randomBytes(4).toString('hex')}`;
    const admin = openDb({ url: databaseUrl });
    await sql`create schema ${sql.id(schema)}`.execute(admin.db);
    await admin.close();
    const url = new URL(databaseUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    databaseUrl = url.toString();
  }
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  if (seed) {
    const started = performance.now();
    const res = spawnSync(process.execPath, ['scripts/seed-large.ts', '--members', String(o.members ?? 10_000), '--bets', String(o.bets ?? 2_000_000)], { env, stdio: ['ignore', 'inherit', 'inherit'] });
    if (res.status !== 0) throw new Error('seed:large failed');
    console.log(`seed:large took ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }

  const config = { ...loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }) };
  const handle = openDb(dbTargetOf(config));
  const log = createLogger('silent');
  const { ledger, reader, closeReader } = moneyParts(handle);
  const app: AppContext = { config, db: handle.db, dialect: handle.dialect, log, limits: createRateLimits(), notify: outboxNotifier(handle.db, log), ledger, reader, events: new MemberEvents(), close: async () => undefined };
  const api = createApi(app);
  const close = async () => {
    closeReader();
    if (schema) await sql`drop schema ${sql.id(schema)} cascade`.execute(handle.db);
    await handle.close();
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  };
  return { handle, api, close };
}

export async function benchAgentReports(o: BenchOptions = {}): Promise<BenchRow[]> {
  const runs = o.runs ?? 60;
  const { handle, api, close } = await openLargeBench(o, 'agents');
  const rows: BenchRow[] = [];
  try {
    const top = await handle.db.selectFrom('members').select('id').where('account_key', '=', (o.top ?? 'agentone').toLowerCase()).executeTakeFirst();
    const root = top ?? (await handle.db.selectFrom('members').select('id').where('account', 'like', 'bigboss%').executeTakeFirstOrThrow());
    const token = await sessionToken(handle.db, Number(root.id));
    const headers = { token };
    const cases: [string, string][] = [
      ['team overview, 30 days', '/wps/agent/team/overview?preset=prev30'],
      ['team betting by member, 30 days', '/wps/agent/team/betting?preset=prev30&groupBy=member&sort=validBet&order=desc&pageSize=50'],
      ['team betting by member × category × day, 30 days', '/wps/agent/team/betting?preset=prev30&groupBy=member,category,day&sort=day&order=desc&pageSize=50'],
      ['team betting by day, 30 days', '/wps/agent/team/betting?preset=prev30&groupBy=day&sort=day&order=asc&pageSize=50'],
      ['user profit and loss, 30 days', '/wps/agent/team/profit-loss?preset=prev30&sort=net&pageSize=50'],
      ['transaction details, 30 days', '/wps/agent/team/transactions?preset=prev30&pageSize=50'],
      ['team members, first 50 by registration', '/wps/agent/team/members?pageSize=50'],
      ['team members, 10,000 rows', '/wps/agent/team/members?pageSize=10000'],
      ['my income, 30 days', '/wps/agent/income?preset=prev30'],
    ];
    for (const [name, path] of cases) {
      const times: number[] = [];
      const cpu: number[] = [];
      for (let i = 0; i < runs + 3; i++) {
        const c0 = process.cpuUsage();
        const t0 = performance.now();
        const res = await api.request(path, { headers });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
        if (i >= 3) {
          times.push(performance.now() - t0);
          const c = process.cpuUsage(c0);
          cpu.push((c.user + c.system) / 1000);
        }
      }
      times.sort((a, b) => a - b);
      cpu.sort((a, b) => a - b);
      rows.push({ name: `${name} (${handle.dialect})`, p50: percentile(times, 50), p99: percentile(times, 99), cpu50: percentile(cpu, 50) });
    }
  } finally {
    await close();
  }
  return rows;
}

if (import.meta.main) {
  const argv = process.argv.slice(2);
  const value = (flag: string) => {
    const i = argv.indexOf(flag);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const rows = await benchAgentReports({ databaseUrl: value('--pg'), dataDir: value('--data-dir'), seed: !argv.includes('--no-seed'), runs: Number(value('--runs') ?? 60) });
  console.table(rows);
}
