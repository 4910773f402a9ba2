/** Contracts: src/lib/contracts/mall.ts. */
import { Hono } from 'hono';
import { mall } from '#lib/contracts/mall.ts';
import { resolveSession } from '#server/auth/index.ts';
import { mallGoods, redeemHistory, redeemPoints } from '#server/loyalty/index.ts';
import { serve } from '../contract-route.ts';
import type { ApiEnv } from '../env.ts';
import { clientOf, sessionOf, tokenOf } from '../session.ts';

export const mallRoutes = new Hono<ApiEnv>();

// Public: a visitor sees the goods; a signed-in member also their points and each requirement met.
serve(mallRoutes, mall.goods, async (c, { query }) => {
  const token = tokenOf(c);
  const session = token ? await resolveSession(c.get('app'), token) : null;
  return mallGoods(c.get('app'), session ? session.memberId : null, query.language);
});

// The answer's item name is in the caller's language (X-Language or ?language=, else Bengali).
serve(mallRoutes, mall.redeem, (c, { body }) => redeemPoints(c.get('app'), sessionOf(c).memberId, body, clientOf(c).lang));

serve(mallRoutes, mall.history, (c, { query: { language, ...q } }) => redeemHistory(c.get('app'), sessionOf(c).memberId, q, language));
