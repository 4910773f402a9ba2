import type { DeskTab } from '../tabbed-desk.tsx';

/** The sportsbook desk's tabs, in order: one line per tab, each its own file under this folder (label bo.sports.tab.<id>). */
export const SPORTS_TABS: readonly DeskTab[] = [
  { id: 'events', load: () => import('./events-tab.tsx') },
  { id: 'trading', load: () => import('./trading-tab.tsx') },
  { id: 'settlement', permission: 'sports.settle', load: () => import('./settlement-tab.tsx') },
  { id: 'bets', load: () => import('./bets-tab.tsx') },
  { id: 'limits', load: () => import('./limits-tab.tsx') },
];
