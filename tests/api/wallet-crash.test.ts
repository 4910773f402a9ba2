import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { fundMember, insertGame, insertMember, insertVendor } from '#fixtures/factories.ts';
import { digest, newToken } from '#server/auth/tokens.ts';
import { type DbHandle, openDb } from '#server/db/connect.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { kyselyRunner } from '#server/db/sql-runner.ts';
import { checkLedger } from '#server/ledger/check.ts';
import { sign } from '#server/providers/signature.ts';
import { DIALECTS } from '../fixtures/db.ts';

const VENDOR = 'CRASH_VENDOR';

function start(env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['tests/fixtures/api-server.ts'], { env: { ...process.env, LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const m = /ready (\d+)/.exec(chunk.toString());
      if (m) resolve({ child, port: Number(m[1]) });
    });
    child.once('exit', (code) => reject(new Error(`server exited early (${code})`)));
  });
}

describe.each(DIALECTS)('a server killed in the middle of load on %s', (dialect) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it('leaves no partial entry, and keeps every acknowledged transaction', async () => {
    // The database: a file for SQLite, a schema of its own on PostgreSQL.
    let env: Record<string, string>;
    let open: () => DbHandle;
    if (dialect === 'sqlite') {
      const dir = mkdtempSync(join(tmpdir(), 'meridian-crash-'));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      env = { DATA_DIR: dir };
      open = () => openDb({ file: join(dir, 'meridian.db') });
    } else {
      const url = process.env['TEST_DATABASE_URL'] ?? '';
      const schema = `t_${randomBytes(6).toString('hex')}`;
      const admin = openDb({ url });
      await sql`create schema ${sql.id(schema)}`.execute(admin.db);
      cleanups.push(async () => {
        await sql`drop schema ${sql.id(schema)} cascade`.execute(admin.db);
        await admin.close();
      });
      env = { DATABASE_URL: `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}` };
      open = () => openDb({ url, schema });
    }

    const setup = open();
    await migrateToLatest(setup.db);
    await insertVendor(setup.db, { code: VENDOR, category: 'RNG', wallet_secret: 'crash-secret' });
    const gameId = await insertGame(setup.db, { vendor: VENDOR, code: 'crash', category: 'RNG' });
    const players: { account: string; token: string }[] = [];
    for (let i = 0; i < 20; i++) {
      const m = await insertMember(setup.db, { account: `crash${i}` });
      await fundMember(setup.db, m.id, 1_000_000_000);
      const token = newToken();
      await setup.db.insertInto('provider_sessions').values({ token_hash: digest(token), member_id: m.id, vendor_code: VENDOR, game_id: gameId, mode: 'real', play_account_id: null, created_at: Date.now(), expires_at: Date.now() + 3_600_000 }).execute();
      players.push({ account: m.account, token });
    }
    await setup.close();

    const { child, port } = await start(env);
    cleanups.push(() => void child.kill('SIGKILL'));
    const acknowledged: string[] = [];
    let stop = false;
    const call = async (op: string, body: Record<string, unknown>) => {
      const raw = JSON.stringify(body);
      const ts = String(Date.now());
      const res = await fetch(`http://127.0.0.1:${port}/lgw/provider/v1/${VENDOR}/${op}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-meridian-timestamp': ts, 'x-meridian-signature': sign('crash-secret', ts, raw) },
        body: raw,
      });
      if (res.status === 200) acknowledged.push(String(body['txnId']));
      await res.text();
    };
    const loops = players.map(async (p, i) => {
      for (let n = 0; !stop; n++) {
        try {
          await call('debit', { txnId: `d${i}-${n}`, token: p.token, player: p.account, roundId: `r${i}-${n}`, amount: 100, currency: 'BDT' });
          await call('credit', { txnId: `c${i}-${n}`, token: p.token, player: p.account, roundId: `r${i}-${n}`, amount: 150, currency: 'BDT' });
        } catch {
          return; // the server is gone
        }
      }
    });
    // Kill it once it is well into the load (or after 8 s on a slow machine), mid-flight.
    for (let waited = 0; acknowledged.length < 400 && waited < 8_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
    child.kill('SIGKILL');
    stop = true;
    await Promise.all(loops);
    expect(acknowledged.length).toBeGreaterThan(40);

    const after = open();
    try {
      expect(await checkLedger(kyselyRunner(after.db), dialect)).toEqual([]);
      const stored = new Set((await after.db.selectFrom('provider_txns').select('txn_id').where('status', '=', 200).execute()).map((r) => r.txn_id));
      for (const txn of acknowledged) expect(stored.has(txn), txn).toBe(true);
    } finally {
      await after.close();
    }

    // It starts again on the same database and keeps going.
    const again = await start(env);
    cleanups.push(() => void again.child.kill('SIGKILL'));
    const p = players[0] as { account: string; token: string };
    const raw = JSON.stringify({ token: p.token });
    const ts = String(Date.now());
    const res = await fetch(`http://127.0.0.1:${again.port}/lgw/provider/v1/${VENDOR}/balance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-meridian-timestamp': ts, 'x-meridian-signature': sign('crash-secret', ts, raw) },
      body: raw,
    });
    expect(res.status).toBe(200);
  }, 120_000);
});
