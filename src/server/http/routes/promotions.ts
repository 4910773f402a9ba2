/** Contracts: src/lib/contracts/promotions.ts. */
import { Hono } from 'hono';
import type { ApiEnv } from '../env.ts';

export const promotionRoutes = new Hono<ApiEnv>();
