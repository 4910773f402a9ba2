/** Contracts: src/lib/contracts/backoffice-referrals.ts. */
import { Hono } from 'hono';
import type { ApiEnv } from '../env.ts';

export const backofficeReferralRoutes = new Hono<ApiEnv>();
