/**
 * Points from deposits: each credited deposit earns pointsFor(amount, 1.00, depositPerPoint) once
 * (key points:deposit:<id>), read from a cursor over the credit time. The cursor re-reads the last
 * ten minutes each run, so a deposit whose credit committed late is still seen; the key makes the
 * re-read pay nothing twice. With depositPerPoint 0 deposits earn nothing and the cursor moves on
 * (turning it on later does not pay for old deposits).
 */
import type { AppContext } from '#server/app-context.ts';
import { creditedDepositsFrom } from '#server/cashier/index.ts';
import { Accounts, shardOf } from '#server/ledger/index.ts';
import { loadSettings } from '#server/system/index.ts';
import { POINT_SCALE, pointsFor } from '#lib/contracts/loyalty-model.ts';
import { advanceCursor, cursorAt } from './cursors.ts';
import { lockMemberPoints, movePoints, POINTS_KINDS } from './points-posting.ts';

export const DEPOSIT_CURSOR = 'points:deposits';
const OVERLAP_MS = 10 * 60_000;
const BATCH = 500;

export const depositPointsKey = (depositId: number) => `points:deposit:${depositId}`;

/** Credits the points of deposits credited since the cursor; answers how many deposits earned points now. */
export async function accrueDepositPoints(app: AppContext, now = Date.now()): Promise<number> {
  const settings = await loadSettings(app.db);
  const rate = settings.loyalty.depositPerPoint;
  let since = Math.max(0, (await cursorAt(app.db, DEPOSIT_CURSOR)) - OVERLAP_MS);
  let paid = 0;
  for (;;) {
    const batch = await creditedDepositsFrom(app.db, since, BATCH);
    if (batch.length === 0) break;
    const due = rate > 0 ? batch.filter((d) => pointsFor(d.amount, POINT_SCALE, rate) > 0) : [];
    const known = due.length
      ? new Set((await app.db.selectFrom('journal_entries').select('idempotency_key').where('idempotency_key', 'in', due.map((d) => depositPointsKey(d.id))).execute()).map((r) => r.idempotency_key))
      : new Set<string>();
    for (const d of due) {
      if (known.has(depositPointsKey(d.id))) continue;
      const points = pointsFor(d.amount, POINT_SCALE, rate);
      const done = await app.ledger.run(async (sql) => {
        await lockMemberPoints(sql, d.memberId);
        return movePoints(sql, d.memberId, points, Accounts.pointsIssued('deposit', shardOf(d.memberId)), { kind: POINTS_KINDS.deposit, key: depositPointsKey(d.id), ref: `deposit:${d.id}`, meta: { type: 'deposit', deposit: d.amount } }, now);
      });
      if (done && !done.posted.replayed) paid++;
    }
    const last = batch[batch.length - 1]?.creditedAt ?? since;
    await advanceCursor(app.db, DEPOSIT_CURSOR, last, now);
    if (batch.length < BATCH || last === since) break;
    since = last;
  }
  return paid;
}
