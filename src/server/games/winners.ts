/** The winners board: the biggest wins of the last week, player names masked, kept for a while. */
import type { WinnerEntry } from '#lib/types/games.ts';
import type { Db } from '#server/db/connect.ts';
import { accountNamesOf } from '#server/members/index.ts';
import { parseNames } from './catalogue.ts';

async function loadWinners(db: Db, lang: string, count: number, now: number): Promise<WinnerEntry[]> {
  const rows = await db
    .selectFrom('bets as b')
    .leftJoin('games as g', 'g.id', 'b.game_id')
    .select(['b.member_id', 'g.name', 'g.names', 'b.game_code', 'b.payout', 'b.settled_at'])
    .where('b.status', '=', 'settled')
    .where('b.payout', '>', 0)
    .where('b.settled_at', '>=', now - 7 * 86_400_000)
    .orderBy('b.payout', 'desc')
    .limit(count)
    .execute();
  // Members are never deleted; a bet whose member is missing is left out, as the join used to.
  const accounts = await accountNamesOf(db, rows.map((r) => r.member_id));
  return rows.flatMap((r) => {
    const account = accounts.get(r.member_id);
    if (account === undefined) return [];
    const name = parseNames(r.names)[lang] ?? r.name ?? r.game_code;
    return [{ player: `${account.slice(0, 2)}***${account.slice(-1)}`, gameName: name, prize: r.payout, time: r.settled_at ?? 0 }];
  });
}

/** The board changes slowly and its query reads a week of bets: each answer is kept this long. */
export const WINNERS_TTL_MS = 30_000;
const boards = new WeakMap<Db, Map<string, { at: number; value: Promise<WinnerEntry[]> }>>();

/** Spec §7 GCSGAME_getRankList: the biggest wins of the last week, player names masked. */
export async function winners(db: Db, lang: string, count = 20, now = Date.now()): Promise<WinnerEntry[]> {
  let byKey = boards.get(db);
  if (!byKey) boards.set(db, (byKey = new Map()));
  const key = `${lang}:${count}`;
  const kept = byKey.get(key);
  if (kept && now - kept.at < WINNERS_TTL_MS) return kept.value;
  const value = loadWinners(db, lang, count, now);
  byKey.set(key, { at: now, value });
  value.catch(() => byKey.delete(key));
  return value;
}
