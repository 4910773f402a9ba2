/** Contracts: src/lib/contracts/backoffice-sports-risk.ts. */
import { Hono } from 'hono';
import type { ApiEnv } from '../env.ts';

export const backofficeSportsRiskRoutes = new Hono<ApiEnv>();
