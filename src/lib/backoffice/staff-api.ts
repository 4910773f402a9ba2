/** The back office's sign-in and staff desk calls (typed by src/lib/contracts/backoffice-staff.ts). */
import { request } from '#lib/api.ts';
import type { StaffRole } from './roles.ts';

export const staffSession = {
  me: () => request('GET /backoffice/api/session/me'),
  login: (username: string, password: string) => request('POST /backoffice/api/session/login', { body: { username, password } }),
  enrolment: () => request('GET /backoffice/api/session/enrolment'),
  code: (code: string) => request('POST /backoffice/api/session/totp', { body: { code } }),
  newPassword: (password: string) => request('POST /backoffice/api/session/password', { body: { password } }),
  logout: () => request('POST /backoffice/api/session/logout'),
};

export interface StaffListQuery {
  q?: string | undefined;
  role?: StaffRole | undefined;
  sort?: 'username' | 'role' | 'lastLoginAt' | 'createdAt';
  order?: 'asc' | 'desc';
  pageNo?: number;
  pageSize?: number;
}

export const staffDesk = {
  list: (query: StaffListQuery) => request('GET /backoffice/api/staff', { query }),
  create: (body: { username: string; displayName: string; role: StaffRole }) => request('POST /backoffice/api/staff', { body }),
  role: (id: number, role: StaffRole) => request('PUT /backoffice/api/staff/:id/role', { params: { id }, body: { role } }),
  disable: (id: number) => request('POST /backoffice/api/staff/:id/disable', { params: { id } }),
  unlock: (id: number) => request('POST /backoffice/api/staff/:id/unlock', { params: { id } }),
  resetPassword: (id: number) => request('POST /backoffice/api/staff/:id/password-reset', { params: { id } }),
};
