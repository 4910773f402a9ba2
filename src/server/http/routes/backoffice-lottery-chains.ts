/** Back office, lottery desk, chains tab. Contracts: src/lib/contracts/backoffice-lottery-chains.ts. */
import { Hono } from 'hono';
import { backofficeLotteryChains as api } from '#lib/contracts/backoffice-lottery-chains.ts';
import { commitChainAs, retireChainAs } from '#server/backoffice/index.ts';
import { chainDesk } from '#server/lottery/index.ts';
import { serve } from '../contract-route.ts';
import type { ApiEnv } from '../env.ts';
import { staffOf } from '../staff-guard.ts';

export const backofficeLotteryChainRoutes = new Hono<ApiEnv>();

serve(backofficeLotteryChainRoutes, api.desk, (c, { query }) => chainDesk(c.get('app').db, query.language.toLowerCase()));
serve(backofficeLotteryChainRoutes, api.commit, (c, { body }) => commitChainAs(c.get('app'), staffOf(c), body));
serve(backofficeLotteryChainRoutes, api.retire, (c, { params, body }) => retireChainAs(c.get('app'), staffOf(c), params.id, body.reason));
