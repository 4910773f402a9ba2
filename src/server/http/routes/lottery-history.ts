/** Contracts: src/lib/contracts/lottery-history.ts. */
import { Hono } from 'hono';
import { lotteryHistory } from '#lib/contracts/lottery-history.ts';
import { lotteryResults, lotteryTrends } from '#server/lottery/index.ts';
import { serve } from '../contract-route.ts';
import type { ApiEnv } from '../env.ts';

export const lotteryHistoryRoutes = new Hono<ApiEnv>();

serve(lotteryHistoryRoutes, lotteryHistory.results, (c, { params, query }) => lotteryResults(c.get('app').db, params.code, query));
serve(lotteryHistoryRoutes, lotteryHistory.trends, (c, { params, query }) => lotteryTrends(c.get('app').db, params.code, query.window));
