/** Promotions: the list, one promotion, the player's state in each, the rewards badge and the reward centre. */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { epochMs, idParams, language } from './common.ts';
import { REWARD_KINDS, REWARD_STATES } from './promotion-model.ts';
import { PlayerView, PromotionCard, PromotionDetail } from './promotion-shapes.ts';

const tag = 'Promotions';
const languageQuery = z.object({ language });

export const RewardItem = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  title: z.string().nullable().describe('the promotion’s title in the asked language; null for a reward granted by staff'),
  kind: z.enum(REWARD_KINDS),
  periodKey: z.string().describe('what the reward is for: a period, a task, a place'),
  amount: z.number().int(),
  wallet: z.enum(['cash', 'bonus']),
  state: z.enum(REWARD_STATES),
  createdAt: epochMs,
  expiresAt: epochMs.nullable(),
  claimedAt: epochMs.nullable(),
});
export type RewardItem = z.infer<typeof RewardItem>;

export const RewardCentre = z.object({
  claimable: z.array(RewardItem).describe('what the member can claim now, soonest to expire first'),
  history: z.array(RewardItem).describe('claimed, issued, expired and forfeited rewards, newest first (at most 100)'),
});
export type RewardCentre = z.infer<typeof RewardCentre>;

export const ClaimedReward = z.object({
  rewardId: z.number().int(),
  amount: z.number().int(),
  wallet: z.enum(['cash', 'bonus']),
  paid: z.boolean().describe('this request paid it; false when an earlier claim of the same reward did (nothing moved now)'),
});

export const promotions = {
  list: endpoint({
    method: 'GET',
    path: '/wps/promotions',
    summary: 'Promotions running, coming soon or ended within seven days, in one language',
    tag,
    access: 'public',
    query: languageQuery,
    response: z.array(PromotionCard),
    errors: [],
  }),
  detail: endpoint({
    method: 'GET',
    path: '/wps/promotions/:id',
    summary: 'One published promotion: its terms, audience and every number of its mechanic',
    tag,
    access: 'public',
    params: idParams,
    query: languageQuery,
    response: PromotionDetail,
    errors: ['NOT_FOUND'],
  }),
  states: endpoint({
    method: 'GET',
    path: '/wps/promotions/states',
    summary: 'The member’s state, progress and possible action in every listed promotion, in one call',
    tag,
    access: 'member',
    response: z.array(PlayerView),
    errors: [],
  }),
  availableCount: endpoint({
    method: 'GET',
    path: '/wps/promotions/available/count',
    summary: 'How many promotions the member can act on now (the rewards badge)',
    tag,
    access: 'member',
    response: z.object({ count: z.number().int() }),
    errors: [],
  }),
  rewards: endpoint({
    method: 'GET',
    path: '/wps/rewards',
    summary: 'The reward centre: what the member can claim now and their history',
    tag,
    access: 'member',
    query: languageQuery,
    response: RewardCentre,
    errors: [],
  }),
  claim: endpoint({
    method: 'POST',
    path: '/wps/rewards/:id/claim',
    summary: 'Claims one reward; a repeat answers the same and pays nothing',
    tag,
    access: 'member',
    params: idParams,
    response: ClaimedReward,
    errors: ['REWARD_UNAVAILABLE'],
  }),
};
