/** Cashback on net loss and rebate on turnover: the calculation, accrued amounts and claims (the manualRebate page). */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { epochMs, idParams, language, minor } from './common.ts';
import { REWARD_STATES } from './promotion-model.ts';

const tag = 'Rebates';
const access = 'member';

/** One game category's line of a calculation. */
export const CalcLine = z.object({
  category: z.string().describe('a game category code (LIVE, RNG, FISH…)'),
  bets: z.number().int().describe('bets placed'),
  base: minor.describe('cashback: the stakes; rebate: the valid bet'),
  payout: minor,
  loss: z.number().int().describe('cashback: stakes − payouts (negative: the member won in this category); rebate: the valid bet'),
  rateBps: z.number().int().describe('the member’s rate in this category, in basis points (100 = 1%)'),
  amount: minor.describe('loss (or valid bet) × rate, rounded down; 0 for a category won'),
});
export type CalcLine = z.infer<typeof CalcLine>;

export const LiveRebate = z.object({
  promotionId: z.number().int(),
  title: z.string(),
  kind: z.enum(['cashback', 'rebate']),
  period: z.enum(['daily', 'weekly']),
  from: epochMs.describe('the running period’s start (merchant time zone)'),
  to: epochMs.describe('its end; the job settles it after'),
  lines: z.array(CalcLine),
  total: z.number().int().describe('cashback: the net loss over every category so far; rebate: the valid bet so far'),
  amount: minor.describe('what the period would pay if it ended now: 0 below the minimum loss, at most the cap'),
  minLoss: minor.describe('cashback: a net loss below this pays nothing; rebate: 0'),
  cap: minor.describe('the most paid per period (0: no cap)'),
  payout: z.enum(['auto', 'claim']).describe('auto: paid when the period ends; claim: the member claims it here'),
});

export const PastRebate = z.object({
  id: z.number().int().describe('the reward’s id (claim with it)'),
  promotionId: z.number().int(),
  title: z.string().nullable(),
  kind: z.enum(['cashback', 'rebate']),
  periodKey: z.string().describe('the period’s first local date'),
  amount: minor,
  state: z.enum(REWARD_STATES),
  expiresAt: epochMs.nullable().describe('an unclaimed reward expires then'),
  claimedAt: epochMs.nullable().describe('when it was claimed or paid'),
  lines: z.array(CalcLine),
  total: z.number().int(),
});

export const RebatePage = z.object({
  manualCashback: z.boolean().describe('the manual cashback switch: on, cashback waits for a claim here'),
  live: z.array(LiveRebate).describe('each running cashback and rebate promotion the member takes part in'),
  rewards: z.array(PastRebate).describe('past periods’ cashback and rebates, newest first (at most 60)'),
});
export type RebatePage = z.infer<typeof RebatePage>;

export const RebateClaimed = z.object({
  rewardId: z.number().int(),
  amount: minor,
  paid: z.boolean().describe('this request paid it; false when an earlier claim did (nothing moved now)'),
});

export const rebates = {
  page: endpoint({
    method: 'GET',
    path: '/wps/rebates',
    summary: 'The manualRebate page: the running periods’ calculation per category and the past periods’ cashback and rebates',
    tag,
    access,
    query: z.object({ language }),
    response: RebatePage,
    errors: [],
  }),
  claim: endpoint({
    method: 'POST',
    path: '/wps/rebates/:id/claim',
    summary: 'Claims one period’s cashback or rebate into the cash wallet; a repeat answers the first claim and pays nothing',
    tag,
    access,
    params: idParams,
    response: RebateClaimed,
    errors: ['REWARD_UNAVAILABLE'],
  }),
};
