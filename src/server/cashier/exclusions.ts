import type { AppContext } from '#server/app-context.ts';
import { endGameSessions, revokeMemberSessions } from '#server/auth/index.ts';
import { ValidationFailed } from '#server/errors.ts';
import { insertExclusion, SELF_EXCLUSION_MONTHS, stakeLock, TIME_OUT_DAYS } from '#server/members/index.ts';
import { forfeitActiveBonuses } from '#server/promotions/index.ts';
import type { Exclusion } from '#lib/types/rg.ts';

const DAY = 86_400_000;

// The reads, the lock and the table are the member's (src/server/members/exclusions.ts); the
// session ends are auth's. Starting a block ties them together here.
export { activeExclusion, assertNotExcluded, exclusionIn, SELF_EXCLUSION_MONTHS, stakeLock, TIME_OUT_DAYS } from '#server/members/index.ts';

/**
 * Starts a time-out or a self-exclusion: in force at once — the member's game sessions end at
 * every vendor in the same transaction, under the member's stake lock, so no stake lands after
 * it — and its active bonuses are forfeited in the same transaction; then every login session ends. It cannot be shortened (a longer one may be added). Pending
 * withdrawals still complete, and rounds already placed still settle.
 */
export async function exclude(
  app: Pick<AppContext, 'db' | 'ledger' | 'events'>,
  memberId: number,
  e: { kind: 'time_out'; days: number } | { kind: 'self_exclusion'; months: number | 'permanent' },
  now = Date.now(),
): Promise<Exclusion> {
  let until: number | null;
  if (e.kind === 'time_out') {
    if (!(TIME_OUT_DAYS as readonly number[]).includes(e.days)) throw new ValidationFailed(`days: one of ${TIME_OUT_DAYS.join(', ')}`);
    until = now + e.days * DAY;
  } else if (e.months === 'permanent') {
    until = null;
  } else {
    if (!(SELF_EXCLUSION_MONTHS as readonly number[]).includes(e.months)) throw new ValidationFailed(`months: one of ${SELF_EXCLUSION_MONTHS.join(', ')}`);
    const d = new Date(now);
    d.setUTCMonth(d.getUTCMonth() + e.months);
    until = d.getTime();
  }
  await app.ledger.run(async (sql) => {
    await sql.lock(stakeLock(memberId));
    // The moment it takes effect: after every stake that held the lock before it.
    const at = Math.max(now, Date.now());
    await insertExclusion(sql, memberId, e.kind, until, at);
    await endGameSessions(sql, memberId, at);
    // Bonus money is not kept through a block: every active bonus is forfeited with it.
    await forfeitActiveBonuses(sql, memberId, 'exclusion', at);
  });
  await revokeMemberSessions(app, memberId, undefined, now);
  return { kind: e.kind, until };
}

/** These shapes are the ones the browser reads (src/lib/types/rg.ts). */
export type { Exclusion };
