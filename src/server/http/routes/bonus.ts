/** Contracts: src/lib/contracts/bonus.ts. */
import { Hono } from 'hono';
import type { ApiEnv } from '../env.ts';

export const bonusRoutes = new Hono<ApiEnv>();
