/**
 * Back office, loyalty desk: invite-a-friend referrals (loyalty.read) and the rewards held for
 * review because the friend shares a device, address or payment account with the referrer
 * (loyalty.review: approve pays the reward once, reject closes it with a reason; audited).
 */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { epochMs, minor, pageNo, pageSize, recordId } from './common.ts';
import { REFERRAL_HOLD_REASONS, REFERRAL_STATES } from './loyalty-model.ts';

const tag = 'Back office: Loyalty';

export const StaffReferral = z.object({
  friendId: z.number().int(),
  friendAccount: z.string(),
  referrerId: z.number().int(),
  referrerAccount: z.string(),
  state: z.enum(REFERRAL_STATES),
  registeredAt: epochMs,
  depositedAt: epochMs.nullable(),
  qualifiedAt: epochMs.nullable(),
  reward: minor.describe('fixed when the friend qualified; paid when rewarded'),
  holdReasons: z.array(z.enum(REFERRAL_HOLD_REASONS)),
  reason: z.string().nullable().describe('why staff rejected it'),
  decidedAt: epochMs.nullable(),
  decidedBy: z.number().int().nullable().describe('the staff member who decided a held reward'),
});
export type StaffReferral = z.infer<typeof StaffReferral>;

export const ReferralEvidence = z.object({
  devices: z.array(z.object({ ip: z.string(), userAgent: z.string() })).describe('the same browser at the same address in both members’ login sessions'),
  ips: z.array(z.string()).describe('addresses both members logged in from'),
  bankAccounts: z.array(z.string()).describe('bank account numbers both members bound'),
});
export const HeldReferral = StaffReferral.extend({ evidence: ReferralEvidence });
export type HeldReferral = z.infer<typeof HeldReferral>;

const params = z.object({ friendId: recordId });

export const backofficeReferrals = {
  list: endpoint({
    tag,
    access: 'staff',
    permission: 'loyalty.read',
    method: 'GET',
    path: '/backoffice/api/loyalty/referrals',
    summary: 'Every referral, newest first, by state and by the referrer’s or the friend’s account',
    query: z.object({ state: z.enum(REFERRAL_STATES).optional(), account: z.string().trim().max(40).optional(), pageNo, pageSize: pageSize(20, 100) }),
    response: z.object({ list: z.array(StaffReferral), total: z.number().int() }),
    errors: [],
  }),
  held: endpoint({
    tag,
    access: 'staff',
    permission: 'loyalty.review',
    method: 'GET',
    path: '/backoffice/api/loyalty/referrals/held',
    summary: 'Rewards held for review, longest waiting first, each with what the friend shares with the referrer now',
    response: z.object({ list: z.array(HeldReferral) }),
    errors: [],
  }),
  decide: endpoint({
    tag,
    access: 'staff',
    permission: 'loyalty.review',
    method: 'POST',
    path: '/backoffice/api/loyalty/referrals/:friendId/decide',
    summary: 'Approves a held reward (paid at once, once per friend) or rejects it (a reason is required); audited',
    params,
    body: z.object({ approve: z.boolean(), reason: z.string().trim().max(300).default('') }),
    response: StaffReferral,
    errors: ['NOT_FOUND', 'INVALID_STATE', 'VALIDATION_ERROR'],
  }),
};
