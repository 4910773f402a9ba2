import type { ComponentType } from 'react';
import type { Permission } from '#lib/backoffice/roles.ts';
import type { DeskProps } from '../desk-props.ts';

export interface LotteryTab {
  /** Its label is bo.lottery.tab.<id> (locales/<lang>/bo-lottery.json). */
  id: string;
  /** Beyond lottery.read, which opening the desk needs. */
  permission?: Permission;
  load: () => Promise<{ default: ComponentType<DeskProps> }>;
}

/** The lottery desk's tabs, in order: one line per tab, each its own file under this folder. */
export const LOTTERY_TABS: readonly LotteryTab[] = [
  { id: 'draws', load: () => import('./draws-tab.tsx') },
  { id: 'results', permission: 'lottery.results', load: () => import('./results-tab.tsx') },
  { id: 'lotteries', load: () => import('./lotteries-tab.tsx') },
  { id: 'chains', load: () => import('./chains-tab.tsx') },
];
