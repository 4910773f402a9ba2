/** Contracts: src/lib/contracts/rebates.ts. */
import { Hono } from 'hono';
import { rebates } from '#lib/contracts/rebates.ts';
import { claimRebate, rebatePage } from '#server/promotions/index.ts';
import { serve } from '../contract-route.ts';
import type { ApiEnv } from '../env.ts';
import { sessionOf } from '../session.ts';

export const rebateRoutes = new Hono<ApiEnv>();

serve(rebateRoutes, rebates.page, (c, { query }) => rebatePage(c.get('app'), sessionOf(c).memberId, query.language));
serve(rebateRoutes, rebates.claim, (c, { params }) => claimRebate(c.get('app'), sessionOf(c).memberId, params.id));
