/**
 * What a player sees of one raffle: tickets and how far the next one is, the prize table with the
 * stock left, the hash of the server seed their next draw uses, their client seed, and their past
 * draws with the seeds revealed. The player may change the client seed at any time before a draw:
 * the server seed is committed already, so the choice cannot be used against them.
 */
import type { AppContext } from '#server/app-context.ts';
import type { Localized } from '#lib/contracts/promotion-model.ts';
import { assertInAudience, inAudience } from './audience.ts';
import type { PlayerView } from './reward-view.ts';
import { isRunning, type Promotion } from './promotion-rows.ts';
import { rafflePromotion } from './raffle-draw.ts';
import { myDraws, type RaffleDraw } from './raffle-draws.ts';
import { drawsMade, raffleSeed, stockLeft, type Tickets, ticketsOf } from './raffle-tickets.ts';

export interface RaffleState {
  promotionId: number;
  ticketPer: number;
  tickets: Tickets;
  prizes: { id: string; name: Localized; amount: number; stock: number; remaining: number; weight: number }[];
  nextSeedHash: string;
  clientSeed: string;
  nonce: number;
  draws: RaffleDraw[];
}

export async function raffleState(app: AppContext, memberId: number, promotionId: number, now = Date.now()): Promise<RaffleState> {
  const p = await rafflePromotion(app, promotionId);
  const seed = await raffleSeed(app.db, p.id, memberId, now);
  const left = await stockLeft(app.db, p);
  return {
    promotionId: p.id,
    ticketPer: p.params.ticketPer,
    tickets: await ticketsOf(app.db, p, memberId, seed.draws, now),
    prizes: p.params.prizes.map((x) => ({ id: x.id, name: x.name, amount: x.amount, stock: x.stock, remaining: left.get(x.id) ?? 0, weight: x.weight })),
    nextSeedHash: seed.server_seed_hash,
    clientSeed: seed.client_seed,
    nonce: seed.draws,
    draws: await myDraws(app.db, p.id, memberId),
  };
}

/** The player's own client seed for their next draws. */
export async function setRaffleClientSeed(app: AppContext, memberId: number, promotionId: number, clientSeed: string, now = Date.now()): Promise<RaffleState> {
  const p = await rafflePromotion(app, promotionId);
  await assertInAudience(app.db, p, memberId, now);
  await raffleSeed(app.db, p.id, memberId, now);
  await app.db.updateTable('raffle_seeds').set({ client_seed: clientSeed, updated_at: now }).where('promotion_id', '=', p.id).where('member_id', '=', memberId).execute();
  return raffleState(app, memberId, promotionId, now);
}

/** Raffle: process (earning tickets) → claim (a ticket to draw) → … → close (no stock left, ended, not eligible). */
export async function raffleView(app: AppContext, p: Promotion<'raffle'>, memberId: number, now: number): Promise<PlayerView> {
  if (p.status === 'published' && now < p.startsAt) return { state: 'comingSoon', actionable: false, progress: null };
  if (!isRunning(p, now) || !(await inAudience(app.db, p, memberId, now))) return { state: 'close', actionable: false, progress: null };
  const left = await stockLeft(app.db, p);
  if (![...left.values()].some((n) => n > 0)) return { state: 'close', actionable: false, progress: null };
  const t = await ticketsOf(app.db, p, memberId, await drawsMade(app.db, p.id, memberId), now);
  if (t.left > 0) return { state: 'claim', actionable: true, progress: { current: t.left, target: t.left, unit: 'count' } };
  return { state: 'process', actionable: false, progress: { current: p.params.ticketPer - t.toNext, target: p.params.ticketPer, unit: 'minor' } };
}
