/** Contracts: src/lib/contracts/sports-bets.ts. */
import { Hono } from 'hono';
import { sportsBets as api } from '#lib/contracts/sports-bets.ts';
import { cashOut, cashoutQuote, memberBet, memberBets, placeBets } from '#server/sportsbook/index.ts';
import { serve } from '../contract-route.ts';
import type { ApiEnv } from '../env.ts';
import { sessionOf } from '../session.ts';

export const sportsBetRoutes = new Hono<ApiEnv>();

serve(sportsBetRoutes, api.place, (c, { body }) => placeBets(c.get('app'), sessionOf(c).memberId, { ...body, language: body.language.toLowerCase() }));
serve(sportsBetRoutes, api.list, (c, { query }) => memberBets(c.get('app'), sessionOf(c).memberId, { tab: query.tab, pageNo: query.pageNo, pageSize: query.pageSize }, query.language.toLowerCase()));
serve(sportsBetRoutes, api.one, (c, { params, query }) => memberBet(c.get('app'), sessionOf(c).memberId, params.id, query.language.toLowerCase()));
serve(sportsBetRoutes, api.quote, (c, { params }) => cashoutQuote(c.get('app'), sessionOf(c).memberId, params.id));
serve(sportsBetRoutes, api.cashout, (c, { params, body }) => cashOut(c.get('app'), sessionOf(c).memberId, params.id, { ...body, language: body.language.toLowerCase() }));
