import type { Db } from '#server/db/connect.ts';

/**
 * Each member's valid bet in their own window [from, to), from the hourly roll-ups (an hour
 * counts when it starts inside the window). One query for the whole batch.
 */
export async function validBetIn(db: Db, windows: readonly { memberId: number; from: number; to: number }[]): Promise<Map<number, number>> {
  const out = new Map<number, number>(windows.map((w) => [w.memberId, 0]));
  if (windows.length === 0) return out;
  const byMember = new Map(windows.map((w) => [w.memberId, w]));
  const HOUR = 3_600_000;
  const rows = await db
    .selectFrom('bet_rollups')
    .select(['member_id', 'hour', (eb) => eb.fn.sum<number>('valid_bet').as('valid')])
    .where('member_id', 'in', [...byMember.keys()])
    .where('hour', '>=', Math.floor(Math.min(...windows.map((w) => w.from)) / HOUR) * HOUR)
    .groupBy(['member_id', 'hour'])
    .execute();
  for (const r of rows) {
    const w = byMember.get(r.member_id);
    const hour = Number(r.hour);
    if (!w || hour < Math.floor(w.from / HOUR) * HOUR || hour >= w.to) continue;
    out.set(r.member_id, (out.get(r.member_id) ?? 0) + Number(r.valid));
  }
  return out;
}
