/**
 * Valid bet summed from the hourly roll-ups, for the VIP ranks (loyalty): one member's total over
 * a range of hours, every member's at once, and who played in recent hours. A roll-up row's hour
 * is the hour its bets were placed, so a range counts whole hours: [from, to) on hour starts.
 */
import { sql } from 'kysely';
import type { Db } from '#server/db/connect.ts';

export interface HourRange {
  from: number;
  to: number;
}

/** One member's valid bet in the hours of the range (read by the roll-ups' primary key). */
export async function memberValidBet(db: Db, memberId: number, r: HourRange): Promise<number> {
  const row = await db
    .selectFrom('bet_rollups')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('valid_bet'), eb.lit(0)).as('s'))
    .where('member_id', '=', memberId)
    .where('hour', '>=', r.from)
    .where('hour', '<', r.to)
    .executeTakeFirstOrThrow();
  return Number(row.s);
}

/** Each member's valid bet in the hours of the range (of `ids`, or of everyone), in one query; members with none are left out. */
export async function validBetByMember(db: Db, r: HourRange, ids?: readonly number[]): Promise<Map<number, number>> {
  if (ids && !ids.length) return new Map();
  // Everyone: `+hour` keeps the planner off the hour index, so the rows are read in primary-key
  // order (member first) and summed as they stream, instead of looked up one by one from the
  // index and sorted for the grouping (4× slower on SQLite for 100,000 members; both databases
  // read unary plus as the column itself).
  const hour = ids ? sql.ref<number>('hour') : sql<number>`+hour`;
  let q = db
    .selectFrom('bet_rollups')
    .select((eb) => ['member_id', eb.fn.sum<number>('valid_bet').as('s')])
    .where(hour, '>=', r.from)
    .where(hour, '<', r.to);
  if (ids) q = q.where('member_id', 'in', ids);
  const rows = await q.groupBy('member_id').execute();
  return new Map(rows.map((x) => [Number(x.member_id), Number(x.s)]));
}

/** Members whose roll-ups have a row in an hour at or after `fromHour` (they bet since). */
export async function membersWithRollupsSince(db: Db, fromHour: number): Promise<number[]> {
  const rows = await db.selectFrom('bet_rollups').select('member_id').distinct().where('hour', '>=', fromHour).execute();
  return rows.map((x) => Number(x.member_id));
}
