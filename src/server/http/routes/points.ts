/** Contracts: src/lib/contracts/points.ts. */
import { Hono } from 'hono';
import type { ApiEnv } from '../env.ts';

export const pointRoutes = new Hono<ApiEnv>();
