/** Shapes of the cashier, wallet and record calls (src/server/http/routes/cashier.ts, wallet.ts, rg.ts). */
import type { BetRecord } from './games.ts';

export interface Currency {
  code: string;
  symbol: string;
  minorUnits: number;
}

/** GET /wps/v2/wallets/balance. */
export interface BalanceView {
  sumBalance: number;
  cash: number;
  currency: Currency;
}

export interface Channel {
  id: number;
  code: string;
  kind: 'bank' | 'ewallet' | 'gateway';
  name: string;
  minAmount: number;
  maxAmount: number;
  /** Fee in basis points of the amount. */
  feeBp: number;
  details: Record<string, unknown>;
}

export type DepositStatus = 'pending' | 'credited' | 'rejected' | 'failed';

export interface Deposit {
  id: number;
  channel: string;
  kind: string;
  amount: number;
  fee: number;
  status: DepositStatus;
  reference: string | null;
  note: string | null;
  time: number;
  decidedAt: number | null;
}

export interface DepositCreated {
  id: number;
  status: DepositStatus;
  kind: string;
  fee: number;
  payUrl: string | null;
}

export type LimitPeriod = 'day' | 'week' | 'month';

export interface DepositLimit {
  period: LimitPeriod;
  amount: number | null;
  used: number;
  remaining: number | null;
  pending: { amount: number | null; from: number } | null;
}

export interface BankAccount {
  id: number;
  bankName: string;
  accountNumber: string;
  holderName: string;
  confirmed: boolean;
  boundAt: number;
}

export type WithdrawalStatus = 'pending' | 'paid' | 'rejected';
export type Receipt = 'received' | 'partial' | 'not_received' | 'auto_received';

export interface Withdrawal {
  id: number;
  amount: number;
  fee: number;
  status: WithdrawalStatus;
  account: string;
  receipt: Receipt | null;
  receivedAmount: number | null;
  remaining: number | null;
  note: string | null;
  time: number;
  decidedAt: number | null;
  autoReceiptAt: number | null;
  proofImages: number[];
}

export interface WalletLine {
  vassalage: string;
  displayName: string;
  balance: number;
}

export interface Funds {
  main: number;
  vendors: WalletLine[];
  total: number;
  currency: string;
}

export interface Paged<T> {
  list: T[];
  pageNum: number;
  totalPages: number;
  total: number;
}

export interface BetPage extends Paged<BetRecord> {
  totals: { stake: number; validBet: number; payout: number; net: number };
}

export type RecordType = 'deposit' | 'withdrawal' | 'bet' | 'transfer' | 'bonus' | 'wage';

export interface RecordLine {
  id: number;
  kind: string;
  amount: number;
  balance: number;
  ref: string | null;
  time: number;
}

export interface RecordPage extends Paged<RecordLine> {
  totals: { in: number; out: number };
}

export interface ProfitDay {
  day: number;
  category: string;
  bets: number;
  stake: number;
  validBet: number;
  payout: number;
  net: number;
}

export interface ProfitReport {
  list: ProfitDay[];
  totals: { bets: number; stake: number; validBet: number; payout: number; net: number };
}

export interface Bonus {
  id: number;
  amount: number;
  reason: string;
  grantedAt: number;
  wageringRequired: number;
  wagered: number;
  status: 'wagering' | 'completed';
}

export type MessageKind = 'deposit_credited' | 'deposit_failed' | 'withdrawal_approved' | 'withdrawal_rejected' | 'withdrawal_auto_received' | 'bonus_granted' | 'transfer_received';

export interface MemberMessage {
  id: number;
  kind: MessageKind;
  params: Record<string, string | number>;
  read: boolean;
  time: number;
}

export interface MessagePage extends Paged<MemberMessage> {
  unread: number;
}
