/**
 * Spec §3/§7 signing in: the server's public key, the captchas, the login (sealed), free play, the
 * second factor and logging out. The login body is sealed for the server's public key: on the wire
 * it is `{ kid, key, iv, data }`, and LoginPayload is checked after the server opens it, so the
 * endpoint has no `body` here (a plaintext body is refused with ENCRYPTION_REQUIRED).
 */
import { z } from 'zod';
import { powAnswer, sliderAnswer } from './captcha-answers.ts';
import { endpoint } from './endpoint.ts';
import { dialingCode, mobileNum, password, smsCode } from './fields.ts';
import { LoginResult } from './member-shapes.ts';
import { CodeSent } from './verification.ts';

const tag = 'Session';

const text = (max: number) => z.string().max(max);
const trimmed = (max: number) => z.string().max(max).transform((v) => v.trim());
const remember = z.boolean().default(false);
const side = z.enum(['member', 'agent']).default('member');

/** Sealed payload of POST /wps/session/login: by username and password, or by an SMS code. */
export const LoginPayload = z.discriminatedUnion('type', [
  z.object({
    type: z.enum(['username', '']).transform(() => 'username' as const),
    username: trimmed(64).pipe(z.string().min(1)),
    password,
    captcha: trimmed(2000).optional().describe('the characters in the picture, or a solved proof of work (base64url JSON) for the non-visual check'),
    captchaId: text(64).optional(),
    slider: sliderAnswer,
    remember,
    side,
  }),
  z.object({ type: z.literal('sms'), mobileNum, countryDialingCode: dialingCode, verificationCode: smsCode, slider: sliderAnswer, remember, side }),
]);

/** The hole's x stays on the server, the browser learns only y. */
export const SliderPuzzle = z.object({
  id: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  pieceSize: z.number().int(),
  y: z.number().int(),
  background: z.string().describe('base64 PNG'),
  piece: z.string().describe('base64 PNG'),
});
export type SliderPuzzle = z.infer<typeof SliderPuzzle>;

/** A proof-of-work challenge: the non-visual alternative to the slider. */
export const PowChallenge = z.object({
  id: z.string(),
  challenge: z.object({
    // Typed by the proof-of-work library, where the expiry and signature are optional; this server always sets them.
    parameters: powAnswer.shape.challenge.shape.parameters.extend({ algorithm: z.string().describe('SHA-256'), expiresAt: z.number().int().min(0).exactOptional().describe('seconds since 1970') }),
    signature: z.string().exactOptional().describe('always sent by this server'),
  }),
});
export type PowChallenge = z.infer<typeof PowChallenge>;

export const SecondFactorMethod = z.enum(['sms', 'email', 'totp']);
export type SecondFactorMethod = z.infer<typeof SecondFactorMethod>;

/** A login from a new address waits for one of these (the SECOND_FACTOR_REQUIRED answer's details). */
export const SecondFactorChallenge = z.object({ challengeId: z.string(), methods: z.array(z.object({ method: SecondFactorMethod, hint: z.string() })) });
export type SecondFactorChallenge = z.infer<typeof SecondFactorChallenge>;

/** Errors of a sealed body, and of its payload once opened. */
const SEALED = ['ENCRYPTION_REQUIRED', 'DECRYPTION_FAILED', 'PAYLOAD_EXPIRED', 'VALIDATION_ERROR', 'MALFORMED_JSON', 'UNSUPPORTED_MEDIA_TYPE', 'PAYLOAD_TOO_LARGE'] as const;

export const session = {
  publicKey: endpoint({
    method: 'GET',
    path: '/wps/system/publicKey',
    summary: 'The server’s public key that sealed bodies are encrypted for',
    tag,
    access: 'public',
    response: z.object({ kid: z.string(), spki: z.string().describe('base64 SPKI') }),
    errors: [],
  }),
  imageCaptcha: endpoint({
    method: 'GET',
    path: '/wps/captcha',
    summary: 'The image captcha, a base64 PNG, bound to this browser by a cookie (apps send its X-Captcha-Id back as captchaId)',
    tag,
    access: 'public',
    response: z.string().describe('base64 PNG'),
    errors: ['TOO_MANY_REQUESTS'],
  }),
  slider: endpoint({ method: 'GET', path: '/wps/captcha/slider', summary: 'A slider puzzle', tag, access: 'public', response: SliderPuzzle, errors: ['TOO_MANY_REQUESTS'] }),
  pow: endpoint({
    method: 'GET',
    path: '/wps/captcha/pow',
    summary: 'A proof-of-work challenge: the non-visual alternative to the slider or, with `for=image`, to the image captcha (then bound to the browser by its cookie)',
    tag,
    access: 'public',
    query: z.object({ for: z.string().optional().describe('`image` for the image captcha’s alternative') }),
    response: PowChallenge,
    errors: ['TOO_MANY_REQUESTS'],
  }),
  login: endpoint({
    method: 'POST',
    path: '/wps/session/login',
    summary: 'Logs in by username and password or by SMS code (sealed LoginPayload); the session is also set as an HttpOnly cookie',
    tag,
    access: 'public',
    response: LoginResult,
    errors: [...SEALED, 'INVALID_CREDENTIALS', 'CAPTCHA_REQUIRED', 'CAPTCHA_INVALID', 'SLIDER_INVALID', 'SECOND_FACTOR_REQUIRED', 'NON_MEMBER', 'ACCOUNT_DISABLED', 'NOT_AGENT', 'FEATURE_DISABLED', 'CODE_INVALID', 'CODE_EXPIRED', 'TOO_MANY_REQUESTS'],
  }),
  freePlay: endpoint({
    method: 'POST',
    path: '/wps/session/login/freeplay',
    summary: 'Starts a trial (play-money) account and its session',
    tag,
    access: 'public',
    body: z.object({ os: text(40).optional(), platform: z.literal('W').default('W'), gatewayVersion: z.coerce.number().int().optional() }),
    response: LoginResult,
    errors: ['FEATURE_DISABLED', 'TOO_MANY_REQUESTS'],
  }),
  sendFactorCode: endpoint({
    method: 'POST',
    path: '/wps/session/secondFactor/send',
    summary: 'Sends the code of the chosen second factor for a pending login',
    tag,
    access: 'public',
    body: z.object({ challengeId: text(64), method: z.enum(['sms', 'email']) }),
    response: CodeSent,
    errors: ['CODE_INVALID', 'CODE_EXPIRED', 'TOO_MANY_REQUESTS'],
  }),
  verifyFactor: endpoint({
    method: 'POST',
    path: '/wps/session/secondFactor/verify',
    summary: 'Checks the second factor; on success the address becomes known and the session starts',
    tag,
    access: 'public',
    body: z.object({ challengeId: text(64), method: SecondFactorMethod, code: smsCode }),
    response: LoginResult,
    errors: ['CODE_INVALID', 'CODE_EXPIRED', 'ACCOUNT_DISABLED', 'TOO_MANY_REQUESTS'],
  }),
  logout: endpoint({ method: 'DELETE', path: '/wps/session/logout', summary: 'Ends this session, if any, and clears its cookie', tag, access: 'public', response: z.object({ loggedOut: z.literal(true) }), errors: [] }),
};
