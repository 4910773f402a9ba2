/**
 * Prepares a database for the API benchmarks before the server starts: the demo seed, 50 funded
 * members with sessions, a vendor with a known secret and launch tokens, and a catalogue of 5,000
 * games. Returns what the load generator needs.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { fundMember, insertGame, insertMember, insertVendor } from '#fixtures/factories.ts';
import { digest, newToken } from '#server/auth/tokens.ts';
import { openDb, type DbHandle } from '#server/db/connect.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { seedDemo } from '#server/db/seed.ts';

export const BENCH_VENDOR = 'BENCH_VENDOR';
export const BENCH_SECRET = 'bench-secret-0123456789';
export const CLIENTS = 50;
export const CATALOGUE = 5_000;

export interface BenchPlayer {
  account: string;
  sessionToken: string;
  gameToken: string;
}

export interface BenchDatabase {
  env: Record<string, string>;
  players: BenchPlayer[];
  drop(): Promise<void>;
}

export async function prepareDatabase(dialect: 'sqlite' | 'postgres'): Promise<BenchDatabase> {
  let handle: DbHandle;
  let env: Record<string, string>;
  let drop = async () => undefined;
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'meridian-bench-'));
    handle = openDb({ file: join(dir, 'meridian.db') });
    env = { DATA_DIR: dir };
  } else {
    const url = process.env['BENCH_DATABASE_URL'] ?? process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
    const schema = `bench_${randomBytes(4).toString('hex')}`;
    const admin = openDb({ url });
    await sql`create schema ${sql.id(schema)}`.execute(admin.db);
    handle = openDb({ url, schema });
    env = { DATABASE_URL: `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}` };
    drop = async () => {
      await sql`drop schema ${sql.id(schema)} cascade`.execute(admin.db);
      await admin.close();
    };
  }
  await migrateToLatest(handle.db);
  await seedDemo(handle.db);
  await insertVendor(handle.db, { code: BENCH_VENDOR, category: 'RNG', wallet_secret: BENCH_SECRET });
  const gameId = await insertGame(handle.db, { vendor: BENCH_VENDOR, code: 'bench-game', category: 'RNG' });
  const now = Date.now();
  for (let i = 0; i < CATALOGUE; i += 500) {
    await handle.db
      .insertInto('games')
      .values(
        Array.from({ length: Math.min(500, CATALOGUE - i) }, (_, k) => ({
          vendor_code: ['MRD_SLOT', 'NOVA_SLOT', 'JADE_SLOT'][(i + k) % 3] ?? 'MRD_SLOT',
          game_code: `catalogue-${i + k}`,
          name: `Catalogue Game ${i + k}`,
          names: JSON.stringify({ en: `Catalogue Game ${i + k}`, bn: `ক্যাটালগ গেম ${i + k}` }),
          category: 'RNG',
          icon: '/images/games/placeholder.svg',
          engine: 'slot',
          support_trial: 1,
          is_hot: (i + k) % 50 === 0 ? 1 : 0,
          sort: 1000 + i + k,
          status: 0,
          created_at: now,
        })),
      )
      .execute();
  }
  const players: BenchPlayer[] = [];
  for (let i = 0; i < CLIENTS; i++) {
    const m = await insertMember(handle.db, { account: `bench${String(i).padStart(3, '0')}` });
    await fundMember(handle.db, m.id, 1_000_000_000);
    const sessionToken = newToken();
    await handle.db
      .insertInto('sessions')
      .values({ token_hash: digest(sessionToken), member_id: m.id, remember: 1, created_at: now, last_seen_at: now, idle_expires_at: now + 86_400_000, expires_at: now + 86_400_000, ip: '127.0.0.1', user_agent: 'bench', revoked_at: null })
      .execute();
    const gameToken = newToken();
    await handle.db
      .insertInto('provider_sessions')
      .values({ token_hash: digest(gameToken), member_id: m.id, vendor_code: BENCH_VENDOR, game_id: gameId, mode: 'real', play_account_id: null, created_at: now, expires_at: now + 86_400_000 })
      .execute();
    players.push({ account: m.account, sessionToken, gameToken });
  }
  await handle.close();
  return { env, players, drop };
}
