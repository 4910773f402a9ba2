/** VIP: the rank ladder (public), the member's progress to the next rank and rank history (the /vip page and playerRank). */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { epochMs, minor } from './common.ts';
import { RANK_CHANGE_REASONS } from './loyalty-model.ts';

const tag = 'VIP';

/** One rank and its benefits, as the ladder is published. */
export const VipRankView = z.object({
  rank: z.number().int(),
  label: z.string(),
  betThreshold: minor.describe('valid bet over the rolling window that reaches the rank (with the deposits)'),
  depositThreshold: minor.describe('deposits over the rolling window that reach the rank (with the valid bet)'),
  keepBet: minor.describe('the previous month’s valid bet that keeps the rank at the monthly review (or keepDeposit)'),
  keepDeposit: minor,
  upgradeBonus: minor.describe('paid once, the first time the rank is reached'),
  monthlyBonus: minor,
  birthdayBonus: minor,
  bonusTurnover: z.number().int().describe('turnover multiple of the rank’s bonuses (0: cash without wagering)'),
  cashbackBps: z.number().int().describe('cashback rate on net loss, basis points'),
  rebateBps: z.number().int().describe('rebate rate on valid bet, basis points'),
  withdrawDailyAmount: minor.describe('withdrawals per day, at most (0: no limit of the rank’s own)'),
  withdrawDailyCount: z.number().int().describe('withdrawals per day, at most (0: no limit of the rank’s own)'),
  vipService: z.boolean().describe('VIP customer service (spec §6: rank above 4)'),
});
export type VipRankView = z.infer<typeof VipRankView>;

export const VipLadder = z.object({
  ladder: z.array(VipRankView).describe('lowest rank first'),
  windowDays: z.number().int().describe('the rolling window over which valid bet and deposits count'),
});
export type VipLadder = z.infer<typeof VipLadder>;

export const VipProgress = z.object({
  rank: z.number().int(),
  label: z.string(),
  vipService: z.boolean().describe('the rank has VIP customer service'),
  validBet: minor.describe('valid bet over the rolling window, from the hourly roll-ups'),
  deposits: minor.describe('deposits credited over the rolling window'),
  next: z
    .object({
      rank: z.number().int(),
      label: z.string(),
      betThreshold: minor,
      depositThreshold: minor,
      betNeeded: minor.describe('valid bet still needed (0: reached)'),
      depositNeeded: minor.describe('deposits still needed (0: reached)'),
    })
    .nullable()
    .describe('null at the top rank'),
  keep: z
    .object({
      validBet: minor.describe('this month’s valid bet so far'),
      deposits: minor.describe('this month’s deposits so far'),
      keepBet: minor,
      keepDeposit: minor,
      kept: z.boolean().describe('either figure already keeps the rank at the next review'),
      reviewAt: epochMs.describe('the next monthly review (the first of next month, merchant time zone)'),
    })
    .nullable()
    .describe('null at rank 0 (nothing to keep)'),
  windowDays: z.number().int(),
});
export type VipProgress = z.infer<typeof VipProgress>;

export const RankChange = z.object({
  id: z.number().int(),
  fromRank: z.number().int(),
  toRank: z.number().int(),
  fromLabel: z.string(),
  toLabel: z.string(),
  reason: z.enum(RANK_CHANGE_REASONS),
  at: epochMs,
});
export type RankChange = z.infer<typeof RankChange>;

export const RankHistory = z.object({
  changes: z.array(RankChange).describe('newest first, at most 100'),
});
export type RankHistory = z.infer<typeof RankHistory>;

export const vip = {
  ladder: endpoint({ method: 'GET', path: '/wps/vip/ranks', summary: 'The VIP ladder with every rank’s thresholds and benefits', tag, access: 'public', response: VipLadder, errors: [] }),
  progress: endpoint({
    method: 'GET',
    path: '/wps/vip/progress',
    summary: 'The member’s rank, valid bet and deposits over the rolling window, what the next rank still needs and what keeps the rank at the next monthly review',
    tag,
    access: 'member',
    response: VipProgress,
    errors: [],
  }),
  history: endpoint({
    method: 'GET',
    path: '/wps/vip/history',
    summary: 'The member’s rank changes (upgrades, relegations, by staff), newest first, at most 100',
    tag,
    access: 'member',
    response: RankHistory,
    errors: [],
  }),
} as const;
