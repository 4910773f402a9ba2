/**
 * The database of one scale run: a fresh PostgreSQL database (created here, dropped afterwards),
 * migrated and seeded as a first start does (demo content, lotteries included), plus what the
 * traffic needs: players with money and a game session each at a vendor with a known secret, and
 * a support agent on duty so that chats are answered live.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { fundMember, insertGame, insertMember, insertVendor } from '#fixtures/factories.ts';
import { digest, newToken } from '#server/auth/tokens.ts';
import { loadConfig } from '#server/config.ts';
import { createContext } from '#server/context.ts';
import { openDb, type DbHandle } from '#server/db/connect.ts';

export const SCALE_VENDOR = 'SCALE_VENDOR';
export const SCALE_SECRET = 'scale-secret-0123456789abcdef';

export interface ScalePlayer {
  id: number;
  account: string;
  password: string;
  /** The one address this player is seen from (a second address would ask for a second factor). */
  ip: string;
  gameToken: string;
}

export interface ScaleDatabase {
  url: string;
  name: string;
  players: ScalePlayer[];
  /** A handle the harness reads and checks with. */
  handle: DbHandle;
  drop(): Promise<void>;
}

/** The server URL with another database name (keeps user, host, port and options). */
function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function prepareScaleDatabase(adminUrl: string, players: number): Promise<ScaleDatabase> {
  const name = `meridian_scale_${randomBytes(4).toString('hex')}`;
  const admin = openDb({ url: adminUrl });
  await sql`create database ${sql.id(name)}`.execute(admin.db);
  const url = withDatabase(adminUrl, name);

  const dropNow = async () => {
    await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin.db).catch(() => undefined);
    await admin.close();
  };
  // A first start on the empty database: migrations and the whole demo seed, as `npm run serve` does.
  let app: Awaited<ReturnType<typeof createContext>>;
  try {
    app = await createContext(loadConfig({ DATABASE_URL: url, SEED_DEMO: 'true', LOG_LEVEL: 'silent', NODE_ENV: 'production' }));
  } catch (err) {
    await dropNow();
    throw err;
  }
  try {
    await insertVendor(app.db, { code: SCALE_VENDOR, category: 'RNG', wallet_secret: SCALE_SECRET });
    const gameId = await insertGame(app.db, { vendor: SCALE_VENDOR, code: 'scale-game', category: 'RNG' });
    const now = Date.now();
    const out: ScalePlayer[] = [];
    for (let i = 0; i < players; i++) {
      const m = await insertMember(app.db, { account: `scale${String(i).padStart(3, '0')}`, realName: 'Sadia Islam' });
      await fundMember(app.db, m.id, 50_000_000);
      const gameToken = newToken();
      await app.db
        .insertInto('provider_sessions')
        .values({ token_hash: digest(gameToken), member_id: m.id, vendor_code: SCALE_VENDOR, game_id: gameId, mode: 'real', play_account_id: null, created_at: now, expires_at: now + 86_400_000 })
        .execute();
      out.push({ id: m.id, account: m.account, password: m.password, ip: `10.61.${Math.floor(i / 200)}.${(i % 200) + 1}`, gameToken });
    }
    // A support agent whose desk is open: the harness keeps seen_at fresh while the run lasts.
    const staff = await app.db
      .insertInto('staff')
      .values({ username: 'scaleagent', display_name: 'Scale Agent', role: 'support', password_hash: 'x', totp_secret: 'x', created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto('chat_agents')
      .values({ staff_id: Number(staff.id), available: 1, seen_at: now, languages: '["bn","en"]', updated_at: now, name: 'Asha' })
      .execute();
    await app.close();
    const handle = openDb({ url });
    return {
      url,
      name,
      players: out,
      handle,
      async drop() {
        await handle.close();
        // Connections a killed instance left behind are ended first, or the drop waits for them.
        await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${name} and pid <> pg_backend_pid()`.execute(admin.db);
        await sql`drop database if exists ${sql.id(name)}`.execute(admin.db);
        await admin.close();
      },
    };
  } catch (err) {
    await app.close().catch(() => undefined);
    await dropNow();
    throw err;
  }
}

/** Keeps the support agent on duty (the desk's own refresh, which a browser would do). */
export async function keepAgentOnDuty(handle: DbHandle): Promise<void> {
  await handle.db.updateTable('chat_agents').set({ seen_at: Date.now() }).execute();
}
