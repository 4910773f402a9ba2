/** Contracts: src/lib/contracts/backoffice-vip.ts. */
import { Hono } from 'hono';
import type { ApiEnv } from '../env.ts';

export const backofficeVipRoutes = new Hono<ApiEnv>();
