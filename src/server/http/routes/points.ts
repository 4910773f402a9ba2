/** Contracts: src/lib/contracts/points.ts. */
import { Hono } from 'hono';
import { points } from '#lib/contracts/points.ts';
import { convertPoints, pointsBalance, pointsConfig, pointsDetails } from '#server/loyalty/index.ts';
import { serve } from '../contract-route.ts';
import type { ApiEnv } from '../env.ts';
import { sessionOf } from '../session.ts';

export const pointRoutes = new Hono<ApiEnv>();

serve(pointRoutes, points.balance, (c) => pointsBalance(c.get('app').db, sessionOf(c).memberId));
serve(pointRoutes, points.config, (c) => pointsConfig(c.get('app').db));
serve(pointRoutes, points.details, (c, { query }) => pointsDetails(c.get('app').db, sessionOf(c).memberId, query));
serve(pointRoutes, points.convert, (c, { body }) => convertPoints(c.get('app'), sessionOf(c).memberId, body));
