import { sql } from 'kysely';
import { verifyPassword } from '#server/auth/index.ts';
import type { Db } from '#server/db/connect.ts';
import type { MemberRow } from '#server/members/index.ts';
import { PaymentPasswordLocked, PaymentPasswordNotSet, WrongPaymentPassword } from './errors.ts';

/** Wrong payment passwords allowed before the lock. */
export const PAYMENT_PASSWORD_TRIES = 5;
/** How long the lock lasts. */
export const PAYMENT_PASSWORD_LOCK_MS = 15 * 60_000;

function locked(until: number, now: number): PaymentPasswordLocked {
  return new PaymentPasswordLocked(`Too many wrong payment passwords. Try again after ${new Date(until).toISOString()}.`, {
    until,
    retryAfterSeconds: Math.max(1, Math.ceil((until - now) / 1000)),
  });
}

/**
 * Every check of a payment password goes through here (withdrawals, transfers, binding a bank
 * account, changing the payment password, and later converting or redeeming points): while locked
 * it refuses even the right password; a wrong one is counted by one guarded update (`failures <
 * 5`), so parallel wrong tries can never count more than five; the fifth locks it for 15 minutes;
 * the right one clears the count. A lock that has run out is opened by a guarded update first.
 */
export async function assertPaymentPassword(db: Db, member: MemberRow, given: string, now = Date.now()): Promise<void> {
  if (!member.payment_password_hash) throw new PaymentPasswordNotSet('Set a payment password in the security centre first.');
  await checkPassword(db, member.id, member.payment_password_hash, given, now);
}

/** The same check against any stored hash that guards money (the payment password itself, or its proof when changing it). */
export async function checkPassword(db: Db, memberId: number, hash: string, given: string, now = Date.now()): Promise<void> {
  const lock = await db.selectFrom('payment_password_locks').select('locked_until').where('member_id', '=', memberId).executeTakeFirst();
  if (lock?.locked_until != null) {
    if (lock.locked_until > now) throw locked(lock.locked_until, now);
    // Run out: opened once, whichever check comes first.
    await db.updateTable('payment_password_locks').set({ failures: 0, locked_until: null, updated_at: now }).where('member_id', '=', memberId).where('locked_until', '<=', now).execute();
  }
  if (await verifyPassword(hash, given)) {
    await db.updateTable('payment_password_locks').set({ failures: 0, updated_at: now }).where('member_id', '=', memberId).where('failures', '>', 0).where('locked_until', 'is', null).execute();
    return;
  }
  await db.insertInto('payment_password_locks').values({ member_id: memberId, failures: 0, locked_until: null, updated_at: now }).onConflict((oc) => oc.column('member_id').doNothing()).execute();
  const until = now + PAYMENT_PASSWORD_LOCK_MS;
  const counted = await db
    .updateTable('payment_password_locks')
    .set({
      failures: sql<number>`failures + 1`,
      locked_until: sql<number | null>`case when failures + 1 >= ${PAYMENT_PASSWORD_TRIES} then ${until} else locked_until end`,
      updated_at: now,
    })
    .where('member_id', '=', memberId)
    .where('failures', '<', PAYMENT_PASSWORD_TRIES)
    .returning(['failures', 'locked_until'])
    .executeTakeFirst();
  if (!counted) {
    // Locked by parallel wrong tries meanwhile: this one is not counted.
    const current = await db.selectFrom('payment_password_locks').select('locked_until').where('member_id', '=', memberId).executeTakeFirst();
    throw locked(current?.locked_until ?? until, now);
  }
  if (counted.locked_until !== null && counted.failures >= PAYMENT_PASSWORD_TRIES) throw locked(Number(counted.locked_until), now);
  throw new WrongPaymentPassword('The payment password is not right.', { triesLeft: PAYMENT_PASSWORD_TRIES - counted.failures });
}
