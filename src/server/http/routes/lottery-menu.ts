/** Contracts: src/lib/contracts/lottery-menu.ts. */
import { Hono } from 'hono';
import type { ApiEnv } from '../env.ts';

export const lotteryMenuRoutes = new Hono<ApiEnv>();
