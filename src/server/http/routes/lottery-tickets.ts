/** Contracts: src/lib/contracts/lottery-tickets.ts. */
import { Hono } from 'hono';
import { lotteryTickets as api } from '#lib/contracts/lottery-tickets.ts';
import { cancelTicket, createFollow, memberFollows, memberTickets, placeSlip, stopFollow } from '#server/lottery/index.ts';
import { serve } from '../contract-route.ts';
import type { ApiEnv } from '../env.ts';
import { clientOf, sessionOf } from '../session.ts';

export const lotteryTicketRoutes = new Hono<ApiEnv>();

serve(lotteryTicketRoutes, api.place, (c, { body }) => placeSlip(c.get('app'), sessionOf(c).memberId, { ...body, language: body.language.toLowerCase() }));
serve(lotteryTicketRoutes, api.cancel, (c, { params }) => cancelTicket(c.get('app'), sessionOf(c).memberId, params.id, clientOf(c).lang));
serve(lotteryTicketRoutes, api.list, (c, { query }) =>
  memberTickets(c.get('app').db, sessionOf(c).memberId, { status: query.status, lottery: query.lottery, pageNo: query.pageNo, pageSize: query.pageSize }, query.language.toLowerCase()),
);
serve(lotteryTicketRoutes, api.follow, (c, { body }) => createFollow(c.get('app'), sessionOf(c).memberId, { ...body, language: body.language.toLowerCase() }));
serve(lotteryTicketRoutes, api.follows, (c, { query }) => memberFollows(c.get('app'), sessionOf(c).memberId, query.language.toLowerCase()));
serve(lotteryTicketRoutes, api.stopFollow, (c, { params }) => stopFollow(c.get('app'), sessionOf(c).memberId, params.id, clientOf(c).lang));
