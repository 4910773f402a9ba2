/** Shapes of the member's account calls (src/lib/contracts/member.ts): who is signed in, a new session, the avatar, registration. */
import { z } from 'zod';
import { sliderAnswer } from './captcha-answers.ts';
import { epochMs } from './common.ts';
import { Exclusion } from './rg.ts';

/** Spec §3 member info. */
export const MemberInfo = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int().describe('isAgent: 0 member, 1 / 2 / 41 / 42 agents, 4 trial'),
  toUpline: z.boolean(),
  clubLabel: z.object({ labelName: z.string(), rankLevel: z.number().int(), vipService: z.boolean().describe('the rank has VIP customer service (the ladder’s vipService; spec §6: rank above 4 by default)') }),
  memberLabel: z.array(z.string()),
  avatar: z.string().nullable(),
});
export type MemberInfo = z.infer<typeof MemberInfo>;

/** A new session: the token (also set as an HttpOnly cookie) and what the page must know at once. */
export const LoginResult = z.object({
  token: z.string(),
  expiresAt: epochMs,
  remember: z.boolean(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  defaultPassword: z.boolean().describe('the password is the merchant’s default initial password: the member must choose another'),
  member: MemberInfo,
  exclusion: Exclusion.nullable().describe('a time-out or self-exclusion in force: the member may withdraw, read records and contact support only'),
});
export type LoginResult = z.infer<typeof LoginResult>;

/** The current avatar and the built-in choices. */
export const AvatarChoices = z.object({ icon: z.string(), choices: z.array(z.object({ id: z.string(), url: z.string() })) });
export type AvatarChoices = z.infer<typeof AvatarChoices>;

export const AVATAR_IDS = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8'] as const;

const trimmed = (max: number) => z.string().max(max).transform((v) => v.trim());
const optional = (max = 100) => trimmed(max).optional();
/** Trimmed text that must not be empty. */
export const filled = (max: number) => trimmed(max).pipe(z.string().min(1));

/** Spec §3 register payload (sent sealed); the client adds registerUrl, registerMethod and login. */
export const Registration = z.object({
  username: optional(64),
  /** Left out only by a mobile registration while mobilePasswordOnRegistration is off. */
  password: z.string().min(1).max(128).optional(),
  confirmPassword: z.string().max(128).optional(),
  payeeName: optional(),
  email: optional(120),
  qqNum: optional(30),
  mobileNum: optional(20),
  countryDialingCode: z.string().max(6).optional(),
  verificationCode: optional(10),
  recommenderId: optional(40),
  referralCode: optional(40),
  affiliateCode: optional(40),
  paymentPassword: z.string().max(64).optional(),
  line: optional(60),
  whatsapp: optional(30),
  facebook: optional(100),
  wechat: optional(60),
  idNumber: optional(40),
  birthday: z.string().max(10).optional(),
  captcha: optional(12),
  domain: optional(200),
  registerUrl: optional(500),
  registerMethod: optional(16),
  login: z.boolean().default(true),
  agree: z.boolean(),
  slider: sliderAnswer,
});

/** A registration without `login: true` answers with the new account only; with it, as a login. */
export const Registered = z.union([LoginResult, z.object({ registered: z.literal(true), account: z.string() })]);
