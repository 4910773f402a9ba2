/** Contracts: src/lib/contracts/sports.ts. */
import { Hono } from 'hono';
import { sports } from '#lib/contracts/sports.ts';
import { eventList, eventPage, sportsMenu } from '#server/sportsbook/index.ts';
import { serve } from '../contract-route.ts';
import type { ApiEnv } from '../env.ts';
import { sportsStream } from '../responses/sports-stream.ts';

export const sportsRoutes = new Hono<ApiEnv>();

serve(sportsRoutes, sports.stream, (c) => sportsStream(c, c.get('app')));
serve(sportsRoutes, sports.menu, (c, { query }) => sportsMenu(c.get('app').db, query.kind, query.language));
serve(sportsRoutes, sports.events, (c, { query }) => eventList(c.get('app').db, query));
serve(sportsRoutes, sports.event, (c, { params, query }) => eventPage(c.get('app').db, params.id, query.language));
