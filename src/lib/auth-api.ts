/**
 * The account calls of spec §7 (session, captchas, codes, registration, recovery). Payloads the
 * spec marks encrypted go through sealedRequest; nothing here keeps a password or a token.
 */
import { ApiError, request } from './api.ts';
import { sealedRequest } from './sealed-api.ts';
import type { LoginResult, SecondFactorMethod, SliderAnswer } from './types/auth.ts';
import type { RegisterKind } from './validation/register-rules.ts';

export interface PasswordLoginInput {
  username: string;
  password: string;
  captcha?: string | undefined;
  slider: SliderAnswer;
  remember: boolean;
}

export interface SmsLoginInput {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  slider: SliderAnswer;
  remember: boolean;
}

/** Spec §3 register payload (the fields the form collects); the client adds the rest. */
export type RegisterPayload = Record<string, string> & { password?: string; confirmPassword?: string };

export const authApi = {
  memberInfo: () => request('GET /wps/member/info'),

  slider: () => request('GET /wps/captcha/slider'),
  /** The non-visual alternative to the slider (or, `forImage`, to the image captcha): a proof-of-work challenge the browser solves. */
  powChallenge: (forImage = false) => request('GET /wps/captcha/pow', { query: forImage ? { for: 'image' } : {} }),
  /** A base64 PNG, bound to this browser by a cookie. */
  imageCaptcha: () => request('GET /wps/captcha'),

  loginWithPassword: (i: PasswordLoginInput) =>
    sealedRequest('POST /wps/session/login', {
      type: 'username',
      username: i.username,
      password: i.password,
      ...(i.captcha ? { captcha: i.captcha } : {}),
      slider: i.slider,
      remember: i.remember,
      side: 'member',
    }),
  loginWithSms: (i: SmsLoginInput) => sealedRequest('POST /wps/session/login', { type: 'sms', ...i, side: 'member' }),
  sendSecondFactorCode: (challengeId: string, method: Exclude<SecondFactorMethod, 'totp'>) =>
    request('POST /wps/session/secondFactor/send', { body: { challengeId, method } }),
  verifySecondFactor: (challengeId: string, method: SecondFactorMethod, code: string) =>
    request('POST /wps/session/secondFactor/verify', { body: { challengeId, method, code } }),
  freePlay: () => request('POST /wps/session/login/freeplay', { body: { os: navigatorOs(), platform: 'W', gatewayVersion: 3 } }),
  logout: () => request('DELETE /wps/session/logout'),

  loginCode: (mobileNum: string, countryDialingCode: string) => request('POST /wps/verification/sms/noLogin', { body: { mobileNum, countryDialingCode } }),
  registerCode: (mobileNo: string, countryDialingCode: string) => request('POST /wps/verification/sms/register', { body: { mobileNo, countryDialingCode } }),
  resetCode: (mobileNum: string, countryDialingCode: string) => request('POST /wps/verification/sms/forgetPassword', { body: { mobileNum, countryDialingCode } }),

  registerRules: () => request('GET /wps/system/setting/register'),
  countries: () => request('GET /wps/system/countryCodes'),
  checkAffiliate: (code: string) => request('GET /wps/agent/affiliate', { query: { code, domain: location.hostname } }),
  /** The form always asks to be logged in (`login: true`), so the answer is a new session. */
  register: async (kind: RegisterKind, payload: RegisterPayload, slider: SliderAnswer): Promise<LoginResult> => {
    const result = await sealedRequest(kind === 'mobile' ? 'PUT /wps/member/register/mobile' : 'PUT /wps/member/register', {
      ...payload,
      agree: true,
      login: true,
      registerMethod: 'WEB',
      registerUrl: location.href,
      domain: location.hostname,
      slider,
    });
    if (!('token' in result)) throw new ApiError('INTERNAL_ERROR', 'The account was made without a session.', 200);
    return result;
  },

  requestResetEmail: (username: string, email: string) => request('POST /wps/member/password/email', { body: { username, email } }),
  resetWithLink: (token: string, newPassword: string, confirmPassword: string) =>
    sealedRequest('POST /wps/member/password/reset', { token, newPassword, confirmPassword }),
  resetWithPhone: (i: { mobileNum: string; countryDialingCode: string; verificationCode: string; newPassword: string; confirmPassword: string }) =>
    sealedRequest('POST /wps/member/password/verification', i),
  changePassword: (oldPassword: string, newPassword: string, confirmNewPassword: string) =>
    sealedRequest('POST /wps/member/password', { oldPassword, newPassword, confirmNewPassword }),
};

/** The operating system, roughly, for the free-play call's `os` field. */
function navigatorOs(): string {
  const ua = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  if (/Android/i.test(ua)) return 'android';
  if (/iPhone|iPad|iPod/i.test(ua)) return 'ios';
  if (/Windows/i.test(ua)) return 'windows';
  if (/Mac OS/i.test(ua)) return 'mac';
  return 'web';
}
