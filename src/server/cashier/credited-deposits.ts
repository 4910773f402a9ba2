/**
 * Credited deposits in the order they were credited (decided_at, then id), from a position: the
 * reader behind the loyalty deposit-points job's cursor (index deposits_by_credit).
 */
import type { Db } from '#server/db/connect.ts';

export interface CreditedDeposit {
  id: number;
  memberId: number;
  amount: number;
  creditedAt: number;
}

/** At most `limit` deposits credited at or after `since`, oldest credit first. */
export async function creditedDepositsFrom(db: Db, since: number, limit: number): Promise<CreditedDeposit[]> {
  const rows = await db
    .selectFrom('deposits')
    .select(['id', 'member_id', 'amount', 'decided_at'])
    .where('status', '=', 'credited')
    .where('decided_at', '>=', since)
    .orderBy('decided_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: Number(r.id), memberId: Number(r.member_id), amount: Number(r.amount), creditedAt: Number(r.decided_at) }));
}
