/** Contracts: src/lib/contracts/lottery-history.ts. */
import { Hono } from 'hono';
import type { ApiEnv } from '../env.ts';

export const lotteryHistoryRoutes = new Hono<ApiEnv>();
