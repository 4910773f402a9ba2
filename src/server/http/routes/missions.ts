/** Contracts: src/lib/contracts/missions.ts. */
import { Hono } from 'hono';
import type { ApiEnv } from '../env.ts';

export const missionRoutes = new Hono<ApiEnv>();
