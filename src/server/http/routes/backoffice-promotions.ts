/** Contracts: src/lib/contracts/backoffice-promotions.ts. */
import { Hono } from 'hono';
import type { ApiEnv } from '../env.ts';

export const backofficePromotionRoutes = new Hono<ApiEnv>();
