import type { ComponentType } from 'react';
import type { DeskId, StaffIdentity } from '#lib/backoffice/desks.ts';

/** What the shell gives the desk it shows. */
export interface DeskProps {
  lang: string;
  staff: StaffIdentity;
}

/** Each desk's view, loaded when its page opens (one line per desk: `<id>: () => import('./<id>/<id>-desk.tsx')`). */
export const DESK_VIEWS: Partial<Record<DeskId, () => Promise<{ default: ComponentType<DeskProps> }>>> = {
  dashboard: () => import('./dashboard/dashboard-desk.tsx'),
  reports: () => import('./reports/reports-desk.tsx'),
  audit: () => import('./audit/audit-desk.tsx'),
  approvals: () => import('./approvals/approvals-desk.tsx'),
  content: () => import('./content/content-desk.tsx'),
  games: () => import('./games/games-desk.tsx'),
  cashier: () => import('./cashier/cashier-desk.tsx'),
  settings: () => import('./settings/settings-desk.tsx'),
  members: () => import('./members/members-desk.tsx'),
  staff: () => import('./staff/staff-desk.tsx'),
};
