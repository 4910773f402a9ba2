import type { Db } from '#server/db/connect.ts';

/** Every member's VIP rank and label and when they registered: a query to join (promotions settle rates and audiences from it). */
export function memberRanks(db: Db) {
  return db.selectFrom('members').select(['id', 'vip_rank', 'vip_label', 'created_at']);
}
