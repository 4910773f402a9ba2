import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertGame, insertMember, insertVendor } from '#fixtures/factories.ts';
import { MAX_DECODED_BYTES, MAX_UPLOADS_PER_DAY } from '#server/cashier/uploads.ts';
import { openDb } from '#server/db/connect.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { browser, login } from '../fixtures/auth.ts';
import { signedIn } from '../fixtures/member.ts';
import { flatPng } from '../fixtures/png.ts';

/** The 273 KB picture of the issue: 6000 × 6000, 16-bit RGBA, interlaced (288 MB once decoded). */
const BOMB = flatPng({ width: 6000, height: 6000, bitDepth: 16, interlaced: true });

describe.each(DIALECTS)('abuse limits on %s', (dialect) => {
  let t: TestApp;
  let game = 0;
  beforeAll(async () => {
    t = await testApp(dialect, { config: { trustProxy: true } });
    game = await insertGame(t.app.db, { vendor: await insertVendor(t.app.db) });
  });
  afterAll(() => t.close());

  const launch = (ip: string) => t.request('/wps/game/launchGame', { method: 'POST', headers: browser(ip), body: JSON.stringify({ gameId: game, trial: true }) });

  it('limits trial launches per address: of 150 parallel launches from one address at most 60 start', async () => {
    const answers = await Promise.all(Array.from({ length: 150 }, () => launch('10.17.0.1')));
    const ok = answers.filter((a) => a.status === 200).length;
    expect(ok).toBe(60);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(90);
    expect(await refused[0]?.json()).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS' });
    expect(refused[0]?.headers.get('retry-after')).toMatch(/^\d+$/);
    const sessions = await t.app.db.selectFrom('provider_sessions').select((e) => e.fn.countAll().as('n')).where('mode', '=', 'play').executeTakeFirstOrThrow();
    expect(Number(sessions.n)).toBe(60);
    // Another address is not affected.
    expect((await launch('10.17.0.2')).status).toBe(200);
  });

  const upload = (m: { cookie: string; ip: string }, body: Uint8Array, type = 'image/png') =>
    t.request('/wps/cashier/uploads?purpose=withdrawal_proof', { method: 'POST', headers: { cookie: m.cookie, origin: 'http://localhost', 'content-type': type, 'x-forwarded-for': m.ip }, body: new Blob([body as Uint8Array<ArrayBuffer>]) });

  it('refuses from its header, before decoding, an image that would decode past the bound', async () => {
    const m = await signedIn(t);
    const started = Date.now();
    const res = await upload(m, BOMB);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, code: 'UPLOAD_REFUSED', message: expect.stringMatching(/too large/) });
    expect(Date.now() - started).toBeLessThan(1000);
    // Just within the bound is still accepted (a flat 3000 × 3000 RGBA picture, 36 MB decoded).
    expect(3000 * 3000 * 4).toBeLessThanOrEqual(MAX_DECODED_BYTES);
    const big = await upload(m, flatPng({ width: 3000, height: 3000, bitDepth: 8, interlaced: true }));
    expect(big.status).toBe(200);
    const rows = await t.app.db.selectFrom('uploads').select('id').where('member_id', '=', m.id).execute();
    expect(rows).toHaveLength(1);
  });

  it(`caps a member at ${MAX_UPLOADS_PER_DAY} images a day, also against parallel uploads`, async () => {
    const m = await signedIn(t);
    const other = await signedIn(t);
    const now = Date.now();
    await t.app.db
      .insertInto('uploads')
      .values(Array.from({ length: MAX_UPLOADS_PER_DAY - 2 }, (_, i) => ({ member_id: m.id, purpose: 'withdrawal_proof', ref_id: null, mime: 'image/png', bytes: 1, path: `none-${i}.png`, created_at: now - 3_600_000 })))
      .execute();
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#204060' } }).png().toBuffer();
    const answers = await Promise.all(Array.from({ length: 30 }, () => upload(m, png)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    expect(answers.every((a) => a.status === 200 || a.status === 429)).toBe(true);
    const count = await t.app.db.selectFrom('uploads').select((e) => e.fn.countAll().as('n')).where('member_id', '=', m.id).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(MAX_UPLOADS_PER_DAY);
    const next = await upload(m, png);
    expect(next.status).toBe(429);
    expect(await next.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: expect.any(Number) });
    expect((await upload(other, png)).status).toBe(200);
    // Uploads older than a day no longer count.
    await t.app.db.updateTable('uploads').set({ created_at: now - 86_400_000 - 1000 }).where('member_id', '=', m.id).execute();
    expect((await upload(m, png)).status).toBe(200);
  });
});

describe('upload memory', () => {
  let child: ChildProcess | undefined;
  let dir = '';
  afterAll(() => {
    child?.kill('SIGKILL');
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the server within its 300 MB budget while decoding the largest images it accepts and refusing bombs', async () => {
    dir = mkdtempSync(join(tmpdir(), 'meridian-uploads-'));
    const handle = openDb({ file: join(dir, 'meridian.db') });
    await migrateToLatest(handle.db);
    const members = await Promise.all(Array.from({ length: 3 }, () => insertMember(handle.db)));
    // The server runs with the V8 flags `npm run serve` gives it (package.json): the budget is the served process's.
    const serveFlags = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { serve: string } }).scripts.serve.split(' ').filter((a) => a.startsWith('--'));
    const proc = spawn(process.execPath, [...serveFlags, 'tests/fixtures/api-server.ts'], {
      env: { ...process.env, DATA_DIR: dir, LOG_LEVEL: 'silent', SEED_DEMO: 'false', TRUST_PROXY: 'true' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child = proc;
    const port = await new Promise<number>((resolve, reject) => {
      proc.stdout?.on('data', (chunk: Buffer) => {
        const m = /ready (\d+)/.exec(chunk.toString());
        if (m) resolve(Number(m[1]));
      });
      proc.once('exit', (code) => reject(new Error(`server exited early (${code})`)));
    });
    const base = `http://127.0.0.1:${port}`;
    const remote = { app: { db: handle.db }, request: (path: string, init?: RequestInit) => fetch(base + path, { ...init, headers: { ...(init?.headers as Record<string, string>), origin: base } }) } as unknown as TestApp;
    const cookies = [];
    for (const [i, m] of members.entries()) cookies.push({ cookie: (await login(remote, m.account, m.password, { ip: `10.17.9.${i}` })).cookie, ip: `10.17.9.${i}` });
    const largest = flatPng({ width: 3000, height: 3000, bitDepth: 8, interlaced: true });
    const wide = flatPng({ width: 2100, height: 2100, bitDepth: 16, interlaced: true });
    const send = (m: { cookie: string; ip: string }, body: Buffer) =>
      fetch(`${base}/wps/cashier/uploads?purpose=deposit_receipt`, { method: 'POST', headers: { cookie: m.cookie, origin: base, 'content-type': 'image/png', 'x-forwarded-for': m.ip }, body: new Uint8Array(body) });
    const statuses: number[] = [];
    for (let round = 0; round < 2; round++) {
      const answers = await Promise.all(cookies.flatMap((m) => [send(m, largest), send(m, wide), send(m, BOMB)]));
      statuses.push(...answers.map((a) => a.status));
    }
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);
    expect(statuses.every((s) => s === 200 || s === 400 || s === 429)).toBe(true);
    const peakKb = Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${proc.pid}/status`, 'utf8'))?.[1]);
    expect(peakKb / 1024).toBeLessThan(300);
    await handle.close();
  }, 60_000);
});
