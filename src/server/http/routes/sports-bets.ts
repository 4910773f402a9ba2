/** Contracts: src/lib/contracts/sports-bets.ts. */
import { Hono } from 'hono';
import type { ApiEnv } from '../env.ts';

export const sportsBetRoutes = new Hono<ApiEnv>();
