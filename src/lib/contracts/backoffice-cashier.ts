/**
 * The back office's cashier desk: the deposit queue (manual bank transfers, with the proof image),
 * the withdrawal queue (approve — above `backoffice.withdrawalApprovalAbove` a second staff member's
 * approval — reject with a reason the member sees, mark paid), the disputes of payouts reported as
 * partially received or not received, and daily totals per channel. Reads need 'cashier.read',
 * writes 'cashier.write'; every write is in the audit log.
 */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { epochMs, idParams, minor, pageNo, pageOf, pageSize } from './common.ts';

const tag = 'Back office: Cashier';
const access = 'staff';
const read = 'cashier.read';
const write = 'cashier.write';

const reason = z.string().trim().min(1, 'a reason').max(300);
/** One member's rows (their account name), sorted by number or amount; no order: pending oldest first, decided newest first. */
const listFields = {
  account: z.string().trim().max(40).optional(),
  sort: z.enum(['id', 'amount']).default('id'),
  order: z.enum(['asc', 'desc']).optional(),
  pageNo,
  pageSize: pageSize(20, 100),
};
const epochQuery = z.coerce.number().int().min(0).max(8_640_000_000_000).describe('epoch milliseconds');

export const DepositQueueStatus = z.enum(['pending', 'credited', 'rejected', 'failed', 'all']);
export const WithdrawalQueueStatus = z.enum(['pending', 'approved', 'paid', 'rejected', 'all']);
export const DisputeState = z.enum(['open', 'resolved', 'all']);
export const DisputeOutcome = z.enum(['received', 'repaid', 'refunded']);

export const DeskDeposit = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  account: z.string(),
  channel: z.string(),
  kind: z.string(),
  amount: minor,
  fee: minor,
  status: z.string(),
  reference: z.string().nullable(),
  note: z.string().nullable(),
  hasProof: z.boolean(),
  createdAt: epochMs,
  decidedAt: epochMs.nullable(),
});

export const DeskWithdrawal = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  account: z.string(),
  amount: minor,
  fee: minor,
  status: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  holderName: z.string(),
  note: z.string().nullable(),
  receipt: z.string().nullable(),
  createdAt: epochMs,
  approvedAt: epochMs.nullable(),
  decidedAt: epochMs.nullable(),
});

export const DeskDispute = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  account: z.string(),
  amount: minor,
  paidOut: minor,
  receipt: z.enum(['partial', 'not_received']),
  receivedAmount: minor,
  missing: minor,
  memberNote: z.string().nullable(),
  reportedAt: epochMs,
  paidAt: epochMs.nullable(),
  outcome: DisputeOutcome.nullable(),
  resolvedAt: epochMs.nullable(),
});

export const DisputeDetail = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  account: z.string(),
  amount: minor,
  fee: minor,
  paidOut: minor,
  receipt: z.enum(['partial', 'not_received']),
  receivedAmount: minor,
  missing: minor,
  memberNote: z.string().nullable(),
  bankName: z.string(),
  accountNumber: z.string(),
  holderName: z.string(),
  outcome: DisputeOutcome.nullable(),
  resolutionNote: z.string().nullable(),
  proofImages: z.array(z.number().int()),
  history: z.array(z.object({ at: epochMs, event: z.string(), note: z.string().nullable() })),
});

export const ChannelDay = z.object({
  date: z.string(),
  day: epochMs,
  channel: z.string(),
  deposits: minor,
  depositCount: z.number().int(),
  withdrawals: minor.describe('paid out through the channel, re-payments included'),
  withdrawalCount: z.number().int(),
  returned: minor.describe('payouts reversed after a dispute'),
});

export const CashierTotals = z.object({
  zone: z.string(),
  list: z.array(ChannelDay),
  totals: z.object({ deposits: minor, depositCount: z.number().int(), withdrawals: minor, withdrawalCount: z.number().int(), returned: minor }),
});

const Decided = z.object({ id: z.number().int(), status: z.string() });

export const backofficeCashier = {
  setup: endpoint({
    method: 'GET',
    path: '/backoffice/api/cashier/setup',
    summary: 'What the desk shows amounts and days with: the merchant’s currency and time zone, and the second-approval threshold',
    tag,
    access,
    permission: read,
    response: z.object({ zone: z.string(), currency: z.object({ code: z.string(), symbol: z.string(), minorUnits: z.number().int() }), approvalAbove: minor }),
    errors: [],
  }),
  deposits: endpoint({
    method: 'GET',
    path: '/backoffice/api/cashier/deposits',
    summary: 'Deposits of the manually reviewed channels (bank transfer, e-wallet) by status, a page at a time',
    tag,
    access,
    permission: read,
    query: z.object({ status: DepositQueueStatus.default('pending'), ...listFields }),
    response: pageOf(DeskDeposit),
    errors: [],
  }),
  depositProof: endpoint({
    method: 'GET',
    path: '/backoffice/api/cashier/deposits/:id/proof',
    summary: 'The receipt image the member sent with a deposit (png or jpg)',
    tag,
    access,
    permission: read,
    params: idParams,
    response: null,
    media: 'image/png',
    errors: ['NOT_FOUND'],
  }),
  approveDeposit: endpoint({
    method: 'POST',
    path: '/backoffice/api/cashier/deposits/:id/approve',
    summary: 'Credits a pending deposit (once)',
    tag,
    access,
    permission: write,
    params: idParams,
    bodyOptional: true,
    body: z.object({}),
    response: Decided,
    errors: ['NOT_FOUND', 'INVALID_STATE'],
  }),
  rejectDeposit: endpoint({
    method: 'POST',
    path: '/backoffice/api/cashier/deposits/:id/reject',
    summary: 'Refuses a pending deposit with a reason the member sees',
    tag,
    access,
    permission: write,
    params: idParams,
    body: z.object({ reason }),
    response: Decided,
    errors: ['NOT_FOUND', 'INVALID_STATE'],
  }),
  withdrawals: endpoint({
    method: 'GET',
    path: '/backoffice/api/cashier/withdrawals',
    summary: 'Withdrawals by status, a page at a time',
    tag,
    access,
    permission: read,
    query: z.object({ status: WithdrawalQueueStatus.default('pending'), ...listFields }),
    response: pageOf(DeskWithdrawal).extend({ approvalAbove: minor.describe('withdrawals above this amount need a second staff member') }),
    errors: [],
  }),
  approveWithdrawal: endpoint({
    method: 'POST',
    path: '/backoffice/api/cashier/withdrawals/:id/approve',
    summary: 'Approves a pending withdrawal (its money goes to the payout channel); above the approval threshold asks a second staff member instead',
    tag,
    access,
    permission: write,
    params: idParams,
    bodyOptional: true,
    body: z.object({}),
    response: z.union([
      z.object({ id: z.number().int(), status: z.literal('approved') }),
      z.object({ id: z.number().int(), status: z.literal('pending-approval'), approvalId: z.number().int() }),
    ]),
    errors: ['NOT_FOUND', 'INVALID_STATE'],
  }),
  rejectWithdrawal: endpoint({
    method: 'POST',
    path: '/backoffice/api/cashier/withdrawals/:id/reject',
    summary: 'Refuses a pending withdrawal with a reason the member sees; the held money returns to the wallet',
    tag,
    access,
    permission: write,
    params: idParams,
    body: z.object({ reason }),
    response: Decided,
    errors: ['NOT_FOUND', 'INVALID_STATE'],
  }),
  markPaid: endpoint({
    method: 'POST',
    path: '/backoffice/api/cashier/withdrawals/:id/paid',
    summary: 'Marks an approved withdrawal paid (the bank transfer was sent); the member is told and may confirm receipt',
    tag,
    access,
    permission: write,
    params: idParams,
    bodyOptional: true,
    body: z.object({}),
    response: Decided,
    errors: ['NOT_FOUND', 'INVALID_STATE'],
  }),
  disputes: endpoint({
    method: 'GET',
    path: '/backoffice/api/cashier/disputes',
    summary: 'Payouts the member reported as partially received or not received',
    tag,
    access,
    permission: read,
    query: z.object({ state: DisputeState.default('open'), ...listFields }),
    response: pageOf(DeskDispute),
    errors: [],
  }),
  dispute: endpoint({
    method: 'GET',
    path: '/backoffice/api/cashier/disputes/:id',
    summary: 'One dispute with the member’s proof images and its history',
    tag,
    access,
    permission: read,
    params: idParams,
    response: DisputeDetail,
    errors: ['NOT_FOUND'],
  }),
  proof: endpoint({
    method: 'GET',
    path: '/backoffice/api/cashier/proofs/:id',
    summary: 'A proof image attached to a deposit or a withdrawal (png or jpg)',
    tag,
    access,
    permission: read,
    params: idParams,
    response: null,
    media: 'image/png',
    errors: ['NOT_FOUND'],
  }),
  resolveDispute: endpoint({
    method: 'POST',
    path: '/backoffice/api/cashier/disputes/:id/resolve',
    summary: 'Resolves a dispute once: received (closed), repaid (a reversing and a new payout entry) or refunded to the wallet (a reversing entry)',
    tag,
    access,
    permission: write,
    params: idParams,
    body: z.object({ outcome: DisputeOutcome, note: z.string().trim().min(1, 'a note').max(300) }),
    response: z.object({ id: z.number().int(), outcome: DisputeOutcome, moved: minor }),
    errors: ['NOT_FOUND', 'INVALID_STATE'],
  }),
  totals: endpoint({
    method: 'GET',
    path: '/backoffice/api/cashier/totals',
    summary: 'Daily cashier totals per channel in the merchant’s time zone, from the ledger (default: the last 7 days; at most 93)',
    tag,
    access,
    permission: read,
    query: z.object({ from: epochQuery.optional(), to: epochQuery.optional() }),
    response: CashierTotals,
    errors: [],
  }),
};

export type DeskDeposit = z.infer<typeof DeskDeposit>;
export type DeskWithdrawal = z.infer<typeof DeskWithdrawal>;
export type DeskDispute = z.infer<typeof DeskDispute>;
export type DisputeDetail = z.infer<typeof DisputeDetail>;
export type ChannelDay = z.infer<typeof ChannelDay>;
