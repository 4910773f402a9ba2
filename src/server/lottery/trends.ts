/**
 * A lottery's trends over its last 30 or 100 drawn draws (within historyDays): per series the
 * frequency of each value, hot and cold values and gaps (src/lib/lottery/trend-series.ts says
 * which series each format has). The last figures of each lottery and window are kept with the
 * ids and revisions of the draws they counted: any new draw, correction or void changes that
 * list, so a changed result shows at once, and an unchanged one is not counted again.
 */
import { z } from 'zod';
import type { TrendWindow, LotteryTrends } from '#lib/contracts/lottery-history.ts';
import { countTrends } from '#lib/lottery/trend-series.ts';
import type { Db } from '#server/db/connect.ts';
import { lotteryByCode } from './lotteries.ts';
import { historySince } from './results.ts';

const Result = z.array(z.string());

interface Kept {
  stamp: string;
  trends: LotteryTrends;
}

/** The latest figures per database, lottery and window (a handful of entries: one per lottery and window). */
const kept = new WeakMap<Db, Map<string, Kept>>();

export async function lotteryTrends(db: Db, code: string, window: TrendWindow, now = Date.now()): Promise<LotteryTrends> {
  const lottery = await lotteryByCode(db, code);
  const since = await historySince(db, now);
  const rows = await db
    .selectFrom('lottery_draws')
    .select(['id', 'number', 'revision', 'result'])
    .where('lottery_id', '=', lottery.id)
    .where('draw_at', '>=', since)
    .where('status', 'in', ['drawn', 'settled'])
    .where('result', 'is not', null)
    .orderBy('draw_at', 'desc')
    .orderBy('id', 'desc')
    .limit(window)
    .execute();
  const stamp = rows.map((r) => `${r.id}.${r.revision}`).join(',');
  const byKey = kept.get(db) ?? new Map<string, Kept>();
  kept.set(db, byKey);
  const key = `${lottery.id}:${window}`;
  const hit = byKey.get(key);
  if (hit && hit.stamp === stamp) return hit.trends;
  const results = rows.map((r) => Result.parse(JSON.parse(r.result ?? '[]')));
  const trends: LotteryTrends = {
    lottery: lottery.code,
    format: lottery.format,
    window,
    draws: rows.length,
    from: rows.at(-1)?.number ?? null,
    to: rows[0]?.number ?? null,
    series: countTrends(lottery.format, results),
  };
  byKey.set(key, { stamp, trends });
  return trends;
}
