/** Contracts: src/lib/contracts/backoffice-affiliates.ts. */
import { Hono } from 'hono';
import type { ApiEnv } from '../env.ts';

export const backofficeAffiliateRoutes = new Hono<ApiEnv>();
