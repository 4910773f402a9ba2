/**
 * Back office: staff sign-in in steps (password, authenticator enrolment or code, a forced new
 * password), the signed-in staff member, and the staff desk (accounts, roles, locks, passwords).
 * The sign-in steps are public endpoints that check the IP allow-list and read the staff cookie
 * (`mbo`, path /backoffice) themselves; the rest are `staff` endpoints.
 */
import { z } from 'zod';
import { PERMISSIONS, STAFF_ROLES } from '../backoffice/roles.ts';
import { endpoint } from './endpoint.ts';
import { epochMs, idParams, pageNo, pageOf, pageSize } from './common.ts';
import { smsCode } from './fields.ts';

const tag = 'Back office: Staff';
const ip = 'STAFF_IP_NOT_ALLOWED' as const;

/** Staff usernames: lower-case letters, digits, dot, dash, underscore; a letter first; 3 to 32. */
export const STAFF_USERNAME = /^[a-z][a-z0-9._-]{2,31}$/;
export const STAFF_PASSWORD_MIN = 10;

const role = z.enum(STAFF_ROLES);
const newPassword = z.string().min(STAFF_PASSWORD_MIN).max(128);

export const StaffRow = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  role,
  enrolled: z.boolean().describe('the authenticator is set up'),
  locked: z.boolean(),
  disabled: z.boolean(),
  mustChangePassword: z.boolean(),
  lastLoginAt: epochMs.nullable(),
  createdAt: epochMs,
});

export const StaffMe = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  role,
  permissions: z.array(z.enum(PERMISSIONS)),
  lastLoginAt: epochMs.nullable(),
});

const OneTime = z.object({ id: z.number().int(), username: z.string(), password: z.string().describe('shown once: the staff member changes it at first login') });

export const backofficeStaff = {
  login: endpoint({
    method: 'POST',
    path: '/backoffice/api/session/login',
    summary: 'Staff sign-in, first step: username and password. Sets the staff cookie (mbo, path /backoffice); the authenticator comes next (enrolment at first login, else a code)',
    tag,
    access: 'public',
    body: z.object({ username: z.string().trim().min(1).max(64), password: z.string().min(1).max(128) }),
    response: z.object({ stage: z.enum(['enrol', 'code']) }),
    errors: [ip, 'STAFF_BAD_CREDENTIALS', 'STAFF_LOCKED'],
  }),
  enrolment: endpoint({
    method: 'GET',
    path: '/backoffice/api/session/enrolment',
    summary: 'First login: the authenticator secret to scan (text, otpauth URI, QR code as an SVG data: URL); needs the password step done',
    tag,
    access: 'public',
    response: z.object({ secret: z.string(), uri: z.string(), qr: z.string().describe('data:image/svg+xml;base64,…') }),
    errors: [ip, 'STAFF_NOT_LOGGED_IN', 'INVALID_STATE'],
  }),
  totp: endpoint({
    method: 'POST',
    path: '/backoffice/api/session/totp',
    summary: 'Staff sign-in, second step: a code of the authenticator (at first login, of the secret just shown, which it confirms). A code is accepted once',
    tag,
    access: 'public',
    body: z.object({ code: smsCode }),
    response: z.object({ stage: z.enum(['full', 'password-change']) }),
    errors: [ip, 'STAFF_NOT_LOGGED_IN', 'TOTP_INVALID', 'STAFF_LOCKED', 'STAFF_ENROLMENT_REQUIRED'],
  }),
  password: endpoint({
    method: 'POST',
    path: '/backoffice/api/session/password',
    summary: 'The new password a staff member owes after a password set by someone else (after the authenticator step)',
    tag,
    access: 'public',
    body: z.object({ password: newPassword }),
    response: z.object({ stage: z.literal('full') }),
    errors: [ip, 'STAFF_NOT_LOGGED_IN', 'WEAK_PASSWORD', 'INVALID_STATE'],
  }),
  logout: endpoint({
    method: 'POST',
    path: '/backoffice/api/session/logout',
    summary: 'Ends the staff session (at any step) and clears the staff cookie',
    tag,
    access: 'public',
    bodyOptional: true,
    response: z.object({ loggedOut: z.literal(true) }),
    errors: [],
  }),
  me: endpoint({
    method: 'GET',
    path: '/backoffice/api/session/me',
    summary: 'The signed-in staff member: identity, role and what the role may do',
    tag,
    access: 'staff',
    permission: 'self',
    response: StaffMe,
    errors: [],
  }),
  list: endpoint({
    method: 'GET',
    path: '/backoffice/api/staff',
    summary: 'Staff accounts, a page at a time',
    tag,
    access: 'staff',
    permission: 'staff.manage',
    query: z.object({
      q: z.string().trim().max(64).optional(),
      role: role.optional(),
      sort: z.enum(['username', 'role', 'lastLoginAt', 'createdAt']).default('username'),
      order: z.enum(['asc', 'desc']).default('asc'),
      pageNo,
      pageSize: pageSize(20, 100),
    }),
    response: pageOf(StaffRow),
    errors: [],
  }),
  create: endpoint({
    method: 'POST',
    path: '/backoffice/api/staff',
    summary: 'A new staff member with a role and a one-time password (answered once); they enrol the authenticator and change the password at first login',
    tag,
    access: 'staff',
    permission: 'staff.manage',
    body: z.object({ username: z.string().trim().toLowerCase().regex(STAFF_USERNAME), displayName: z.string().trim().min(1).max(60), role }),
    response: OneTime,
    errors: ['STAFF_EXISTS'],
  }),
  role: endpoint({
    method: 'PUT',
    path: '/backoffice/api/staff/:id/role',
    summary: 'Changes a staff member’s role (their sessions end); never takes away the last active owner',
    tag,
    access: 'staff',
    permission: 'staff.manage',
    params: idParams,
    body: z.object({ role }),
    response: z.object({ id: z.number().int(), role }),
    errors: ['NOT_FOUND', 'LAST_OWNER', 'INVALID_STATE'],
  }),
  disable: endpoint({
    method: 'POST',
    path: '/backoffice/api/staff/:id/disable',
    summary: 'Disables a staff account (its sessions end); never the last active owner',
    tag,
    access: 'staff',
    permission: 'staff.manage',
    params: idParams,
    bodyOptional: true,
    response: z.object({ id: z.number().int(), disabled: z.literal(true) }),
    errors: ['NOT_FOUND', 'LAST_OWNER', 'INVALID_STATE'],
  }),
  unlock: endpoint({
    method: 'POST',
    path: '/backoffice/api/staff/:id/unlock',
    summary: 'Unlocks a staff account locked after failed sign-ins',
    tag,
    access: 'staff',
    permission: 'staff.manage',
    params: idParams,
    bodyOptional: true,
    response: z.object({ id: z.number().int(), locked: z.literal(false) }),
    errors: ['NOT_FOUND', 'INVALID_STATE'],
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/backoffice/api/staff/:id/password-reset',
    summary: 'A new one-time password (answered once) to be changed at the next login; the staff member’s sessions end',
    tag,
    access: 'staff',
    permission: 'staff.manage',
    params: idParams,
    bodyOptional: true,
    response: z.object({ id: z.number().int(), password: z.string() }),
    errors: ['NOT_FOUND', 'INVALID_STATE'],
  }),
};
