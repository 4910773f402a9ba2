/** Contracts: src/lib/contracts/mall.ts. */
import { Hono } from 'hono';
import type { ApiEnv } from '../env.ts';

export const mallRoutes = new Hono<ApiEnv>();
