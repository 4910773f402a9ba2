/** The bonus wallet and deposit-bonus opt-ins. Contracts: src/lib/contracts/bonus.ts. */
import { Hono } from 'hono';
import { bonus } from '#lib/contracts/bonus.ts';
import { forfeitBonus, memberBonuses, optInDepositBonus } from '#server/promotions/index.ts';
import { serve } from '../contract-route.ts';
import type { ApiEnv } from '../env.ts';
import { sessionOf } from '../session.ts';

export const bonusRoutes = new Hono<ApiEnv>();

serve(bonusRoutes, bonus.list, (c, { query }) => memberBonuses(c.get('app'), sessionOf(c).memberId, query.language));

serve(bonusRoutes, bonus.forfeit, async (c, { body }) => {
  const r = await forfeitBonus(c.get('app'), sessionOf(c).memberId, body.bonusId);
  return { bonusId: r.bonusId, lost: r.forfeited, state: 'forfeited' as const };
});

serve(bonusRoutes, bonus.optIn, (c, { params }) => optInDepositBonus(c.get('app'), sessionOf(c).memberId, params.id));
