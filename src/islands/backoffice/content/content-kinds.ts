import type { ComponentType } from 'react';
import type { ContentKind } from '#lib/contracts/backoffice-content.ts';
import type { PanelProps } from './panel-props.ts';

/**
 * The kinds of content the desk edits, one tab each, in order. Engagement content (promotions and
 * the like) plugs in here when it lands: a kind in CONTENT_KINDS (the contract), a line below, and
 * its panel. The tab's label is `bo.content.tab.<id>`.
 */
export const CONTENT_PANELS: readonly { id: ContentKind; load: () => Promise<{ default: ComponentType<PanelProps> }> }[] = [
  { id: 'notices', load: () => import('./notices-tab.tsx') },
  { id: 'banners', load: () => import('./banners-tab.tsx') },
  { id: 'help', load: () => import('./help-panel.tsx') },
  { id: 'messages', load: () => import('./messages-panel.tsx') },
];
