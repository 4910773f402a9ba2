import type { Db } from '#server/db/connect.ts';

/**
 * Members who named a referrer at registration (a recommender or referral code, as typed),
 * registered at or after `since`, oldest first: what the invite-a-friend job matches to codes.
 */
export async function referredSince(db: Db, since: number, limit = 1_000): Promise<{ id: number; referrer: string; createdAt: number }[]> {
  const rows = await db
    .selectFrom('members')
    .select(['id', 'referrer', 'created_at'])
    .where('referrer', 'is not', null)
    .where('created_at', '>=', since)
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: Number(r.id), referrer: r.referrer ?? '', createdAt: Number(r.created_at) }));
}
