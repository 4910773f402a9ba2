import type { ComponentType } from 'react';
import type { Mechanic } from '#lib/contracts/promotion-model.ts';
import type { PanelProps } from './panel-props.ts';

/** Each mechanic's panel on the promotion detail page, loaded when its page opens (one line per mechanic; a new mechanic does not compile until it has one). */
export const MECHANIC_PANELS: Readonly<Record<Mechanic, () => Promise<{ default: ComponentType<PanelProps> }>>> = {
  depositBonus: () => import('./deposit-bonus-panel.tsx'),
  cashback: () => import('./cashback-panel.tsx'),
  rebate: () => import('./rebate-panel.tsx'),
  raffle: () => import('./raffle-panel.tsx'),
  race: () => import('./race-panel.tsx'),
  mission: () => import('./mission-panel.tsx'),
  application: () => import('./application-panel.tsx'),
};
