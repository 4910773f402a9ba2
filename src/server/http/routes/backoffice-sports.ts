/** Contracts: src/lib/contracts/backoffice-sports.ts. */
import { Hono } from 'hono';
import type { ApiEnv } from '../env.ts';

export const backofficeSportsRoutes = new Hono<ApiEnv>();
