/** Contracts: src/lib/contracts/raffles.ts. */
import { Hono } from 'hono';
import type { ApiEnv } from '../env.ts';

export const raffleRoutes = new Hono<ApiEnv>();
