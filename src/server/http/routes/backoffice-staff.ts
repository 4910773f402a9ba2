/** Back office: staff sign-in steps, the signed-in staff member, the staff desk. Contracts: src/lib/contracts/backoffice-staff.ts. */
import { Hono } from 'hono';
import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { backofficeStaff as api } from '#lib/contracts/backoffice-staff.ts';
import { ROLE_PERMISSIONS, type StaffRole } from '#lib/backoffice/roles.ts';
import {
  changeStaffRole,
  createStaff,
  disableStaff,
  listStaff,
  passwordStage,
  resetStaffPassword,
  STAFF_COOKIE,
  STAFF_COOKIE_PATH,
  staffCodeStep,
  staffEnrolment,
  staffIdentity,
  staffLogout,
  staffPasswordStep,
  staffSetPassword,
  unlockStaff,
} from '#server/backoffice/index.ts';
import { serve } from '../contract-route.ts';
import type { ApiEnv } from '../env.ts';
import { qrSvg } from '../responses/qr.ts';
import { clientOf, isSecure } from '../session.ts';
import { checkStaffAddress, staffOf, staffTokenOf } from '../staff-guard.ts';

export const backofficeStaffRoutes = new Hono<ApiEnv>();

const cookieOptions = (c: Context<ApiEnv>) => ({ httpOnly: true, sameSite: 'Strict', secure: isSecure(c), path: STAFF_COOKIE_PATH }) as const;

serve(backofficeStaffRoutes, api.login, async (c, { body }) => {
  await checkStaffAddress(c);
  const { token, stage } = await staffPasswordStep(c.get('app').db, body, clientOf(c));
  setCookie(c, STAFF_COOKIE, token, cookieOptions(c));
  return { stage };
});

serve(backofficeStaffRoutes, api.enrolment, async (c) => {
  await checkStaffAddress(c);
  const db = c.get('app').db;
  const { secret, uri } = await staffEnrolment(db, await passwordStage(db, staffTokenOf(c), 'password'));
  return { secret, uri, qr: `data:image/svg+xml;base64,${Buffer.from(await qrSvg(uri, 1)).toString('base64')}` };
});

serve(backofficeStaffRoutes, api.totp, async (c, { body }) => {
  await checkStaffAddress(c);
  const db = c.get('app').db;
  return staffCodeStep(db, await passwordStage(db, staffTokenOf(c), 'password'), body.code, clientOf(c));
});

serve(backofficeStaffRoutes, api.password, async (c, { body }) => {
  await checkStaffAddress(c);
  const db = c.get('app').db;
  return staffSetPassword(db, await passwordStage(db, staffTokenOf(c), 'change'), body.password, clientOf(c));
});

serve(backofficeStaffRoutes, api.logout, async (c) => {
  await staffLogout(c.get('app').db, staffTokenOf(c), clientOf(c));
  deleteCookie(c, STAFF_COOKIE, cookieOptions(c));
  return { loggedOut: true } as const;
});

serve(backofficeStaffRoutes, api.me, async (c) => {
  const staff = staffOf(c);
  const me = await staffIdentity(c.get('app').db, staff.staffId);
  return { ...me, role: staff.role, permissions: [...ROLE_PERMISSIONS[staff.role]] };
});

serve(backofficeStaffRoutes, api.list, async (c, { query }) => {
  const page = await listStaff(c.get('app').db, query);
  return { ...page, list: page.list.map((r) => ({ ...r, role: r.role as StaffRole })) };
});
serve(backofficeStaffRoutes, api.create, (c, { body }) => createStaff(c.get('app').db, staffOf(c), body));
serve(backofficeStaffRoutes, api.role, (c, { params, body }) => changeStaffRole(c.get('app').db, staffOf(c), Number(params.id), body.role));
serve(backofficeStaffRoutes, api.disable, (c, { params }) => disableStaff(c.get('app').db, staffOf(c), Number(params.id)));
serve(backofficeStaffRoutes, api.unlock, (c, { params }) => unlockStaff(c.get('app').db, staffOf(c), Number(params.id)));
serve(backofficeStaffRoutes, api.resetPassword, (c, { params }) => resetStaffPassword(c.get('app').db, staffOf(c), Number(params.id)));
