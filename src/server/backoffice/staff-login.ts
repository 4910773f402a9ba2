/**
 * Staff sign-in in steps: the password (a 'password'-stage session), then the authenticator — at
 * first login its enrolment (a secret kept pending until its first code confirms it) — then, when
 * someone else set the password, a new one ('change' stage) before the session is 'full'. Wrong
 * passwords and wrong codes both count; the fifth locks the account until an owner unlocks it.
 */
import { isStaffRole } from '#lib/backoffice/roles.ts';
import { assertAcceptablePassword, decoyHash, generateTotpSecret, hashPassword, otpauthUri, verifyPassword, verifyTotp } from '#server/auth/index.ts';
import type { Db } from '#server/db/connect.ts';
import { InvalidState } from '#server/errors.ts';
import { audit } from './audit.ts';
import { StaffBadCredentials, StaffEnrolmentRequired, StaffLocked, StaffNotLoggedIn, TotpInvalid } from './errors.ts';
import type { StaffActor, SystemActor } from './staff.ts';
import { createStaffSession, endAllStaffSessions, endStaffSession, findStaffSession, type StaffSessionRow } from './staff-sessions.ts';

/** Failed passwords or codes in a row that lock the account. */
export const STAFF_MAX_FAILURES = 5;

export interface StaffClient {
  ip: string;
  userAgent: string;
}

export type LoginStage = 'enrol' | 'code';
export type CodeStage = 'full' | 'password-change';

interface StaffRowFacts {
  id: number;
  username: string;
  display_name: string;
  role: string;
}

/** The staff member as the audit log's "who" for their own sign-in steps. */
function selfActor(row: StaffRowFacts, client: StaffClient, sessionId = 0): StaffActor | SystemActor {
  if (!isStaffRole(row.role)) return { staffId: null, username: row.username, displayName: row.display_name, role: 'system', ip: client.ip, userAgent: client.userAgent };
  return { staffId: Number(row.id), username: row.username, displayName: row.display_name, role: row.role, sessionId, ip: client.ip, userAgent: client.userAgent };
}

/**
 * Counts one failure (a wrong password or code). The count never passes the maximum: the update
 * only applies below it, on an unlocked account; the failure that reaches it locks the account
 * (once: the lock is a guarded update) and ends its sessions. Always throws.
 */
async function failed(db: Db, row: StaffRowFacts, client: StaffClient, what: 'password' | 'code', now: number): Promise<never> {
  const counted = await db
    .updateTable('staff')
    .set((eb) => ({ failed_logins: eb('failed_logins', '+', 1) }))
    .where('id', '=', row.id)
    .where('locked_at', 'is', null)
    .where('failed_logins', '<', STAFF_MAX_FAILURES)
    .returning('failed_logins')
    .executeTakeFirst();
  if (!counted) throw new StaffLocked('This account is locked. An owner can unlock it.');
  const actor = selfActor(row, client);
  await audit(db, actor, { action: 'staff.login-failed', targetType: 'staff', targetId: row.id, after: { what, failures: Number(counted.failed_logins) } }, now);
  if (Number(counted.failed_logins) < STAFF_MAX_FAILURES) {
    if (what === 'password') throw new StaffBadCredentials('The username or password is not right.');
    throw new TotpInvalid('The code is not right. Use the newest code of your authenticator app.');
  }
  const locked = await db.updateTable('staff').set({ locked_at: now }).where('id', '=', row.id).where('locked_at', 'is', null).executeTakeFirst();
  if (Number(locked.numUpdatedRows) === 1) {
    await endAllStaffSessions(db, row.id, now);
    await audit(db, actor, { action: 'staff.lock', targetType: 'staff', targetId: row.id, after: { failures: STAFF_MAX_FAILURES } }, now);
  }
  throw new StaffLocked('Too many failed attempts: this account is locked. An owner can unlock it.');
}

/** The password step: a 'password'-stage session and what comes next (enrolment or a code). */
export async function staffPasswordStep(db: Db, input: { username: string; password: string }, client: StaffClient, now = Date.now()): Promise<{ token: string; stage: LoginStage }> {
  const row = await db
    .selectFrom('staff')
    .select(['id', 'username', 'display_name', 'role', 'password_hash', 'totp_secret', 'locked_at', 'disabled_at'])
    .where('username', '=', input.username.trim().toLowerCase())
    .executeTakeFirst();
  if (!row || row.disabled_at !== null) {
    // The same work as a real check, so a missing name does not answer faster.
    await verifyPassword(await decoyHash(), input.password);
    throw new StaffBadCredentials('The username or password is not right.');
  }
  const facts = { ...row, id: Number(row.id) };
  if (row.locked_at !== null) throw new StaffLocked('This account is locked. An owner can unlock it.');
  if (!(await verifyPassword(row.password_hash, input.password))) return failed(db, facts, client, 'password', now);
  const token = await createStaffSession(db, { staffId: facts.id, stage: 'password', ip: client.ip, userAgent: client.userAgent }, now);
  return { token, stage: row.totp_secret === null ? 'enrol' : 'code' };
}

/** The password-stage session of a token, or STAFF_NOT_LOGGED_IN. */
export async function passwordStage(db: Db, token: string | undefined, stage: 'password' | 'change', now = Date.now()): Promise<StaffSessionRow> {
  const s = token ? await findStaffSession(db, token, now) : null;
  if (!s || s.stage !== stage) throw new StaffNotLoggedIn('Sign in to the back office.');
  return s;
}

/**
 * First login: the authenticator secret to scan (the same one until it is confirmed, so a reload
 * shows the same QR code). Nothing changes on the account until its first code.
 */
export async function staffEnrolment(db: Db, session: StaffSessionRow): Promise<{ secret: string; uri: string }> {
  const row = await db.selectFrom('staff').select(['totp_secret', 'totp_pending']).where('id', '=', session.staffId).executeTakeFirstOrThrow();
  if (row.totp_secret !== null) throw new InvalidState('The authenticator is already set up: enter its code.');
  let secret = row.totp_pending;
  if (secret === null) {
    await db.updateTable('staff').set({ totp_pending: generateTotpSecret() }).where('id', '=', session.staffId).where('totp_pending', 'is', null).where('totp_secret', 'is', null).execute();
    secret = (await db.selectFrom('staff').select('totp_pending').where('id', '=', session.staffId).executeTakeFirstOrThrow()).totp_pending;
    if (secret === null) throw new InvalidState('The authenticator is already set up: enter its code.');
  }
  return { secret, uri: otpauthUri(secret, session.username, 'Meridian back office') };
}

/**
 * The authenticator step: a code of the enrolled secret (or, at first login, of the pending one,
 * which it confirms). A code's time step is accepted once (totp_last_step only moves forward, in
 * a guarded update). Then the session is 'full', or 'change' when a new password is owed.
 */
export async function staffCodeStep(db: Db, session: StaffSessionRow, code: string, client: StaffClient, now = Date.now()): Promise<{ stage: CodeStage }> {
  const row = await db
    .selectFrom('staff')
    .select(['id', 'username', 'display_name', 'role', 'totp_secret', 'totp_pending', 'totp_last_step', 'must_change_password', 'locked_at'])
    .where('id', '=', session.staffId)
    .executeTakeFirstOrThrow();
  const facts = { ...row, id: Number(row.id) };
  if (row.locked_at !== null) throw new StaffLocked('This account is locked. An owner can unlock it.');
  const enrolling = row.totp_secret === null;
  const secret = row.totp_secret ?? row.totp_pending;
  if (secret === null) throw new StaffEnrolmentRequired('Set up the authenticator first.');
  const step = verifyTotp(secret, code, now);
  const last = row.totp_last_step === null ? null : Number(row.totp_last_step);
  if (step === null || (last !== null && step <= last)) return failed(db, facts, client, 'code', now);

  let take = db
    .updateTable('staff')
    .set({ totp_last_step: step, failed_logins: 0, last_login_at: now, ...(enrolling ? { totp_secret: secret, totp_pending: null } : {}) })
    .where('id', '=', facts.id)
    .where('locked_at', 'is', null)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]));
  take = enrolling ? take.where('totp_secret', 'is', null).where('totp_pending', '=', secret) : take.where('totp_secret', '=', secret);
  const taken = await take.executeTakeFirst();
  // Another request used this step (or this code) first.
  if (Number(taken.numUpdatedRows) !== 1) return failed(db, facts, client, 'code', now);

  const next = Number(row.must_change_password) === 1 ? 'change' : 'full';
  const moved = await db.updateTable('staff_sessions').set({ stage: next, last_seen_at: now }).where('id', '=', session.sessionId).where('stage', '=', 'password').where('ended_at', 'is', null).executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) throw new StaffNotLoggedIn('Sign in to the back office.');
  const actor = selfActor(facts, client, session.sessionId);
  if (enrolling) await audit(db, actor, { action: 'staff.enrol', targetType: 'staff', targetId: facts.id }, now);
  await audit(db, actor, { action: 'staff.login', targetType: 'staff', targetId: facts.id, after: { sessionId: session.sessionId, stage: next } }, now);
  return { stage: next === 'change' ? 'password-change' : 'full' };
}

/** The forced password change after the codes: the new password, then the session is 'full'. */
export async function staffSetPassword(db: Db, session: StaffSessionRow, password: string, client: StaffClient, now = Date.now()): Promise<{ stage: 'full' }> {
  assertAcceptablePassword(password, session.username);
  const row = await db.selectFrom('staff').select(['id', 'username', 'display_name', 'role', 'password_hash']).where('id', '=', session.staffId).executeTakeFirstOrThrow();
  if (await verifyPassword(row.password_hash, password)) throw new InvalidState('Choose a password different from the one you were given.');
  const hash = await hashPassword(password);
  const changed = await db.updateTable('staff').set({ password_hash: hash, must_change_password: 0 }).where('id', '=', session.staffId).where('must_change_password', '=', 1).executeTakeFirst();
  if (Number(changed.numUpdatedRows) !== 1) throw new InvalidState('The password was already changed.');
  await db.updateTable('staff_sessions').set({ stage: 'full', last_seen_at: now }).where('id', '=', session.sessionId).where('stage', '=', 'change').where('ended_at', 'is', null).execute();
  await audit(db, selfActor({ ...row, id: Number(row.id) }, client, session.sessionId), { action: 'staff.password-change', targetType: 'staff', targetId: session.staffId }, now);
  return { stage: 'full' };
}

/** Ends the session of a token (at any stage); nothing to do without one. */
export async function staffLogout(db: Db, token: string | undefined, client: StaffClient, now = Date.now()): Promise<void> {
  const s = token ? await findStaffSession(db, token, now) : null;
  if (!s) return;
  await endStaffSession(db, s.sessionId, now);
  await audit(db, selfActor({ id: s.staffId, username: s.username, display_name: s.displayName, role: s.role }, client, s.sessionId), { action: 'staff.logout', targetType: 'staff', targetId: s.staffId }, now);
}
