import type { AppContext } from '#server/app-context.ts';
import type { Db } from '#server/db/connect.ts';
import { isUniqueViolation } from '#server/db/unique.ts';
import { ValidationFailed } from '#server/errors.ts';
import { AlreadyBound, findMemberByMobile, getMember, setTotpSecret, setVerifiedEmail, setVerifiedMobile } from '#server/members/index.ts';
import { phoneTarget, sendCode, useCode } from './codes.ts';
import { MobileExists } from './errors.ts';
import type { Client } from './login.ts';
import { generateTotpSecret, otpauthUri, verifyTotp } from './totp.ts';

/**
 * Binding what proves a member is who they say (spec §5): a mobile number or an email confirmed
 * by a code, and an authenticator app. The codes and TOTP are auth's; the member row is written
 * through members.
 */

/** Spec §5: a confirmed mobile or email cannot be changed or unlinked. */
function assertNotBound(value: string | null, verified: number, what: string): void {
  if (value && verified === 1) throw new AlreadyBound(`Your ${what} is confirmed and cannot be changed. Contact customer service if you lost it.`);
}

export async function sendBindMobileCode(app: AppContext, memberId: number, r: { mobileNum: string; countryDialingCode: string }, client: Client) {
  const m = await getMember(app.db, memberId);
  assertNotBound(m.mobile_num, m.mobile_verified, 'mobile number');
  const other = await findMemberByMobile(app.db, r.countryDialingCode, r.mobileNum);
  if (other && other.id !== memberId) throw new MobileExists('This mobile number belongs to another account.');
  return sendCode(app, { purpose: 'bind-mobile', channel: 'sms', target: phoneTarget(r.countryDialingCode, r.mobileNum), ip: client.ip, lang: client.lang, memberId });
}

export async function bindMobile(db: Db, memberId: number, r: { mobileNum: string; countryDialingCode: string; verificationCode: string }): Promise<void> {
  const m = await getMember(db, memberId);
  assertNotBound(m.mobile_num, m.mobile_verified, 'mobile number');
  await useCode(db, { purpose: 'bind-mobile', target: phoneTarget(r.countryDialingCode, r.mobileNum), code: r.verificationCode });
  const set = await setVerifiedMobile(db, memberId, r.countryDialingCode, r.mobileNum).catch((err: unknown) => {
    // Another account took the number since the code was sent.
    if (isUniqueViolation(err)) throw new MobileExists('This mobile number belongs to another account.');
    throw err;
  });
  if (!set) assertNotBound('bound', 1, 'mobile number');
}

export async function sendBindEmailCode(app: AppContext, memberId: number, email: string, client: Client) {
  const m = await getMember(app.db, memberId);
  assertNotBound(m.email, m.email_verified, 'email');
  return sendCode(app, { purpose: 'bind-email', channel: 'email', target: email.toLowerCase(), ip: client.ip, lang: client.lang, memberId });
}

export async function bindEmail(db: Db, memberId: number, r: { email: string; verificationCode: string }): Promise<void> {
  const m = await getMember(db, memberId);
  assertNotBound(m.email, m.email_verified, 'email');
  await useCode(db, { purpose: 'bind-email', target: r.email.toLowerCase(), code: r.verificationCode });
  if (!(await setVerifiedEmail(db, memberId, r.email))) assertNotBound('bound', 1, 'email');
}

/** Starts binding "Google verification": a new secret and its otpauth link (confirmed with a code). */
export async function beginTotp(db: Db, memberId: number): Promise<{ secret: string; uri: string }> {
  const m = await getMember(db, memberId);
  if (m.totp_secret) throw new AlreadyBound('Google verification is already on.');
  const secret = generateTotpSecret();
  return { secret, uri: otpauthUri(secret, m.account) };
}

export async function confirmTotp(db: Db, memberId: number, r: { secret: string; code: string }): Promise<void> {
  const m = await getMember(db, memberId);
  if (m.totp_secret) throw new AlreadyBound('Google verification is already on.');
  let step: number | null = null;
  try {
    step = verifyTotp(r.secret, r.code);
  } catch {
    step = null;
  }
  if (step === null) throw new ValidationFailed('code: the code does not match', { fields: [{ field: 'code', message: 'validation.code' }] });
  if (!(await setTotpSecret(db, memberId, r.secret.replace(/\s|=/g, '').toUpperCase(), step))) throw new AlreadyBound('Google verification is already on.');
}
