/**
 * The staff desk: staff accounts listed, created with a role and a one-time password, their role
 * changed, disabled, unlocked, their password reset. Every change is audited and is a guarded
 * update; one that would leave no active owner is refused (LAST_OWNER).
 */
import { randomInt } from 'node:crypto';
import type { StaffRole } from '#lib/backoffice/roles.ts';
import { hashPassword } from '#server/auth/index.ts';
import type { Db } from '#server/db/connect.ts';
import { InvalidState, NotFound } from '#server/errors.ts';
import { audit } from './audit.ts';
import { LastOwner, StaffExists } from './errors.ts';
import type { Actor } from './staff.ts';
import { endAllStaffSessions } from './staff-sessions.ts';

export interface StaffListRow {
  id: number;
  username: string;
  displayName: string;
  role: string;
  enrolled: boolean;
  locked: boolean;
  disabled: boolean;
  mustChangePassword: boolean;
  lastLoginAt: number | null;
  createdAt: number;
}

export const STAFF_SORTS = ['username', 'role', 'lastLoginAt', 'createdAt'] as const;
export type StaffSort = (typeof STAFF_SORTS)[number];
const SORT_COLUMN = { username: 'username', role: 'role', lastLoginAt: 'last_login_at', createdAt: 'created_at' } as const;

export interface StaffListQuery {
  pageNo: number;
  pageSize: number;
  sort: StaffSort;
  order: 'asc' | 'desc';
  /** Part of a username or name. */
  q?: string | undefined;
  role?: StaffRole | undefined;
}

export async function listStaff(db: Db, query: StaffListQuery): Promise<{ list: StaffListRow[]; pageNum: number; totalPages: number; total: number }> {
  let base = db.selectFrom('staff');
  if (query.q) {
    const like = `%${query.q.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    base = base.where((eb) => eb.or([eb(eb.fn('lower', ['username']), 'like', like), eb(eb.fn('lower', ['display_name']), 'like', like)]));
  }
  if (query.role) base = base.where('role', '=', query.role);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .select(['id', 'username', 'display_name', 'role', 'totp_secret', 'locked_at', 'disabled_at', 'must_change_password', 'last_login_at', 'created_at'])
    .orderBy(SORT_COLUMN[query.sort], query.order)
    .orderBy('id', 'asc')
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize)
    .execute();
  const count = Number(total);
  return {
    list: rows.map((r) => ({
      id: Number(r.id),
      username: r.username,
      displayName: r.display_name,
      role: r.role,
      enrolled: r.totp_secret !== null,
      locked: r.locked_at !== null,
      disabled: r.disabled_at !== null,
      mustChangePassword: Number(r.must_change_password) === 1,
      lastLoginAt: r.last_login_at === null ? null : Number(r.last_login_at),
      createdAt: Number(r.created_at),
    })),
    pageNum: query.pageNo,
    totalPages: Math.max(1, Math.ceil(count / query.pageSize)),
    total: count,
  };
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
/** A one-time password: 16 characters without look-alikes (about 93 bits). */
export function oneTimePassword(): string {
  let out = '';
  for (let i = 0; i < 16; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

/**
 * A new staff member with a role. Without a password a one-time one is made and given back once;
 * it must be changed at first login (unless told otherwise: the command line's own choice), where
 * the authenticator is also enrolled.
 */
export async function createStaff(db: Db, actor: Actor, input: { username: string; displayName: string; role: StaffRole; password?: string | undefined; mustChangePassword?: boolean }, now = Date.now()): Promise<{ id: number; username: string; password: string }> {
  const username = input.username.trim().toLowerCase();
  const password = input.password ?? oneTimePassword();
  const row = await db
    .insertInto('staff')
    .values({ username, display_name: input.displayName.trim(), role: input.role, password_hash: await hashPassword(password), must_change_password: input.mustChangePassword === false ? 0 : 1, created_by: actor.staffId, created_at: now })
    .onConflict((oc) => oc.column('username').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) throw new StaffExists('A staff member with this username already exists.');
  const id = Number(row.id);
  await audit(db, actor, { action: 'staff.create', targetType: 'staff', targetId: id, after: { username, displayName: input.displayName.trim(), role: input.role } }, now);
  return { id, username, password };
}

async function staffRow(db: Db, id: number) {
  const row = await db.selectFrom('staff').select(['id', 'username', 'role', 'disabled_at', 'locked_at']).where('id', '=', id).executeTakeFirst();
  if (!row) throw new NotFound('No such staff member.');
  return row;
}

/** Another active owner besides `id` exists (the guard of every change that takes an owner away). */
const anotherOwner = (db: Db, id: number) => db.selectFrom('staff as o').select('o.id').where('o.role', '=', 'owner').where('o.disabled_at', 'is', null).where('o.id', '<>', id);

export async function changeStaffRole(db: Db, actor: Actor, id: number, role: StaffRole, now = Date.now()): Promise<{ id: number; role: StaffRole }> {
  const row = await staffRow(db, id);
  if (row.role === role) return { id, role };
  let update = db.updateTable('staff').set({ role }).where('id', '=', id).where('role', '=', row.role);
  if (row.role === 'owner') update = update.where((eb) => eb.exists(anotherOwner(db, id)));
  const r = await update.executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) {
    if (row.role === 'owner') throw new LastOwner('The back office needs at least one active owner.');
    throw new InvalidState('The role was changed meanwhile; reload and try again.');
  }
  await endAllStaffSessions(db, id, now);
  await audit(db, actor, { action: 'staff.role', targetType: 'staff', targetId: id, before: { role: row.role }, after: { role } }, now);
  return { id, role };
}

export async function disableStaff(db: Db, actor: Actor, id: number, now = Date.now()): Promise<{ id: number; disabled: true }> {
  const row = await staffRow(db, id);
  let update = db.updateTable('staff').set({ disabled_at: now }).where('id', '=', id).where('disabled_at', 'is', null);
  if (row.role === 'owner') update = update.where((eb) => eb.exists(anotherOwner(db, id)));
  const r = await update.executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) {
    if (row.disabled_at !== null) throw new InvalidState('This staff member is already disabled.');
    throw new LastOwner('The back office needs at least one active owner.');
  }
  await endAllStaffSessions(db, id, now);
  await audit(db, actor, { action: 'staff.disable', targetType: 'staff', targetId: id, before: { disabled: false }, after: { disabled: true } }, now);
  return { id, disabled: true };
}

export async function unlockStaff(db: Db, actor: Actor, id: number, now = Date.now()): Promise<{ id: number; locked: false }> {
  await staffRow(db, id);
  const r = await db.updateTable('staff').set({ locked_at: null, failed_logins: 0 }).where('id', '=', id).where('locked_at', 'is not', null).executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw new InvalidState('This staff member is not locked.');
  await audit(db, actor, { action: 'staff.unlock', targetType: 'staff', targetId: id, before: { locked: true }, after: { locked: false } }, now);
  return { id, locked: false };
}

/** A new one-time password (given back once), to be changed at the next login; their sessions end. */
export async function resetStaffPassword(db: Db, actor: Actor, id: number, now = Date.now()): Promise<{ id: number; password: string }> {
  const row = await staffRow(db, id);
  if (row.disabled_at !== null) throw new InvalidState('This staff member is disabled.');
  const password = oneTimePassword();
  await db.updateTable('staff').set({ password_hash: await hashPassword(password), must_change_password: 1 }).where('id', '=', id).execute();
  await endAllStaffSessions(db, id, now);
  await audit(db, actor, { action: 'staff.password-reset', targetType: 'staff', targetId: id }, now);
  return { id, password };
}

/** Who a staff session belongs to, with their permissions (GET /backoffice/api/session/me). */
export async function staffIdentity(db: Db, staffId: number): Promise<{ id: number; username: string; displayName: string; role: string; lastLoginAt: number | null }> {
  const row = await db.selectFrom('staff').select(['id', 'username', 'display_name', 'role', 'last_login_at']).where('id', '=', staffId).executeTakeFirst();
  if (!row) throw new NotFound('No such staff member.');
  return { id: Number(row.id), username: row.username, displayName: row.display_name, role: row.role, lastLoginAt: row.last_login_at === null ? null : Number(row.last_login_at) };
}
