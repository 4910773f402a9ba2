/** Results history and trends (number frequency, hot and cold numbers, gaps) of one lottery: the /lottery/results page. */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { pageNo, pageOf, pageSize } from './common.ts';
import { LOTTERY_FORMATS } from './lottery-model.ts';
import { DrawResultView, lotteryCode } from './lottery-shapes.ts';

const tag = 'Lottery results';

/** The windows a trend is counted over: the last 30 or 100 drawn draws. */
export const TREND_WINDOWS = [30, 100] as const;
export type TrendWindow = (typeof TREND_WINDOWS)[number];

/** One value's figures within a series. */
export const TrendValue = z.object({
  value: z.string().describe('as printed in results ("07", "5")'),
  count: z.number().int().describe('how often it was drawn in the window (every occurrence counts)'),
  gap: z.number().int().describe('draws since it last appeared (0: in the latest draw; the window’s draw count when not drawn in it)'),
  maxGap: z.number().int().describe('the longest run of draws in the window without it'),
});
export type TrendValue = z.infer<typeof TrendValue>;

/**
 * One series of a lottery's trends: a position of the result (SSC's 1st digit, PK10's 1st place),
 * or a set of values read from the whole result (lô's last two digits of every prize, all keno
 * numbers). Which series each format has: src/lib/lottery/trend-series.ts.
 */
export const TrendSeries = z.object({
  key: z.string().describe('the series: "lo", "top2", "bottom2", "dice", "sum", "any", "p1"…, "d1"…'),
  values: z.array(TrendValue).describe('every value the series can take, in value order'),
  hot: z.array(z.string()).describe('the most frequent values, most frequent first'),
  cold: z.array(z.string()).describe('the least frequent values, least frequent first'),
});
export type TrendSeries = z.infer<typeof TrendSeries>;

export const LotteryTrends = z.object({
  lottery: lotteryCode,
  format: z.enum(LOTTERY_FORMATS),
  window: z.number().int(),
  draws: z.number().int().describe('drawn draws counted (fewer than the window while the lottery is young)'),
  from: z.string().nullable().describe('the oldest draw’s issue number counted'),
  to: z.string().nullable().describe('the latest draw’s issue number counted'),
  series: z.array(TrendSeries),
});
export type LotteryTrends = z.infer<typeof LotteryTrends>;

export const lotteryHistory = {
  results: endpoint({
    method: 'GET',
    path: '/wps/lottery/games/:code/results',
    summary: 'One lottery’s drawn, settled and void draws, newest first, within the settings’ historyDays',
    tag,
    access: 'public',
    params: z.object({ code: lotteryCode }),
    query: z.object({ pageNo, pageSize: pageSize(20, 100) }),
    response: pageOf(DrawResultView),
    errors: ['UNKNOWN_LOTTERY'],
  }),
  trends: endpoint({
    method: 'GET',
    path: '/wps/lottery/games/:code/trends',
    summary: 'Number frequency, hot and cold values and gaps over the lottery’s last 30 or 100 drawn draws, per position or over the whole result as the format reads',
    tag,
    access: 'public',
    params: z.object({ code: lotteryCode }),
    query: z.object({ window: z._default(z.coerce.number().pipe(z.literal(TREND_WINDOWS)), 30).describe('30 or 100 draws') }),
    response: LotteryTrends,
    errors: ['UNKNOWN_LOTTERY'],
  }),
} as const;
