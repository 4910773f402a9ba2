/** Spec §3 member info, as GET /wps/member/info returns it. */
export interface MemberInfo {
  id: number;
  account: string;
  nickname: string | null;
  /** isAgent: 0 member, 1 / 2 / 41 / 42 agents, 4 trial. */
  type: number;
  toUpline: boolean;
  clubLabel: { labelName: string; rankLevel: number };
  memberLabel: string[];
  avatar: string | null;
}

/** Social contacts a member may link, each once (spec §3); the list is in src/lib/contact-kinds.ts. */
export type ContactKind = 'qq' | 'whatsapp' | 'facebook' | 'telegram' | 'line' | 'zalo' | 'wechat' | 'skype';

/** GET /wps/member/profile: spec §3 "other member data shown as labels", masked where sensitive. */
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

/** GET /wps/member/info/icon: the current avatar and the built-in choices. */
export interface AvatarChoices {
  icon: string;
  choices: { id: string; url: string }[];
}

/** POST /wps/member/totp/begin: a new secret, its otpauth link and the QR code as SVG markup. */
export interface TotpSetup {
  secret: string;
  uri: string;
  qr: string;
}
