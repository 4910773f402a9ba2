/**
 * The agent-centre API's value shapes, as the browser sees them: the API shapes come from the
 * contracts (src/lib/contracts/agents*.ts, type exports only, so no schema reaches the bundle),
 * the value lists from agent-lists.ts. Money is integer minor units, rates basis points
 * (100 = 1 %), times epoch milliseconds.
 */
import type { Preset } from './agent-lists.ts';

export {
  AGENT_PAGE_KEYS,
  BETTING_GROUPS,
  CONTRACT_KINDS,
  DIVIDEND_PERIODS,
  INCOME_KINDS,
  PRESETS,
  type AgentPageKey,
  type BettingGroup,
  type ContractStatus,
  type DividendPeriod,
  type DownlineType,
  type IncomeKind,
  type Kind,
  type PeriodType,
  type Preset,
} from './agent-lists.ts';
export type {
  AffiliateLink,
  AgentInfo,
  AnyTerms,
  ContractView,
  DailyWageTerms,
  DividendTerms,
  HourlyWageTerms,
  IncomeRecord,
  NewDownline,
  OwnTerms,
  Period,
  Range,
  RealtimeTerms,
  TermsOf,
  WagePage,
} from '../contracts/agents-shapes.ts';
export type {
  BetRecord,
  BetTotals,
  BettingRow,
  Income,
  IncomePoint,
  Overview,
  OverviewFigures,
  OverviewPoint,
  PnlFigures,
  PnlRow,
  TeamMemberDetail,
  TeamMemberRow,
  TransactionRow,
  TransactionTotals,
} from '../contracts/agents-report-shapes.ts';

/** One page of a report: the rows, the page shown, the number of pages and rows, and the report's totals. */
export interface Page<T, S = Record<string, number>> {
  list: T[];
  total: number;
  pageNum: number;
  totalPages: number;
  totals: S;
}

/** A report's date range: a preset, or a custom [from, to). */
export type RangeQuery = { preset: Preset } | { from: number; to: number };
