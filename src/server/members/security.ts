import { isAgentType } from '#lib/roles.ts';
import { phoneTarget, sendCode, useCode } from '#server/auth/codes.ts';
import type { Client } from '#server/auth/login.ts';
import { AlreadyBound, InvalidPassword, MobileExists, PasswordMismatch } from '#server/auth/errors.ts';
import { hashPassword, verifyPassword } from '#server/auth/passwords.ts';
import { generateTotpSecret, otpauthUri, verifyTotp } from '#server/auth/totp.ts';
import type { AppContext } from '#server/context.ts';
import type { Db } from '#server/db/connect.ts';
import { isUniqueViolation } from '#server/db/unique.ts';
import { ValidationFailed } from '#server/errors.ts';
import { InvalidState, WrongPaymentPassword } from '#server/cashier/errors.ts';
import { checkPassword } from '#server/cashier/payment-password.ts';
import { assertAdult } from './age.ts';
import { findMemberByMobile, getMember, type MemberRow } from './members.ts';

/** Social contacts a member may link (spec §3), each once. */
export const CONTACT_KINDS = ['qq', 'whatsapp', 'facebook', 'telegram', 'line', 'zalo', 'wechat', 'skype'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

/** What each kind of contact looks like (a handle or a number, never free text). */
export const CONTACT_PATTERNS: Record<ContactKind, RegExp> = {
  qq: /^\d{5,12}$/,
  whatsapp: /^\+?\d{7,15}$/,
  telegram: /^@?[A-Za-z0-9_]{5,32}$/,
  facebook: /^[A-Za-z0-9.]{3,60}$/,
  line: /^[A-Za-z0-9._-]{3,30}$/,
  zalo: /^\+?\d{7,15}$/,
  wechat: /^[A-Za-z][A-Za-z0-9_-]{5,19}$/,
  skype: /^[A-Za-z][A-Za-z0-9.,_:-]{5,31}$/,
};

/** The built-in avatars a member can choose from. */
export const AVATARS = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8'] as const;

function maskMiddle(value: string | null, keepStart = 2, keepEnd = 3): string | null {
  if (!value) return null;
  if (value.length <= keepStart + keepEnd) return value;
  return value.slice(0, keepStart) + '•'.repeat(Math.min(6, value.length - keepStart - keepEnd)) + value.slice(-keepEnd);
}

/** Spec §3 "other member data shown as labels" for the security centre: masked where sensitive. */
export interface Profile {
  account: string;
  nickname: string | null;
  realName: string | null;
  birthday: string | null;
  idNumber: string | null;
  mobile: string | null;
  mobileVerified: boolean;
  email: string | null;
  emailVerified: boolean;
  affiliateCode: string | null;
  referrer: string | null;
  hasPaymentPassword: boolean;
  hasTotp: boolean;
  avatar: string | null;
  contacts: Partial<Record<ContactKind, string>>;
  createdAt: number;
  lastLoginAt: number | null;
}

export function toProfile(m: MemberRow): Profile {
  return {
    account: m.account,
    nickname: m.nickname,
    realName: m.real_name,
    birthday: m.birthday,
    idNumber: maskMiddle(m.id_number),
    mobile: m.mobile_num ? `+${m.mobile_country ?? ''} ${maskMiddle(m.mobile_num, 2, 3)}` : null,
    mobileVerified: m.mobile_verified === 1,
    email: m.email ? m.email.replace(/^(.{2}).*(@.*)$/, '$1•••$2') : null,
    emailVerified: m.email_verified === 1,
    affiliateCode: isAgentType(m.is_agent) ? m.affiliate_code : null,
    referrer: m.referrer,
    hasPaymentPassword: m.payment_password_hash !== null,
    hasTotp: m.totp_secret !== null,
    avatar: m.avatar,
    contacts: JSON.parse(m.contacts) as Partial<Record<ContactKind, string>>,
    createdAt: m.created_at,
    lastLoginAt: m.last_login_at,
  };
}

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
  const res = await db
    .updateTable('members')
    .set({ mobile_country: r.countryDialingCode, mobile_num: r.mobileNum, mobile_verified: 1 })
    .where('id', '=', memberId)
    .where('mobile_verified', '!=', 1)
    .executeTakeFirst()
    .catch((err: unknown) => {
      // Another account took the number since the code was sent.
      if (isUniqueViolation(err)) throw new MobileExists('This mobile number belongs to another account.');
      throw err;
    });
  if (Number(res.numUpdatedRows) !== 1) assertNotBound('bound', 1, 'mobile number');
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
  const res = await db.updateTable('members').set({ email: r.email, email_verified: 1 }).where('id', '=', memberId).where('email_verified', '!=', 1).executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) assertNotBound('bound', 1, 'email');
}

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
  const res = await db
    .updateTable('members')
    .set({ payment_password_hash: hash })
    .where('id', '=', memberId)
    .where((eb) => (m.payment_password_hash === null ? eb('payment_password_hash', 'is', null) : eb('payment_password_hash', '=', m.payment_password_hash)))
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw new InvalidState('The payment password was changed meanwhile. Reload and try again.');
}

/** Links one social contact; a linked contact cannot be changed (spec §5). */
export async function linkContact(db: Db, memberId: number, kind: ContactKind, value: string): Promise<void> {
  if (!CONTACT_PATTERNS[kind].test(value.trim())) {
    throw new ValidationFailed(`value: not a valid ${kind} contact`, { fields: [{ field: 'value', message: `validation.contact.${kind}` }] });
  }
  // Read, add, write only over what was read: a contact linked meanwhile is read again, never lost.
  for (let attempt = 0; attempt < 10; attempt++) {
    const m = await getMember(db, memberId);
    const contacts = JSON.parse(m.contacts) as Record<string, string>;
    if (contacts[kind]) throw new AlreadyBound('This contact is already linked and cannot be changed.');
    contacts[kind] = value.trim();
    const res = await db.updateTable('members').set({ contacts: JSON.stringify(contacts) }).where('id', '=', memberId).where('contacts', '=', m.contacts).executeTakeFirst();
    if (Number(res.numUpdatedRows) === 1) return;
  }
  throw new InvalidState('Your contacts are being changed elsewhere. Try again.');
}

/** Fills in profile fields once; set fields stay as they are (they identify the member for payouts). */
export async function completeProfile(db: Db, memberId: number, r: { nickname?: string | undefined; realName?: string | undefined; birthday?: string | undefined }): Promise<void> {
  const m = await getMember(db, memberId);
  if ((r.realName && m.real_name) || (r.birthday && m.birthday)) throw new AlreadyBound('This detail is already set and cannot be changed.');
  const set: { nickname?: string; real_name?: string; birthday?: string } = {};
  if (r.nickname !== undefined) set.nickname = r.nickname.trim();
  if (r.realName) set.real_name = r.realName.trim();
  if (r.birthday) {
    assertAdult(r.birthday);
    set.birthday = r.birthday;
  }
  if (!Object.keys(set).length) return;
  let q = db.updateTable('members').set(set).where('id', '=', memberId);
  if (set.real_name) q = q.where('real_name', 'is', null);
  if (set.birthday) q = q.where('birthday', 'is', null);
  const res = await q.executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw new AlreadyBound('This detail is already set and cannot be changed.');
}

export async function setAvatar(db: Db, memberId: number, avatar: (typeof AVATARS)[number]): Promise<void> {
  await db.updateTable('members').set({ avatar }).where('id', '=', memberId).execute();
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
  const res = await db.updateTable('members').set({ totp_secret: r.secret.replace(/\s|=/g, '').toUpperCase(), totp_last_step: step }).where('id', '=', memberId).where('totp_secret', 'is', null).executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw new AlreadyBound('Google verification is already on.');
}
