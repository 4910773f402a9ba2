import type { DeskTab } from '../tabbed-desk.tsx';

/** The lottery desk's tabs, in order: one line per tab, each its own file under this folder (label bo.lottery.tab.<id>). */
export const LOTTERY_TABS: readonly DeskTab[] = [
  { id: 'draws', load: () => import('./draws-tab.tsx') },
  { id: 'results', permission: 'lottery.results', load: () => import('./results-tab.tsx') },
  { id: 'lotteries', load: () => import('./lotteries-tab.tsx') },
  { id: 'chains', load: () => import('./chains-tab.tsx') },
];
