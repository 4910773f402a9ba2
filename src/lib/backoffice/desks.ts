import type { Permission, StaffRole } from './roles.ts';

/**
 * The back office's desks, in navigation order, with what opening one needs. Each is a page at
 * /backoffice/<id> (Bengali) and /backoffice/en/<id> (English); sub-views live in the URL's query.
 */
export const DESKS = [
  { id: 'dashboard', permission: 'dashboard.read' },
  { id: 'members', permission: 'members.read' },
  { id: 'cashier', permission: 'cashier.read' },
  { id: 'approvals', permission: 'approvals.decide' },
  { id: 'games', permission: 'games.read' },
  { id: 'content', permission: 'content.read' },
  { id: 'promotions', permission: 'promotions.read' },
  { id: 'loyalty', permission: 'loyalty.read' },
  { id: 'lottery', permission: 'lottery.read' },
  { id: 'sports', permission: 'sports.read' },
  { id: 'support', permission: 'support.read' },
  { id: 'settings', permission: 'settings.read' },
  { id: 'reports', permission: 'reports.read' },
  { id: 'audit', permission: 'audit.read' },
  { id: 'staff', permission: 'staff.manage' },
] as const satisfies readonly { id: string; permission: Permission }[];

export type DeskId = (typeof DESKS)[number]['id'];

/** Who is signed in, as every desk receives it. */
export interface StaffIdentity {
  id: number;
  username: string;
  displayName: string;
  role: StaffRole;
}
