/**
 * The winners list (spec §3 winner entry, issue 17 item 10): the most recent big wins of the last
 * week — settled bets that paid at least the operator's threshold (settings loyalty.winnersMinPrize)
 * and more than they staked — with player names masked. The home page's ticker, the hot lobby's
 * board and the member centre's winners list all read this one source.
 */
import type { WinnerEntry } from '#lib/types/games.ts';
import type { Db } from '#server/db/connect.ts';
import { accountNamesOf } from '#server/members/index.ts';
import { loadSettings } from '#server/system/index.ts';
import { parseNames } from './catalogue.ts';

/** How far back the list looks. */
export const WINNERS_WINDOW_MS = 7 * 86_400_000;

/** An account as others see it: the first two and last two characters around *** (player01 → pl***01; short names keep one each side). */
export function maskAccount(account: string): string {
  const chars = [...account];
  const keep = chars.length >= 6 ? 2 : 1;
  return `${chars.slice(0, keep).join('')}***${chars.slice(-keep).join('')}`;
}

async function loadWinners(db: Db, lang: string, count: number, now: number): Promise<WinnerEntry[]> {
  const { loyalty } = await loadSettings(db);
  const rows = await db
    .selectFrom('bets as b')
    .leftJoin('games as g', 'g.id', 'b.game_id')
    .select(['b.member_id', 'g.name', 'g.names', 'b.game_code', 'b.payout', 'b.settled_at'])
    .where('b.settled_at', '>=', now - WINNERS_WINDOW_MS)
    .where('b.status', '=', 'settled')
    .where('b.payout', '>=', Math.max(1, loyalty.winnersMinPrize))
    .whereRef('b.payout', '>', 'b.stake')
    .orderBy('b.settled_at', 'desc')
    .orderBy('b.id', 'desc')
    .limit(count)
    .execute();
  // Members are never deleted; a bet whose member is missing is left out, as the join used to.
  const accounts = await accountNamesOf(db, rows.map((r) => r.member_id));
  return rows.flatMap((r) => {
    const account = accounts.get(r.member_id);
    if (account === undefined) return [];
    const name = parseNames(r.names)[lang] ?? r.name ?? r.game_code;
    return [{ player: maskAccount(account), gameName: name, prize: r.payout, time: r.settled_at ?? 0 }];
  });
}

/** The list changes slowly: each answer is kept this long. */
export const WINNERS_TTL_MS = 30_000;
const boards = new WeakMap<Db, Map<string, { at: number; value: Promise<WinnerEntry[]> }>>();

/** Spec §7 GCSGAME_getRankList: the most recent big wins of the last week, player names masked. */
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
