/** The lottery's public pages: the lobby, one game's page data and the live draw stream (spec §2 /lottery, /vnlottery, /seaLottery, /elott). */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { epochMs, language, minor } from './common.ts';
import { LOTTERY_GROUPS } from './lottery-model.ts';
import { BetTypeView, DrawResultView, DrawView, LotteryCard, lotteryCode } from './lottery-shapes.ts';

const tag = 'Lottery';

export const LotteryLobby = z.object({
  groups: z.array(z.object({ group: z.enum(LOTTERY_GROUPS), lotteries: z.array(LotteryCard) })).describe('VN, SEA, fast, each in the operator’s order'),
  serverTime: epochMs.describe('the server’s clock, so countdowns do not follow a wrong device clock'),
});
export type LotteryLobby = z.infer<typeof LotteryLobby>;

export const LotteryGame = z.object({
  lottery: LotteryCard,
  betTypes: z.array(BetTypeView).describe('the bet types on sale, in the format’s order'),
  draw: DrawView.nullable().describe('the draw taking tickets now (null between draws of a paused lottery)'),
  upcoming: z.array(DrawView).describe('the next draws a follow would play, the current first (at most followMaxDraws)'),
  recent: z.array(DrawResultView).describe('the latest draws with a result, newest first (10)'),
  limits: z.object({ unitStakes: z.array(minor), maxMultiplier: z.number().int(), slipMaxItems: z.number().int(), followMaxDraws: z.number().int() }),
  serverTime: epochMs,
});
export type LotteryGame = z.infer<typeof LotteryGame>;

export const lottery = {
  lobby: endpoint({
    method: 'GET',
    path: '/wps/lottery/lobby',
    summary: 'Every lottery by group (VN, SEA, fast) with its next draw and last result',
    tag,
    access: 'public',
    query: z.object({ language }),
    response: LotteryLobby,
    errors: [],
  }),
  game: endpoint({
    method: 'GET',
    path: '/wps/lottery/games/:code',
    summary: 'One lottery’s game page: bet types and their terms, the draw taking tickets, the next draws, recent results and the ticket limits',
    tag,
    access: 'public',
    params: z.object({ code: lotteryCode }),
    query: z.object({ language }),
    response: LotteryGame,
    errors: ['UNKNOWN_LOTTERY'],
  }),
  stream: endpoint({
    method: 'GET',
    path: '/wps/lottery/stream',
    summary: 'Server-sent events: `draw` (DrawEvent) when any draw opens, closes, is drawn, settled or voided; `ping` every 25 s',
    tag,
    access: 'public',
    response: null,
    media: 'text/event-stream',
    errors: [],
  }),
} as const;
