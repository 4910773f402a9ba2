/** Contracts: src/lib/contracts/rebates.ts. */
import { Hono } from 'hono';
import type { ApiEnv } from '../env.ts';

export const rebateRoutes = new Hono<ApiEnv>();
