/**
 * The agent-centre API's value shapes, as the browser sees them (mirrors of the server's
 * src/server/agents/types.ts, which the browser may not import). Money is integer minor units,
 * rates basis points (100 = 1 %), times epoch milliseconds.
 */

export const CONTRACT_KINDS = ['dividend', 'daily_wage', 'hourly_wage', 'realtime_salary'] as const;
export type Kind = (typeof CONTRACT_KINDS)[number];

export const INCOME_KINDS = ['dividend', 'daily_wage', 'hourly_wage', 'realtime_salary', 'commission'] as const;
export type IncomeKind = (typeof INCOME_KINDS)[number];

/** Spec §9 date presets, plus today, yesterday and the calendar months. */
export const PRESETS = ['today', 'yesterday', 'prev7', 'prev30', 'next7', 'next30', 'thisMonth', 'lastMonth'] as const;
export type Preset = (typeof PRESETS)[number];

export const DIVIDEND_PERIODS = ['daily', 'weekly', 'semimonthly', 'monthly'] as const;
export type DividendPeriod = (typeof DIVIDEND_PERIODS)[number];
export type PeriodType = DividendPeriod | 'hourly' | 'realtime';

export interface Range {
  from: number;
  to: number;
}

export interface Period {
  type: PeriodType;
  start: number;
  end: number;
}

export interface DividendTerms {
  period: DividendPeriod;
  tiers: { minValidBet: number; minActiveMembers: number; rate: number }[];
}
export interface DailyWageTerms {
  tiers: { minDailyBet: number; rate: number }[];
}
export interface HourlyWageTerms {
  tiers: { minHourlyBet: number; rate: number }[];
}
export interface RealtimeTerms {
  profitRate: number;
  lossRate: number;
  minSingleBet: number;
}
export interface TermsOf {
  dividend: DividendTerms;
  daily_wage: DailyWageTerms;
  hourly_wage: HourlyWageTerms;
  realtime_salary: RealtimeTerms;
}
export type AnyTerms = TermsOf[Kind];

export type ContractStatus = 'offered' | 'active' | 'rejected' | 'withdrawn' | 'terminated' | 'superseded';

export interface ContractView {
  id: number;
  kind: Kind;
  period: PeriodType;
  terms: AnyTerms;
  headlineRate: number;
  status: ContractStatus;
  upline: { id: number; account: string } | null;
  downline: { id: number; account: string };
  createdAt: number;
  decidedAt: number | null;
  acceptedAt: number | null;
  endedAt: number | null;
  endReason: string | null;
  terminationRequestedBy: number | null;
  terminationRequestedAt: number | null;
}

export interface OwnTerms {
  source: 'house' | 'contract';
  contractId: number | null;
  terms: AnyTerms;
}

export interface AgentInfo {
  id: number;
  account: string;
  isAgent: number;
  top: boolean;
  upline: { id: number; account: string } | null;
  affiliateCode: string | null;
  teamSize: { direct: number; total: number };
  kinds: Record<Kind, boolean>;
  pages: string[];
  pendingOffers: number;
  pendingTerminations: number;
}

export interface Page<T, S = Record<string, number>> {
  list: T[];
  total: number;
  pageNum: number;
  totalPages: number;
  totals: S;
}

export interface OverviewFigures {
  newRegistrations: number;
  activeMembers: number;
  firstDeposits: number;
  firstDepositAmount: number;
  deposits: number;
  depositAmount: number;
  withdrawals: number;
  withdrawalAmount: number;
  betCount: number;
  stake: number;
  validBet: number;
  payout: number;
  profitLoss: number;
  income: number;
}

export interface OverviewPoint extends OverviewFigures {
  t: number;
  date: string;
}

export interface Overview {
  range: Range;
  teamSize: { direct: number; total: number };
  totals: OverviewFigures;
  bucketMs: number;
  series: OverviewPoint[];
}

export interface TeamMemberRow {
  id: number;
  account: string;
  nickname: string | null;
  level: number;
  uplineId: number | null;
  uplineAccount: string | null;
  isAgent: number;
  status: number;
  balance: number;
  lastLoginAt: number | null;
  registeredAt: number;
  directCount: number;
  teamCount: number;
  contracts: { kind: string; rate: number; id: number }[];
}

export interface TeamMemberDetail {
  member: TeamMemberRow | undefined;
  path: { id: number; account: string }[];
}

export const BETTING_GROUPS = ['member', 'category', 'day'] as const;
export type BettingGroup = (typeof BETTING_GROUPS)[number];

export interface BettingRow {
  memberId?: number;
  account?: string;
  level?: number;
  category?: string;
  day?: string;
  dayStart?: number;
  betCount: number;
  stake: number;
  validBet: number;
  payout: number;
  profitLoss: number;
}

export interface BetTotals {
  betCount: number;
  stake: number;
  validBet: number;
  payout: number;
  profitLoss: number;
}

export interface BetRecord {
  id: number;
  roundId: string;
  gameName: string;
  vendor: string;
  category: string;
  stake: number;
  validBet: number;
  payout: number;
  net: number;
  status: string;
  createdAt: number;
  settledAt: number | null;
}

export interface PnlFigures {
  deposits: number;
  depositCount: number;
  withdrawals: number;
  withdrawalCount: number;
  betCount: number;
  stake: number;
  validBet: number;
  payout: number;
  bonuses: number;
  rebates: number;
  profitLoss: number;
  net: number;
}

export interface PnlRow extends PnlFigures {
  memberId: number;
  account: string;
  level: number;
  isAgent: number;
}

export interface TransactionRow {
  type: 'deposit' | 'withdrawal' | 'transfer';
  id: number;
  memberId: number;
  account: string;
  counterpartyId: number | null;
  counterpartyAccount: string | null;
  amount: number;
  fee: number;
  status: string;
  createdAt: number;
  decidedAt: number | null;
}

export interface TransactionTotals {
  deposits: number;
  depositAmount: number;
  withdrawals: number;
  withdrawalAmount: number;
  transfers: number;
  transferAmount: number;
}

export interface IncomeRecord {
  id: number;
  contractId: number;
  kind: string;
  periodType: string;
  periodStart: number;
  periodEnd: number;
  validBet: number;
  profit: number;
  activeMembers: number;
  rate: number;
  gross: number;
  downlineCost: number;
  amount: number;
  status: string;
  paidAt: number | null;
}

export interface IncomePoint {
  t: number;
  date: string;
  total: number;
  byKind: Record<IncomeKind, number>;
}

export interface Income {
  range: Range;
  totals: { total: number; byKind: Record<IncomeKind, number> };
  bucketMs: number;
  series: IncomePoint[];
  records: Page<IncomeRecord, { amount: number }>;
}

export interface WagePage {
  kind: Kind;
  own: { source: 'house' | 'contract'; contractId: number | null; terms: AnyTerms; headlineRate: number } | null;
  offers: ContractView[];
  given: ContractView[];
  current: {
    period: Period;
    validBet: number;
    profit: number;
    activeMembers: number;
    rate: number;
    estimatedGross: number;
    estimatedDownlineCost: number;
    estimatedAmount: number;
  } | null;
  records: Page<IncomeRecord, { amount: number }>;
}

export interface AffiliateLink {
  code: string;
  url: string;
  /** SVG markup of the link's QR code. */
  qr: string;
}

export interface NewDownline {
  id: number;
  account: string;
  passwordIsDefault: boolean;
  /** The one-time initial password the server made (no password was given): answered this once only. */
  initialPassword?: string;
}

/** A report's date range: a preset, or a custom [from, to). */
export type RangeQuery = { preset: Preset } | { from: number; to: number };

/** Spec §2 agent-centre pages (the server's page keys), plus the contracts page. */
export const AGENT_PAGE_KEYS = [
  'agentAnnouncement',
  'agentTeamOverview',
  'agentRegister',
  'agentTeamManagement',
  'agentTeamBetting',
  'agentUserProfitLoss',
  'agentMyIncome',
  'agentTransactionDetails',
  'agentContracts',
  'agentDividend',
  'agentDailyWages',
  'agentHourlySalary',
  'agentRealTimeSalary',
] as const;
export type AgentPageKey = (typeof AGENT_PAGE_KEYS)[number];
