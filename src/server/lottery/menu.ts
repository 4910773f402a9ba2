/**
 * The spec's lottery menus (§7): the VN lotteries by region, the member's recent lotteries, the
 * popular list, the latest VN results and the latest results of the lotteries a member plays.
 */
import type { OpenedNumero } from '#lib/contracts/lottery-menu.ts';
import { VN_REGIONS } from '#lib/contracts/lottery-menu.ts';
import type { LotteryCard } from '#lib/contracts/lottery-shapes.ts';
import type { Db } from '#server/db/connect.ts';
import { lotteryCards } from './cards.ts';
import { DRAW_VIEW_COLUMNS, drawResultViewOf } from './draw-views.ts';
import { allLotteries, type Lottery, lotteryName } from './lotteries.ts';
import { ticketsLastDay } from './popularity.ts';

/** How far back a member's tickets make a lottery "theirs". */
const PLAYED_DAYS_MS = 30 * 86_400_000;
/** How many of the member's latest tickets are looked at for their lotteries. */
const TICKETS_LOOKED_AT = 500;
const RECENT_MAX = 10;

export async function vnGameMenu(db: Db, lang: string, now = Date.now()) {
  const vn = (await allLotteries(db)).filter((l) => l.type === 'TCG_LOTTO_VN');
  const cards = await lotteryCards(db, vn, lang, now);
  return {
    regions: VN_REGIONS.map((region) => ({ region, lotteries: cards.filter((c) => c.region === region) })).filter((r) => r.lotteries.length > 0),
    serverTime: now,
  };
}

export async function popularLotteries(db: Db, lang: string, count: number, now = Date.now()) {
  const [lotteries, tickets] = await Promise.all([allLotteries(db), ticketsLastDay(db, now)]);
  const cards = await lotteryCards(
    db,
    lotteries.filter((l) => l.status === 'active'),
    lang,
    now,
  );
  const ranked = cards
    .map((c, i) => ({ ...c, tickets24h: tickets.get(lotteries.find((l) => l.code === c.code)?.id ?? 0) ?? 0, order: i }))
    .sort((a, b) => b.tickets24h - a.tickets24h || Number(b.hot) - Number(a.hot) || a.order - b.order)
    .slice(0, count);
  return { lotteries: ranked.map(({ order: _order, ...c }) => c), serverTime: now };
}

/** The member's lotteries, the latest played first, with when they last placed a ticket on each (last 30 days). */
async function playedLotteries(db: Db, memberId: number, now: number): Promise<{ lotteryId: number; lastPlayedAt: number }[]> {
  const rows = await db
    .selectFrom('lottery_tickets')
    .select(['lottery_id', 'placed_at'])
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(TICKETS_LOOKED_AT)
    .execute();
  const seen = new Map<number, number>();
  for (const r of rows) {
    const at = Number(r.placed_at);
    if (at < now - PLAYED_DAYS_MS) continue;
    const id = Number(r.lottery_id);
    if (!seen.has(id) || (seen.get(id) ?? 0) < at) seen.set(id, at);
  }
  return [...seen].map(([lotteryId, lastPlayedAt]) => ({ lotteryId, lastPlayedAt })).sort((a, b) => b.lastPlayedAt - a.lastPlayedAt);
}

export async function recentLotteries(db: Db, memberId: number, lang: string, now = Date.now()) {
  const [played, lotteries] = await Promise.all([playedLotteries(db, memberId, now), allLotteries(db)]);
  const byId = new Map(lotteries.map((l) => [l.id, l]));
  const mine = played.slice(0, RECENT_MAX).flatMap((p) => {
    const l = byId.get(p.lotteryId);
    return l ? [{ l, at: p.lastPlayedAt }] : [];
  });
  const cards: LotteryCard[] = await lotteryCards(
    db,
    mine.map((m) => m.l),
    lang,
    now,
  );
  return { lotteries: cards.map((c, i) => ({ ...c, lastPlayedAt: mine[i]?.at ?? now })), serverTime: now };
}

/** The latest results of the lotteries given, newest first. */
async function openedNumeros(db: Db, lotteries: readonly Lottery[], lang: string, count: number, now: number): Promise<OpenedNumero[]> {
  if (!lotteries.length) return [];
  const byId = new Map(lotteries.map((l) => [l.id, l]));
  const rows = await db
    .selectFrom('lottery_draws')
    .select(DRAW_VIEW_COLUMNS)
    .where('lottery_id', 'in', [...byId.keys()])
    .where('status', 'in', ['drawn', 'settled'])
    .where('draw_at', '<=', now)
    .orderBy('draw_at', 'desc')
    .orderBy('id', 'desc')
    .limit(count)
    .execute();
  return rows.flatMap((r) => {
    const l = byId.get(Number(r.lottery_id));
    return l ? [{ lottery: l.code, lotteryName: lotteryName(l, lang), region: l.region, draw: drawResultViewOf(r) }] : [];
  });
}

export async function vnOpenedNumeros(db: Db, lang: string, count: number, now = Date.now()) {
  const vn = (await allLotteries(db)).filter((l) => l.type === 'TCG_LOTTO_VN');
  return { results: await openedNumeros(db, vn, lang, count, now) };
}

export async function memberOpenedNumeros(db: Db, memberId: number, lang: string, count: number, now = Date.now()) {
  const [played, lotteries] = await Promise.all([playedLotteries(db, memberId, now), allLotteries(db)]);
  const mine = new Set(played.map((p) => p.lotteryId));
  return { results: await openedNumeros(db, lotteries.filter((l) => mine.has(l.id)), lang, count, now) };
}
