/**
 * The spec's lottery calls (§7): the VN game menu by region, the member's recent lotteries, the
 * popular lotteries (20), the latest VN results (100) and the latest results of the lotteries the
 * member plays. Each lottery appears as the lobby's card; each result as a draw with its result.
 */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { epochMs, language } from './common.ts';
import { DrawResultView, LotteryCard, lotteryCode } from './lottery-shapes.ts';

const tag = 'Lottery';

/** A count asked for, 1..max (absent: the spec's count). */
const countOf = (fallback: number, max: number) => z.coerce.number().int().min(1).max(max).default(fallback);

/** One draw's result with the lottery it belongs to. */
export const OpenedNumero = z.object({
  lottery: lotteryCode,
  lotteryName: z.string(),
  region: z.string().nullable(),
  draw: DrawResultView,
});
export type OpenedNumero = z.infer<typeof OpenedNumero>;

export const VN_REGIONS = ['north', 'central', 'south'] as const;

export const PopularLottery = LotteryCard.extend({ tickets24h: z.number().int().describe('tickets placed in the last 24 hours (what ranks the list)') });
export const RecentLottery = LotteryCard.extend({ lastPlayedAt: epochMs.describe('when the member last placed a ticket on it') });

export const lotteryMenu = {
  vnMenu: endpoint({
    method: 'GET',
    path: '/lgw/vn/games/game_menu',
    summary: 'The Vietnamese lotteries by region (north, central, south), each with its next draw and latest result',
    tag,
    access: 'public',
    query: z.object({ language }),
    response: z.object({ regions: z.array(z.object({ region: z.enum(VN_REGIONS), lotteries: z.array(LotteryCard) })), serverTime: epochMs }),
    errors: [],
  }),
  vnRecent: endpoint({
    method: 'GET',
    path: '/lgw/vn/games/game_menu/recent',
    summary: 'The lotteries the member placed tickets on lately (any group), the latest played first (at most 10)',
    tag,
    access: 'member',
    query: z.object({ language }),
    response: z.object({ lotteries: z.array(RecentLottery), serverTime: epochMs }),
    errors: [],
  }),
  popular: endpoint({
    method: 'GET',
    path: '/lgw/games/popular',
    summary: 'The popular lotteries: most tickets in the last 24 hours, then the operator’s hot ones (count 20)',
    tag,
    access: 'public',
    query: z.object({ count: countOf(20, 20), language }),
    response: z.object({ lotteries: z.array(PopularLottery), serverTime: epochMs }),
    errors: [],
  }),
  vnOpened: endpoint({
    method: 'GET',
    path: '/lgw/vn/numeros/opened/game',
    summary: 'The latest results of the Vietnamese lotteries, newest first (count 100)',
    tag,
    access: 'public',
    query: z.object({ count: countOf(100, 100), language }),
    response: z.object({ results: z.array(OpenedNumero) }),
    errors: [],
  }),
  memberOpened: endpoint({
    method: 'GET',
    path: '/lotto/lgw/games/opened/numero',
    summary: 'The latest results of the lotteries the member plays (tickets in the last 30 days), newest first (count 20, at most 100)',
    tag,
    access: 'member',
    query: z.object({ count: countOf(20, 100), language }),
    response: z.object({ results: z.array(OpenedNumero) }),
    errors: [],
  }),
} as const;
