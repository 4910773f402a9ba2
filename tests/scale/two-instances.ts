/**
 * npm run test:scale — two instances of the built site on one fresh PostgreSQL database, nginx in
 * front with deploy/nginx.conf, mixed traffic through nginx for SCALE_SECONDS (default 40); one
 * instance is killed (SIGKILL) a third of the way in and started again. Then: check:ledger, no
 * acknowledged request lost, a page on A sees balance changes made through B pushed, a rate limit
 * hit on A holds on B, each job period ran once, no 5xx from the application and none from nginx
 * outside the kill window.
 *
 * Runs once with Redis (REDIS_URL, database SCALE_REDIS_DB, default 13, emptied first) and once
 * without (PostgreSQL only); SCALE_MODES=redis or SCALE_MODES=postgres runs one. Needs `npm run
 * build` first, PostgreSQL at TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test),
 * Redis at SCALE_REDIS (default redis://127.0.0.1:6379) and nginx (/usr/sbin/nginx or NGINX).
 * Ports SCALE_PORT (nginx) and the next two (instances), default 4480. SCALE_KEEP=1 keeps the
 * database and the temporary directory for a look afterwards.
 */
import '../../scripts/require-node.mjs';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { LIMITS } from '#server/rate-limits.ts';
import { type CheckResult, jobsRanOnce, ledgerCheck, liveAcrossInstances, no5xx, nothingLost, sharedRateLimit } from './checks.ts';
import { Recorder } from './client.ts';
import { instance, nginxErrors, startNginx } from './processes.ts';
import { keepAgentOnDuty, prepareScaleDatabase, SCALE_VENDOR } from './setup.ts';
import { readyToWithdraw, Traffic } from './traffic.ts';

type Mode = 'redis' | 'postgres';

const ADMIN_URL = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS = process.env['SCALE_REDIS'] ?? 'redis://127.0.0.1:6379';
const REDIS_DB = Number(process.env['SCALE_REDIS_DB'] ?? 13);
const SECONDS = Number(process.env['SCALE_SECONDS'] ?? 40);
const PORT = Number(process.env['SCALE_PORT'] ?? 4480);
const PLAYERS = Number(process.env['SCALE_PLAYERS'] ?? 24);
const WITHDRAWERS = 6;
/** A push across instances: median and worst delay of the live check (the stream's own re-read is every 2 s). */
const LIVE_MEDIAN_MS = 250;
const LIVE_MAX_MS = 1_000;
const MODES = (process.env['SCALE_MODES'] ?? 'redis,postgres').split(',').map((m) => m.trim()) as Mode[];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const log = (line: string) => console.log(`[scale] ${line}`);

async function runMode(mode: Mode): Promise<CheckResult[]> {
  const started = Date.now();
  const db = await prepareScaleDatabase(ADMIN_URL, PLAYERS);
  const dir = mkdtempSync(join(tmpdir(), `meridian-scale-${mode}-`));
  log(`${mode}: database ${db.name} ready in ${Date.now() - started} ms`);
  const redisUrl = `${REDIS}/${REDIS_DB}`;
  if (mode === 'redis') {
    const r = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    await r.flushdb();
    r.disconnect();
  }
  // Both instances share one data directory, as a shared volume would: uploads and the key that
  // vendor secrets are encrypted with (docs/scale-out.md).
  const env: Record<string, string> = {
    DATABASE_URL: db.url,
    DATA_DIR: join(dir, 'data'),
    TRUST_PROXY: 'true',
    SEED_DEMO: 'false',
    NODE_ENV: 'production',
    ...(mode === 'redis' ? { REDIS_URL: redisUrl } : {}),
  };
  if (mode === 'postgres') delete process.env['REDIS_URL'];
  const a = instance('A', PORT + 1, env, join(dir, 'A.log'));
  const b = instance('B', PORT + 2, env, join(dir, 'B.log'));
  const rec = new Recorder();
  let nginx: Awaited<ReturnType<typeof startNginx>> | null = null;
  const results: CheckResult[] = [];
  const onDuty = setInterval(() => void keepAgentOnDuty(db.handle).catch(() => undefined), 5_000);
  try {
    await a.start();
    await b.start();
    nginx = await startNginx(dir, PORT, [a.port, b.port]);
    log(`${mode}: A :${a.port}, B :${b.port}, nginx :${PORT}`);

    const accounts = new Map<number, number>();
    for (const p of db.players.slice(0, WITHDRAWERS)) accounts.set(p.id, await readyToWithdraw(rec, a.url, db.handle, p));

    // The last player is kept out of the load: the live-balance check watches their wallet.
    const traffic = new Traffic(rec, nginx.url, db.handle, mode);
    const loops = db.players.slice(0, -1).map((p) => traffic.player(p, accounts.get(p.id) ?? null));
    const loadStart = Date.now();
    await sleep((SECONDS * 1000) / 3);
    const killedAt = Date.now();
    await a.kill();
    log(`${mode}: A killed at ${Math.round((killedAt - loadStart) / 1000)} s`);
    await sleep(4_000);
    await a.start();
    const restartedAt = Date.now();
    log(`${mode}: A back after ${restartedAt - killedAt} ms`);
    await sleep(Math.max(0, loadStart + SECONDS * 1000 - Date.now()));
    traffic.stop();
    await Promise.all(loops);
    const endedAt = Date.now();
    for (const [kind, t] of traffic.tallies) log(`${mode}: ${kind.padEnd(13)} ok ${t.ok}${t.refused.size ? `, refused ${[...t.refused].map(([c, n]) => `${c} ×${n}`).join(', ')}` : ''}`);

    const kinds = ['login', 'bet', 'settle', 'lottery', 'deposit', 'gateway pay', 'withdrawal', 'chat start', 'chat message'];
    const idle = kinds.filter((k) => (traffic.tallies.get(k)?.ok ?? 0) === 0);
    results.push({ name: 'every kind of traffic succeeded through nginx', ok: idle.length === 0, detail: idle.length ? `never succeeded: ${idle.join(', ')}` : kinds.map((k) => `${k} ${traffic.tallies.get(k)?.ok}`).join(', ') });
    results.push(no5xx(rec, { from: killedAt - 1_000, to: restartedAt + 6_000 }, [join(dir, 'A.log'), join(dir, 'B.log')]));
    results.push(await nothingLost(db.handle, SCALE_VENDOR, traffic.acked));
    results.push(await liveAcrossInstances(rec, a.url, b.url, db.handle, db.players.at(-1) as (typeof db.players)[number], LIVE_MEDIAN_MS, LIVE_MAX_MS));
    results.push(await sharedRateLimit(rec, a.url, b.url, `10.99.${mode === 'redis' ? 1 : 2}.1`, LIMITS.loginIp.points));
    results.push(await jobsRanOnce(db.handle, killedAt, endedAt));
    // The ledger last, after the instances are stopped (nothing moves while it is read).
    await a.stop();
    await b.stop();
    results.push(await ledgerCheck(db.url));
  } finally {
    clearInterval(onDuty);
    await nginx?.stop();
    await a.stop().catch(() => undefined);
    await b.stop().catch(() => undefined);
    const errors = nginxErrors(dir);
    if (process.env['SCALE_VERBOSE'] === '1' && errors) console.log(errors);
    if (process.env['SCALE_KEEP'] === '1') log(`${mode}: kept ${db.url} and ${dir}`);
    else {
      await db.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  log(`${mode}: done in ${Math.round((Date.now() - started) / 1000)} s`);
  return results;
}

if (!existsSync('dist/server/entry.mjs') && !existsSync('dist/client')) {
  console.error('test:scale runs the built site: run `npm run build` first.');
  process.exit(1);
}
let failed = 0;
for (const mode of MODES) {
  const results = await runMode(mode);
  console.log(`\nTwo instances behind nginx, ${mode === 'redis' ? 'with Redis' : 'PostgreSQL only (no Redis)'}:`);
  for (const r of results) {
    console.log(`  ${r.ok ? '✓' : '✗'} ${r.name}\n      ${r.detail.split('\n').join('\n      ')}`);
    if (!r.ok) failed++;
  }
}
if (failed) {
  console.log(`\n${failed} check(s) failed.`);
  process.exitCode = 1;
}
