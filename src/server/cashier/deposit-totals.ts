/**
 * Credited deposits summed for the VIP ranks (loyalty): one member's total over a time range,
 * every member's at once, and the deposits credited after a position (the rank job's cursor).
 * A deposit counts when it was credited (decided_at), not when it was asked for.
 */
import type { Db } from '#server/db/connect.ts';
import type { TimeRange } from './team-money.ts';

/** One member's deposits credited in [from, to). */
export async function memberCreditedDeposits(db: Db, memberId: number, r: TimeRange): Promise<number> {
  const row = await db
    .selectFrom('deposits')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('s'))
    .where('member_id', '=', memberId)
    .where('status', '=', 'credited')
    .where('decided_at', '>=', r.from)
    .where('decided_at', '<', r.to)
    .executeTakeFirstOrThrow();
  return Number(row.s);
}

/** Each member's deposits credited in [from, to) (of `ids`, or of everyone), in one query; members with none are left out. */
export async function creditedDepositsByMember(db: Db, r: TimeRange, ids?: readonly number[]): Promise<Map<number, number>> {
  if (ids && !ids.length) return new Map();
  let q = db
    .selectFrom('deposits')
    .select((eb) => ['member_id', eb.fn.sum<number>('amount').as('s')])
    .where('status', '=', 'credited')
    .where('decided_at', '>=', r.from)
    .where('decided_at', '<', r.to);
  if (ids) q = q.where('member_id', 'in', ids);
  const rows = await q.groupBy('member_id').execute();
  return new Map(rows.map((x) => [Number(x.member_id), Number(x.s)]));
}

/**
 * Deposits credited at or after `since` (by decided_at): each member once, and the latest
 * credit time seen (the caller's next `since`; 0 when none).
 */
export async function membersCreditedSince(db: Db, since: number): Promise<{ members: number[]; latest: number }> {
  const rows = await db
    .selectFrom('deposits')
    .select((eb) => ['member_id', eb.fn.max<number>('decided_at').as('at')])
    .where('status', '=', 'credited')
    .where('decided_at', '>=', since)
    .groupBy('member_id')
    .execute();
  return { members: rows.map((x) => Number(x.member_id)), latest: rows.reduce((m, x) => Math.max(m, Number(x.at)), 0) };
}
