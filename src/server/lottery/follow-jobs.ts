/**
 * The job `lottery:follows`: for every active follow, in this order,
 * - a member on a time-out or self-exclusion (or whose account is disabled): the follow ends
 *   (stopped, blocked) and the unplaced draws' reserve returns;
 * - stop-on-win with a won ticket: the follow ends (won) and the rest of the reserve returns;
 * - a paused lottery, or a slip the terms of the day no longer take at the reserved price (a bet
 *   type closed, odds or limits changed): the follow ends (stopped, paused) with its reserve;
 * - otherwise, when the follow's next draw (the first open draw after the last one it played) is
 *   open: in one unit, that draw's stake moves from the reserve back to cash and the tickets are
 *   placed by the placing code (follow_id set), draws_placed + 1 and reserved − draw stake by a
 *   guarded update; the last placement makes it done.
 * A draw that closed or was voided before the job placed it is skipped: a follow plays N draws.
 * Two runs racing place a draw once: the follow's lock, the guard on draws_placed, and the
 * tickets' keys (`F<follow>-<draw>:<i>`).
 */
import type { AppContext } from '#server/app-context.ts';
import { AppError } from '#server/errors.ts';
import { Accounts, post } from '#server/ledger/index.ts';
import { AccountExcluded, stakeLock } from '#server/members/index.ts';
import { getSetting, merchantCurrency } from '#server/system/index.ts';
import { DrawClosed, DrawNotOpen, UnknownDraw } from './errors.ts';
import { endFollowIn, followLock, followRowIn } from './follows.ts';
import type { LotteryJob } from './job-type.ts';
import { placeIn, publishBalances } from './place-tickets.ts';
import { oddsRows, priceSlip, slipStake } from './slip.ts';
import { lotteryById, ticketGameOf } from './ticket-reads.ts';
import type { FollowStatus, FollowStopReason } from '#lib/contracts/lottery-model.ts';
import type { SlipItem } from '#lib/contracts/lottery-tickets.ts';

interface ActiveFollow {
  id: number;
  member_id: number;
  lottery_id: number;
  draws_placed: number;
  /** Draws after this time are the follow's next ones. */
  after: number;
}

type Ending = { status: Exclude<FollowStatus, 'active'>; reason: FollowStopReason };

/** Ends one follow, if it is still as the run saw it; answers whether it did. */
async function endFollow(app: AppContext, id: number, placed: number, end: Ending, currency: string, now: number): Promise<boolean> {
  const balance = await app.ledger.run(async (sql) => {
    await sql.lock(followLock(id));
    const f = await followRowIn(sql, id);
    if (!f || f.status !== 'active' || Number(f.draws_placed) !== placed) return null;
    return { memberId: Number(f.member_id), balance: await endFollowIn(sql, f, end.status, end.reason, currency, now) };
  });
  if (balance) publishBalances(app, [balance]);
  return balance !== null;
}

/** Places one draw of a follow; answers what happened. */
async function placeFollowDraw(app: AppContext, f: ActiveFollow, drawId: number, currency: string): Promise<'placed' | 'skipped' | Ending> {
  const lottery = await lotteryById(app.db, f.lottery_id);
  const [settings, odds, game, row] = await Promise.all([
    getSetting(app.db, 'lottery'),
    oddsRows(app.db, lottery.id),
    ticketGameOf(app.db, lottery, f.member_id),
    app.db.selectFrom('lottery_follows').select(['items', 'draw_stake']).where('id', '=', f.id).executeTakeFirstOrThrow(),
  ]);
  let items;
  try {
    items = priceSlip(lottery, odds, { ...settings, slipMaxItems: Number.MAX_SAFE_INTEGER }, JSON.parse(row.items) as SlipItem[]);
  } catch (err) {
    if (err instanceof AppError) return { status: 'stopped', reason: 'paused' };
    throw err;
  }
  const drawStake = Number(row.draw_stake);
  if (slipStake(items) !== drawStake) return { status: 'stopped', reason: 'paused' };
  try {
    const placed = await app.ledger.run(async (sql) => {
      // The follow's lock, then the member's stake lock before any account row: the order every
      // unit of a member's money takes them in (placing takes the stake lock, a stop the follow's).
      await sql.lock(followLock(f.id));
      await sql.lock(stakeLock(f.member_id));
      const now = Date.now();
      const moved = await sql.run(
        "update lottery_follows set draws_placed = draws_placed + 1, reserved = reserved - ?, last_draw_id = ?, status = case when draws_placed + 1 >= draws_total then 'done' else 'active' end, ended_at = case when draws_placed + 1 >= draws_total then cast(? as bigint) else null end where id = ? and status = 'active' and draws_placed = ? and reserved >= ?",
        [drawStake, drawId, now, f.id, f.draws_placed, drawStake],
      );
      if (moved !== 1) return null;
      await post(
        sql,
        {
          kind: 'lottery_release',
          key: `lottery:follow:${f.id}:draw:${drawId}`,
          knownNew: true,
          memberId: f.member_id,
          ref: `follow:${f.id}`,
          meta: { follow: f.id, draw: drawId },
          postings: [
            { account: Accounts.cash(f.member_id, currency), amount: drawStake },
            { account: Accounts.lotteryReserve(f.member_id, currency), amount: -drawStake },
          ],
        },
        now,
      );
      return placeIn(sql, { memberId: f.member_id, drawId, lotteryId: lottery.id, game, items, keyPrefix: `F${f.id}-${drawId}`, followId: f.id });
    });
    if (!placed) return 'skipped';
    publishBalances(app, placed.changed);
    return 'placed';
  } catch (err) {
    if (err instanceof AccountExcluded) return { status: 'stopped', reason: 'blocked' };
    // The draw closed or went void between the run's look and its unit: the next run takes the next draw.
    if (err instanceof DrawClosed || err instanceof DrawNotOpen || err instanceof UnknownDraw) return 'skipped';
    if (err instanceof AppError) {
      app.log.warn({ err, follow: f.id, draw: drawId }, 'a follow’s draw was refused; the follow ends');
      return { status: 'stopped', reason: 'paused' };
    }
    throw err;
  }
}

/** One run of the follows job at `now`; answers how many follows it moved (placed or ended). */
export async function runFollows(app: AppContext, now: number): Promise<number> {
  const active = await app.db
    .selectFrom('lottery_follows as f')
    .innerJoin('lottery_draws as fd', 'fd.id', 'f.first_draw_id')
    .leftJoin('lottery_draws as ld', 'ld.id', 'f.last_draw_id')
    .select(['f.id', 'f.member_id', 'f.lottery_id', 'f.draws_placed', 'fd.draw_at as first_at', 'ld.draw_at as last_at'])
    .where('f.status', '=', 'active')
    .orderBy('f.id')
    .execute();
  if (!active.length) return 0;
  const currency = await merchantCurrency(app.db);
  const follows: ActiveFollow[] = active.map((r) => ({
    id: Number(r.id),
    member_id: Number(r.member_id),
    lottery_id: Number(r.lottery_id),
    draws_placed: Number(r.draws_placed),
    after: r.last_at === null ? Number(r.first_at) - 1 : Number(r.last_at),
  }));
  const ids = follows.map((f) => f.id);
  const members = [...new Set(follows.map((f) => f.member_id))];
  const [blocked, disabled, won, paused, open] = await Promise.all([
    app.db
      .selectFrom('exclusions')
      .select('member_id')
      .where('member_id', 'in', members)
      .where((eb) => eb.or([eb('until', 'is', null), eb('until', '>', now)]))
      .execute(),
    app.db.selectFrom('members').select('id').where('id', 'in', members).where('status', '<>', 0).execute(),
    app.db
      .selectFrom('lottery_tickets as t')
      .innerJoin('lottery_follows as f', 'f.id', 't.follow_id')
      .select('t.follow_id')
      .where('t.follow_id', 'in', ids)
      .where('f.stop_on_win', '=', 1)
      .where('t.status', '=', 'won')
      .execute(),
    app.db.selectFrom('lotteries').select('id').where('status', '=', 'paused').execute(),
    app.db.selectFrom('lottery_draws').select(['id', 'lottery_id', 'draw_at']).where('status', '=', 'open').where('closes_at', '>', now).orderBy('draw_at').execute(),
  ]);
  const blockedMembers = new Set([...blocked.map((r) => Number(r.member_id)), ...disabled.map((r) => Number(r.id))]);
  const wonFollows = new Set(won.map((r) => Number(r.follow_id)));
  const pausedLotteries = new Set(paused.map((r) => Number(r.id)));
  let moved = 0;
  for (const f of follows) {
    try {
      let end: Ending | null = null;
      if (blockedMembers.has(f.member_id)) end = { status: 'stopped', reason: 'blocked' };
      else if (wonFollows.has(f.id)) end = { status: 'won', reason: 'won' };
      else if (pausedLotteries.has(f.lottery_id)) end = { status: 'stopped', reason: 'paused' };
      if (!end) {
        const draw = open.find((d) => Number(d.lottery_id) === f.lottery_id && Number(d.draw_at) > f.after);
        if (!draw) continue;
        const outcome = await placeFollowDraw(app, f, Number(draw.id), currency);
        if (outcome === 'placed') moved++;
        if (typeof outcome !== 'object') continue;
        end = outcome;
      }
      if (await endFollow(app, f.id, f.draws_placed, end, currency, Date.now())) moved++;
    } catch (err) {
      app.log.error({ err, follow: f.id }, 'a follow could not be moved on; the next run retries');
    }
  }
  return moved;
}

export const FOLLOWS_JOB: LotteryJob = { name: 'lottery:follows', run: runFollows };

