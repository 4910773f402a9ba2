/** Vendors, games and card rooms of the lobby. */
import { randomBytes } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { Db } from '#server/db/connect.ts';
import type { VendorsTable } from '#server/db/tables/games.ts';
import { catalogueChanged } from '#server/games/index.ts';
import { next } from './sequence.ts';

export async function insertVendor(db: Db, over: Partial<Insertable<VendorsTable>> = {}): Promise<string> {
  const n = next();
  const row: Insertable<VendorsTable> = {
    code: `VENDOR_${n}`,
    display_name: `Vendor ${n}`,
    category: 'RNG',
    small_icon: '/images/vendors/default.svg',
    is_hot: 0,
    wallet_type: 'seamless',
    status: 0,
    sort: n,
    provider: 'house',
    wallet_secret: randomBytes(32).toString('hex'),
    ...over,
  };
  await db.insertInto('vendors').values(row).execute();
  catalogueChanged();
  return row.code;
}

export interface GameOverrides {
  vendor?: string;
  code?: string;
  name?: string;
  names?: Record<string, string>;
  category?: string;
  engine?: string | null;
  config?: Record<string, unknown>;
  trial?: boolean;
  hot?: boolean;
  status?: number;
  sort?: number;
}

export async function insertGame(db: Db, over: GameOverrides = {}): Promise<number> {
  const n = next();
  const code = over.code ?? `game-${n}`;
  const row = await db
    .insertInto('games')
    .values({
      vendor_code: over.vendor ?? 'MRD_SLOT',
      game_code: code,
      name: over.name ?? `Game ${n}`,
      names: JSON.stringify(over.names ?? {}),
      category: over.category ?? 'RNG',
      icon: `/images/games/${code}.svg`,
      engine: over.engine === undefined ? 'slot' : over.engine,
      config: JSON.stringify(over.config ?? {}),
      support_trial: over.trial === false ? 0 : 1,
      is_hot: over.hot ? 1 : 0,
      sort: over.sort ?? n,
      status: over.status ?? 0,
      created_at: Date.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  catalogueChanged();
  return Number(row.id);
}

export async function insertRoom(db: Db, r: { gameId: number; name?: string; ante?: number; seats?: number; mode?: 'real' | 'play' }): Promise<number> {
  const row = await db
    .insertInto('pvp_rooms')
    .values({ game_id: r.gameId, name: r.name ?? `Room ${next()}`, ante: r.ante ?? 1_000, seats: r.seats ?? 6, mode: r.mode ?? 'real' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
