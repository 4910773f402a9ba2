import type { ComponentType } from 'react';
import type { Permission } from '#lib/backoffice/roles.ts';
import type { DeskProps } from '../desk-props.ts';

export interface LoyaltyTab {
  /** Its label is bo.loyalty.tab.<id> (locales/<lang>/bo-loyalty.json). */
  id: string;
  /** Beyond loyalty.read, which opening the desk needs. */
  permission?: Permission;
  load: () => Promise<{ default: ComponentType<DeskProps> }>;
}

/** The loyalty desk's tabs, in order: one line per tab, each its own file under this folder. */
export const LOYALTY_TABS: readonly LoyaltyTab[] = [
  { id: 'vip', load: () => import('./vip-tab.tsx') },
  { id: 'affiliates', load: () => import('./affiliates-tab.tsx') },
  { id: 'mall', load: () => import('./mall-tab.tsx') },
  { id: 'referrals', load: () => import('./referrals-tab.tsx') },
];
