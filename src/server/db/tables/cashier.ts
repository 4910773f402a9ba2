import type { Generated } from 'kysely';

/** A way to pay in or out: bank transfer, e-wallet, or a payment gateway. */
export interface PaymentChannelsTable {
  id: Generated<number>;
  code: string;
  /** 'bank' (manual transfer, reviewed), 'ewallet' (manual, reviewed) or 'gateway' (automatic callback). */
  kind: string;
  /** JSON: the name per language. */
  names: string;
  min_amount: number;
  max_amount: number;
  /** Fee in basis points of the amount (100 = 1 %), charged to the member. */
  fee_bp: number;
  /** The lowest VIP rank that may use it. */
  min_vip_rank: number;
  /** JSON: where to send the money (bank, account name and number) and the steps. */
  details: string;
  /** HMAC secret a gateway signs its callbacks with. */
  secret: string;
  enabled: number;
  sort: number;
}

export interface DepositsTable {
  id: Generated<number>;
  member_id: number;
  channel_id: number;
  amount: number;
  fee: number;
  /** pending → credited | rejected; a gateway deposit may also fail. */
  status: string;
  /** The member's transfer reference, or the gateway's payment id. */
  reference: string | null;
  receipt_upload_id: number | null;
  note: string | null;
  created_at: number;
  decided_at: number | null;
}

/** A member's bank account for withdrawals; confirmed accounts can never change. */
export interface BankAccountsTable {
  id: Generated<number>;
  member_id: number;
  bank_name: string;
  account_number: string;
  holder_name: string;
  confirmed_at: number | null;
  created_at: number;
}

export interface WithdrawalsTable {
  id: Generated<number>;
  member_id: number;
  bank_account_id: number;
  amount: number;
  fee: number;
  /** pending (money held) → approved (sent to the payout channel) → paid | rejected; after payout the member confirms receipt. */
  status: string;
  /** null until the member answers: received, partial, not_received; or auto_received. */
  receipt: string | null;
  received_amount: number | null;
  receipt_note: string | null;
  note: string | null;
  created_at: number;
  decided_at: number | null;
  receipt_at: number | null;
  /** Back office (migration 0014): approved (money sent to the payout channel), then marked paid. */
  approved_at: number | null;
  approved_by: number | null;
  paid_by: number | null;
  /** A reported partial or missing payout, resolved once: received | repaid | refunded. */
  dispute_outcome: string | null;
  dispute_note: string | null;
  dispute_by: number | null;
  dispute_at: number | null;
}

/** Proof images and deposit receipts: re-encoded on upload, served with safe headers. */
export interface UploadsTable {
  id: Generated<number>;
  member_id: number;
  purpose: string;
  ref_id: number | null;
  mime: string;
  bytes: number;
  path: string;
  created_at: number;
}

/** Internal messages (messageV2): title and body are message keys with their values. */
export interface MessagesTable {
  id: Generated<number>;
  member_id: number;
  kind: string;
  params: string;
  read_at: number | null;
  created_at: number;
}

/** Money moved between members: to the upline, or an agent to a direct downline. */
export interface TransfersTable {
  id: Generated<number>;
  from_member_id: number;
  to_member_id: number;
  amount: number;
  kind: string;
  created_at: number;
}

/** Bonuses granted to members, with the wagering they require before withdrawal. */
export interface BonusesTable {
  id: Generated<number>;
  member_id: number;
  amount: number;
  /** Valid bet required, minor units (0 = none). */
  wagering_required: number;
  reason: string;
  status: string;
  granted_at: number;
}

/** Responsible gambling: deposit limits per period, with a pending increase. */
export interface DepositLimitsTable {
  member_id: number;
  /** 'day' (24 h), 'week' (7 days), 'month' (30 days). */
  period: string;
  amount: number;
  pending_amount: number | null;
  pending_from: number | null;
  updated_at: number;
}

/** Responsible gambling: time-outs and self-exclusions (until null = permanent). */
export interface ExclusionsTable {
  id: Generated<number>;
  member_id: number;
  kind: string;
  until: number | null;
  created_at: number;
}

/** Per-member play settings: the reality-check interval. */
export interface PlaySettingsTable {
  member_id: number;
  reality_check_minutes: number | null;
  updated_at: number;
}

/** Scheduled job runs, one per (job, period): a unique key makes every run happen once. */
export interface JobRunsTable {
  job: string;
  period: string;
  status: string;
  started_at: number;
  finished_at: number | null;
  result: string | null;
}
