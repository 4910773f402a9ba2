/**
 * /lottery/results: one lottery's results page by page and its trends over 30 or 100 draws. The
 * page arrives with its first results (rendered on the server; the store stays idle until another
 * page is asked for); the trends are read when their tab opens and again for another window.
 */
import { atom } from 'nanostores';
import type { LotteryTrends, TrendWindow } from '../contracts/lottery-history.ts';
import type { DrawResultView } from '../contracts/lottery-shapes.ts';
import { lotteryHistoryApi } from '../lottery-history-api.ts';
import type { Loadable } from './rewards.ts';

export interface ResultsPage {
  list: DrawResultView[];
  pageNum: number;
  totalPages: number;
  total: number;
}

export const $results = atom<Loadable<ResultsPage>>({ state: 'idle' });
export const $trendWindow = atom<TrendWindow>(30);
export const $trends = atom<Loadable<LotteryTrends>>({ state: 'idle' });

export async function loadResultsPage(code: string, pageNo: number): Promise<void> {
  $results.set({ state: 'loading' });
  try {
    $results.set({ state: 'ready', data: await lotteryHistoryApi.results(code, pageNo) });
  } catch {
    $results.set({ state: 'error' });
  }
}

export async function loadTrends(code: string, window: TrendWindow): Promise<void> {
  $trendWindow.set(window);
  $trends.set({ state: 'loading' });
  try {
    const data = await lotteryHistoryApi.trends(code, window);
    if ($trendWindow.get() === window) $trends.set({ state: 'ready', data });
  } catch {
    if ($trendWindow.get() === window) $trends.set({ state: 'error' });
  }
}

/**
 * A draw of this lottery was drawn, settled, corrected or voided (the public stream): the first
 * page and the trends shown are read again in place, without a loading state; an older page the
 * player is reading stays as it is.
 */
export async function refreshAfterDraw(code: string): Promise<void> {
  const results = $results.get();
  const onFirstPage = results.state === 'idle' || (results.state === 'ready' && results.data.pageNum === 1);
  const trends = $trends.get();
  await Promise.all([
    onFirstPage ? lotteryHistoryApi.results(code, 1).then((data) => $results.set({ state: 'ready', data }), () => undefined) : null,
    trends.state === 'ready'
      ? lotteryHistoryApi.trends(code, trends.data.window === 100 ? 100 : 30).then((data) => {
          if ($trendWindow.get() === data.window) $trends.set({ state: 'ready', data });
        }, () => undefined)
      : null,
  ]);
}
