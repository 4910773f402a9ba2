import type { AppContext } from '#server/context.ts';
import type { Db } from '#server/db/connect.ts';
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { revokeMemberSessions } from '#server/auth/sessions.ts';
import { ValidationFailed } from '#server/errors.ts';
import { AccountExcluded } from './errors.ts';
import type { Exclusion } from '#lib/types/rg.ts';

const DAY = 86_400_000;
/** UK RTS 13: time-outs of 24 hours, 7 days, 30 days, or up to 6 weeks. */
export const TIME_OUT_DAYS = [1, 7, 30, 42] as const;
/** UK RTS 13: self-exclusion for at least 6 months, or permanently. */
export const SELF_EXCLUSION_MONTHS = [6, 12, 24, 60] as const;

/** The exclusion in force for a member now (the longest), if any. */
export async function activeExclusion(db: Db, memberId: number, now = Date.now()): Promise<Exclusion | null> {
  const rows = await db
    .selectFrom('exclusions')
    .select(['kind', 'until'])
    .where('member_id', '=', memberId)
    .where((eb) => eb.or([eb('until', 'is', null), eb('until', '>', now)]))
    .execute();
  if (!rows.length) return null;
  const permanent = rows.find((r) => r.until === null);
  const chosen = permanent ?? rows.reduce((a, b) => ((a.until ?? 0) >= (b.until ?? 0) ? a : b));
  return { kind: chosen.kind as Exclusion['kind'], until: chosen.until };
}

/** Refuses what an excluded member may not do (log in, deposit, play, take promotions). */
export async function assertNotExcluded(db: Db, memberId: number, now = Date.now()): Promise<void> {
  const ex = await activeExclusion(db, memberId, now);
  if (ex) throw new AccountExcluded(ex.kind === 'time_out' ? 'You are taking a break from play.' : 'You have excluded yourself from play.', { kind: ex.kind, until: ex.until });
}

/**
 * The lock that orders a member's stakes against a responsible-gambling block or a password
 * change: a vendor debit holds it while it checks the member may still stake and until it
 * commits, so a block either comes after a stake completely or the stake sees the block.
 */
export const stakeLock = (memberId: number) => `stakes:${memberId}`;

/** Ends every game session of a member at every vendor (debits stop; late wins and rollbacks still settle). */
export async function endGameSessions(sql: SqlRunner, memberId: number, now: number): Promise<number> {
  return sql.run('update provider_sessions set expires_at = ? where member_id = ? and expires_at > ?', [now, memberId, now]);
}

/** In a unit of work holding stakeLock: the block in force now, if any (the longest). */
export async function exclusionIn(sql: SqlRunner, memberId: number, now: number): Promise<Exclusion | null> {
  const row = await sql.get<{ kind: string; until: number | null }>(
    'select kind, "until" from exclusions where member_id = ? and ("until" is null or "until" > ?) order by case when "until" is null then 1 else 0 end desc, "until" desc limit 1',
    [memberId, now],
  );
  return row ? { kind: row.kind as Exclusion['kind'], until: row.until === null ? null : Number(row.until) } : null;
}

/**
 * Starts a time-out or a self-exclusion: in force at once — the member's game sessions end at
 * every vendor in the same transaction, under the member's stake lock, so no stake lands after
 * it — then every login session ends. It cannot be shortened (a longer one may be added). Pending
 * withdrawals still complete, and rounds already placed still settle.
 */
export async function exclude(
  app: Pick<AppContext, 'db' | 'ledger'>,
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
    await sql.run('insert into exclusions (member_id, kind, "until", created_at) values (?, ?, ?, ?)', [memberId, e.kind, until, at]);
    await endGameSessions(sql, memberId, at);
  });
  await revokeMemberSessions(app.db, memberId, undefined, now);
  return { kind: e.kind, until };
}

/** A password change (or reset): the member's game sessions at every vendor end at once, ordered against stakes in flight. */
export async function endGameSessionsNow(app: Pick<AppContext, 'ledger'>, memberId: number): Promise<void> {
  await app.ledger.run(async (sql) => {
    await sql.lock(stakeLock(memberId));
    await endGameSessions(sql, memberId, Date.now());
  });
}

/** These shapes are the ones the browser reads (src/lib/types/rg.ts). */
export type { Exclusion };
