/** Contracts: src/lib/contracts/lottery-fair.ts. */
import { Hono } from 'hono';
import type { ApiEnv } from '../env.ts';

export const lotteryFairRoutes = new Hono<ApiEnv>();
