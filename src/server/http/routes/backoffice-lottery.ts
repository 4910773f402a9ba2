/** Contracts: src/lib/contracts/backoffice-lottery.ts. */
import { Hono } from 'hono';
import type { ApiEnv } from '../env.ts';

export const backofficeLotteryRoutes = new Hono<ApiEnv>();
