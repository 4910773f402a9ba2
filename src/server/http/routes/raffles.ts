/** Raffles and ranking races for the member. Contracts: src/lib/contracts/raffles.ts. */
import { Hono } from 'hono';
import { raffles as r } from '#lib/contracts/raffles.ts';
import { drawRaffle, joinRace, raceLeaderboard, raceWinners, raffleState, setRaffleClientSeed } from '#server/promotions/index.ts';
import { serve } from '../contract-route.ts';
import type { ApiEnv } from '../env.ts';
import { sessionOf } from '../session.ts';

export const raffleRoutes = new Hono<ApiEnv>();

serve(raffleRoutes, r.raffle, (c, { params }) => raffleState(c.get('app'), sessionOf(c).memberId, params.id));
serve(raffleRoutes, r.clientSeed, (c, { params, body }) => setRaffleClientSeed(c.get('app'), sessionOf(c).memberId, params.id, body.clientSeed));
serve(raffleRoutes, r.draw, (c, { body }) => drawRaffle(c.get('app'), sessionOf(c).memberId, body.promotionId, body.requestId));
// The winners path first: the leaderboard's `:id` would not take it, but keep the fixed path ahead.
serve(raffleRoutes, r.winners, (c, { query }) => raceWinners(c.get('app'), query.promotionId));
serve(raffleRoutes, r.joinRace, (c, { params }) => joinRace(c.get('app'), sessionOf(c).memberId, params.id));
serve(raffleRoutes, r.leaderboard, (c, { params, query }) => raceLeaderboard(c.get('app'), sessionOf(c).memberId, params.id, query.limit));
