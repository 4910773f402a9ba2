import type { Selectable } from 'kysely';
import type { Category } from '#lib/types/shell.ts';
import type { GameCard, GamePage, VendorLane, WinnerEntry } from '#lib/types/games.ts';
import type { Db } from '#server/db/connect.ts';
import type { GamesTable } from '#server/db/tables/games-play.ts';
import { getSetting } from '#server/system/settings.ts';

type GameRow = Selectable<GamesTable> & { vendor_name: string; vendor_status: number };

function localName(row: GameRow, lang: string): string {
  try {
    const names = JSON.parse(row.names) as Record<string, string>;
    return names[lang] ?? row.name;
  } catch {
    return row.name;
  }
}

export function toCard(row: GameRow, lang: string, category?: Category): GameCard {
  return {
    gameId: row.id,
    vassalage: row.vendor_code,
    gameName: localName(row, lang),
    nodeId: row.vendor_code,
    nodeName: row.vendor_name,
    showIcon: row.icon,
    supportPlay: row.support_trial === 1,
    gameType: category ?? (row.category as Category),
    accountTypeName: row.category,
    code: row.game_code,
    isHot: row.is_hot === 1,
    maintenance: row.status === 1 || row.vendor_status === 1,
    engine: row.engine,
  };
}

function base(db: Db) {
  return db
    .selectFrom('games as g')
    .innerJoin('vendors as v', 'v.code', 'g.vendor_code')
    .selectAll('g')
    .select(['v.display_name as vendor_name', 'v.status as vendor_status'])
    .where('g.status', '!=', 2);
}

/** Vendors the merchant lists under e-sports count as ESPORTS, not SPORTS. */
async function esports(db: Db): Promise<Set<string>> {
  return new Set((await getSetting(db, 'siteConfig')).esportsVendors);
}

export interface GameQuery {
  lang: string;
  category?: Category | undefined;
  vendor?: string | undefined;
  search?: string | undefined;
  pageNo: number;
  pageSize: number;
}

/** Spec §7 GCSGAME_gameList: one page of a category's (or vendor's) games, searchable by name. */
export async function gameList(db: Db, q: GameQuery): Promise<GamePage> {
  const es = await esports(db);
  let query = base(db);
  if (q.category === 'ESPORTS') query = query.where('g.vendor_code', 'in', es.size ? [...es] : ['']);
  else if (q.category === 'SPORTS') query = query.where('g.category', '=', 'SPORTS').where('g.vendor_code', 'not in', es.size ? [...es] : ['']);
  else if (q.category) query = query.where('g.category', '=', q.category);
  if (q.vendor) query = query.where('g.vendor_code', '=', q.vendor);
  if (q.search) {
    const like = `%${q.search.replace(/[\\%_]/g, (m) => `\\${m}`).toLowerCase()}%`;
    query = query.where((eb) => eb.or([eb(eb.fn('lower', ['g.name']), 'like', like), eb(eb.fn('lower', ['g.names']), 'like', like)]));
  }
  const { total } = await query.clearSelect().select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const count = Number(total);
  const totalPages = Math.max(1, Math.ceil(count / q.pageSize));
  const pageNum = Math.min(q.pageNo, totalPages);
  const rows = await query.orderBy('g.sort').orderBy('g.id').limit(q.pageSize).offset((pageNum - 1) * q.pageSize).execute();
  return { games: rows.map((r) => toCard(r, q.lang, es.has(r.vendor_code) ? 'ESPORTS' : undefined)), pageNum, totalPages, total: count };
}

/** Spec §7 GCSGAME_hotGamesV2: the games marked hot, most played first. */
export async function hotGames(db: Db, lang: string, count: number, vendor?: string): Promise<GameCard[]> {
  let query = base(db).where('g.is_hot', '=', 1);
  if (vendor) query = query.where('g.vendor_code', '=', vendor);
  const rows = await query.orderBy('g.plays', 'desc').orderBy('g.sort').limit(count).execute();
  return rows.map((r) => toCard(r, lang));
}

/** Spec §7 GCSGAME_gameVendor: the lanes of a category — each studio with its first games. */
export async function vendorLanes(db: Db, lang: string, category: Category, perLane: number): Promise<VendorLane[]> {
  const es = await esports(db);
  const vendors = await db.selectFrom('vendors').selectAll().orderBy('sort').execute();
  const inCategory = vendors.filter((v) => (es.has(v.code) ? 'ESPORTS' : v.category) === category);
  return Promise.all(
    inCategory.map(async (v) => {
      const page = await gameList(db, { lang, vendor: v.code, pageNo: 1, pageSize: perLane });
      return { vassalage: v.code, displayName: v.display_name, smallIcon: v.small_icon, maintenance: v.status === 1, total: page.total, games: page.games };
    }),
  );
}

/** Spec §7 GCSGAME_getVassGameType: which categories each vendor has games in. */
export async function vendorGameTypes(db: Db): Promise<{ vassalage: string; gameTypes: string[] }[]> {
  const rows = await db.selectFrom('games').select(['vendor_code', 'category']).where('status', '!=', 2).groupBy(['vendor_code', 'category']).execute();
  const by = new Map<string, string[]>();
  for (const r of rows) by.set(r.vendor_code, [...(by.get(r.vendor_code) ?? []), r.category]);
  return [...by].map(([vassalage, gameTypes]) => ({ vassalage, gameTypes }));
}

export async function gameById(db: Db, id: number): Promise<GameRow | undefined> {
  return base(db).where('g.id', '=', id).executeTakeFirst();
}

/** Active games to suggest instead of one under maintenance: same category first. */
export async function alternatives(db: Db, lang: string, category: string, exceptId: number, count = 4): Promise<GameCard[]> {
  const rows = await base(db)
    .where('g.status', '=', 0)
    .where('v.status', '=', 0)
    .where('g.id', '!=', exceptId)
    .orderBy((eb) => eb.case().when('g.category', '=', category).then(0).else(1).end())
    .orderBy('g.plays', 'desc')
    .limit(count)
    .execute();
  return rows.map((r) => toCard(r, lang));
}

export async function favouriteIds(db: Db, memberId: number): Promise<number[]> {
  return (await db.selectFrom('favourites').select('game_id').where('member_id', '=', memberId).orderBy('created_at', 'desc').execute()).map((r) => r.game_id);
}

export async function favouriteGames(db: Db, memberId: number, lang: string): Promise<GameCard[]> {
  const rows = await base(db).innerJoin('favourites as f', 'f.game_id', 'g.id').where('f.member_id', '=', memberId).orderBy('f.created_at', 'desc').execute();
  return rows.map((r) => toCard(r, lang));
}

export async function setFavourite(db: Db, memberId: number, gameId: number, on: boolean): Promise<void> {
  if (on) {
    await db.insertInto('favourites').values({ member_id: memberId, game_id: gameId, created_at: Date.now() }).onConflict((oc) => oc.columns(['member_id', 'game_id']).doNothing()).execute();
  } else {
    await db.deleteFrom('favourites').where('member_id', '=', memberId).where('game_id', '=', gameId).execute();
  }
}

export async function recentGames(db: Db, memberId: number, lang: string, count = 12): Promise<GameCard[]> {
  const rows = await base(db).innerJoin('recent_games as r', 'r.game_id', 'g.id').where('r.member_id', '=', memberId).orderBy('r.played_at', 'desc').limit(count).execute();
  return rows.map((r) => toCard(r, lang));
}

/** Spec §7 GCSGAME_getRankList: the biggest wins of the last week, player names masked. */
export async function winners(db: Db, lang: string, count = 20, now = Date.now()): Promise<WinnerEntry[]> {
  const rows = await db
    .selectFrom('bets as b')
    .innerJoin('members as m', 'm.id', 'b.member_id')
    .leftJoin('games as g', 'g.id', 'b.game_id')
    .select(['m.account', 'g.name', 'g.names', 'b.game_code', 'b.payout', 'b.settled_at'])
    .where('b.status', '=', 'settled')
    .where('b.payout', '>', 0)
    .where('b.settled_at', '>=', now - 7 * 86_400_000)
    .orderBy('b.payout', 'desc')
    .limit(count)
    .execute();
  return rows.map((r) => {
    let name = r.name ?? r.game_code;
    try {
      name = (JSON.parse(r.names ?? '{}') as Record<string, string>)[lang] ?? name;
    } catch {
      // keep the default name
    }
    return { player: `${r.account.slice(0, 2)}***${r.account.slice(-1)}`, gameName: name, prize: r.payout, time: r.settled_at ?? 0 };
  });
}
