import type { StaffRole } from '#lib/backoffice/roles.ts';
import { isStaffRole } from '#lib/backoffice/roles.ts';
import type { Db } from '#server/db/connect.ts';
import { digest, newToken } from '#server/auth/index.ts';
import type { StaffActor } from './staff.ts';

/** The staff session cookie: its own name, sent only to /backoffice (pages and API). */
export const STAFF_COOKIE = 'mbo';
export const STAFF_COOKIE_PATH = '/backoffice';
/** A staff session ends after 15 minutes without a request. */
export const STAFF_IDLE_MS = 15 * 60_000;
/** Activity refreshes the idle clock at most this often, so most reads stay reads. */
const TOUCH_EVERY_MS = 30_000;

/** password: the password was right (code or enrolment next); change: codes done, a new password is owed; full: signed in. */
export type StaffStage = 'password' | 'change' | 'full';

export async function createStaffSession(db: Db, s: { staffId: number; stage: StaffStage; ip: string; userAgent: string }, now = Date.now()): Promise<string> {
  const token = newToken();
  await db
    .insertInto('staff_sessions')
    .values({ token_hash: digest(token), staff_id: s.staffId, stage: s.stage, created_at: now, last_seen_at: now, ip: s.ip.slice(0, 64), user_agent: s.userAgent.slice(0, 300) })
    .execute();
  return token;
}

export interface StaffSessionRow {
  sessionId: number;
  staffId: number;
  stage: StaffStage;
  username: string;
  displayName: string;
  role: StaffRole;
}

/**
 * The live session of a token, at any stage: not ended, used within the idle time, of a staff
 * member who is neither disabled nor locked. Touches the idle clock.
 */
export async function findStaffSession(db: Db, token: string, now = Date.now()): Promise<StaffSessionRow | null> {
  const row = await db
    .selectFrom('staff_sessions as s')
    .innerJoin('staff as t', 't.id', 's.staff_id')
    .select(['s.id', 's.staff_id', 's.stage', 's.last_seen_at', 's.ended_at', 't.username', 't.display_name', 't.role', 't.disabled_at', 't.locked_at'])
    .where('s.token_hash', '=', digest(token))
    .executeTakeFirst();
  if (!row || row.ended_at !== null || row.disabled_at !== null || row.locked_at !== null) return null;
  if (now - Number(row.last_seen_at) > STAFF_IDLE_MS) return null;
  if (!isStaffRole(row.role) || (row.stage !== 'password' && row.stage !== 'change' && row.stage !== 'full')) return null;
  if (now - Number(row.last_seen_at) > TOUCH_EVERY_MS) {
    await db.updateTable('staff_sessions').set({ last_seen_at: now }).where('id', '=', row.id).where('ended_at', 'is', null).execute();
  }
  return { sessionId: Number(row.id), staffId: Number(row.staff_id), stage: row.stage, username: row.username, displayName: row.display_name, role: row.role };
}

/** The signed-in staff member of a token (password and authenticator both done), or null. */
export async function resolveStaffSession(db: Db, token: string, client: { ip: string; userAgent: string }, now = Date.now()): Promise<StaffActor | null> {
  const s = await findStaffSession(db, token, now);
  if (!s || s.stage !== 'full') return null;
  return { staffId: s.staffId, username: s.username, displayName: s.displayName, role: s.role, sessionId: s.sessionId, ip: client.ip, userAgent: client.userAgent };
}

export async function endStaffSession(db: Db, sessionId: number, now = Date.now()): Promise<void> {
  await db.updateTable('staff_sessions').set({ ended_at: now }).where('id', '=', sessionId).where('ended_at', 'is', null).execute();
}

/** Ends every session of a staff member (lock, disable, password or role change). */
export async function endAllStaffSessions(db: Db, staffId: number, now = Date.now()): Promise<void> {
  await db.updateTable('staff_sessions').set({ ended_at: now }).where('staff_id', '=', staffId).where('ended_at', 'is', null).execute();
}
