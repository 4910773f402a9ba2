/**
 * The agent-centre API's value types in one place, for the agent-centre islands (the UI may not
 * import src/server: move or mirror this list into src/lib/types/agents.ts). Routes and shapes:
 * the comment at the top of src/server/http/routes/agents.ts.
 */
export type { ContractView, OwnTerms } from '#lib/types/agents.ts';
export type { WagePage } from './pages.ts';
export type { Period, Preset } from '#server/system/index.ts';
export type {
  BetTotals,
  BettingRow,
  Income,
  IncomeKind,
  IncomePoint,
  IncomeRecord,
  Overview,
  OverviewFigures,
  OverviewPoint,
  Page,
  PnlFigures,
  PnlRow,
  TeamMemberRow,
  TransactionRow,
  TransactionTotals,
} from '#lib/types/agents.ts';
export type { AgentInfo } from './team.ts';
export type { AnyTerms, DailyWageTerms, DividendTerms, HourlyWageTerms, Kind, PeriodType, RealtimeTerms } from './terms.ts';
