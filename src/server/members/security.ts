import { isAgentType } from '#lib/roles.ts';
import type { Db } from '#server/db/connect.ts';
import { InvalidState, ValidationFailed } from '#server/errors.ts';
import { assertAdult } from './age.ts';
import { AlreadyBound } from './errors.ts';
import { getMember, type MemberRow } from './members.ts';

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

/**
 * The member-row writes of the security centre. Auth checks the codes and the TOTP
 * (auth/member-bindings.ts), cashier the payment password (cashier/payment-password-change.ts);
 * each write here is guarded and says whether it happened.
 */

/** Confirms a mobile number, unless one is confirmed already; a number another account holds fails with the unique violation. */
export async function setVerifiedMobile(db: Db, memberId: number, country: string, num: string): Promise<boolean> {
  const res = await db
    .updateTable('members')
    .set({ mobile_country: country, mobile_num: num, mobile_verified: 1 })
    .where('id', '=', memberId)
    .where('mobile_verified', '!=', 1)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Confirms an email, unless one is confirmed already. */
export async function setVerifiedEmail(db: Db, memberId: number, email: string): Promise<boolean> {
  const res = await db.updateTable('members').set({ email, email_verified: 1 }).where('id', '=', memberId).where('email_verified', '!=', 1).executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Turns the authenticator app on, unless it is on already. */
export async function setTotpSecret(db: Db, memberId: number, secret: string, step: number): Promise<boolean> {
  const res = await db.updateTable('members').set({ totp_secret: secret, totp_last_step: step }).where('id', '=', memberId).where('totp_secret', 'is', null).executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Stores a new payment password hash only over the one the caller proved (`expected`; null = none was set). */
export async function replacePaymentPasswordHash(db: Db, memberId: number, expected: string | null, hash: string): Promise<boolean> {
  const res = await db
    .updateTable('members')
    .set({ payment_password_hash: hash })
    .where('id', '=', memberId)
    .where((eb) => (expected === null ? eb('payment_password_hash', 'is', null) : eb('payment_password_hash', '=', expected)))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
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
