/** Back office, sportsbook desk: events, trading and settlement. Contracts: src/lib/contracts/backoffice-sports.ts. */
import { Hono } from 'hono';
import { backofficeSports as api } from '#lib/contracts/backoffice-sports.ts';
import {
  askSportsResultAs,
  askSportsSettleAs,
  askSportsVoidAs,
  boSportsCatalogue,
  boSportsEvent,
  boSportsEvents,
  boSportsSettlement,
  createSportsEventAs,
  setSportsEventStatusAs,
  setSportsLimitsAs,
  setSportsMarketStatusAs,
  setSportsOddsAs,
} from '#server/backoffice/index.ts';
import { serve } from '../contract-route.ts';
import type { ApiEnv } from '../env.ts';
import { staffOf } from '../staff-guard.ts';

export const backofficeSportsRoutes = new Hono<ApiEnv>();

serve(backofficeSportsRoutes, api.events, (c, { query }) => boSportsEvents(c.get('app'), query));
serve(backofficeSportsRoutes, api.catalogue, (c, { query }) => boSportsCatalogue(c.get('app'), query.sport, query.language));
serve(backofficeSportsRoutes, api.event, (c, { params, query }) => boSportsEvent(c.get('app'), params.id, query.language));
serve(backofficeSportsRoutes, api.createEvent, (c, { body }) => createSportsEventAs(c.get('app'), staffOf(c), body));
serve(backofficeSportsRoutes, api.eventStatus, (c, { params, body }) => setSportsEventStatusAs(c.get('app'), staffOf(c), params.id, body.action, body.reason));
serve(backofficeSportsRoutes, api.marketStatus, (c, { params, body }) => setSportsMarketStatusAs(c.get('app'), staffOf(c), params.id, body.status));
serve(backofficeSportsRoutes, api.selectionOdds, (c, { params, body }) => setSportsOddsAs(c.get('app'), staffOf(c), params.id, body.odds));
serve(backofficeSportsRoutes, api.marketLimits, (c, { params, body }) => setSportsLimitsAs(c.get('app'), staffOf(c), params.id, body));
serve(backofficeSportsRoutes, api.settlement, (c, { query }) => boSportsSettlement(c.get('app'), query.language));
serve(backofficeSportsRoutes, api.askResult, (c, { params, body }) => askSportsResultAs(c.get('app'), staffOf(c), params.id, { home: body.home, away: body.away, parts: body.parts }, body.reason));
serve(backofficeSportsRoutes, api.askSettle, (c, { params, body }) => askSportsSettleAs(c.get('app'), staffOf(c), params.id, body.results, body.reason));
serve(backofficeSportsRoutes, api.askVoid, (c, { params, body }) => askSportsVoidAs(c.get('app'), staffOf(c), params.id, body.reason));
