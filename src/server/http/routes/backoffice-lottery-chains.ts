/** Contracts: src/lib/contracts/backoffice-lottery-chains.ts. */
import { Hono } from 'hono';
import type { ApiEnv } from '../env.ts';

export const backofficeLotteryChainRoutes = new Hono<ApiEnv>();
