/** The member centre's security settings (spec §2 "my account", §5): profile, bindings, payment password, contacts, authenticator app. */
import { z } from 'zod';
import { CONTACT_KINDS } from '../contact-kinds.ts';
import { endpoint } from './endpoint.ts';
import { epochMs } from './common.ts';
import { dialingCode, mobileNum, password, smsCode } from './fields.ts';
import { CodeSent } from './verification.ts';

const tag = 'Security centre';

const trimmed = (max: number) => z.string().max(max).transform((v) => v.trim());
const emailField = trimmed(120).pipe(z.email());

/** Spec §3 "other member data shown as labels", masked where sensitive. */
export const Profile = z.object({
  account: z.string(),
  nickname: z.string().nullable(),
  realName: z.string().nullable(),
  birthday: z.string().nullable().describe('YYYY-MM-DD'),
  idNumber: z.string().nullable().describe('masked'),
  mobile: z.string().nullable().describe('"+880 17•••••678": dialing code and masked number'),
  mobileVerified: z.boolean(),
  email: z.string().nullable().describe('masked'),
  emailVerified: z.boolean(),
  affiliateCode: z.string().nullable().describe('agents only'),
  referrer: z.string().nullable(),
  hasPaymentPassword: z.boolean(),
  hasTotp: z.boolean(),
  avatar: z.string().nullable(),
  contacts: z.partialRecord(z.enum(CONTACT_KINDS), z.string()),
  createdAt: epochMs,
  lastLoginAt: epochMs.nullable(),
});
export type Profile = z.infer<typeof Profile>;

/** A new authenticator secret, its otpauth link and the QR code as SVG markup. */
export const TotpSetup = z.object({ secret: z.string(), uri: z.string(), qr: z.string().describe('SVG markup') });
export type TotpSetup = z.infer<typeof TotpSetup>;

const member = 'member' as const;

export const memberSecurity = {
  profile: endpoint({ method: 'GET', path: '/wps/member/profile', summary: 'The member’s profile, masked where sensitive', tag, access: member, response: Profile, errors: [] }),
  updateProfile: endpoint({
    method: 'POST',
    path: '/wps/member/profile',
    summary: 'Completes the profile: nickname any time, real name and birthday once',
    tag,
    access: member,
    body: z
      .object({ nickname: trimmed(30).optional(), realName: trimmed(60).optional(), birthday: z.iso.date().optional() })
      .refine((b) => b.nickname !== undefined || b.realName !== undefined || b.birthday !== undefined, { message: 'nothing to change' }),
    response: Profile,
    errors: ['ALREADY_BOUND', 'UNDER_AGE'],
  }),
  mobileCode: endpoint({
    method: 'POST',
    path: '/wps/member/mobile/code',
    summary: 'Sends a code by SMS to the mobile number to bind',
    tag,
    access: member,
    body: z.object({ mobileNum, countryDialingCode: dialingCode }),
    response: CodeSent,
    errors: ['ALREADY_BOUND', 'MOBILE_EXISTS', 'TOO_MANY_REQUESTS'],
  }),
  bindMobile: endpoint({
    method: 'POST',
    path: '/wps/member/mobile',
    summary: 'Binds the mobile number with the code sent to it (once: a confirmed number cannot change)',
    tag,
    access: member,
    body: z.object({ mobileNum, countryDialingCode: dialingCode, verificationCode: smsCode }),
    response: z.object({ bound: z.literal(true) }),
    errors: ['ALREADY_BOUND', 'MOBILE_EXISTS', 'CODE_INVALID', 'CODE_EXPIRED', 'TOO_MANY_REQUESTS'],
  }),
  emailCode: endpoint({
    method: 'POST',
    path: '/wps/member/email/code',
    summary: 'Sends a code to the email address to bind',
    tag,
    access: member,
    body: z.object({ email: emailField }),
    response: CodeSent,
    errors: ['ALREADY_BOUND', 'TOO_MANY_REQUESTS'],
  }),
  bindEmail: endpoint({
    method: 'POST',
    path: '/wps/member/email',
    summary: 'Binds the email address with the code sent to it (once)',
    tag,
    access: member,
    body: z.object({ email: emailField, verificationCode: smsCode }),
    response: z.object({ bound: z.literal(true) }),
    errors: ['ALREADY_BOUND', 'CODE_INVALID', 'CODE_EXPIRED', 'TOO_MANY_REQUESTS'],
  }),
  paymentPassword: endpoint({
    method: 'POST',
    path: '/wps/member/paymentPassword',
    summary: 'Sets or changes the six-digit payment password (the current payment password, or the login password the first time)',
    tag,
    access: member,
    body: z.object({ currentPassword: password, paymentPassword: z.string().max(12), confirmPaymentPassword: z.string().max(12) }),
    response: z.object({ set: z.literal(true) }),
    errors: ['PASSWORD_MISMATCH', 'INVALID_PASSWORD', 'PAYMENT_PASSWORD_LOCKED', 'INVALID_STATE'],
  }),
  linkContact: endpoint({
    method: 'POST',
    path: '/wps/member/contact',
    summary: 'Links a social contact (each kind once)',
    tag,
    access: member,
    body: z.object({ kind: z.enum(CONTACT_KINDS), value: trimmed(100).pipe(z.string().min(2)) }),
    response: z.object({ linked: z.literal(true) }),
    errors: ['ALREADY_BOUND', 'INVALID_STATE'],
  }),
  beginTotp: endpoint({
    method: 'POST',
    path: '/wps/member/totp/begin',
    summary: 'A new authenticator secret to scan; nothing changes until it is confirmed',
    tag,
    access: member,
    response: TotpSetup,
    errors: ['ALREADY_BOUND'],
  }),
  confirmTotp: endpoint({
    method: 'POST',
    path: '/wps/member/totp',
    summary: 'Turns the authenticator on with the secret and a code it shows',
    tag,
    access: member,
    body: z.object({ secret: z.string().trim().regex(/^[A-Za-z2-7 =]{16,64}$/), code: smsCode }),
    response: z.object({ bound: z.literal(true) }),
    errors: ['ALREADY_BOUND'],
  }),
};
