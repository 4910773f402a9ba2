import type { Db } from '#server/db/connect.ts';
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
 * Starts a time-out or a self-exclusion: in force at once, every session ends, and it cannot be
 * shortened (a longer one may be added). Pending withdrawals still complete.
 */
export async function exclude(db: Db, memberId: number, e: { kind: 'time_out'; days: number } | { kind: 'self_exclusion'; months: number | 'permanent' }, now = Date.now()): Promise<Exclusion> {
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
  await db.insertInto('exclusions').values({ member_id: memberId, kind: e.kind, until, created_at: now }).execute();
  await revokeMemberSessions(db, memberId, undefined, now);
  return { kind: e.kind, until };
}

/** These shapes are the ones the browser reads (src/lib/types/rg.ts). */
export type { Exclusion };
