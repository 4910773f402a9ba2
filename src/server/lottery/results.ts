/**
 * A lottery's results history: its drawn, settled and void draws, newest first, within the
 * settings' historyDays and the newest RESULTS_MAX (the /lottery/results page and GET /wps/lottery/games/:code/results).
 */
import type { DrawResultView } from '#lib/contracts/lottery-shapes.ts';
import type { Db } from '#server/db/connect.ts';
import { getSetting } from '#server/system/index.ts';
import { DRAW_VIEW_COLUMNS, drawResultViewOf } from './draw-views.ts';
import { lotteryByCode } from './lotteries.ts';

/** The states a draw has once it has a result or will never have one. */
export const FINISHED_DRAW_STATUSES = ['drawn', 'settled', 'void'] as const;

const DAY_MS = 86_400_000;
/**
 * The most draws the results list pages through, newest first: every draw of historyDays for the
 * daily lotteries, the last 33 hours of a one-minute lottery (its trends read the last 100).
 */
export const RESULTS_MAX = 2_000;

/** The earliest draw time the players' pages still show. */
export async function historySince(db: Db, now: number): Promise<number> {
  const { historyDays } = await getSetting(db, 'lottery');
  return now - historyDays * DAY_MS;
}

export interface ResultsPage {
  list: DrawResultView[];
  pageNum: number;
  totalPages: number;
  total: number;
}

/** One page of a lottery's results, newest first (at most RESULTS_MAX of them); a page past the end answers the last one. */
export async function lotteryResults(db: Db, code: string, paging: { pageNo: number; pageSize: number }, now = Date.now()): Promise<ResultsPage> {
  const lottery = await lotteryByCode(db, code);
  const since = await historySince(db, now);
  const base = db.selectFrom('lottery_draws').where('lottery_id', '=', lottery.id).where('draw_at', '>=', since).where('status', 'in', FINISHED_DRAW_STATUSES);
  // Counted over the newest RESULTS_MAX only: never a walk over a fast lottery's whole history.
  const counted = await db
    .selectFrom(base.select('id').orderBy('draw_at', 'desc').limit(RESULTS_MAX).as('shown'))
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  const total = Number(counted?.n ?? 0);
  const totalPages = Math.max(1, Math.ceil(total / paging.pageSize));
  const pageNum = Math.min(paging.pageNo, totalPages);
  const offset = (pageNum - 1) * paging.pageSize;
  const rows = await base
    .select(DRAW_VIEW_COLUMNS)
    .orderBy('draw_at', 'desc')
    .orderBy('id', 'desc')
    .limit(Math.max(0, Math.min(paging.pageSize, RESULTS_MAX - offset)))
    .offset(offset)
    .execute();
  return { list: rows.map(drawResultViewOf), pageNum, totalPages, total };
}
