/** Contracts: src/lib/contracts/lottery.ts. */
import { Hono } from 'hono';
import { lottery } from '#lib/contracts/lottery.ts';
import { lotteryGame, lotteryLobby } from '#server/lottery/index.ts';
import { serve } from '../contract-route.ts';
import type { ApiEnv } from '../env.ts';
import { lotteryStream } from '../responses/lottery-stream.ts';

export const lotteryRoutes = new Hono<ApiEnv>();

serve(lotteryRoutes, lottery.lobby, (c, { query }) => lotteryLobby(c.get('app').db, query.language));
serve(lotteryRoutes, lottery.game, (c, { params, query }) => lotteryGame(c.get('app').db, params.code, query.language));
serve(lotteryRoutes, lottery.stream, (c) => lotteryStream(c, c.get('app')));
