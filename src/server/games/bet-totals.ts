import type { Db } from '#server/db/connect.ts';

/** Read models of a member's bets for other domains (bonus wagering, the reality check). */

/** Valid bet of the member's settled bets placed since `since` (counted towards a bonus's wagering). */
export async function validBetSince(db: Db, memberId: number, since: number): Promise<number> {
  const row = await db
    .selectFrom('bets')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('valid_bet'), eb.lit(0)).as('s'))
    .where('member_id', '=', memberId)
    .where('status', '=', 'settled')
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.s);
}

/** Stake, payout and number of the member's bets placed since `since` (any status). */
export async function betTotalsSince(db: Db, memberId: number, since: number): Promise<{ stake: number; payout: number; n: number }> {
  const row = await db
    .selectFrom('bets')
    .select((eb) => [eb.fn.coalesce(eb.fn.sum<number>('stake'), eb.lit(0)).as('stake'), eb.fn.coalesce(eb.fn.sum<number>('payout'), eb.lit(0)).as('payout'), eb.fn.countAll<number>().as('n')])
    .where('member_id', '=', memberId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return row;
}
