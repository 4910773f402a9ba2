/**
 * A raffle's reads: the tickets a player earned (valid bet of settled bets placed in the
 * promotion's window, in its categories, per ticketPer), the prize stock left, and the player's
 * seed pair, created on first look so the hash of the next draw's server seed is shown before it.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '#server/db/connect.ts';
import { serverSeedHash } from '#lib/fair/rng.ts';
import type { Promotion } from './promotion-rows.ts';

export interface Tickets {
  validBet: number;
  earned: number;
  used: number;
  /** Tickets to draw now. */
  left: number;
  /** Valid bet still to play for the next ticket. */
  toNext: number;
}

/** Valid bet counted towards a raffle or race: settled bets placed in [from, to) in the categories (none: all). */
export async function validBetIn(db: Db, memberId: number, categories: readonly string[], from: number, to: number): Promise<number> {
  let q = db
    .selectFrom('bets')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('valid_bet'), eb.lit(0)).as('s'))
    .where('member_id', '=', memberId)
    .where('status', '=', 'settled')
    .where('created_at', '>=', from)
    .where('created_at', '<', to);
  if (categories.length) q = q.where('category', 'in', [...categories]);
  return Number((await q.executeTakeFirstOrThrow()).s);
}

export async function ticketsOf(db: Db, p: Promotion<'raffle'>, memberId: number, used: number, now: number): Promise<Tickets> {
  const validBet = await validBetIn(db, memberId, p.params.categories, p.startsAt, Math.min(p.endsAt, now + 1));
  const earned = Math.floor(validBet / p.params.ticketPer);
  return { validBet, earned, used, left: Math.max(0, earned - used), toNext: p.params.ticketPer - (validBet % p.params.ticketPer) };
}

export const newServerSeed = (): { seed: string; hash: string } => {
  const seed = randomBytes(32).toString('hex');
  return { seed, hash: serverSeedHash(seed) };
};

export interface RaffleSeedRow {
  id: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  draws: number;
}

/** The player's seed pair for one raffle, created once (a random client seed the player may change). */
export async function raffleSeed(db: Db, promotionId: number, memberId: number, now: number): Promise<RaffleSeedRow> {
  const { seed, hash } = newServerSeed();
  await db
    .insertInto('raffle_seeds')
    .values({ promotion_id: promotionId, member_id: memberId, server_seed: seed, server_seed_hash: hash, client_seed: randomBytes(8).toString('hex'), draws: 0, updated_at: now })
    .onConflict((oc) => oc.columns(['promotion_id', 'member_id']).doNothing())
    .execute();
  const row = await db.selectFrom('raffle_seeds').select(['id', 'server_seed', 'server_seed_hash', 'client_seed', 'draws']).where('promotion_id', '=', promotionId).where('member_id', '=', memberId).executeTakeFirstOrThrow();
  return { ...row, id: Number(row.id), draws: Number(row.draws) };
}

/** Draws made so far (0 before the first look). */
export async function drawsMade(db: Db, promotionId: number, memberId: number): Promise<number> {
  const row = await db.selectFrom('raffle_seeds').select('draws').where('promotion_id', '=', promotionId).where('member_id', '=', memberId).executeTakeFirst();
  return row ? Number(row.draws) : 0;
}

/** Stock rows for every prize of the table, created once with the published stock. */
export async function ensureStock(db: Db, p: Promotion<'raffle'>): Promise<void> {
  await db
    .insertInto('raffle_stock')
    .values(p.params.prizes.map((x) => ({ promotion_id: p.id, prize_id: x.id, remaining: x.stock })))
    .onConflict((oc) => oc.columns(['promotion_id', 'prize_id']).doNothing())
    .execute();
}

/** Each prize's stock left (the published stock until the first draw). */
export async function stockLeft(db: Db, p: Promotion<'raffle'>): Promise<Map<string, number>> {
  const rows = await db.selectFrom('raffle_stock').select(['prize_id', 'remaining']).where('promotion_id', '=', p.id).execute();
  const stored = new Map(rows.map((r) => [r.prize_id, Number(r.remaining)]));
  return new Map(p.params.prizes.map((x) => [x.id, stored.get(x.id) ?? x.stock]));
}
