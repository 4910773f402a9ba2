import { hashPassword, InvalidPassword, PasswordMismatch, verifyPassword } from '#server/auth/index.ts';
import type { Db } from '#server/db/connect.ts';
import { InvalidState, ValidationFailed } from '#server/errors.ts';
import { getMember, replacePaymentPasswordHash } from '#server/members/index.ts';
import { WrongPaymentPassword } from './errors.ts';
import { checkPassword } from './payment-password.ts';

/**
 * Sets or changes the payment password (6 digits). Setting it the first time needs the login
 * password; changing it needs the current payment password.
 */
export async function setPaymentPassword(
  db: Db,
  memberId: number,
  r: { currentPassword: string; paymentPassword: string; confirmPaymentPassword: string },
): Promise<void> {
  if (!/^\d{6}$/.test(r.paymentPassword)) throw new ValidationFailed('paymentPassword: six digits', { fields: [{ field: 'paymentPassword', message: 'validation.pattern.DIGITS', values: { min: 6, max: 6 } }] });
  if (r.paymentPassword !== r.confirmPaymentPassword) throw new PasswordMismatch('The two payment passwords are not the same.');
  const m = await getMember(db, memberId);
  if (m.payment_password_hash) {
    // The current payment password is a payment-password check like any other: counted, and locked after five wrong.
    try {
      await checkPassword(db, memberId, m.payment_password_hash, r.currentPassword);
    } catch (err) {
      if (err instanceof WrongPaymentPassword) throw new InvalidPassword('The current payment password is not right.', err.details);
      throw err;
    }
  } else if (!(await verifyPassword(m.password_hash, r.currentPassword))) throw new InvalidPassword('Your login password is not right.');
  const hash = await hashPassword(r.paymentPassword);
  // Only over the password just proven: a change made meanwhile (another tab) is not overwritten.
  if (!(await replacePaymentPasswordHash(db, memberId, m.payment_password_hash, hash))) throw new InvalidState('The payment password was changed meanwhile. Reload and try again.');
}
