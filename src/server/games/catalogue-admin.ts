/**
 * The back office's view of the game catalogue: every game (hidden ones too) paged, sorted and
 * filtered in SQL, and its lobby flags — hot, order, free trial. A flag change is a
 * compare-and-set on the values it was read with, so concurrent identical edits change the row once.
 */
import type { Db } from '#server/db/connect.ts';
import { NotFound } from '#server/errors.ts';
import { catalogueChanged, parseNames } from './catalogue.ts';

export const GAME_ADMIN_SORTS = ['sort', 'name', 'vendor', 'plays', 'id'] as const;
export type GameAdminSort = (typeof GAME_ADMIN_SORTS)[number];

export interface GameAdminQuery {
  vendor?: string | undefined;
  category?: string | undefined;
  q?: string | undefined;
  sort: GameAdminSort;
  order: 'asc' | 'desc';
  pageNo: number;
  pageSize: number;
  lang: string;
}

export interface GameFlags {
  hot: boolean;
  sort: number;
  trialAllowed: boolean;
}

export interface GameAdminRow extends GameFlags {
  id: number;
  vendor: string;
  code: string;
  name: string;
  category: string;
  engine: string | null;
  /** 0 listed, 1 under maintenance, 2 hidden. */
  status: number;
  plays: number;
}

const COLUMN: Record<GameAdminSort, 'sort' | 'name' | 'vendor_code' | 'plays' | 'id'> = { sort: 'sort', name: 'name', vendor: 'vendor_code', plays: 'plays', id: 'id' };

/** A LIKE pattern for the text, its own wildcards left out (both dialects escape differently). */
const likeText = (s: string) => `%${s.toLowerCase().replace(/[\\%_]/g, '')}%`;

export async function gamesForStaff(db: Db, q: GameAdminQuery) {
  let base = db.selectFrom('games');
  if (q.vendor) base = base.where('vendor_code', '=', q.vendor);
  if (q.category) base = base.where('category', '=', q.category);
  if (q.q) {
    const needle = likeText(q.q);
    base = base.where((eb) => eb.or([eb(eb.fn('lower', ['name']), 'like', eb.val(needle)), eb(eb.fn('lower', ['game_code']), 'like', eb.val(needle)), eb(eb.fn('lower', ['names']), 'like', eb.val(needle))]));
  }
  const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const totalPages = Math.max(1, Math.ceil(total / q.pageSize));
  const pageNum = Math.min(q.pageNo, totalPages);
  const rows = await base
    .selectAll()
    .orderBy(COLUMN[q.sort], q.order)
    .orderBy('id', q.order)
    .limit(q.pageSize)
    .offset((pageNum - 1) * q.pageSize)
    .execute();
  const list: GameAdminRow[] = rows.map((g) => ({
    id: Number(g.id),
    vendor: g.vendor_code,
    code: g.game_code,
    name: parseNames(g.names)[q.lang] ?? g.name,
    category: g.category,
    engine: g.engine,
    status: g.status,
    plays: Number(g.plays),
    hot: g.is_hot === 1,
    sort: g.sort,
    trialAllowed: g.support_trial === 1,
  }));
  return { list, pageNum, totalPages, total };
}

/**
 * Sets a game's lobby flags (those given; the others stay). Answers the flags before and after,
 * and whether this call changed them (false when they already were so).
 */
export async function setGameFlags(db: Db, id: number, flags: { [K in keyof GameFlags]?: GameFlags[K] | undefined }): Promise<{ changed: boolean; before: GameFlags; after: GameFlags }> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const row = await db.selectFrom('games').select(['is_hot', 'sort', 'support_trial']).where('id', '=', id).executeTakeFirst();
    if (!row) throw new NotFound('No such game.');
    const before: GameFlags = { hot: row.is_hot === 1, sort: row.sort, trialAllowed: row.support_trial === 1 };
    const after: GameFlags = { hot: flags.hot ?? before.hot, sort: flags.sort ?? before.sort, trialAllowed: flags.trialAllowed ?? before.trialAllowed };
    if (after.hot === before.hot && after.sort === before.sort && after.trialAllowed === before.trialAllowed) return { changed: false, before, after };
    const result = await db
      .updateTable('games')
      .set({ is_hot: after.hot ? 1 : 0, sort: after.sort, support_trial: after.trialAllowed ? 1 : 0 })
      .where('id', '=', id)
      .where('is_hot', '=', row.is_hot)
      .where('sort', '=', row.sort)
      .where('support_trial', '=', row.support_trial)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) {
      catalogueChanged(db);
      return { changed: true, before, after };
    }
  }
  throw new Error('the game kept changing while its flags were set');
}

/**
 * Per house game (one with an engine) its settled real-money bets in [from, to): rounds, stakes
 * and payouts, summed in SQL from the bets table.
 */
export async function houseGameTotals(db: Db, range: { from: number | null; to: number | null }, lang: string) {
  let bets = db.selectFrom('bets').select(['game_id', (eb) => eb.fn.countAll<number>().as('rounds'), (eb) => eb.fn.sum<number>('stake').as('stake'), (eb) => eb.fn.sum<number>('payout').as('payout')]).where('status', '=', 'settled');
  if (range.from !== null) bets = bets.where('created_at', '>=', range.from);
  if (range.to !== null) bets = bets.where('created_at', '<', range.to);
  const [games, totals] = await Promise.all([
    db.selectFrom('games').select(['id', 'vendor_code', 'game_code', 'name', 'names', 'engine', 'config']).where('engine', 'is not', null).orderBy('vendor_code').orderBy('sort').orderBy('id').execute(),
    bets.groupBy('game_id').execute(),
  ]);
  const byGame = new Map(totals.map((t) => [Number(t.game_id), t]));
  return games.map((g) => {
    const t = byGame.get(Number(g.id));
    return {
      id: Number(g.id),
      vendor: g.vendor_code,
      code: g.game_code,
      name: parseNames(g.names)[lang] ?? g.name,
      engine: g.engine as string,
      rounds: Number(t?.rounds ?? 0),
      stake: Number(t?.stake ?? 0),
      payout: Number(t?.payout ?? 0),
    };
  });
}
