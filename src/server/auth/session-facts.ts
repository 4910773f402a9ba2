import type { Db } from '#server/db/connect.ts';

/** What other domains may ask about a login session and the addresses a member logs in from. */

/** When the login session began. */
export async function sessionStartedAt(db: Db, sessionId: number): Promise<number> {
  const row = await db.selectFrom('sessions').select('created_at').where('id', '=', sessionId).executeTakeFirstOrThrow();
  return row.created_at;
}

/** When the member was first seen at this address, or null when never. */
export async function addressFirstSeen(db: Db, memberId: number, ip: string): Promise<number | null> {
  const seen = await db.selectFrom('member_ips').select('first_seen').where('member_id', '=', memberId).where('ip', '=', ip).executeTakeFirst();
  return seen ? seen.first_seen : null;
}
