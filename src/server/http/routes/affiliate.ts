/** Contracts: src/lib/contracts/affiliate.ts. */
import { Hono } from 'hono';
import type { ApiEnv } from '../env.ts';

export const affiliateRoutes = new Hono<ApiEnv>();
