/** A stored raffle draw as the player sees it: the prize and everything needed to verify it. */
import type { Selectable } from 'kysely';
import type { Db } from '#server/db/connect.ts';
import type { RaffleDrawsTable } from '#server/db/tables/raffles.ts';
import type { PoolPrize } from '#lib/fair/raffle.ts';

export interface RaffleDraw {
  drawId: number;
  promotionId: number;
  prizeId: string;
  amount: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  pool: PoolPrize[];
  gone: string[];
  at: number;
}

export function toDraw(r: Selectable<RaffleDrawsTable>): RaffleDraw {
  return {
    drawId: Number(r.id),
    promotionId: Number(r.promotion_id),
    prizeId: r.prize_id,
    amount: Number(r.amount),
    serverSeed: r.server_seed,
    serverSeedHash: r.server_seed_hash,
    clientSeed: r.client_seed,
    nonce: Number(r.nonce),
    pool: JSON.parse(r.pool) as PoolPrize[],
    gone: JSON.parse(r.gone) as string[],
    at: Number(r.created_at),
  };
}

/** The player's latest draws of one raffle, newest first. */
export async function myDraws(db: Db, promotionId: number, memberId: number, limit = 20): Promise<RaffleDraw[]> {
  const rows = await db.selectFrom('raffle_draws').selectAll().where('promotion_id', '=', promotionId).where('member_id', '=', memberId).orderBy('id', 'desc').limit(limit).execute();
  return rows.map(toDraw);
}
