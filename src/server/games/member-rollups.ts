import type { Db } from '#server/db/connect.ts';

/** One member's hourly bet roll-ups in [from, to), oldest first (the member's personal profit and loss). */
export async function memberRollups(db: Db, memberId: number, range: { from: number; to: number }) {
  return db
    .selectFrom('bet_rollups')
    .select(['hour', 'category', 'bet_count', 'stake', 'valid_bet', 'payout'])
    .where('member_id', '=', memberId)
    .where('hour', '>=', range.from)
    .where('hour', '<', range.to)
    .orderBy('hour')
    .execute();
}
