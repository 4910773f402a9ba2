import type { DeskTab } from '../tabbed-desk.tsx';

/** The loyalty desk's tabs, in order: one line per tab, each its own file under this folder (label bo.loyalty.tab.<id>). */
export const LOYALTY_TABS: readonly DeskTab[] = [
  { id: 'vip', load: () => import('./vip-tab.tsx') },
  { id: 'affiliates', load: () => import('./affiliates-tab.tsx') },
  { id: 'mall', load: () => import('./mall-tab.tsx') },
  { id: 'referrals', load: () => import('./referrals-tab.tsx') },
];
