import { sql } from 'kysely';
import type { Db } from '#server/db/connect.ts';
import { isPostgres } from '#server/db/migrations/columns.ts';
import { AppError } from '#server/errors.ts';
import { SETTINGS, type SettingKey, type Settings } from './settings-schema.ts';

export { SETTINGS, SWITCHES, type SettingKey, type Settings, type SwitchName } from './settings-schema.ts';

export class UnknownSetting extends AppError {
  readonly code = 'UNKNOWN_SETTING' as const;
}
export class InvalidSetting extends AppError {
  readonly code = 'INVALID_SETTING' as const;
}

const CACHE_MS = 1000;
const cache = new WeakMap<Db, { at: number; value: Settings }>();
const loading = new WeakMap<Db, Promise<Settings>>();

function parse<K extends SettingKey>(key: K, raw: unknown): Settings[K] {
  const result = SETTINGS[key].safeParse(raw);
  if (!result.success) throw new InvalidSetting(`${key}: ${result.error.issues[0]?.message ?? 'invalid'}`);
  return result.data as Settings[K];
}

function isKey(key: string): key is SettingKey {
  return Object.hasOwn(SETTINGS, key);
}

/**
 * All settings, stored values over defaults. Cached for a second per database so that a page
 * view costs no query, while a change made by another process shows within that second.
 */
export function loadSettings(db: Db): Promise<Settings> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < CACHE_MS) return Promise.resolve(hit.value);
  // Requests arriving while the settings are read share the one read (on expiry under load,
  // each of 50 concurrent requests used to read and parse every setting itself).
  let pending = loading.get(db);
  if (!pending) {
    const at = Date.now();
    const read: Promise<Settings> = readSettings(db)
      .then((settings) => {
        // A write since the read started dropped this read: what it saw may predate the write.
        if (loading.get(db) === read) cache.set(db, { at, value: settings });
        return settings;
      })
      .finally(() => {
        if (loading.get(db) === read) loading.delete(db);
      });
    loading.set(db, read);
    pending = read;
  }
  return pending;
}

async function readSettings(db: Db): Promise<Settings> {
  const rows = await db.selectFrom('settings').select(['key', 'value']).execute();
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  const value = {} as Record<SettingKey, unknown>;
  for (const key of Object.keys(SETTINGS) as SettingKey[]) {
    const raw = stored.get(key);
    value[key] = parse(key, raw === undefined ? undefined : JSON.parse(raw));
  }
  return value as Settings;
}

/** Forgets the cached settings, and any read under way, after a write. */
function dropCached(db: Db): void {
  cache.delete(db);
  loading.delete(db);
}

export async function getSetting<K extends SettingKey>(db: Db, key: K): Promise<Settings[K]> {
  return (await loadSettings(db))[key];
}

/** The merchant's currency code (read it before a ledger unit of work: a unit may only use its own runner). */
export async function merchantCurrency(db: Db): Promise<string> {
  return (await loadSettings(db)).whitelabel.currency.code;
}

/**
 * The merchant's IANA time zone (whitelabel.timeZone): every day, week and month boundary and every
 * shown time uses it. Read it before a ledger unit of work, like the currency.
 */
export async function merchantTimeZone(db: Db): Promise<string> {
  return (await loadSettings(db)).whitelabel.timeZone;
}

/** Validates and stores one setting; `key` may come from an operator, so it is checked. */
export async function setSetting(db: Db, key: string, value: unknown): Promise<void> {
  if (!isKey(key)) throw new UnknownSetting(`no setting named ${key}`);
  const parsed = parse(key, value);
  const row = { key, value: JSON.stringify(parsed), updated_at: Date.now() };
  await db
    .insertInto('settings')
    .values(row)
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: row.value, updated_at: row.updated_at }))
    .execute();
  dropCached(db);
}

/** Runs `fn` in a transaction of its own, or in the caller's when `db` already is one. */
export function inTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db) : db.transaction().execute(fn);
}

/** What a change did: `changed` is false when the stored value already was the new one. */
export interface SettingChange<T = unknown> {
  changed: boolean;
  before: T;
  after: T;
}

/** Orders changes of one setting across processes (PostgreSQL; SQLite runs one transaction at a time). */
export async function lockSystem(tx: Db, name: string): Promise<void> {
  if (isPostgres(tx as never)) await sql`select pg_advisory_xact_lock(hashtext(${`system:${name}`}))`.execute(tx);
}

/**
 * Validates and stores one setting, reading the stored value under a lock (never the cache):
 * of many equal changes at once exactly one reports `changed`, so it is audited once. Throws
 * UnknownSetting or InvalidSetting and changes nothing when the key or value is wrong.
 */
export async function updateSetting<K extends SettingKey>(db: Db, key: K | string, value: unknown): Promise<SettingChange<Settings[K]>> {
  if (!isKey(key)) throw new UnknownSetting(`no setting named ${key}`);
  const parsed = parse(key, value);
  const json = JSON.stringify(parsed);
  const result = await inTransaction(db, async (tx) => {
    await lockSystem(tx, `setting:${key}`);
    const row = await tx.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
    const before = parse(key, row === undefined ? undefined : JSON.parse(row.value));
    if (JSON.stringify(before) === json && row !== undefined) return { changed: false, before, after: parsed };
    const stored = { key, value: json, updated_at: Date.now() };
    await tx
      .insertInto('settings')
      .values(stored)
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: stored.value, updated_at: stored.updated_at }))
      .execute();
    return { changed: JSON.stringify(before) !== json, before, after: parsed };
  });
  dropCached(db);
  return result as SettingChange<Settings[K]>;
}
