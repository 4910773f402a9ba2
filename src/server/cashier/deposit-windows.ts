import type { Db } from '#server/db/connect.ts';

/** A member and a time range [from, to) to total their credited deposits over. */
export interface MemberWindow {
  memberId: number;
  from: number;
  to: number;
}

/**
 * Each member's credited deposits in their own window (by when the deposit was credited): the
 * total and the first one's time, or null when none. One query for the whole batch.
 */
export async function creditedDepositsIn(db: Db, windows: readonly MemberWindow[]): Promise<Map<number, { total: number; firstAt: number | null }>> {
  const out = new Map<number, { total: number; firstAt: number | null }>(windows.map((w) => [w.memberId, { total: 0, firstAt: null }]));
  if (windows.length === 0) return out;
  const byMember = new Map(windows.map((w) => [w.memberId, w]));
  const rows = await db
    .selectFrom('deposits')
    .select(['member_id', 'amount', 'decided_at'])
    .where('status', '=', 'credited')
    .where('member_id', 'in', [...byMember.keys()])
    .where('decided_at', '>=', Math.min(...windows.map((w) => w.from)))
    .execute();
  for (const r of rows) {
    const w = byMember.get(r.member_id);
    const at = Number(r.decided_at);
    if (!w || at < w.from || at >= w.to) continue;
    const acc = out.get(r.member_id) ?? { total: 0, firstAt: null };
    acc.total += Number(r.amount);
    acc.firstAt = acc.firstAt === null ? at : Math.min(acc.firstAt, at);
    out.set(r.member_id, acc);
  }
  return out;
}
