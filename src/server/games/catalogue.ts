import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { Category, VendorCard } from '#lib/types/shell.ts';
import type { GameCard, GamePage, VendorLane } from '#lib/types/games.ts';
import type { Db } from '#server/db/connect.ts';
import type { GamesTable } from '#server/db/tables/games-play.ts';
import type { VendorsTable } from '#server/db/tables/games.ts';
import { getSetting } from '#server/system/index.ts';
import { announceCacheChange, onCacheChange } from '#server/events/cache-changes.ts';

export type GameRow = Selectable<GamesTable> & {
  vendor_name: string;
  vendor_status: number;
  vendor_maintenance_from: number | null;
  vendor_maintenance_until: number | null;
  vendor_alternatives: string;
};

/** A vendor is down when disabled (status 1) or inside its scheduled maintenance window. */
export function vendorDown(v: { status: number; maintenance_from: number | null; maintenance_until: number | null }, now = Date.now()): boolean {
  if (v.status !== 0) return true;
  return v.maintenance_from !== null && v.maintenance_until !== null && Number(v.maintenance_from) <= now && now < Number(v.maintenance_until);
}

/** Whether a game's vendor is down now (see vendorDown). */
export function gameVendorDown(row: GameRow, now = Date.now()): boolean {
  return vendorDown({ status: row.vendor_status, maintenance_from: row.vendor_maintenance_from, maintenance_until: row.vendor_maintenance_until }, now);
}

/** The vendor codes a vendor's maintenance window suggests instead (stored as a JSON array). */
export function parseAlternatives(json: string | null): string[] {
  try {
    return z.array(z.string()).safeParse(JSON.parse(json ?? '[]')).data ?? [];
  } catch {
    return [];
  }
}

const Names = z.record(z.string(), z.string());

/** A game's names by language (stored as JSON); none when the text is not such a map. */
export function parseNames(json: string | null): Record<string, string> {
  try {
    return Names.safeParse(JSON.parse(json ?? '{}')).data ?? {};
  } catch {
    return {};
  }
}

/**
 * Each catalogue row's names, parsed once: a lobby page of 24 cards parsed (and validated) 24
 * JSON maps per request, garbage that under load outlived the young generation (decision 031).
 * Held weakly: a row's entry goes with the row's snapshot.
 */
const namesOfRow = new WeakMap<GameRow, Record<string, string>>();

function namesOf(row: GameRow): Record<string, string> {
  let names = namesOfRow.get(row);
  if (!names) {
    names = parseNames(row.names);
    namesOfRow.set(row, names);
  }
  return names;
}

function localName(row: GameRow, lang: string): string {
  return namesOf(row)[lang] ?? row.name;
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
    maintenance: row.status === 1 || gameVendorDown(row),
    engine: row.engine,
  };
}

interface Snapshot {
  loadedAt: number;
  generation: number;
  /** Every visible game (not hidden), in the lobby's order: sort, then id. */
  games: GameRow[];
  byId: Map<number, GameRow>;
  /** Lower-cased names in every language, for search. */
  haystack: Map<number, string>;
  vendors: Selectable<VendorsTable>[];
  byVendor: Map<string, GameRow[]>;
  /** Games per lobby category, for one e-sports vendor list (rebuilt when that list changes). */
  byCategory?: { esports: string; lists: Map<string, GameRow[]> };
}

/**
 * The catalogue is read on every lobby call and changes rarely (an operator's edit, a launch
 * counting a play), so it is held in memory and reloaded at most every CATALOGUE_TTL_MS. Writes
 * call catalogueChanged(db): seen at once here, and on every other instance as soon as the event
 * bus brings the change (decision 032); CATALOGUE_TTL_MS bounds what a lost event can delay.
 */
export const CATALOGUE_TTL_MS = 5_000;
let generation = 0;
const snapshots = new WeakMap<Db, { snap?: Snapshot; loading?: Promise<Snapshot> | undefined }>();

/** The catalogue changed: this process reloads it at once, and with `db` every other instance on that database too. */
export function catalogueChanged(db?: Db): void {
  generation++;
  if (db) announceCacheChange(db, 'catalogue');
}
onCacheChange('catalogue', () => {
  generation++;
});

async function loadSnapshot(db: Db): Promise<Snapshot> {
  const at = Date.now();
  const gen = generation;
  const [games, vendors] = await Promise.all([
    db
      .selectFrom('games as g')
      .innerJoin('vendors as v', 'v.code', 'g.vendor_code')
      .selectAll('g')
      .select(['v.display_name as vendor_name', 'v.status as vendor_status', 'v.maintenance_from as vendor_maintenance_from', 'v.maintenance_until as vendor_maintenance_until', 'v.maintenance_alternatives as vendor_alternatives'])
      .where('g.status', '!=', 2)
      .orderBy('g.sort')
      .orderBy('g.id')
      .execute(),
    db.selectFrom('vendors').selectAll().orderBy('sort').execute(),
  ]);
  const haystack = new Map(games.map((g) => [g.id, `${g.name}\u0000${Object.values(namesOf(g)).join('\u0000')}`.toLowerCase()]));
  return { loadedAt: at, generation: gen, games, byId: new Map(games.map((g) => [g.id, g])), haystack, vendors, byVendor: groupBy(games, (g) => g.vendor_code) };
}

function groupBy(games: readonly GameRow[], key: (g: GameRow) => string): Map<string, GameRow[]> {
  const out = new Map<string, GameRow[]>();
  for (const g of games) {
    const k = key(g);
    const list = out.get(k);
    if (list) list.push(g);
    else out.set(k, [g]);
  }
  return out;
}

/** The games of a lobby category (e-sports vendors' games count as ESPORTS), in lobby order. */
function categoryList(snap: Snapshot, es: Set<string>, category: Category): readonly GameRow[] {
  const signature = [...es].sort().join(',');
  if (snap.byCategory?.esports !== signature) {
    snap.byCategory = { esports: signature, lists: groupBy(snap.games, (g) => (es.has(g.vendor_code) ? 'ESPORTS' : g.category)) };
  }
  return snap.byCategory.lists.get(category) ?? [];
}

async function catalogue(db: Db): Promise<Snapshot> {
  let entry = snapshots.get(db);
  if (!entry) snapshots.set(db, (entry = {}));
  const { snap } = entry;
  if (snap && snap.generation === generation && Date.now() - snap.loadedAt < CATALOGUE_TTL_MS) return snap;
  if (!entry.loading) {
    const holder = entry;
    holder.loading = loadSnapshot(db).finally(() => (holder.loading = undefined));
    holder.loading.then((s) => (holder.snap = s), () => undefined);
  }
  return entry.loading as Promise<Snapshot>;
}

/** Vendors the merchant lists under e-sports count as ESPORTS, not SPORTS. */
async function esports(db: Db): Promise<Set<string>> {
  return new Set((await getSetting(db, 'siteConfig')).esportsVendors);
}

/** One game's card as a lobby shows it (an e-sports vendor's game counts as ESPORTS). */
export async function cardOf(db: Db, row: GameRow, lang: string): Promise<GameCard> {
  return toCard(row, lang, (await esports(db)).has(row.vendor_code) ? 'ESPORTS' : undefined);
}

/** seamless: games of vendors that play through the seamless wallet (no wallet of their own, the house's included). */
export type WalletKind = 'seamless' | 'transfer';

export interface GameQuery {
  lang: string;
  category?: Category | undefined;
  vendor?: string | undefined;
  /** Only games of vendors with this kind of wallet. */
  wallet?: WalletKind | undefined;
  search?: string | undefined;
  pageNo: number;
  pageSize: number;
}

/** Spec §7 GCSGAME_gameList: one page of a category's (or vendor's) games, searchable by name. */
export async function gameList(db: Db, q: GameQuery): Promise<GamePage> {
  const [snap, es] = await Promise.all([catalogue(db), esports(db)]);
  let list: readonly GameRow[] = q.vendor ? (snap.byVendor.get(q.vendor) ?? []) : q.category ? categoryList(snap, es, q.category) : snap.games;
  if (q.vendor && q.category) list = list.filter((g) => (es.has(g.vendor_code) ? 'ESPORTS' : g.category) === q.category);
  if (q.wallet) {
    const codes = walletVendorCodes(snap, q.wallet);
    list = list.filter((g) => codes.has(g.vendor_code));
  }
  const needle = q.search?.toLowerCase();
  if (needle) list = list.filter((g) => (snap.haystack.get(g.id) ?? '').includes(needle));
  const totalPages = Math.max(1, Math.ceil(list.length / q.pageSize));
  const pageNum = Math.min(q.pageNo, totalPages);
  const rows = list.slice((pageNum - 1) * q.pageSize, pageNum * q.pageSize);
  return { games: rows.map((r) => toCard(r, q.lang, es.has(r.vendor_code) ? 'ESPORTS' : undefined)), pageNum, totalPages, total: list.length };
}

function walletVendorCodes(snap: Snapshot, wallet: WalletKind): Set<string> {
  return new Set(snap.vendors.filter((v) => (v.transfer_wallet === 1) === (wallet === 'transfer')).map((v) => v.code));
}

/**
 * The vendors whose games play through the seamless wallet (spec §2 /seamless), the house's
 * included, in the menu's order: only those with games to show.
 */
export async function seamlessVendors(db: Db): Promise<VendorCard[]> {
  const snap = await catalogue(db);
  const codes = walletVendorCodes(snap, 'seamless');
  return snap.vendors
    .filter((v) => codes.has(v.code) && (snap.byVendor.get(v.code)?.length ?? 0) > 0)
    .map((v) => ({ vassalage: v.code, displayName: v.display_name, smallIcon: v.small_icon, isHot: v.is_hot === 1, maintenance: vendorDown(v) }));
}

/** Spec §7 GCSGAME_hotGamesV2: the games marked hot, most played first. */
export async function hotGames(db: Db, lang: string, count: number, vendor?: string): Promise<GameCard[]> {
  const { games } = await catalogue(db);
  return games
    .filter((g) => g.is_hot === 1 && (!vendor || g.vendor_code === vendor))
    .sort((a, b) => b.plays - a.plays || a.sort - b.sort)
    .slice(0, count)
    .map((r) => toCard(r, lang));
}

/** Spec §7 GCSGAME_gameVendor: the lanes of a category — each studio with its first games. */
export async function vendorLanes(db: Db, lang: string, category: Category, perLane: number): Promise<VendorLane[]> {
  const [{ vendors }, es] = await Promise.all([catalogue(db), esports(db)]);
  const inCategory = vendors.filter((v) => (es.has(v.code) ? 'ESPORTS' : v.category) === category);
  return Promise.all(
    inCategory.map(async (v) => {
      const page = await gameList(db, { lang, vendor: v.code, pageNo: 1, pageSize: perLane });
      return { vassalage: v.code, displayName: v.display_name, smallIcon: v.small_icon, maintenance: vendorDown(v), total: page.total, games: page.games };
    }),
  );
}

/** Spec §7 GCSGAME_getVassGameType: which categories each vendor has games in. */
export async function vendorGameTypes(db: Db): Promise<{ vassalage: string; gameTypes: string[] }[]> {
  const by = new Map<string, Set<string>>();
  for (const g of (await catalogue(db)).games) {
    const types = by.get(g.vendor_code) ?? new Set<string>();
    types.add(g.category);
    by.set(g.vendor_code, types);
  }
  return [...by].map(([vassalage, gameTypes]) => ({ vassalage, gameTypes: [...gameTypes] }));
}

export async function gameById(db: Db, id: number): Promise<GameRow | undefined> {
  return (await catalogue(db)).byId.get(id);
}

/**
 * Spec §4: a vendor tile in SPORTS or ESPORTS starts the vendor's own game (its sportsbook) without
 * a game list: the vendor and its first game in lobby order, or no game when it has none yet.
 */
export async function vendorEntry(db: Db, code: string): Promise<{ category: string; game: GameRow | undefined } | undefined> {
  const { vendors, byVendor } = await catalogue(db);
  const vendor = vendors.find((v) => v.code === code);
  return vendor && { category: vendor.category, game: byVendor.get(code)?.[0] };
}

/**
 * Active games to suggest instead of one under maintenance: the games of the vendors its vendor's
 * maintenance window names first, then the same category, most played.
 */
export async function alternatives(db: Db, lang: string, category: string, exceptId: number, count = 4, preferVendors: readonly string[] = []): Promise<GameCard[]> {
  const { games } = await catalogue(db);
  const now = Date.now();
  const preferred = new Set(preferVendors);
  return games
    .filter((g) => g.status === 0 && !gameVendorDown(g, now) && g.id !== exceptId)
    .sort((a, b) => Number(!preferred.has(a.vendor_code)) - Number(!preferred.has(b.vendor_code)) || Number(a.category !== category) - Number(b.category !== category) || b.plays - a.plays)
    .slice(0, count)
    .map((r) => toCard(r, lang));
}

/** Cards of games by id, in the order given (games no longer listed are left out). */
async function cardsOf(db: Db, ids: readonly number[], lang: string): Promise<GameCard[]> {
  const { byId } = await catalogue(db);
  return ids.flatMap((id) => {
    const g = byId.get(id);
    return g ? [toCard(g, lang)] : [];
  });
}

export async function favouriteIds(db: Db, memberId: number): Promise<number[]> {
  return (await db.selectFrom('favourites').select('game_id').where('member_id', '=', memberId).orderBy('created_at', 'desc').execute()).map((r) => r.game_id);
}

export async function favouriteGames(db: Db, memberId: number, lang: string): Promise<GameCard[]> {
  return cardsOf(db, await favouriteIds(db, memberId), lang);
}

export async function setFavourite(db: Db, memberId: number, gameId: number, on: boolean): Promise<void> {
  if (on) {
    await db.insertInto('favourites').values({ member_id: memberId, game_id: gameId, created_at: Date.now() }).onConflict((oc) => oc.columns(['member_id', 'game_id']).doNothing()).execute();
  } else {
    await db.deleteFrom('favourites').where('member_id', '=', memberId).where('game_id', '=', gameId).execute();
  }
}

export async function recentGames(db: Db, memberId: number, lang: string, count = 12): Promise<GameCard[]> {
  const rows = await db.selectFrom('recent_games').select('game_id').where('member_id', '=', memberId).orderBy('played_at', 'desc').limit(count).execute();
  return cardsOf(db, rows.map((r) => r.game_id), lang);
}
