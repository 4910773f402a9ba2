import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commands } from '#server/admin/commands.ts';
import { insertVendor } from '#fixtures/factories.ts';
import { AppError } from '#server/errors.ts';
import { handleCallback } from '#server/providers/callbacks.ts';
import { SECRETS_KEY_FILE } from '#server/providers/secrets.ts';
import { sign } from '#server/providers/signature.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';

/** `npm run admin -- vendor:secret`: a vendor's signing secret is issued once, kept encrypted, and rotated with a grace period. */
describe.each(DIALECTS)('vendor signing secrets on %s', (dialect) => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'meridian-secrets-'));
    t = await testApp(dialect, { config: { dataDir } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const admin = async (...args: string[]) => {
    const [name = '', ...rest] = args;
    const command = commands[name];
    if (!command) throw new Error(`no command ${name}`);
    return command.run(t.app.db, rest, t.app);
  };
  const issued = (out: unknown) => {
    const secret = /^([0-9a-f]{64})$/m.exec(String(out))?.[1];
    if (!secret) throw new Error(`no secret in ${String(out)}`);
    return secret;
  };
  /** The code a callback signed with `secret` gets at `now`: a signature that passes reaches the (unknown) session. */
  const signedWith = async (vendor: string, secret: string, now = Date.now()) => {
    const raw = JSON.stringify({ token: 'x'.repeat(43) });
    const ts = String(now);
    try {
      await handleCallback(t.app, vendor, 'balance', raw, { timestamp: ts, signature: sign(secret, ts, raw) }, now);
      return 'OK';
    } catch (err) {
      if (err instanceof AppError) return err.code;
      throw err;
    }
  };

  it('issues a secret shown once and stored only encrypted; the install secret stays valid for the grace period', async () => {
    const V = await insertVendor(t.app.db, { wallet_secret: 'install-secret-1' });
    expect(await signedWith(V, 'install-secret-1')).toBe('SESSION_EXPIRED');
    const out = await admin('vendor:secret', V, '60');
    const secret = issued(out);
    expect(String(out)).toMatch(/previous secret is accepted until/);
    // Nothing in the database holds either secret in the clear.
    const vendor = await t.app.db.selectFrom('vendors').select('wallet_secret').where('code', '=', V).executeTakeFirstOrThrow();
    expect(vendor.wallet_secret).toBe('');
    const stored = JSON.stringify(await t.app.db.selectFrom('vendor_secrets' as never).selectAll().where('vendor_code' as never, '=', V as never).execute());
    expect(stored).not.toContain(secret);
    expect(stored).not.toContain('install-secret-1');
    expect(statSync(join(dataDir, SECRETS_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(stored).not.toContain(readFileSync(join(dataDir, SECRETS_KEY_FILE), 'utf8').trim());

    expect(await signedWith(V, secret)).toBe('SESSION_EXPIRED');
    expect(await signedWith(V, 'install-secret-1')).toBe('SESSION_EXPIRED');
    expect(await signedWith(V, 'install-secret-1', Date.now() + 61 * 60_000)).toBe('INVALID_SIGNATURE');
    expect(await signedWith(V, secret, Date.now() + 61 * 60_000)).toBe('SESSION_EXPIRED');
    expect(await signedWith(V, 'a-guess')).toBe('INVALID_SIGNATURE');
    const listed = JSON.stringify(await admin('vendor:secrets', V));
    expect(listed).toContain('current');
    expect(listed).not.toContain(secret);
  });

  it('rotates: the new secret at once, the previous one until its grace ends (0 ends it now)', async () => {
    const V = await insertVendor(t.app.db, { wallet_secret: '' });
    expect(await signedWith(V, '')).toBe('INVALID_SIGNATURE');
    const first = issued(await admin('vendor:secret', V));
    const second = issued(await admin('vendor:secret', V, '5'));
    expect(second).not.toBe(first);
    expect(await signedWith(V, first)).toBe('SESSION_EXPIRED');
    expect(await signedWith(V, second)).toBe('SESSION_EXPIRED');
    expect(await signedWith(V, first, Date.now() + 6 * 60_000)).toBe('INVALID_SIGNATURE');
    const third = issued(await admin('vendor:secret', V, '0'));
    expect(await signedWith(V, second)).toBe('INVALID_SIGNATURE');
    expect(await signedWith(V, first)).toBe('SESSION_EXPIRED');
    expect(await signedWith(V, third)).toBe('SESSION_EXPIRED');
    expect(await t.app.db.selectFrom('vendor_secrets' as never).select('id' as never).where('vendor_code' as never, '=', V as never).where('retires_at' as never, 'is', null).execute()).toHaveLength(1);
  });

  it('refuses an unknown vendor or a bad grace period, and a secret sealed under another key or vendor never verifies', async () => {
    await expect(admin('vendor:secret', 'NO_SUCH_VENDOR')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(admin('vendor:secret')).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    await expect(admin('vendor:secret', 'X', '-5')).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    await expect(admin('vendor:secret', 'X', '99999')).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    const A = await insertVendor(t.app.db, { wallet_secret: '' });
    const B = await insertVendor(t.app.db, { wallet_secret: '' });
    const secret = issued(await admin('vendor:secret', A));
    // A's sealed secret copied to B does not open for B (the vendor is authenticated with it).
    const row = await t.app.db.selectFrom('vendor_secrets' as never).select(['secret_enc' as never, 'fingerprint' as never]).where('vendor_code' as never, '=', A as never).executeTakeFirstOrThrow();
    await t.app.db.insertInto('vendor_secrets' as never).values({ ...(row as object), vendor_code: B, created_at: Date.now(), retires_at: null } as never).execute();
    expect(await signedWith(B, secret)).toBe('INVALID_SIGNATURE');
    // Another data directory key: nothing decrypts, nothing verifies (it fails closed).
    const other = mkdtempSync(join(tmpdir(), 'meridian-secrets-other-'));
    writeFileSync(join(other, SECRETS_KEY_FILE), `${'ab'.repeat(32)}\n`, { mode: 0o600 });
    const config = t.app.config;
    t.app.config = { ...config, dataDir: other };
    try {
      await new Promise((r) => setTimeout(r, 10));
      expect(await signedWith(A, secret, Date.now() + 11_000)).toBe('INVALID_SIGNATURE');
    } finally {
      t.app.config = config;
      rmSync(other, { recursive: true, force: true });
    }
  });
});
