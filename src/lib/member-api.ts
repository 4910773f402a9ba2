/** The security-centre calls (spec §2 "my account"): profile, bindings, payment password, contacts, authenticator, avatar. */
import { api } from './api.ts';
import type { CodeSent } from './types/auth.ts';
import type { AvatarChoices, ContactKind, Profile, TotpSetup } from './types/member.ts';

export const memberApi = {
  profile: () => api.get<Profile>('/wps/member/profile'),
  updateProfile: (changes: { nickname?: string; realName?: string; birthday?: string }) => api.post<Profile>('/wps/member/profile', changes),

  mobileCode: (mobileNum: string, countryDialingCode: string) => api.post<CodeSent>('/wps/member/mobile/code', { mobileNum, countryDialingCode }),
  bindMobile: (mobileNum: string, countryDialingCode: string, verificationCode: string) =>
    api.post<{ bound: boolean }>('/wps/member/mobile', { mobileNum, countryDialingCode, verificationCode }),
  emailCode: (email: string) => api.post<CodeSent>('/wps/member/email/code', { email }),
  bindEmail: (email: string, verificationCode: string) => api.post<{ bound: boolean }>('/wps/member/email', { email, verificationCode }),

  paymentPassword: (currentPassword: string, paymentPassword: string, confirmPaymentPassword: string) =>
    api.post<{ set: boolean }>('/wps/member/paymentPassword', { currentPassword, paymentPassword, confirmPaymentPassword }),
  linkContact: (kind: ContactKind, value: string) => api.post<{ linked: boolean }>('/wps/member/contact', { kind, value }),

  beginTotp: () => api.post<TotpSetup>('/wps/member/totp/begin', {}),
  confirmTotp: (secret: string, code: string) => api.post<{ bound: boolean }>('/wps/member/totp', { secret, code }),

  avatars: () => api.get<AvatarChoices>('/wps/member/info/icon'),
  chooseAvatar: (avatar: string) => api.post<{ icon: string }>('/wps/member/info/icon', { avatar }),
};
