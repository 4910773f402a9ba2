import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { can, type Permission } from '#lib/backoffice/roles.ts';
import { ipAllowed, resolveStaffSession, STAFF_COOKIE, type StaffActor, StaffForbidden, StaffIpNotAllowed, StaffNotLoggedIn } from '#server/backoffice/index.ts';
import { getSetting } from '#server/system/index.ts';
import type { ApiEnv } from './env.ts';
import { clientOf } from './session.ts';

/** The staff session token of a request: only the back office's own cookie (never a member's token). */
export function staffTokenOf(c: Context<ApiEnv>): string | undefined {
  return getCookie(c, STAFF_COOKIE);
}

/** Refuses addresses outside the back office's allow-list (when one is set). */
export async function checkStaffAddress(c: Context<ApiEnv>): Promise<void> {
  const { ipAllowList } = await getSetting(c.get('app').db, 'backoffice');
  if (!ipAllowed(ipAllowList, clientOf(c).ip)) throw new StaffIpNotAllowed('The back office cannot be used from this address.');
}

/**
 * Guards a back-office route: the address is allowed, the staff cookie names a live session past
 * its authenticator step, and the staff member's role has the endpoint's permission.
 */
export function staffGuard(permission: Permission): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    await checkStaffAddress(c);
    const token = staffTokenOf(c);
    const client = clientOf(c);
    const staff = token ? await resolveStaffSession(c.get('app').db, token, client) : null;
    if (!staff) throw new StaffNotLoggedIn('Sign in to the back office.');
    if (!can(staff.role, permission)) throw new StaffForbidden('Your role does not allow this.');
    c.set('staff', staff);
    await next();
  };
}

export function staffOf(c: Context<ApiEnv>): StaffActor {
  const s = c.get('staff');
  if (!s) throw new StaffNotLoggedIn('Sign in to the back office.');
  return s;
}
