/** Contracts: src/lib/contracts/backoffice-mall.ts. */
import { Hono } from 'hono';
import type { ApiEnv } from '../env.ts';

export const backofficeMallRoutes = new Hono<ApiEnv>();
