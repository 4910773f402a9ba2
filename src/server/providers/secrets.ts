/**
 * Vendors' signing secrets. HMAC verification needs the secret itself, so a secret is stored
 * encrypted (AES-256-GCM, bound to its vendor), never hashed; the key is a file in the data
 * directory that never enters the database (docs/decisions/015-vendor-secrets.md). A vendor has one
 * current secret; after a rotation the previous one stays valid for a grace period, so the vendor
 * can switch without failed callbacks. The secret is shown once, when it is issued.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppContext } from '#server/app-context.ts';
import type { Db } from '#server/db/connect.ts';
import { kyselyRunner } from '#server/db/sql-runner.ts';
import { NotFound, ValidationFailed } from '#server/errors.ts';
import { clearInstalledWalletSecret, installedWalletSecret } from '#server/games/index.ts';

/** The key file's name in the data directory. */
export const SECRETS_KEY_FILE = 'vendor-secrets.key';
/** How long the previous secret stays valid after a rotation when the operator does not say. */
export const DEFAULT_GRACE_MS = 24 * 3_600_000;
/** The longest grace an operator may give (30 days). */
export const MAX_GRACE_MS = 30 * 24 * 3_600_000;

const keys = new Map<string, Buffer>();

/** The data directory's secrets key, created (readable by this user only) on first use. */
export function secretsKey(dataDir: string): Buffer {
  let key = keys.get(dataDir);
  if (key) return key;
  const file = join(dataDir, SECRETS_KEY_FILE);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    chmodSync(file, 0o600);
  }
  const text = readFileSync(file, 'utf8').trim();
  if (!/^[0-9a-f]{64}$/i.test(text)) throw new Error(`${file} must hold 64 hex digits (a 256-bit key)`);
  key = Buffer.from(text, 'hex');
  keys.set(dataDir, key);
  return key;
}

/** `v1.<iv>.<tag>.<ciphertext>` (base64url); the vendor code is authenticated with it, so a row cannot be moved to another vendor. */
export function sealSecret(key: Buffer, vendor: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(vendor));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

/** The secret inside a sealed value, or undefined when it was sealed with another key or for another vendor, or altered. */
export function openSecret(key: Buffer, vendor: string, sealed: string): string | undefined {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url')).setAAD(Buffer.from(vendor));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

export const fingerprintOf = (secret: string) => createHash('sha256').update(secret).digest('hex').slice(0, 12);

export interface ValidSecret {
  secret: string;
  /** null for the current secret; the end of its grace period for a previous one. */
  retiresAt: number | null;
}

/**
 * The secrets a vendor's callbacks may be signed with at `now`: the current one, previous ones in
 * their grace period, and — for a vendor never given an encrypted one — the secret set at install
 * (vendors.wallet_secret). A row that does not decrypt with this key counts as no secret (and is logged).
 */
export async function vendorSecrets(app: Pick<AppContext, 'db' | 'config' | 'log'>, vendor: string, now: number): Promise<ValidSecret[] | undefined> {
  const sql = kyselyRunner(app.db);
  const installed = await installedWalletSecret(sql, vendor);
  if (installed === undefined) return undefined;
  const rows = await sql.all<{ id: number; secret_enc: string; retires_at: number | null }>(
    'select id, secret_enc, retires_at from vendor_secrets where vendor_code = ? and (retires_at is null or retires_at > ?) order by id desc',
    [vendor, now],
  );
  const valid: ValidSecret[] = installed ? [{ secret: installed, retiresAt: null }] : [];
  if (rows.length === 0) return valid;
  const key = secretsKey(app.config.dataDir);
  for (const r of rows) {
    const secret = openSecret(key, vendor, r.secret_enc);
    if (secret === undefined) app.log.error({ vendor, secretId: r.id }, 'a vendor secret does not decrypt with this data directory key');
    else valid.push({ secret, retiresAt: r.retires_at === null ? null : Number(r.retires_at) });
  }
  return valid;
}

export interface IssuedSecret {
  vendor: string;
  /** Shown once: it is not stored in the clear anywhere. */
  secret: string;
  fingerprint: string;
  /** Until when the previous secret is still accepted (null when there was none). */
  previousValidUntil: number | null;
}

/**
 * Issues a new signing secret for a vendor, or rotates it: the new one is current at once, the
 * previous one (and a secret set at install, which leaves the vendors table) is accepted until
 * `now + graceMs`.
 */
export async function issueVendorSecret(app: Pick<AppContext, 'db' | 'config'>, vendor: string, graceMs = DEFAULT_GRACE_MS, now = Date.now()): Promise<IssuedSecret> {
  if (!Number.isSafeInteger(graceMs) || graceMs < 0 || graceMs > MAX_GRACE_MS) throw new ValidationFailed('the grace period must be 0 to 43200 minutes');
  const secret = randomBytes(32).toString('hex');
  const until = now + graceMs;
  const previous = await app.db.transaction().execute(async (tx) => {
    const sql = kyselyRunner(tx as Db);
    await sql.lock(`vendor-secret:${vendor}`);
    const installedSecret = await installedWalletSecret(sql, vendor);
    if (installedSecret === undefined) throw new NotFound(`no vendor ${vendor}`);
    const key = secretsKey(app.config.dataDir);
    const retired = await sql.run('update vendor_secrets set retires_at = ? where vendor_code = ? and retires_at is null', [until, vendor]);
    let installed = 0;
    if (installedSecret) {
      await sql.run('insert into vendor_secrets (vendor_code, secret_enc, fingerprint, created_at, retires_at) values (?, ?, ?, ?, ?)', [
        vendor,
        sealSecret(key, vendor, installedSecret),
        fingerprintOf(installedSecret),
        now,
        until,
      ]);
      installed = await clearInstalledWalletSecret(sql, vendor);
    }
    await sql.run('insert into vendor_secrets (vendor_code, secret_enc, fingerprint, created_at, retires_at) values (?, ?, ?, ?, null)', [vendor, sealSecret(key, vendor, secret), fingerprintOf(secret), now]);
    return retired + installed;
  });
  return { vendor, secret, fingerprint: fingerprintOf(secret), previousValidUntil: previous > 0 ? until : null };
}

/** A vendor's secrets as an operator may see them: fingerprints and validity, never the secrets. */
export async function listVendorSecrets(db: Db, vendor: string, now = Date.now()) {
  const rows = await kyselyRunner(db).all<{ fingerprint: string; created_at: number; retires_at: number | null }>(
    'select fingerprint, created_at, retires_at from vendor_secrets where vendor_code = ? order by id',
    [vendor],
  );
  return rows.map((r) => ({
    fingerprint: r.fingerprint,
    issued: new Date(Number(r.created_at)).toISOString(),
    state: r.retires_at === null ? 'current' : Number(r.retires_at) > now ? `previous, accepted until ${new Date(Number(r.retires_at)).toISOString()}` : 'retired',
  }));
}

/** A vendor's secrets for the back office: fingerprint, when issued, and whether and until when it is accepted (never the secret). */
export async function vendorSecretStates(db: Db, vendor: string, now = Date.now()) {
  const sql = kyselyRunner(db);
  const installed = await installedWalletSecret(sql, vendor);
  if (installed === undefined) throw new NotFound(`No game vendor ${vendor}.`);
  const rows = await sql.all<{ fingerprint: string; created_at: number; retires_at: number | null }>(
    'select fingerprint, created_at, retires_at from vendor_secrets where vendor_code = ? order by id desc',
    [vendor],
  );
  const listed = rows.map((r) => {
    const retiresAt = r.retires_at === null ? null : Number(r.retires_at);
    const state: 'current' | 'previous' | 'retired' = retiresAt === null ? 'current' : retiresAt > now ? 'previous' : 'retired';
    return { fingerprint: r.fingerprint, issuedAt: Number(r.created_at) as number | null, state, acceptedUntil: retiresAt };
  });
  // The secret set at install (never issued here) is current until the first issue moves it.
  return installed ? [{ fingerprint: fingerprintOf(installed), issuedAt: null, state: 'current' as const, acceptedUntil: null }, ...listed] : listed;
}
