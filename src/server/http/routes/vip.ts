/** Contracts: src/lib/contracts/vip.ts. */
import { Hono } from 'hono';
import { vip } from '#lib/contracts/vip.ts';
import { publishedLadder, rankHistory, vipProgress } from '#server/loyalty/index.ts';
import { serve } from '../contract-route.ts';
import type { ApiEnv } from '../env.ts';
import { sessionOf } from '../session.ts';

export const vipRoutes = new Hono<ApiEnv>();

serve(vipRoutes, vip.ladder, (c) => publishedLadder(c.get('app').db));
serve(vipRoutes, vip.progress, (c) => vipProgress(c.get('app').db, sessionOf(c).memberId));
serve(vipRoutes, vip.history, (c) => rankHistory(c.get('app').db, sessionOf(c).memberId));
