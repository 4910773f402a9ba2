/**
 * The lotteries' popularity: tickets placed in the last 24 hours, counted through the draws of
 * that day (the tickets' draw index) and kept for 30 s, so the lobby and /lgw/games/popular do not
 * count on every request.
 */
import type { Db } from '#server/db/connect.ts';

const DAY_MS = 86_400_000;
const KEEP_MS = 30_000;

const counted = new WeakMap<Db, { at: number; counts: Map<number, number> }>();

async function countTickets(db: Db, now: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('lottery_draws as d')
    .innerJoin('lottery_tickets as t', 't.draw_id', 'd.id')
    .select(['d.lottery_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('d.draw_at', '>=', now - DAY_MS)
    .where('t.placed_at', '>=', now - DAY_MS)
    .groupBy('d.lottery_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.lottery_id), Number(r.n)]));
}

/** Tickets per lottery id in the 24 hours before `now` (at most 30 s old). */
export async function ticketsLastDay(db: Db, now = Date.now()): Promise<Map<number, number>> {
  const kept = counted.get(db);
  if (kept && now - kept.at < KEEP_MS && now >= kept.at) return kept.counts;
  const counts = await countTickets(db, now);
  counted.set(db, { at: now, counts });
  return counts;
}

/** Forgets the counts (tests that place tickets and read the list at once). */
export function forgetPopularity(db: Db): void {
  counted.delete(db);
}
