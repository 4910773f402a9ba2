/** Contracts: src/lib/contracts/sports.ts. */
import { Hono } from 'hono';
import { sports } from '#lib/contracts/sports.ts';
import { serve } from '../contract-route.ts';
import type { ApiEnv } from '../env.ts';
import { sportsStream } from '../responses/sports-stream.ts';

export const sportsRoutes = new Hono<ApiEnv>();

serve(sportsRoutes, sports.stream, (c) => sportsStream(c, c.get('app')));
