import type { ComponentType } from 'react';
import type { DeskId } from '#lib/backoffice/desks.ts';
import type { DeskProps } from './desk-props.ts';

/** What the shell gives the desk it shows (desks import it from desk-props.ts: importing this registry would close a cycle). */
export type { DeskProps };

/** Each desk's view, loaded when its page opens (one line per desk: `<id>: () => import('./<id>/<id>-desk.tsx')`). */
export const DESK_VIEWS: Partial<Record<DeskId, () => Promise<{ default: ComponentType<DeskProps> }>>> = {
  dashboard: () => import('./dashboard/dashboard-desk.tsx'),
  reports: () => import('./reports/reports-desk.tsx'),
  audit: () => import('./audit/audit-desk.tsx'),
  approvals: () => import('./approvals/approvals-desk.tsx'),
  content: () => import('./content/content-desk.tsx'),
  promotions: () => import('./promotions/promotions-desk.tsx'),
  loyalty: () => import('./loyalty/loyalty-desk.tsx'),
  lottery: () => import('./lottery/lottery-desk.tsx'),
  sports: () => import('./sports/sports-desk.tsx'),
  support: () => import('./support/support-desk.tsx'),
  games: () => import('./games/games-desk.tsx'),
  cashier: () => import('./cashier/cashier-desk.tsx'),
  settings: () => import('./settings/settings-desk.tsx'),
  members: () => import('./members/members-desk.tsx'),
  staff: () => import('./staff/staff-desk.tsx'),
};
