/**
 * Back office, loyalty desk: affiliate applications (docs/loyalty.md "Affiliate application").
 * Staff with loyalty.read read the queue; loyalty.review approve (choosing the upline agent and the
 * first contract) or reject with a reason. Every decision is audited and messaged to the member.
 */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { epochMs, idParams, minor, pageNo, pageSize } from './common.ts';
import { Application } from './affiliate.ts';
import { APPLICATION_STATES } from './affiliate-model.ts';
import { Kind, OwnTermsByKind } from './agents-shapes.ts';

const tag = 'Back office: Loyalty';
const read = { tag, access: 'staff', permission: 'loyalty.read' } as const;
const review = { tag, access: 'staff', permission: 'loyalty.review' } as const;

const account = z.string().trim().max(64);

export const StaffAffiliateApplication = Application.extend({
  memberId: z.number().int(),
  account: z.string(),
  registeredAt: epochMs,
  upline: z.object({ id: z.number().int(), account: z.string() }).nullable().describe('the member’s upline now (after an approval: the chosen one)'),
  facts: z.object({
    deposits: minor.describe('credited deposits, all time'),
    validBet: minor.describe('valid bet of settled bets, all time'),
    referredFriends: z.number().int().describe('friends who registered with the member’s referral code'),
  }),
  decidedBy: z.string().nullable().describe('the staff member who decided'),
});
export type StaffAffiliateApplication = z.infer<typeof StaffAffiliateApplication>;

export const UplineChoice = z.object({
  upline: z.object({ id: z.number().int(), account: z.string() }).nullable().describe('null: top level (the house’s terms)'),
  terms: OwnTermsByKind.describe('per contract kind switched on: the upline’s own terms, the most the first contract may give'),
});
export type UplineChoice = z.infer<typeof UplineChoice>;

export const ApproveBody = z.object({
  uplineAccount: account.nullable().default(null).transform((v) => v || null).describe('an agent’s account; null or empty: top level'),
  contract: z
    .object({ kind: Kind, terms: z.unknown().describe('terms of the kind, at most the upline’s own') })
    .nullable()
    .default(null)
    .describe('the first contract under the upline (top-level agents earn by the house’s terms instead)'),
  attachFriends: z.boolean().default(true).describe('move the member’s referred friends who have no upline into the new team'),
});
export type ApproveBody = z.infer<typeof ApproveBody>;

export const RejectBody = z.object({ reason: z.string().trim().min(1).max(300) });

export const ApprovedAnswer = z.object({
  application: StaffAffiliateApplication,
  contractId: z.number().int().nullable().describe('the first contract, active under the upline'),
  attachedFriends: z.number().int(),
});

export const backofficeAffiliates = {
  list: endpoint({
    ...read,
    method: 'GET',
    path: '/backoffice/api/loyalty/affiliates',
    summary: 'Affiliate applications with the applicant’s facts, oldest pending first (other states newest first)',
    query: z.object({ status: z.enum(APPLICATION_STATES).default('pending'), pageNo, pageSize: pageSize(20, 100) }),
    response: z.object({ list: z.array(StaffAffiliateApplication), total: z.number().int() }),
    errors: [],
  }),
  upline: endpoint({
    ...read,
    method: 'GET',
    path: '/backoffice/api/loyalty/affiliates/upline',
    summary: 'An upline to approve under (an agent by account, or top level without one) and the terms it can give',
    query: z.object({ account: account.default('') }),
    response: UplineChoice,
    errors: ['NOT_FOUND', 'TARGET_NOT_AGENT'],
  }),
  approve: endpoint({
    ...review,
    method: 'POST',
    path: '/backoffice/api/loyalty/affiliates/:id/approve',
    summary: 'Approves a pending application: the member becomes an agent under the upline with the first contract; audited and messaged',
    params: idParams,
    body: ApproveBody,
    response: ApprovedAnswer,
    errors: ['NOT_FOUND', 'INVALID_STATE', 'VALIDATION_ERROR', 'TARGET_NOT_AGENT', 'ALREADY_AGENT', 'RATE_ABOVE_OWN', 'NO_OWN_CONTRACT', 'FEATURE_DISABLED', 'INVALID_MOVE'],
  }),
  reject: endpoint({
    ...review,
    method: 'POST',
    path: '/backoffice/api/loyalty/affiliates/:id/reject',
    summary: 'Rejects a pending application with a reason the member reads; audited and messaged',
    params: idParams,
    body: RejectBody,
    response: StaffAffiliateApplication,
    errors: ['NOT_FOUND', 'INVALID_STATE', 'VALIDATION_ERROR'],
  }),
} as const;
