/**
 * The draw's timed steps, each a guarded update keyed by the draw (`where id = ? and status = ?`,
 * the row count checked), so of any number of instances and job runs exactly one moves a draw, and
 * each move is broadcast once: scheduled → open at opens_at (active lotteries only), open →
 * closed at closes_at (on PostgreSQL the update waits for placements holding the row `for share`),
 * closed → drawn at draw_at for the house's draws (draw-house.ts). A paused lottery's draws that
 * never opened are voided once their betting would have closed.
 */
import type { AppContext } from '#server/app-context.ts';
import { DRAW_COLUMNS, broadcastDraw, type DrawRow } from './draw-events.ts';
import { allLotteries, type Lottery } from './lotteries.ts';

/** How many draws one job run moves per step (the rest wait a second for the next run). */
const PER_RUN = 500;

export async function lotteriesById(app: AppContext): Promise<Map<number, Lottery>> {
  return new Map((await allLotteries(app.db)).map((l) => [l.id, l]));
}

/** Moves one draw from `from` to `to` (with extra columns); true when this call moved it. */
export async function moveDraw(app: AppContext, drawId: number, from: string, to: string, set: Record<string, unknown> = {}): Promise<boolean> {
  const r = await app.db
    .updateTable('lottery_draws')
    .set({ status: to, ...set })
    .where('id', '=', drawId)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

async function announce(app: AppContext, lottery: Lottery | undefined, drawId: number): Promise<void> {
  if (!lottery) return;
  const row = await app.db.selectFrom('lottery_draws').select(DRAW_COLUMNS).where('id', '=', drawId).executeTakeFirst();
  if (row) broadcastDraw(app, lottery.code, row as DrawRow);
}

/** Job lottery:open — scheduled draws whose time to open has come (betting not yet over). */
export async function openDueDraws(app: AppContext, now: number): Promise<number> {
  const due = await app.db
    .selectFrom('lottery_draws')
    .innerJoin('lotteries', 'lotteries.id', 'lottery_draws.lottery_id')
    .select(['lottery_draws.id', 'lottery_draws.lottery_id'])
    .where('lottery_draws.status', '=', 'scheduled')
    .where('lottery_draws.opens_at', '<=', now)
    .where('lottery_draws.closes_at', '>', now)
    .where('lotteries.status', '=', 'active')
    .orderBy('lottery_draws.draw_at')
    .limit(PER_RUN)
    .execute();
  if (!due.length) return 0;
  const lotteries = await lotteriesById(app);
  let moved = 0;
  for (const d of due) {
    if (!(await moveDraw(app, Number(d.id), 'scheduled', 'open'))) continue;
    moved++;
    await announce(app, lotteries.get(Number(d.lottery_id)), Number(d.id));
  }
  return moved;
}

/**
 * Job lottery:close — open draws at closes_at become closed. A draw that never opened (its
 * lottery paused, or no run came while it was open) has no tickets: it closes too when its
 * lottery is active, and is voided when the lottery is paused (nothing to draw for).
 */
export async function closeDueDraws(app: AppContext, now: number): Promise<number> {
  const due = await app.db
    .selectFrom('lottery_draws')
    .innerJoin('lotteries', 'lotteries.id', 'lottery_draws.lottery_id')
    .select(['lottery_draws.id', 'lottery_draws.lottery_id', 'lottery_draws.status', 'lotteries.status as lotteryStatus'])
    .where('lottery_draws.status', 'in', ['scheduled', 'open'])
    .where('lottery_draws.closes_at', '<=', now)
    .orderBy('lottery_draws.draw_at')
    .limit(PER_RUN)
    .execute();
  if (!due.length) return 0;
  const lotteries = await lotteriesById(app);
  let moved = 0;
  for (const d of due) {
    const paused = d.status === 'scheduled' && d.lotteryStatus === 'paused';
    const ok = paused ? await moveDraw(app, Number(d.id), 'scheduled', 'void', { void_reason: 'lottery paused', settled_at: now }) : await moveDraw(app, Number(d.id), d.status, 'closed');
    if (!ok) continue;
    moved++;
    await announce(app, lotteries.get(Number(d.lottery_id)), Number(d.id));
  }
  return moved;
}

export { announce as announceDraw };
