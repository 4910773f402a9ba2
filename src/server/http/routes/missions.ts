/** Contracts: src/lib/contracts/missions.ts. */
import { Hono } from 'hono';
import { missions } from '#lib/contracts/missions.ts';
import { applyToPromotion, claimMissionReward, claimMissionTask, missionLeaderboard, missionSummary, myApplication } from '#server/promotions/index.ts';
import { serve } from '../contract-route.ts';
import type { ApiEnv } from '../env.ts';
import { sessionOf } from '../session.ts';

export const missionRoutes = new Hono<ApiEnv>();

serve(missionRoutes, missions.summary, async (c, { query }) => {
  const lang = query.language === 'en' ? 'en' : 'bn';
  const { missions: list, claimable } = await missionSummary(c.get('app'), sessionOf(c).memberId);
  return {
    claimable,
    missions: list.map((m) => ({ promotionId: m.promotion.id, title: m.promotion.title[lang], period: m.promotion.params.period, periodStart: m.period.start, periodEnd: m.period.end, state: m.state, tasks: m.tasks })),
  };
});
serve(missionRoutes, missions.leaderboard, async (c, { query }) => {
  const b = await missionLeaderboard(c.get('app'), sessionOf(c).memberId, query.promotionId);
  return { periodStart: b.period.start, periodEnd: b.period.end, list: b.list, me: b.me };
});
serve(missionRoutes, missions.claimTask, (c, { body }) =>
  'rewardId' in body ? claimMissionReward(c.get('app'), sessionOf(c).memberId, body.rewardId) : claimMissionTask(c.get('app'), sessionOf(c).memberId, body.promotionId, body.taskId),
);
serve(missionRoutes, missions.application, (c, { params }) => myApplication(c.get('app').db, sessionOf(c).memberId, params.id));
serve(missionRoutes, missions.apply, (c, { params, body }) => applyToPromotion(c.get('app'), sessionOf(c).memberId, params.id, body));
