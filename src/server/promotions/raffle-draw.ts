/**
 * The raffle draw (spec §7 MCS2_claimRafflePromotion): spends one ticket and wins one prize, in one
 * unit of work with the stock taken and the prize paid (a reward paid now from the promotion's cost
 * account, period key the draw's id). The player's seed row is the ticket counter and the lock: a
 * draw moves it from the seed it uses to a new one, guarded by the old seed's hash and the count,
 * so parallel draws of one player spend each ticket once. The same requestId answers the same draw.
 */
import type { AppContext } from '#server/app-context.ts';
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { changed, first, rows, statements } from '#server/db/statement-builder.ts';
import { merchantCurrency } from '#server/system/index.ts';
import { createFloats } from '#lib/fair/rng.ts';
import { type PoolPrize, weightedPick } from '#lib/fair/raffle.ts';
import { assertInAudience } from './audience.ts';
import { NoTickets, NotFound, PrizesGone } from './errors.ts';
import { assertRunning, isMechanic, type Promotion, publishedPromotion } from './promotion-rows.ts';
import { offerReward } from './rewards.ts';
import { ensureStock, newServerSeed, raffleSeed, ticketsOf } from './raffle-tickets.ts';
import { type RaffleDraw, toDraw } from './raffle-draws.ts';

/** A raffle promotion a player may see, or NOT_FOUND. */
export async function rafflePromotion(app: AppContext, promotionId: number): Promise<Promotion<'raffle'>> {
  const p = await publishedPromotion(app.db, promotionId);
  if (!isMechanic(p, 'raffle')) throw new NotFound('No such raffle.');
  return p;
}

const drawByRequest = (sql: SqlRunner, promotionId: number, memberId: number, requestId: string) =>
  first(sql, statements(sql).selectFrom('raffle_draws').selectAll().where('promotion_id', '=', promotionId).where('member_id', '=', memberId).where('request_id', '=', requestId));

/** Takes one unit of the first prize the seeds pick whose stock is not gone (the rule in #lib/fair/raffle.ts). */
async function takePrize(sql: SqlRunner, promotionId: number, pool: PoolPrize[], next: () => number): Promise<{ prizeId: string; gone: string[] }> {
  const q = statements(sql);
  let left = pool;
  const gone: string[] = [];
  while (left.length) {
    const id = weightedPick(next, left);
    const took = await changed(sql, q.updateTable('raffle_stock').set((eb) => ({ remaining: eb('remaining', '-', 1) })).where('promotion_id', '=', promotionId).where('prize_id', '=', id).where('remaining', '>', 0));
    if (took === 1) return { prizeId: id, gone };
    gone.push(id);
    left = left.filter((x) => x.id !== id);
  }
  throw new PrizesGone('Every prize of this draw has been won.');
}

export async function drawRaffle(app: AppContext, memberId: number, promotionId: number, requestId: string, now = Date.now()): Promise<RaffleDraw & { replayed: boolean }> {
  const p = await rafflePromotion(app, promotionId);
  const earlier = await app.db.selectFrom('raffle_draws').selectAll().where('promotion_id', '=', p.id).where('member_id', '=', memberId).where('request_id', '=', requestId).executeTakeFirst();
  if (earlier) return { ...toDraw(earlier), replayed: true };
  assertRunning(p, now);
  await assertInAudience(app.db, p, memberId, now);
  // Tickets only grow with settled bets, so counting them before the unit can only refuse early.
  const seed0 = await raffleSeed(app.db, p.id, memberId, now);
  const { earned } = await ticketsOf(app.db, p, memberId, seed0.draws, now);
  await ensureStock(app.db, p);
  const currency = await merchantCurrency(app.db);
  const result = await app.ledger.run(async (sql) => {
    const q = statements(sql);
    for (let attempt = 0; attempt < 200; attempt++) {
      const replay = await drawByRequest(sql, p.id, memberId, requestId);
      if (replay) return { ...toDraw(replay), replayed: true };
      const seed = await first(sql, q.selectFrom('raffle_seeds').selectAll().where('promotion_id', '=', p.id).where('member_id', '=', memberId));
      if (!seed) throw new Error('the raffle seed row vanished');
      const draws = Number(seed.draws);
      if (draws >= earned) throw new NoTickets('You have no ticket to draw yet.', { earned, used: draws });
      const stock = await rows(sql, q.selectFrom('raffle_stock').select(['prize_id', 'remaining']).where('promotion_id', '=', p.id));
      const inStock = new Set(stock.filter((r) => Number(r.remaining) > 0).map((r) => r.prize_id));
      const pool = p.params.prizes.filter((x) => inStock.has(x.id)).map((x) => ({ id: x.id, weight: x.weight }));
      if (!pool.length) throw new PrizesGone('Every prize of this draw has been won.');
      const next = newServerSeed();
      const spent = await changed(
        sql,
        q
          .updateTable('raffle_seeds')
          .set({ server_seed: next.seed, server_seed_hash: next.hash, draws: draws + 1, updated_at: now })
          .where('id', '=', seed.id)
          .where('server_seed_hash', '=', seed.server_seed_hash)
          .where('draws', '=', draws),
      );
      if (spent !== 1) continue; // another draw of this player came first: look again
      const taken = await takePrize(sql, p.id, pool, createFloats(seed.server_seed, seed.client_seed, draws));
      const prize = p.params.prizes.find((x) => x.id === taken.prizeId)!;
      const row = await first(
        sql,
        q
          .insertInto('raffle_draws')
          .values({
            promotion_id: p.id, member_id: memberId, request_id: requestId, server_seed: seed.server_seed, server_seed_hash: seed.server_seed_hash, client_seed: seed.client_seed,
            nonce: draws, pool: JSON.stringify(pool), gone: JSON.stringify(taken.gone), prize_id: prize.id, amount: prize.amount, reward_id: null, created_at: now,
          })
          .returning('id'),
      );
      if (!row) throw new Error('the draw was not stored');
      const drawId = Number(row.id);
      const reward = await offerReward(sql, { memberId, promotionId: p.id, kind: 'raffle', periodKey: `draw:${drawId}`, amount: prize.amount, bonusRules: null, pay: 'now', meta: { drawId, prizeId: prize.id } }, currency, now);
      await changed(sql, q.updateTable('raffle_draws').set({ reward_id: reward.rewardId }).where('id', '=', drawId));
      const stored = await first(sql, q.selectFrom('raffle_draws').selectAll().where('id', '=', drawId));
      return { ...toDraw(stored!), replayed: false };
    }
    throw new Error('the raffle draw kept losing its seed to other draws');
  });
  if (!result.replayed) app.events.publish({ type: 'rewards', memberId, data: { promotionId: p.id } });
  return result;
}
