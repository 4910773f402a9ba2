import type { Db } from '#server/db/connect.ts';
import { localDate, merchantTimeZone } from '#server/system/index.ts';

/**
 * The local days (merchant's zone) a member signed in on: a sign-in, or a remembered session
 * used again on a later day. Missions count consecutive days from these.
 */

/** Marks the local day of `now` as a login day (once per day; `since` skips the write when it is the same day). */
export async function recordLoginDay(db: Db, memberId: number, now: number, since?: number): Promise<void> {
  const zone = await merchantTimeZone(db);
  const day = localDate(now, zone);
  if (since !== undefined && localDate(since, zone) === day) return;
  await db
    .insertInto('member_login_days')
    .values({ member_id: memberId, day, first_at: now })
    .onConflict((oc) => oc.columns(['member_id', 'day']).doNothing())
    .execute();
}

/** The member's login days within [fromDay, toDay] ("YYYY-MM-DD"), newest first. */
export async function loginDaysOf(db: Db, memberId: number, fromDay: string, toDay: string): Promise<string[]> {
  const rows = await db.selectFrom('member_login_days').select('day').where('member_id', '=', memberId).where('day', '>=', fromDay).where('day', '<=', toDay).orderBy('day', 'desc').execute();
  return rows.map((r) => r.day);
}
