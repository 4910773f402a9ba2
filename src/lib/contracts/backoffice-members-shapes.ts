/** Answers of the back office's members desk (src/lib/contracts/backoffice-members.ts). */
import { z } from 'zod';
import { epochMs, minor, pageOf } from './common.ts';

export const MemberSearchRow = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  status: z.enum(['active', 'locked']),
  vipRank: z.number().int(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  balance: minor,
  createdAt: epochMs,
  lastLoginAt: epochMs.nullable(),
});
export const MemberSearchPage = pageOf(MemberSearchRow);

export const RgStatus = z.object({
  /** An active time-out or self-exclusion (staff cannot lift it early). */
  exclusion: z.object({ kind: z.string(), until: epochMs.nullable() }).nullable(),
  limits: z.array(z.object({ period: z.string(), amount: minor.nullable() })),
});

export const MemberProfile = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string().nullable(),
  realName: z.string().nullable(),
  type: z.number().int(),
  status: z.enum(['active', 'locked']),
  labels: z.array(z.string()),
  vipRank: z.number().int(),
  vipLabel: z.string().nullable(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  mobile: z.string().nullable(),
  mobileVerified: z.boolean(),
  balance: minor,
  currency: z.string(),
  totpEnabled: z.boolean(),
  mustChangePassword: z.boolean(),
  paymentPasswordSet: z.boolean(),
  paymentPasswordLocked: z.boolean(),
  registerIp: z.string().nullable(),
  lastLoginIp: z.string().nullable(),
  lastLoginAt: epochMs.nullable(),
  createdAt: epochMs,
  /** The agent path from the top down to this member's upline (account names). */
  uplinePath: z.array(z.object({ id: z.number().int(), account: z.string() })),
  rg: RgStatus,
});

export const LedgerRow = z.object({ id: z.number().int(), at: epochMs, kind: z.string(), ref: z.string().nullable(), amount: minor, balanceAfter: minor });
export const BetRow = z.object({ id: z.number().int(), at: epochMs, vendor: z.string(), game: z.string(), stake: minor, payout: minor.nullable(), status: z.string() });
export const MoneyRow = z.object({ id: z.number().int(), at: epochMs, amount: minor, channel: z.string().nullable(), status: z.string() });
export const SessionRow = z.object({ id: z.number().int(), createdAt: epochMs, lastSeenAt: epochMs, ip: z.string(), userAgent: z.string(), live: z.boolean() });
export const NoteRow = z.object({ id: z.number().int(), at: epochMs, staff: z.string(), text: z.string() });

export const LedgerPage = pageOf(LedgerRow);
export const BetPage = pageOf(BetRow);
export const MoneyPage = pageOf(MoneyRow);
export const SessionPage = pageOf(SessionRow);

export const ApprovalAsked = z.object({ id: z.number().int(), status: z.literal('pending'), expiresAt: epochMs });
export const StatusChange = z.object({ id: z.number().int(), status: z.enum(['active', 'locked']), changed: z.boolean() });
