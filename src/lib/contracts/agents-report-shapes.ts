/**
 * What the agent centre's team reports answer (spec §2 team overview, team management, team
 * betting, user profit and loss, transaction details, my income). Money is integer minor units,
 * times epoch milliseconds, days the merchant's calendar days (YYYY-MM-DD).
 */
import { z } from 'zod';
import { CATEGORY_CODES, INCOME_KINDS, TRANSACTION_TYPES } from '../types/agent-lists.ts';
import { epochMs, minor, pageOf } from './common.ts';
import { IncomeRecords, Range } from './agents-shapes.ts';

const count = z.number().int();
const day = z.string().describe('the merchant’s calendar day, YYYY-MM-DD');
const withTotals = <R extends z.ZodType, T extends z.ZodType>(row: R, totals: T) => pageOf(row).extend({ totals });

export const OverviewFigures = z.object({
  newRegistrations: count,
  activeMembers: count,
  firstDeposits: count,
  firstDepositAmount: minor,
  deposits: count,
  depositAmount: minor,
  withdrawals: count,
  withdrawalAmount: minor,
  betCount: count,
  stake: minor,
  validBet: minor,
  payout: minor,
  profitLoss: minor,
  income: minor,
});
export type OverviewFigures = z.infer<typeof OverviewFigures>;

export const OverviewPoint = OverviewFigures.extend({ t: epochMs.describe('the point’s start'), date: day });
export type OverviewPoint = z.infer<typeof OverviewPoint>;

export const Overview = z.object({
  range: Range,
  teamSize: z.object({ direct: count, total: count }),
  totals: OverviewFigures,
  bucketMs: z.number().int().describe('milliseconds each point covers'),
  series: z.array(OverviewPoint),
});
export type Overview = z.infer<typeof Overview>;

export const TeamMemberRow = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string().nullable(),
  level: count.describe('depth below the report’s root'),
  uplineId: z.number().int().nullable(),
  uplineAccount: z.string().nullable(),
  isAgent: z.number().int(),
  status: z.number().int(),
  balance: minor,
  lastLoginAt: epochMs.nullable(),
  registeredAt: epochMs,
  directCount: count,
  teamCount: count,
  contracts: z.array(z.object({ kind: z.string(), rate: z.number().int(), id: z.number().int() })).describe('active contracts held'),
});
export type TeamMemberRow = z.infer<typeof TeamMemberRow>;

export const MemberPage = withTotals(TeamMemberRow, z.object({ members: count }));

export const TeamMemberDetail = z.object({
  member: TeamMemberRow.optional(),
  path: z.array(z.object({ id: z.number().int(), account: z.string(), depth: count.describe('below the caller') })).describe('from the caller down to the member'),
});
export type TeamMemberDetail = z.infer<typeof TeamMemberDetail>;

export const BetTotals = z.object({ betCount: count, stake: minor, validBet: minor, payout: minor, profitLoss: minor });
export type BetTotals = z.infer<typeof BetTotals>;

/** A group of bets: the member, category and day fields are there when grouped by them. */
export const BettingRow = BetTotals.extend({
  memberId: z.number().int().optional(),
  account: z.string().optional(),
  level: count.optional(),
  category: z.string().optional(),
  day: day.optional(),
  dayStart: epochMs.optional(),
});
export type BettingRow = z.infer<typeof BettingRow>;

export const BettingPage = withTotals(BettingRow, BetTotals);

export const BetRecord = z.object({
  id: z.number().int(),
  roundId: z.string(),
  gameName: z.string(),
  vendor: z.string(),
  category: z.enum(CATEGORY_CODES),
  stake: minor,
  validBet: minor,
  payout: minor,
  net: minor,
  status: z.enum(['open', 'settled', 'rolled_back']),
  createdAt: epochMs,
  settledAt: epochMs.nullable(),
});
export type BetRecord = z.infer<typeof BetRecord>;

export const BetsPage = withTotals(BetRecord, z.object({ stake: minor, validBet: minor, payout: minor, net: minor })).extend({ range: Range });

export const PnlFigures = z.object({
  deposits: minor,
  depositCount: count,
  withdrawals: minor,
  withdrawalCount: count,
  betCount: count,
  stake: minor,
  validBet: minor,
  payout: minor,
  bonuses: minor,
  rebates: minor.describe('cashback and rebates paid to the member in cash in the range (claimed or paid at once), as the ledger’s reward_cashback and reward_rebate entries record them'),
  profitLoss: minor,
  net: minor,
});
export type PnlFigures = z.infer<typeof PnlFigures>;

export const PnlRow = PnlFigures.extend({ memberId: z.number().int(), account: z.string(), level: count, isAgent: z.number().int() });
export type PnlRow = z.infer<typeof PnlRow>;

export const PnlPage = withTotals(PnlRow, PnlFigures);

export const TransactionRow = z.object({
  type: z.enum(TRANSACTION_TYPES),
  id: z.number().int(),
  memberId: z.number().int(),
  account: z.string(),
  counterpartyId: z.number().int().nullable(),
  counterpartyAccount: z.string().nullable(),
  amount: minor,
  fee: minor,
  status: z.string(),
  createdAt: epochMs,
  decidedAt: epochMs.nullable(),
});
export type TransactionRow = z.infer<typeof TransactionRow>;

export const TransactionTotals = z.object({ deposits: count, depositAmount: minor, withdrawals: count, withdrawalAmount: minor, transfers: count, transferAmount: minor });
export type TransactionTotals = z.infer<typeof TransactionTotals>;

export const TransactionPage = withTotals(TransactionRow, TransactionTotals);

/** Every income kind, each with its amount (0 when none). */
const byKind = z.record(z.enum(INCOME_KINDS), minor);

export const IncomePoint = z.object({ t: epochMs, date: day, total: minor, byKind });
export type IncomePoint = z.infer<typeof IncomePoint>;

export const Income = z.object({
  range: Range,
  totals: z.object({ total: minor, byKind }),
  bucketMs: z.number().int(),
  series: z.array(IncomePoint),
  records: IncomeRecords,
});
export type Income = z.infer<typeof Income>;
