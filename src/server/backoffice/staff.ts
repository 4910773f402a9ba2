import type { StaffRole } from '#lib/backoffice/roles.ts';

/** A signed-in staff member as every back-office action receives them (the audit log's "who"). */
export interface StaffActor {
  staffId: number;
  username: string;
  displayName: string;
  role: StaffRole;
  sessionId: number;
  ip: string;
  userAgent: string;
}

/** Who did something outside a staff session: the command line, a job. */
export interface SystemActor {
  staffId: null;
  username: string;
  displayName: string;
  role: 'system';
  ip: string;
  userAgent: string;
}

export type Actor = StaffActor | SystemActor;

export const commandLine = (what = 'admin command'): SystemActor => ({ staffId: null, username: 'system', displayName: what, role: 'system', ip: 'local', userAgent: what });
