/**
 * The fixed value lists of the agent centre (spec §2, §3, §7, §9), in a module without schemas so
 * islands can import them without pulling zod into the browser bundle; the contracts build their
 * enums from them.
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
export const PERIOD_TYPES = [...DIVIDEND_PERIODS, 'hourly', 'realtime'] as const;
export type PeriodType = (typeof PERIOD_TYPES)[number];

export const CONTRACT_STATUSES = ['offered', 'active', 'rejected', 'withdrawn', 'terminated', 'superseded'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** Game categories a report filters by. */
export const CATEGORY_CODES = ['LIVE', 'SPORTS', 'RNG', 'FISH', 'PVP', 'ESPORTS', 'LOTT', 'ELOTT'] as const;

export const BETTING_GROUPS = ['member', 'category', 'day'] as const;
export type BettingGroup = (typeof BETTING_GROUPS)[number];
export const BETTING_SORTS = ['account', 'level', 'category', 'day', 'betCount', 'stake', 'validBet', 'payout', 'profitLoss'] as const;
export const MEMBER_SORTS = ['account', 'level', 'balance', 'lastLoginAt', 'registeredAt'] as const;
export const PNL_SORTS = ['account', 'level', 'deposits', 'withdrawals', 'validBet', 'stake', 'payout', 'bonuses', 'profitLoss', 'net'] as const;
export const TRANSACTION_TYPES = ['deposit', 'withdrawal', 'transfer'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** What a new downline account is made as (spec §5): 0 a member, 1, 2, 41 or 42 an agent type. */
export type DownlineType = 0 | 1 | 2 | 41 | 42;

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
