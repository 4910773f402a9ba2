/** Shapes of the cashier calls (src/lib/contracts/cashier.ts): channels, deposits, withdrawals, transfers, records, messages, bonuses. */
import { z } from 'zod';
import { epochMs, language, minor, pageNo, pageOf, pageSize } from './common.ts';

const DAY = 86_400_000;

export const ChannelKind = z.enum(['bank', 'ewallet', 'gateway']);
export const Channel = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: ChannelKind,
  name: z.string().describe('in the language asked for'),
  minAmount: minor,
  maxAmount: minor,
  feeBp: z.number().int().describe('fee in basis points of the amount'),
  details: z.record(z.string(), z.unknown()).describe('what the member needs to pay in: account, instructions'),
});
export type Channel = z.infer<typeof Channel>;

export const DepositStatus = z.enum(['pending', 'credited', 'rejected', 'failed']);
export type DepositStatus = z.infer<typeof DepositStatus>;

export const Deposit = z.object({
  id: z.number().int(),
  channel: z.string(),
  kind: z.string(),
  amount: minor,
  fee: minor,
  status: DepositStatus,
  reference: z.string().nullable(),
  note: z.string().nullable(),
  time: epochMs,
  decidedAt: epochMs.nullable(),
});
export type Deposit = z.infer<typeof Deposit>;

export const DepositCreated = z.object({
  id: z.number().int(),
  status: DepositStatus,
  kind: z.string(),
  fee: minor,
  replayed: z.boolean().describe('the same requestId was answered before: this is that deposit'),
  payUrl: z.string().nullable().describe('the payment page of a gateway deposit'),
});
export type DepositCreated = z.infer<typeof DepositCreated>;

export const BankAccount = z.object({
  id: z.number().int(),
  bankName: z.string(),
  accountNumber: z.string().describe('masked: the last four digits'),
  holderName: z.string(),
  confirmed: z.boolean(),
  boundAt: epochMs,
});
export type BankAccount = z.infer<typeof BankAccount>;

export const WithdrawalStatus = z.enum(['pending', 'paid', 'rejected']);
export type WithdrawalStatus = z.infer<typeof WithdrawalStatus>;
export const Receipt = z.enum(['received', 'partial', 'not_received', 'auto_received']);
export type Receipt = z.infer<typeof Receipt>;

/** Issue 17: the VIP rank's daily withdrawal limits and what is left of them today (null: no limit of the rank's own). */
export const WithdrawalDailyLimit = z.object({
  rank: z.number().int(),
  label: z.string(),
  amountLimit: minor.nullable(),
  amountUsed: minor.describe('withdrawals asked for today, rejected ones not counted'),
  amountLeft: minor.nullable(),
  countLimit: z.number().int().nullable(),
  countUsed: z.number().int(),
  countLeft: z.number().int().nullable(),
  from: epochMs.describe('the start of the merchant’s local day'),
  to: epochMs.describe('when the limits start again'),
});
export type WithdrawalDailyLimit = z.infer<typeof WithdrawalDailyLimit>;

export const Withdrawal = z.object({
  id: z.number().int(),
  amount: minor,
  fee: minor,
  status: WithdrawalStatus,
  account: z.string(),
  receipt: Receipt.nullable(),
  receivedAmount: minor.nullable(),
  remaining: minor.nullable(),
  note: z.string().nullable(),
  time: epochMs,
  decidedAt: epochMs.nullable(),
  autoReceiptAt: epochMs.nullable().describe('when an unconfirmed payout counts as received'),
  proofImages: z.array(z.number().int()),
});
export type Withdrawal = z.infer<typeof Withdrawal>;

export const WalletLine = z.object({ vassalage: z.string(), displayName: z.string(), balance: minor });
export type WalletLine = z.infer<typeof WalletLine>;

export const Funds = z.object({ main: minor, vendors: z.array(WalletLine), total: minor, currency: z.string() });
export type Funds = z.infer<typeof Funds>;

export const RecordType = z.enum(['deposit', 'withdrawal', 'bet', 'transfer', 'bonus', 'wage']);
export type RecordType = z.infer<typeof RecordType>;

export const RecordLine = z.object({
  id: z.number().int(),
  kind: z.string().describe('the posting kind'),
  amount: minor.describe('as the member sees it: in positive, out negative'),
  balance: minor.describe('the main wallet after it'),
  ref: z.string().nullable(),
  time: epochMs,
});
export type RecordLine = z.infer<typeof RecordLine>;

export const RecordPage = pageOf(RecordLine).extend({ totals: z.object({ in: minor, out: minor }) });
export type RecordPage = z.infer<typeof RecordPage>;

export const ProfitDay = z.object({
  day: epochMs.describe('the start of the merchant’s local day'),
  category: z.string(),
  bets: z.number().int(),
  stake: minor,
  validBet: minor,
  payout: minor,
  net: minor,
});
export type ProfitDay = z.infer<typeof ProfitDay>;

export const ProfitReport = z.object({ list: z.array(ProfitDay), totals: z.object({ bets: z.number().int(), stake: minor, validBet: minor, payout: minor, net: minor }) });
export type ProfitReport = z.infer<typeof ProfitReport>;

export const MessageKind = z.enum(['deposit_credited', 'deposit_failed', 'withdrawal_approved', 'withdrawal_rejected', 'withdrawal_auto_received', 'withdrawal_refunded', 'withdrawal_repaid', 'withdrawal_dispute_closed', 'bonus_granted', 'transfer_received', 'staff_message', 'affiliate_approved', 'affiliate_rejected', 'vip_upgraded', 'vip_relegated', 'vip_monthly_bonus', 'vip_birthday_bonus', 'bonus_expiring', 'redeem_approved', 'redeem_rejected', 'feedback_replied', 'ticket_replied', 'bonus_expired']);
export type MessageKind = z.infer<typeof MessageKind>;

export const MemberMessage = z.object({ id: z.number().int(), kind: MessageKind, params: z.record(z.string(), z.union([z.string(), z.number()])), read: z.boolean(), time: epochMs });
export type MemberMessage = z.infer<typeof MemberMessage>;

export const MessagePage = pageOf(MemberMessage).extend({ unread: z.number().int() });
export type MessagePage = z.infer<typeof MessagePage>;

export const Upload = z.object({ id: z.number().int(), mime: z.string(), bytes: z.number().int() });

/** A client-generated id of one money request: the key of the member's intent (decision 014). */
export const requestId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'a client-generated id of 8 to 64 letters, digits, _ or -');
/** An amount in minor units the cashier accepts. */
export const money = z.number().int().positive().max(1_000_000_000_00);
export const trimmed = (max: number) => z.string().max(max).transform((v) => v.trim());

/** A period of at most 92 days in epoch ms (the last 7 days when absent), as query fields. */
export const periodFields = {
  from: z.coerce.number().int().min(0).default(() => Date.now() - 7 * DAY).describe('epoch ms, inclusive'),
  to: z.coerce.number().int().min(0).default(() => Date.now() + 60_000).describe('epoch ms, exclusive'),
};
export const withinPeriod = [(v: { from: number; to: number }) => v.to > v.from && v.to - v.from <= 92 * DAY, { message: 'the period must be positive and at most 92 days' }] as const;

export const languageQuery = z.object({ language });
export const messagePageQuery = z.object({ pageNo, pageSize: pageSize(10, 50) });
export const recordsQuery = z.object({ type: RecordType.optional(), pageNo, pageSize: pageSize(20, 100), ...periodFields }).refine(...withinPeriod);
