/** Contracts: src/lib/contracts/referral.ts. */
import { Hono } from 'hono';
import type { ApiEnv } from '../env.ts';

export const referralRoutes = new Hono<ApiEnv>();
