import type { Db } from '#server/db/connect.ts';
import { recordLoginDay } from './login-days.ts';

/**
 * The member-row writes of signing in and changing a password. Auth decides when (it checks the
 * password, the code or the authenticator); the row is the member's, written here.
 */

/** One failed password: one atomic increment, so parallel failures each count (a read-then-write would lose some). */
export async function countFailedLogin(db: Db, memberId: number): Promise<void> {
  await db.updateTable('members').set((eb) => ({ failed_logins: eb('failed_logins', '+', 1) })).where('id', '=', memberId).execute();
}

/** A session started: when and from where, the first login kept, the failure count cleared, whether the password is still the default. */
export async function recordLogin(db: Db, memberId: number, r: { now: number; ip: string; firstLoginAt: number | null; passwordIsDefault: boolean }): Promise<void> {
  await db
    .updateTable('members')
    .set({ last_login_at: r.now, last_login_ip: r.ip, first_login_at: r.firstLoginAt ?? r.now, failed_logins: 0, password_is_default: r.passwordIsDefault ? 1 : 0 })
    .where('id', '=', memberId)
    .execute();
  await recordLoginDay(db, memberId, r.now);
}

/** A new login password (already hashed): no longer the default, failures cleared. */
export async function setPasswordHash(db: Db, memberId: number, hash: string, now = Date.now()): Promise<void> {
  await db.updateTable('members').set({ password_hash: hash, password_changed_at: now, password_is_default: 0, failed_logins: 0 }).where('id', '=', memberId).execute();
}

/** Uses an authenticator time step once: only a step later than the last one used is taken. */
export async function takeTotpStep(db: Db, memberId: number, step: number): Promise<boolean> {
  const taken = await db
    .updateTable('members')
    .set({ totp_last_step: step })
    .where('id', '=', memberId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}
