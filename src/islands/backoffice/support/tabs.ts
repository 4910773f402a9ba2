import type { DeskTab } from '../tabbed-desk.tsx';

/** The customer-service desk's tabs, in order: one line per tab, each its own file under this folder (label bo.support.tab.<id>). */
export const SUPPORT_TABS: readonly DeskTab[] = [
  { id: 'chats', load: () => import('./chats-tab.tsx') },
  { id: 'transcripts', load: () => import('./transcripts-tab.tsx') },
  { id: 'feedback', load: () => import('./feedback-tab.tsx') },
  { id: 'canned', load: () => import('./canned-tab.tsx') },
  { id: 'metrics', load: () => import('./metrics-tab.tsx') },
];
