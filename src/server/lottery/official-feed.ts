/**
 * Official results from outside: a feed adapter answers a draw's result when it is published. The
 * site has no default connection to any feed; an operator plugs one in, and what it imports is
 * checked against the format and still waits for a second staff member's approval, as a result
 * typed by staff does (official-results.ts).
 */
import type { DrawResult } from '#lib/contracts/lottery-model.ts';
import type { Lottery } from './lotteries.ts';
import { checkResult } from './official-results.ts';

export interface FeedDraw {
  id: number;
  number: string;
  drawAt: number;
}

export interface ResultFeed {
  /** The draw's published result in the format's order (lottery-model DRAW_SHAPES), or null while not published. */
  fetch(lottery: Lottery, draw: FeedDraw): Promise<DrawResult | null>;
}

/** Asks the feed for a draw's result; a published one is checked against the format (RESULT_INVALID). */
export async function fetchFeedResult(feed: ResultFeed, lottery: Lottery, draw: FeedDraw): Promise<DrawResult | null> {
  const result = await feed.fetch(lottery, draw);
  if (result === null) return null;
  checkResult(lottery.format, result);
  return result;
}
