import type { Generated } from 'kysely';

/**
 * Members of every kind. is_agent follows the spec: 0 member, 1 / 2 / 41 / 42 agents, 4 trial
 * (free play). kind 'bot' marks house accounts that can never log in.
 */
export interface MembersTable {
  id: Generated<number>;
  account: string;
  /** Lower-case account, unique: accounts are case-insensitive. */
  account_key: string;
  password_hash: string;
  payment_password_hash: string | null;
  is_agent: Generated<number>;
  kind: Generated<string>;
  /** 0 active, 1 disabled by the operator. */
  status: Generated<number>;
  nickname: string | null;
  real_name: string | null;
  email: string | null;
  email_verified: Generated<number>;
  mobile_country: string | null;
  mobile_num: string | null;
  mobile_verified: Generated<number>;
  upline_id: number | null;
  affiliate_code: string | null;
  /** The referrer a member named at registration (recommender or referral code), as typed. */
  referrer: string | null;
  vip_rank: Generated<number>;
  vip_label: string | null;
  avatar: string | null;
  birthday: string | null;
  id_number: string | null;
  /** JSON object of social contacts (qq, line, whatsapp, facebook, wechat, telegram, zalo, skype). */
  contacts: Generated<string>;
  totp_secret: string | null;
  totp_last_step: number | null;
  failed_logins: Generated<number>;
  password_changed_at: number;
  password_is_default: Generated<number>;
  first_login_at: number | null;
  last_login_at: number | null;
  last_login_ip: string | null;
  register_ip: string | null;
  register_method: string | null;
  register_url: string | null;
  created_at: number;
}

/** The downline tree as a closure table: one row per (ancestor, descendant), depth 0 for self. */
export interface MemberTreeTable {
  ancestor_id: number;
  descendant_id: number;
  depth: number;
}

export interface SessionsTable {
  id: Generated<number>;
  /** SHA-256 of the token; the token itself is never stored. */
  token_hash: string;
  member_id: number;
  remember: number;
  created_at: number;
  last_seen_at: number;
  idle_expires_at: number;
  expires_at: number;
  ip: string;
  user_agent: string;
  revoked_at: number | null;
}

/** Addresses a member has logged in from; a new one asks for a second factor. */
export interface MemberIpsTable {
  member_id: number;
  ip: string;
  first_seen: number;
  last_seen: number;
}

/** SMS and email codes (and reset links): hashed, bound to purpose and target, single use. */
export interface VerificationCodesTable {
  id: Generated<number>;
  purpose: string;
  channel: string;
  target: string;
  code_hash: string;
  member_id: number | null;
  attempts: number;
  expires_at: number;
  consumed_at: number | null;
  created_at: number;
}

/** What the local SMS and email providers "sent" (the development outbox). */
export interface OutboxTable {
  id: Generated<number>;
  channel: string;
  target: string;
  subject: string;
  body: string;
  created_at: number;
}

/** Image and slider captchas: single use, short-lived. */
export interface CaptchasTable {
  id: string;
  kind: string;
  answer: string;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

/** A login waiting for its second factor. */
export interface LoginChallengesTable {
  id: string;
  member_id: number;
  ip: string;
  user_agent: string;
  remember: number;
  side: string;
  attempts: number;
  expires_at: number;
  consumed_at: number | null;
  created_at: number;
}

/** The server's key pairs for encrypted payloads; the newest unretired one is active. */
export interface ServerKeysTable {
  kid: string;
  public_spki: string;
  private_pem: string;
  created_at: number;
  retired_at: number | null;
}
