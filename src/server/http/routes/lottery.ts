/** Contracts: src/lib/contracts/lottery.ts. */
import { Hono } from 'hono';
import type { ApiEnv } from '../env.ts';

export const lotteryRoutes = new Hono<ApiEnv>();
