/**
 * What the agent centre answers about the agent itself and its contracts (spec §2 agent centre,
 * §3 contract, §7 dividend and salary). Money is integer minor units, rates basis points
 * (100 = 1 %), times epoch milliseconds.
 */
import { z } from 'zod';
import { CONTRACT_KINDS, CONTRACT_STATUSES, PERIOD_TYPES } from '../types/agent-lists.ts';
import { dailyWageTerms, dividendTerms, hourlyWageTerms, realtimeTerms } from '../validation/agent-terms.ts';
import { epochMs, minor, pageOf } from './common.ts';

export const Kind = z.enum(CONTRACT_KINDS);
const rate = z.number().int().describe('basis points (100 = 1 %)');
const MemberRef = z.object({ id: z.number().int(), account: z.string() });

export type DividendTerms = z.infer<typeof dividendTerms>;
export type DailyWageTerms = z.infer<typeof dailyWageTerms>;
export type HourlyWageTerms = z.infer<typeof hourlyWageTerms>;
export type RealtimeTerms = z.infer<typeof realtimeTerms>;
export interface TermsOf {
  dividend: DividendTerms;
  daily_wage: DailyWageTerms;
  hourly_wage: HourlyWageTerms;
  realtime_salary: RealtimeTerms;
}
/** A contract's terms: the shape its kind has (spec §3). */
export const AnyTerms = z.union([dividendTerms, dailyWageTerms, hourlyWageTerms, realtimeTerms]);
export type AnyTerms = TermsOf[z.infer<typeof Kind>];

export const ContractView = z.object({
  id: z.number().int(),
  kind: Kind,
  period: z.enum(PERIOD_TYPES),
  terms: AnyTerms,
  headlineRate: rate,
  status: z.enum(CONTRACT_STATUSES),
  upline: MemberRef.nullable().describe('null for the house’s own contract with a top agent'),
  downline: MemberRef,
  createdAt: epochMs,
  decidedAt: epochMs.nullable(),
  acceptedAt: epochMs.nullable(),
  endedAt: epochMs.nullable(),
  endReason: z.string().nullable(),
  terminationRequestedBy: z.number().int().nullable().describe('the member who asked to end it'),
  terminationRequestedAt: epochMs.nullable(),
});
export type ContractView = z.infer<typeof ContractView>;

export const ContractPage = pageOf(ContractView);

/** The terms an agent earns by: the house's top rates for a top agent, else its active contract. */
export const OwnTerms = z.object({ source: z.enum(['house', 'contract']), contractId: z.number().int().nullable(), terms: AnyTerms });
export type OwnTerms = z.infer<typeof OwnTerms>;

export const OwnTermsByKind = z.partialRecord(Kind, OwnTerms.nullable()).describe('per kind switched on: the terms, or null when the agent holds none');

export const AcceptAnswer = z.object({ contract: ContractView, ended: z.array(ContractView).describe('downline contracts the acceptance ended') });

export const AgentInfo = z.object({
  id: z.number().int(),
  account: z.string(),
  isAgent: z.number().int(),
  top: z.boolean(),
  upline: MemberRef.nullable(),
  affiliateCode: z.string().nullable(),
  teamSize: z.object({ direct: z.number().int(), total: z.number().int() }),
  kinds: z.object({ dividend: z.boolean(), daily_wage: z.boolean(), hourly_wage: z.boolean(), realtime_salary: z.boolean() }).describe('kinds switched on'),
  pages: z.array(z.string()).describe('the agent-centre pages to show'),
  pendingOffers: z.number().int(),
  pendingTerminations: z.number().int(),
});
export type AgentInfo = z.infer<typeof AgentInfo>;

export const AffiliateLink = z.object({ code: z.string(), url: z.string(), qr: z.string().describe('SVG markup of the link’s QR code') });
export type AffiliateLink = z.infer<typeof AffiliateLink>;

export const NewDownline = z.object({
  id: z.number().int(),
  account: z.string(),
  passwordIsDefault: z.boolean(),
  initialPassword: z.string().optional().describe('the one-time initial password the server made (no password was given): answered this once only'),
});
export type NewDownline = z.infer<typeof NewDownline>;

export const Range = z.object({ from: epochMs, to: epochMs }).describe('[from, to)');
export type Range = z.infer<typeof Range>;

export const Period = z.object({ type: z.enum(PERIOD_TYPES), start: epochMs, end: epochMs });
export type Period = z.infer<typeof Period>;

/** A settlement of a contract for one period (spec §7). */
export const IncomeRecord = z.object({
  id: z.number().int(),
  contractId: z.number().int(),
  kind: z.string(),
  periodType: z.string(),
  periodStart: epochMs,
  periodEnd: epochMs,
  validBet: minor,
  profit: minor,
  activeMembers: z.number().int(),
  rate,
  gross: minor,
  downlineCost: minor,
  amount: minor,
  status: z.string(),
  paidAt: epochMs.nullable(),
});
export type IncomeRecord = z.infer<typeof IncomeRecord>;

export const IncomeRecords = pageOf(IncomeRecord).extend({ totals: z.object({ amount: minor }) });

/** A wage page (spec §7): own terms, offers waiting, contracts given, the running period, the records. */
export const WagePage = z.object({
  kind: Kind,
  own: OwnTerms.extend({ headlineRate: rate }).nullable(),
  offers: z.array(ContractView),
  given: z.array(ContractView),
  current: z
    .object({
      period: Period,
      validBet: minor,
      profit: minor,
      activeMembers: z.number().int(),
      rate,
      estimatedGross: minor,
      estimatedDownlineCost: minor,
      estimatedAmount: minor,
    })
    .nullable()
    .describe('the running period with an estimate; null without own terms and for real-time salary'),
  records: IncomeRecords,
});
export type WagePage = z.infer<typeof WagePage>;
