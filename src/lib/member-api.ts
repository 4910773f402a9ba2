/** The security-centre calls (spec §2 "my account"): profile, bindings, payment password, contacts, authenticator, avatar. */
import { request } from './api.ts';
import type { ContactKind } from './types/member.ts';

export const memberApi = {
  profile: () => request('GET /wps/member/profile'),
  updateProfile: (changes: { nickname?: string; realName?: string; birthday?: string }) => request('POST /wps/member/profile', { body: changes }),

  mobileCode: (mobileNum: string, countryDialingCode: string) => request('POST /wps/member/mobile/code', { body: { mobileNum, countryDialingCode } }),
  bindMobile: (mobileNum: string, countryDialingCode: string, verificationCode: string) =>
    request('POST /wps/member/mobile', { body: { mobileNum, countryDialingCode, verificationCode } }),
  emailCode: (email: string) => request('POST /wps/member/email/code', { body: { email } }),
  bindEmail: (email: string, verificationCode: string) => request('POST /wps/member/email', { body: { email, verificationCode } }),

  paymentPassword: (currentPassword: string, paymentPassword: string, confirmPaymentPassword: string) =>
    request('POST /wps/member/paymentPassword', { body: { currentPassword, paymentPassword, confirmPaymentPassword } }),
  linkContact: (kind: ContactKind, value: string) => request('POST /wps/member/contact', { body: { kind, value } }),

  beginTotp: () => request('POST /wps/member/totp/begin'),
  confirmTotp: (secret: string, code: string) => request('POST /wps/member/totp', { body: { secret, code } }),

  avatars: () => request('GET /wps/member/info/icon'),
  chooseAvatar: (avatar: string) => request('POST /wps/member/info/icon', { body: { avatar } }),
};
