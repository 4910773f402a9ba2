/**
 * What the agents domain offers the rest of the server (routes, jobs, the operator command, the
 * seed and the load scripts): contracts, the agent-centre reports, pages and CSV, the team and the
 * downline tree, periods, terms and wage shares. Other folders import from here only.
 */
export { agentReportCsv, ownTermsByKind, teamMemberBets, teamMemberDetail } from './answers.ts';
export { type BetInput, BET_COLUMNS, betValues, insertRows, type Rollup, rollupsOf, writeBets, writeRollups } from './bulk.ts';
export { ensureHouseContracts } from './contract-house.ts';
export { acceptContract, offerContract, rejectContract, withdrawOffer } from './contract-offers.ts';
export { ownTerms } from './contract-rules.ts';
export { answerTermination, cancelTermination, expireTerminationRequests, requestTermination } from './contract-termination.ts';
export { type ContractQuery, getContract, listContracts } from './contract-views.ts';
export { NotAnAgentMember, PeriodNotEnded } from './errors.ts';
export { houseSettlementsOf } from './house-settlements.ts';
export { wagePage } from './pages.ts';
export {
  dayStart,
  DAY,
  HOUR,
  lastEnded,
  localDate,
  localDayPoint,
  localDayPointStarts,
  MINUTE,
  nextPeriod,
  offsetSpans,
  parseLocal,
  type Period,
  periodAt,
  periodLabel,
  PRESETS,
  presetRange,
  previousPeriod,
  REALTIME_WINDOW,
} from '#server/system/index.ts';
export { BETTING_GROUPS, BETTING_SORTS, teamBetting } from './report-betting.ts';
export { num, reportDb, rowOf, rowsOf } from './report-query.ts';
export { BET_COLUMNS as BET_RECORD_COLUMNS, bettingColumns, INCOME_COLUMNS, MEMBER_COLUMNS, PNL_COLUMNS, TRANSACTION_COLUMNS } from './report-columns.ts';
export { INCOME_KINDS, myIncome } from './report-income.ts';
export { MEMBER_SORTS, teamMembers } from './report-members.ts';
export { teamOverview } from './report-overview.ts';
export { PNL_SORTS, userProfitLoss } from './report-pnl.ts';
export { type RangeInput, reportRange, reportScope, type ScopeInput } from './report-scope.ts';
export { bucketFor } from './report-series.ts';
export type { Scope } from './report-team.ts';
export { teamTransactions, TRANSACTION_TYPES } from './report-transactions.ts';
export { insertBonus, insertDeposit, insertTransfer, insertWithdrawal, quickMember, sessionToken } from './seed-data.ts';
export { affiliateLink, agentInfo, createDownline } from './team.ts';
export {
  type AnyTerms,
  betRate,
  type DailyWageTerms,
  DIVIDEND_PERIODS,
  type DividendTerms,
  dominates,
  ENTRY_KIND,
  headlineRate,
  type HourlyWageTerms,
  type Kind,
  KINDS,
  parseTerms,
  periodOf,
  type PeriodType,
  type RealtimeTerms,
  SWITCH_OF,
  tierRate,
} from './terms.ts';
export { memberInTeam, moveMember } from './tree.ts';
export { allocate, type BetGroup, type RateNode, realtimeShares, type Share } from './wages.ts';
