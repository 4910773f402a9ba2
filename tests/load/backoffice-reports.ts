/**
 * Back-office report benchmark (issue 15 item 12: a report over 2,000,000 bets answers in ≤ 300 ms
 * p50). Seeds a fresh database with `npm run seed:large` (10,000 members, 2,000,000 bets over 90
 * days; or uses the one named by `dataDir` / `databaseUrl` when `seed: false`), signs a staff
 * analyst in, then calls the back-office API through the Hono app (staff guard, validation,
 * query, JSON) and times the dashboard and each report over the last 30 days.
 *
 *   node tests/load/backoffice-reports.ts [--pg postgres://…] [--data-dir dir] [--no-seed] [--runs 30]
 */
import '../../scripts/require-node.mjs';
import { randomBytes } from 'node:crypto';
import { createStaffSession, STAFF_COOKIE } from '#server/backoffice/index.ts';
import { type BenchOptions, type BenchRow, openLargeBench, percentile } from './agent-reports.ts';

/** The cases: the dashboard and each report over the last 30 days (first page of 50, as the desk asks). */
export const BACKOFFICE_CASES: [string, string][] = [
  ['dashboard, 30 days (and the 30 before)', '/backoffice/api/dashboard?preset=prev30'],
  ['dashboard, today', '/backoffice/api/dashboard?preset=today'],
  ['GGR by game, 30 days', '/backoffice/api/reports/ggr?preset=prev30&groupBy=game&sort=ggr&order=desc&pageSize=50'],
  ['GGR by vendor, 30 days', '/backoffice/api/reports/ggr?preset=prev30&groupBy=vendor&pageSize=50'],
  ['GGR by category, 30 days', '/backoffice/api/reports/ggr?preset=prev30&groupBy=category&pageSize=50'],
  ['GGR by day, 30 days', '/backoffice/api/reports/ggr?preset=prev30&groupBy=day&sort=key&order=asc&pageSize=50'],
  ['players, top winners, 30 days', '/backoffice/api/reports/players?preset=prev30&order=winners&pageSize=50'],
  ['cashier by channel, 30 days', '/backoffice/api/reports/cashier?preset=prev30&groupBy=channel&pageSize=50'],
  ['agents’ commissions and wages, 30 days', '/backoffice/api/reports/agents?preset=prev30&pageSize=50'],
];

export async function benchBackofficeReports(o: BenchOptions = {}): Promise<BenchRow[]> {
  const runs = o.runs ?? 30;
  const { handle, api, close } = await openLargeBench(o, 'backoffice');
  const rows: BenchRow[] = [];
  try {
    const username = `bench${randomBytes(3).toString('hex')}`;
    const staff = await handle.db
      .insertInto('staff')
      .values({ username, display_name: username, role: 'analyst', password_hash: '!', totp_secret: 'A'.repeat(32), created_at: Date.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = await createStaffSession(handle.db, { staffId: Number(staff.id), stage: 'full', ip: '127.0.0.1', userAgent: 'bench' });
    const headers = { cookie: `${STAFF_COOKIE}=${token}`, 'user-agent': 'bench' };
    for (const [name, path] of BACKOFFICE_CASES) {
      const times: number[] = [];
      const cpu: number[] = [];
      for (let i = 0; i < runs + 3; i++) {
        const c0 = process.cpuUsage();
        const t0 = performance.now();
        const res = await api.request(path, { headers });
        const body = await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${path}: ${res.status} ${new TextDecoder().decode(body).slice(0, 300)}`);
        if (i >= 3) {
          times.push(performance.now() - t0);
          const c = process.cpuUsage(c0);
          cpu.push((c.user + c.system) / 1000);
        }
      }
      times.sort((a, b) => a - b);
      cpu.sort((a, b) => a - b);
      rows.push({ name: `${name} (${handle.dialect})`, p50: percentile(times, 50), p99: percentile(times, 99), cpu50: percentile(cpu, 50) });
      console.log(rows.at(-1));
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
  const rows = await benchBackofficeReports({ databaseUrl: value('--pg'), dataDir: value('--data-dir'), seed: !argv.includes('--no-seed'), runs: Number(value('--runs') ?? 30) });
  console.table(rows);
}
