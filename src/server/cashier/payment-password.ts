import { verifyPassword } from '#server/auth/passwords.ts';
import type { MemberRow } from '#server/members/members.ts';
import { PaymentPasswordNotSet, WrongPaymentPassword } from './errors.ts';

/** Money leaves an account only with the member's payment password. */
export async function assertPaymentPassword(member: MemberRow, given: string): Promise<void> {
  if (!member.payment_password_hash) throw new PaymentPasswordNotSet('Set a payment password in the security centre first.');
  if (!(await verifyPassword(member.payment_password_hash, given))) throw new WrongPaymentPassword('The payment password is not right.');
}
