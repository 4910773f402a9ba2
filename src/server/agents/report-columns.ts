/**
 * The columns of the agent centre's CSV downloads (src/server/report-csv.ts reportCsv): which
 * figure each holds and how it is written. Headers are `agent.csv.<key>` in locales/<lang>/agent.json.
 */
import type { BetRecord, BettingGroup, BettingRow, IncomeRecord, PnlRow, TeamMemberRow, TransactionRow } from '#lib/types/agents.ts';
import type { Column } from '#server/report-csv.ts';

export const MEMBER_COLUMNS: Column<TeamMemberRow>[] = [
  { key: 'id', value: (m) => m.id },
  { key: 'account', value: (m) => m.account },
  { key: 'nickname', value: (m) => m.nickname },
  { key: 'level', value: (m) => m.level },
  { key: 'upline', value: (m) => m.uplineAccount },
  { key: 'isAgent', value: (m) => m.isAgent },
  { key: 'status', value: (m) => m.status },
  { key: 'balance', kind: 'money', value: (m) => m.balance },
  { key: 'lastLoginAt', kind: 'time', value: (m) => m.lastLoginAt },
  { key: 'registeredAt', kind: 'time', value: (m) => m.registeredAt },
  { key: 'directCount', value: (m) => m.directCount },
  { key: 'teamCount', value: (m) => m.teamCount },
  { key: 'contracts', value: (m) => m.contracts.map((k) => `${k.kind}:${k.rate / 100}%`).join(' ') },
];

const BET_FIGURES: Column<BettingRow>[] = [
  { key: 'betCount', value: (r) => r.betCount },
  { key: 'stake', kind: 'money', value: (r) => r.stake },
  { key: 'validBet', kind: 'money', value: (r) => r.validBet },
  { key: 'payout', kind: 'money', value: (r) => r.payout },
  { key: 'profitLoss', kind: 'money', value: (r) => r.profitLoss },
];

/** The team's betting: the grouping's own columns, then the figures. */
export function bettingColumns(groups: readonly BettingGroup[]): Column<BettingRow>[] {
  return [
    ...(groups.includes('member')
      ? [
          { key: 'memberId', value: (r: BettingRow) => r.memberId },
          { key: 'account', value: (r: BettingRow) => r.account },
          { key: 'level', value: (r: BettingRow) => r.level },
        ]
      : []),
    ...(groups.includes('category') ? [{ key: 'category', value: (r: BettingRow) => r.category }] : []),
    ...(groups.includes('day') ? [{ key: 'day', value: (r: BettingRow) => r.day }] : []),
    ...BET_FIGURES,
  ];
}

export const BET_COLUMNS: Column<BetRecord>[] = [
  { key: 'id', value: (b) => b.id },
  { key: 'roundId', value: (b) => b.roundId },
  { key: 'game', value: (b) => b.gameName },
  { key: 'vendor', value: (b) => b.vendor },
  { key: 'category', value: (b) => b.category },
  { key: 'stake', kind: 'money', value: (b) => b.stake },
  { key: 'validBet', kind: 'money', value: (b) => b.validBet },
  { key: 'payout', kind: 'money', value: (b) => b.payout },
  { key: 'net', kind: 'money', value: (b) => b.net },
  { key: 'status', value: (b) => b.status },
  { key: 'createdAt', kind: 'time', value: (b) => b.createdAt },
  { key: 'settledAt', kind: 'time', value: (b) => b.settledAt },
];

export const PNL_COLUMNS: Column<PnlRow>[] = [
  { key: 'memberId', value: (r) => r.memberId },
  { key: 'account', value: (r) => r.account },
  { key: 'level', value: (r) => r.level },
  ...(['deposits', 'withdrawals'] as const).map((key) => ({ key, kind: 'money' as const, value: (r: PnlRow) => r[key] })),
  { key: 'betCount', value: (r) => r.betCount },
  ...(['stake', 'validBet', 'payout', 'bonuses', 'rebates', 'profitLoss', 'net'] as const).map((key) => ({ key, kind: 'money' as const, value: (r: PnlRow) => r[key] })),
];

export const TRANSACTION_COLUMNS: Column<TransactionRow>[] = [
  { key: 'type', value: (t) => t.type },
  { key: 'id', value: (t) => t.id },
  { key: 'account', value: (t) => t.account },
  { key: 'counterparty', value: (t) => t.counterpartyAccount },
  { key: 'amount', kind: 'money', value: (t) => t.amount },
  { key: 'fee', kind: 'money', value: (t) => t.fee },
  { key: 'status', value: (t) => t.status },
  { key: 'createdAt', kind: 'time', value: (t) => t.createdAt },
  { key: 'decidedAt', kind: 'time', value: (t) => t.decidedAt },
];

export const INCOME_COLUMNS: Column<IncomeRecord>[] = [
  { key: 'id', value: (r) => r.id },
  { key: 'contractId', value: (r) => r.contractId },
  { key: 'kind', words: 'agent.kind.', value: (r) => r.kind },
  { key: 'periodType', words: 'agent.period.', value: (r) => r.periodType },
  { key: 'periodStart', kind: 'time', value: (r) => r.periodStart },
  { key: 'periodEnd', kind: 'time', value: (r) => r.periodEnd },
  { key: 'validBet', kind: 'money', value: (r) => r.validBet },
  { key: 'profit', kind: 'money', value: (r) => r.profit },
  { key: 'activeMembers', value: (r) => r.activeMembers },
  { key: 'rate', kind: 'rate', value: (r) => r.rate },
  { key: 'gross', kind: 'money', value: (r) => r.gross },
  { key: 'downlineCost', kind: 'money', value: (r) => r.downlineCost },
  { key: 'amount', kind: 'money', value: (r) => r.amount },
  { key: 'status', value: (r) => r.status },
  { key: 'paidAt', kind: 'time', value: (r) => r.paidAt },
];
