/**
 * A lottery's card as the lobby, the menus and the game page show it: its name in the page's
 * language, group, source, the draw taking tickets (else the next to open) and the latest result.
 */
import { GROUP_OF_TYPE } from '#lib/contracts/lottery-model.ts';
import type { DrawResultView, DrawView, LotteryCard } from '#lib/contracts/lottery-shapes.ts';
import type { Db } from '#server/db/connect.ts';
import { DRAW_VIEW_COLUMNS, drawResultViewOf, drawViewOf } from './draw-views.ts';
import { type Lottery, lotteryName } from './lotteries.ts';

/** How far back an open draw whose close the job has not reached yet is still looked for. */
const LATE_OPEN_MS = 3_600_000;

/**
 * The draw taking tickets now, then the draws still to open, earliest first (a draw left open past
 * its close is the job's to close: not offered).
 */
export async function upcomingDraws(db: Db, lotteryId: number, now: number, count: number): Promise<DrawView[]> {
  const rows = await db
    .selectFrom('lottery_draws')
    .select(DRAW_VIEW_COLUMNS)
    .where('lottery_id', '=', lotteryId)
    .where('draw_at', '>', now - LATE_OPEN_MS)
    .where((eb) => eb.or([eb('status', '=', 'scheduled'), eb.and([eb('status', '=', 'open'), eb('closes_at', '>', now)])]))
    .orderBy('draw_at')
    .limit(count)
    .execute();
  return rows.map(drawViewOf);
}

export async function nextDraw(db: Db, lotteryId: number, now: number): Promise<DrawView | null> {
  return (await upcomingDraws(db, lotteryId, now, 1))[0] ?? null;
}

/** The latest draws with a result, newest first. */
export async function latestResults(db: Db, lotteryId: number, now: number, count: number): Promise<DrawResultView[]> {
  const rows = await db
    .selectFrom('lottery_draws')
    .select(DRAW_VIEW_COLUMNS)
    .where('lottery_id', '=', lotteryId)
    .where('draw_at', '<=', now)
    .where('status', 'in', ['drawn', 'settled'])
    .orderBy('draw_at', 'desc')
    .limit(count)
    .execute();
  return rows.map(drawResultViewOf);
}

/** The games rows' hot flags of the lotteries (the operator marks them in the games desk). */
async function hotFlags(db: Db, gameIds: readonly number[]): Promise<Map<number, boolean>> {
  if (!gameIds.length) return new Map();
  const rows = await db.selectFrom('games').select(['id', 'is_hot']).where('id', 'in', [...gameIds]).execute();
  return new Map(rows.map((r) => [Number(r.id), r.is_hot === 1]));
}

/** The cards of the lotteries given, in their order. */
export async function lotteryCards(db: Db, lotteries: readonly Lottery[], lang: string, now: number): Promise<LotteryCard[]> {
  const [hot, draws] = await Promise.all([
    hotFlags(
      db,
      lotteries.map((l) => l.gameId),
    ),
    Promise.all(lotteries.map(async (l) => Promise.all([nextDraw(db, l.id, now), latestResults(db, l.id, now, 1)]))),
  ]);
  return lotteries.map((l, i) => cardOf(l, lang, hot.get(l.gameId) ?? false, draws[i]?.[0] ?? null, draws[i]?.[1][0] ?? null));
}

export function cardOf(l: Lottery, lang: string, hot: boolean, next: DrawView | null, last: DrawResultView | null): LotteryCard {
  return {
    code: l.code,
    gameId: l.gameId,
    name: lotteryName(l, lang),
    type: l.type,
    group: GROUP_OF_TYPE[l.type],
    format: l.format,
    region: l.region,
    source: l.source,
    status: l.status,
    hot,
    next,
    last,
  };
}
