/** Contracts: src/lib/contracts/vip.ts. */
import { Hono } from 'hono';
import { vip } from '#lib/contracts/vip.ts';
import { publishedLadder } from '#server/loyalty/index.ts';
import { serve } from '../contract-route.ts';
import type { ApiEnv } from '../env.ts';

export const vipRoutes = new Hono<ApiEnv>();

serve(vipRoutes, vip.ladder, (c) => publishedLadder(c.get('app').db));
