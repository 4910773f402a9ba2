/** The member pages' promotions: list, detail, the player's states, the rewards badge and the reward centre. Contracts: src/lib/contracts/promotions.ts. */
import { Hono } from 'hono';
import { promotions as p } from '#lib/contracts/promotions.ts';
import { availablePromotionCount, claimReward, playerViews, promotionCards, promotionDetail, rewardCentre } from '#server/promotions/index.ts';
import { serve } from '../contract-route.ts';
import type { ApiEnv } from '../env.ts';
import { sessionOf } from '../session.ts';

export const promotionRoutes = new Hono<ApiEnv>();

serve(promotionRoutes, p.list, (c, { query }) => promotionCards(c.get('app'), query.language.toLowerCase()));

// The member's paths first: the detail's `:id` would otherwise take "states".
serve(promotionRoutes, p.states, (c) => playerViews(c.get('app'), sessionOf(c).memberId));

serve(promotionRoutes, p.availableCount, async (c) => ({ count: await availablePromotionCount(c.get('app'), sessionOf(c).memberId) }));

serve(promotionRoutes, p.detail, (c, { params, query }) => promotionDetail(c.get('app'), params.id, query.language.toLowerCase()));

serve(promotionRoutes, p.rewards, (c, { query }) => rewardCentre(c.get('app'), sessionOf(c).memberId, query.language.toLowerCase()));

serve(promotionRoutes, p.claim, (c, { params }) => claimReward(c.get('app'), sessionOf(c).memberId, params.id));
