/**
 * The member's account (spec §3/§5): registration, password recovery and change, who is signed in,
 * the avatar. Bodies marked sealed are sent encrypted for the server's public key
 * (GET /wps/system/publicKey, src/lib/crypto/seal.ts): on the wire they are `{ kid, key, iv, data }`,
 * and the payload schema below each is checked after the server opens it, so they have no `body`
 * here (a plaintext body is refused with ENCRYPTION_REQUIRED, not VALIDATION_ERROR).
 */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { AVATAR_IDS, AvatarChoices, filled, LoginResult, MemberInfo, Registered } from './member-shapes.ts';
import { dialingCode, mobileNum, password, smsCode } from './fields.ts';

export { Registration } from './member-shapes.ts';

const tag = 'Member';

/** Errors of a sealed body, and of its payload once opened. */
const SEALED = ['ENCRYPTION_REQUIRED', 'DECRYPTION_FAILED', 'PAYLOAD_EXPIRED', 'VALIDATION_ERROR', 'MALFORMED_JSON', 'UNSUPPORTED_MEDIA_TYPE', 'PAYLOAD_TOO_LARGE'] as const;
const REGISTER_ERRORS = [
  ...SEALED,
  'FEATURE_DISABLED',
  'TOO_MANY_REQUESTS',
  'ACCOUNT_EXISTS',
  'MOBILE_EXISTS',
  'INVALID_AFFILIATE_CODE',
  'SLIDER_INVALID',
  'CODE_INVALID',
  'CODE_EXPIRED',
  'PASSWORD_MISMATCH',
  'WEAK_PASSWORD',
  'UNDER_AGE',
] as const;

/** Sealed payload of POST /wps/member/password/reset. */
export const LinkReset = z.object({ token: z.string().max(64), newPassword: password, confirmPassword: z.string().max(128) });
/** Sealed payload of POST /wps/member/password/verification. */
export const PhoneReset = z.object({ mobileNum, countryDialingCode: dialingCode, verificationCode: smsCode, newPassword: password, confirmPassword: z.string().max(128).optional() });
/** Sealed payload of POST /wps/member/password. */
export const PasswordChange = z.object({ oldPassword: password, newPassword: password, confirmNewPassword: z.string().max(128) });

const avatar = z.object({ avatar: z.string().describe('the image’s address') });

export const member = {
  register: endpoint({
    method: 'PUT',
    path: '/wps/member/register',
    summary: 'Registers by username (sealed Registration payload); with `login` the answer is a new session',
    tag,
    access: 'public',
    response: Registered,
    errors: REGISTER_ERRORS,
  }),
  registerMobile: endpoint({
    method: 'PUT',
    path: '/wps/member/register/mobile',
    summary: 'Registers by mobile number (sealed Registration payload); with `login` the answer is a new session',
    tag,
    access: 'public',
    response: Registered,
    errors: REGISTER_ERRORS,
  }),
  affiliate: endpoint({
    method: 'GET',
    path: '/wps/agent/affiliate',
    summary: 'Whether an invitation (affiliate) code belongs to an agent',
    tag,
    access: 'public',
    query: z.object({ code: filled(40), domain: z.string().max(200).transform((v) => v.trim()).optional() }),
    response: z.object({ valid: z.boolean(), code: z.string().describe('upper case') }),
    errors: [],
  }),
  passwordEmail: endpoint({
    method: 'POST',
    path: '/wps/member/password/email',
    summary: 'Emails a reset link when the username and email match (the answer is the same either way)',
    tag,
    access: 'public',
    body: z.object({ username: filled(64), email: z.string().max(120).transform((v) => v.trim()).pipe(z.email()) }),
    response: z.object({ sent: z.literal(true) }),
    errors: ['TOO_MANY_REQUESTS'],
  }),
  passwordReset: endpoint({
    method: 'POST',
    path: '/wps/member/password/reset',
    summary: 'Sets a new password with the emailed link’s token (sealed LinkReset payload)',
    tag,
    access: 'public',
    response: z.object({ reset: z.literal(true) }),
    errors: [...SEALED, 'CODE_EXPIRED', 'PASSWORD_MISMATCH', 'WEAK_PASSWORD'],
  }),
  passwordByPhone: endpoint({
    method: 'POST',
    path: '/wps/member/password/verification',
    summary: 'Sets a new password with an SMS code and signs in (sealed PhoneReset payload)',
    tag,
    access: 'public',
    response: LoginResult,
    errors: [...SEALED, 'FEATURE_DISABLED', 'CODE_INVALID', 'CODE_EXPIRED', 'PASSWORD_MISMATCH', 'WEAK_PASSWORD', 'ACCOUNT_DISABLED'],
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/wps/member/password',
    summary: 'Changes the login password and starts a new session; other sessions end (sealed PasswordChange payload)',
    tag,
    access: 'member',
    response: LoginResult,
    errors: [...SEALED, 'INVALID_PASSWORD', 'PASSWORD_MISMATCH', 'WEAK_PASSWORD'],
  }),
  info: endpoint({ method: 'GET', path: '/wps/member/info', summary: 'Who is signed in (spec §3 member info)', tag, access: 'player', response: MemberInfo, errors: [] }),
  playerAvatar: endpoint({ method: 'GET', path: '/wps/relay/MCSFE_getPlayerAvatar', summary: 'The avatar’s address', tag, access: 'player', response: avatar, errors: [] }),
  avatars: endpoint({ method: 'GET', path: '/wps/member/info/icon', summary: 'The current avatar and the built-in choices', tag, access: 'player', response: AvatarChoices, errors: [] }),
  chooseAvatar: endpoint({
    method: 'POST',
    path: '/wps/member/info/icon',
    summary: 'Chooses one of the built-in avatars',
    tag,
    access: 'member',
    body: z.object({ avatar: z.string().pipe(z.enum(AVATAR_IDS)) }),
    response: z.object({ icon: z.string() }),
    errors: [],
  }),
};
