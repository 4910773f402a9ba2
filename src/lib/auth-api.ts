/**
 * The account calls of spec §7 (session, captchas, codes, registration, recovery). Payloads the
 * spec marks encrypted go through sealedApi; nothing here keeps a password or a token.
 */
import { api } from './api.ts';
import { sealedApi } from './sealed-api.ts';
import type { CodeSent, Country, LoginResult, PowChallenge, SecondFactorMethod, SliderAnswer, SliderPuzzle } from './types/auth.ts';
import type { MemberInfo } from './types/member.ts';
import type { FieldRule, RegisterKind } from './validation/register-rules.ts';

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
export type RegisterPayload = Record<string, string> & { password: string; confirmPassword: string };

export const authApi = {
  memberInfo: () => api.get<MemberInfo>('/wps/member/info'),

  slider: () => api.get<SliderPuzzle>('/wps/captcha/slider'),
  /** The non-visual alternative to the slider (or, `forImage`, to the image captcha): a proof-of-work challenge the browser solves. */
  powChallenge: (forImage = false) => api.get<PowChallenge>(forImage ? '/wps/captcha/pow?for=image' : '/wps/captcha/pow'),
  /** A base64 PNG, bound to this browser by a cookie. */
  imageCaptcha: () => api.get<string>('/wps/captcha'),

  loginWithPassword: (i: PasswordLoginInput) =>
    sealedApi.post<LoginResult>('/wps/session/login', {
      type: 'username',
      username: i.username,
      password: i.password,
      ...(i.captcha ? { captcha: i.captcha } : {}),
      slider: i.slider,
      remember: i.remember,
      side: 'member',
    }),
  loginWithSms: (i: SmsLoginInput) => sealedApi.post<LoginResult>('/wps/session/login', { type: 'sms', ...i, side: 'member' }),
  sendSecondFactorCode: (challengeId: string, method: Exclude<SecondFactorMethod, 'totp'>) =>
    api.post<CodeSent>('/wps/session/secondFactor/send', { challengeId, method }),
  verifySecondFactor: (challengeId: string, method: SecondFactorMethod, code: string) =>
    api.post<LoginResult>('/wps/session/secondFactor/verify', { challengeId, method, code }),
  freePlay: () => api.post<LoginResult>('/wps/session/login/freeplay', { os: navigatorOs(), platform: 'W', gatewayVersion: 3 }),
  logout: () => api.delete<{ loggedOut: boolean }>('/wps/session/logout'),

  loginCode: (mobileNum: string, countryDialingCode: string) => api.post<CodeSent>('/wps/verification/sms/noLogin', { mobileNum, countryDialingCode }),
  registerCode: (mobileNo: string, countryDialingCode: string) => api.post<CodeSent>('/wps/verification/sms/register', { mobileNo, countryDialingCode }),
  resetCode: (mobileNum: string, countryDialingCode: string) => api.post<CodeSent>('/wps/verification/sms/forgetPassword', { mobileNum, countryDialingCode }),

  registerRules: () => api.get<FieldRule[]>('/wps/system/setting/register'),
  countries: () => api.get<Country[]>('/wps/system/countryCodes'),
  checkAffiliate: (code: string) => api.get<{ valid: boolean }>('/wps/agent/affiliate', { code, domain: location.hostname }),
  register: (kind: RegisterKind, payload: RegisterPayload, slider: SliderAnswer) =>
    sealedApi.put<LoginResult>(kind === 'mobile' ? '/wps/member/register/mobile' : '/wps/member/register', {
      ...payload,
      agree: true,
      login: true,
      registerMethod: 'WEB',
      registerUrl: location.href,
      domain: location.hostname,
      slider,
    }),

  requestResetEmail: (username: string, email: string) => api.post<{ sent: boolean }>('/wps/member/password/email', { username, email }),
  resetWithLink: (token: string, newPassword: string, confirmPassword: string) =>
    sealedApi.post<{ reset: boolean }>('/wps/member/password/reset', { token, newPassword, confirmPassword }),
  resetWithPhone: (i: { mobileNum: string; countryDialingCode: string; verificationCode: string; newPassword: string; confirmPassword: string }) =>
    sealedApi.post<LoginResult>('/wps/member/password/verification', i),
  changePassword: (oldPassword: string, newPassword: string, confirmNewPassword: string) =>
    sealedApi.post<LoginResult>('/wps/member/password', { oldPassword, newPassword, confirmNewPassword }),
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
