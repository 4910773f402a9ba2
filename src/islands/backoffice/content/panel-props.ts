import type { Permission } from '#lib/backoffice/roles.ts';

/** What every tab of the content desk receives. */
export interface PanelProps {
  lang: string;
  /** The merchant's time zone: schedules are entered and shown on its clock. */
  zone: string;
  /** True when the signed-in role has the permission. */
  allowed: (permission: Permission) => boolean;
}
