/** Contracts: src/lib/contracts/lottery-fair.ts. */
import { Hono } from 'hono';
import { lotteryFair } from '#lib/contracts/lottery-fair.ts';
import { drawProof, publishedChains } from '#server/lottery/index.ts';
import { serve } from '../contract-route.ts';
import type { ApiEnv } from '../env.ts';

export const lotteryFairRoutes = new Hono<ApiEnv>();

serve(lotteryFairRoutes, lotteryFair.proof, (c, { params, query }) => drawProof(c.get('app').db, params.id, query.language.toLowerCase()));
serve(lotteryFairRoutes, lotteryFair.chains, (c, { query }) => publishedChains(c.get('app').db, query.lottery, query.language.toLowerCase()));
