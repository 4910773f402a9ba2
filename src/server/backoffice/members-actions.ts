/**
 * The members desk's writes: lock and unlock, ending sessions, a password reset, lifting the
 * payment-password lock and moving a downline. Each is a guarded change, audited with its before
 * and after only when it changed something (of many same requests at once, one is recorded).
 */
import { isAgentType } from '#lib/roles.ts';
import { moveMember } from '#server/agents/index.ts';
import type { AppContext } from '#server/app-context.ts';
import { endMemberSessions, resetMemberPassword } from '#server/auth/index.ts';
import { liftPaymentPasswordLock } from '#server/cashier/index.ts';
import { NotFound } from '#server/errors.ts';
import { clearTotpSecret, InvalidMove, MEMBER_ACTIVE, MEMBER_LOCKED, setMemberStatus } from '#server/members/index.ts';
import { audit } from './audit.ts';
import { memberRow } from './members-read.ts';
import type { StaffActor } from './staff.ts';

type Status = 'active' | 'locked';

/**
 * Locks (or unlocks) a member. A lock ends every session, and the session lookup and login refuse
 * a member whose status is not active, so their next request is refused.
 */
export async function setMemberLock(app: AppContext, staff: StaffActor, memberId: number, lock: boolean, reason?: string): Promise<{ id: number; status: Status; changed: boolean }> {
  const m = await memberRow(app, memberId);
  const [from, to] = lock ? [MEMBER_ACTIVE, MEMBER_LOCKED] : [MEMBER_LOCKED, MEMBER_ACTIVE];
  const changed = await setMemberStatus(app.db, m.id, from, to);
  const status: Status = lock ? 'locked' : 'active';
  if (!changed) return { id: m.id, status: (await memberRow(app, m.id)).status === MEMBER_ACTIVE ? 'active' : 'locked', changed };
  const ended = lock ? await endMemberSessions(app, m.id) : [];
  await audit(app.db, staff, {
    action: lock ? 'member.lock' : 'member.unlock',
    targetType: 'member',
    targetId: m.id,
    before: { status: lock ? 'active' : 'locked' },
    after: { status, reason: reason ?? null, ...(lock ? { endedSessions: ended.length } : {}) },
  });
  return { id: m.id, status, changed };
}

/** Ends one of the member's sessions, or all of them. */
export async function endSessionsOf(app: AppContext, staff: StaffActor, memberId: number, sessionId?: number): Promise<{ ended: number }> {
  const m = await memberRow(app, memberId);
  const ended = await endMemberSessions(app, m.id, sessionId);
  if (ended.length) await audit(app.db, staff, { action: 'member.sessions.end', targetType: 'member', targetId: m.id, before: { live: ended }, after: { ended } });
  return { ended: ended.length };
}

/** A temporary password the member must change at the next login (answered once, never stored or audited). */
export async function resetPasswordOf(app: AppContext, staff: StaffActor, memberId: number): Promise<{ temporaryPassword: string }> {
  const m = await memberRow(app, memberId);
  const temporaryPassword = await resetMemberPassword(app, m.id);
  await audit(app.db, staff, { action: 'member.password.reset', targetType: 'member', targetId: m.id, before: { mustChangePassword: m.password_is_default === 1 }, after: { mustChangePassword: true, sessionsEnded: true } });
  return { temporaryPassword };
}

/** Removes the member's authenticator app, so they can set it up again (a lost phone). */
export async function resetSecondFactor(app: AppContext, staff: StaffActor, memberId: number): Promise<{ reset: boolean }> {
  const m = await memberRow(app, memberId);
  const reset = await clearTotpSecret(app.db, m.id);
  if (reset) await audit(app.db, staff, { action: 'member.second-factor.reset', targetType: 'member', targetId: m.id, before: { totpEnabled: true }, after: { totpEnabled: false } });
  return { reset };
}

/** Lifts the lock wrong payment passwords put on the member. */
export async function unlockPaymentPassword(app: AppContext, staff: StaffActor, memberId: number): Promise<{ unlocked: boolean }> {
  const m = await memberRow(app, memberId);
  const r = await liftPaymentPasswordLock(app.db, m.id);
  if (r.lifted) await audit(app.db, staff, { action: 'member.payment-password.unlock', targetType: 'member', targetId: m.id, before: r.before, after: { failures: 0, lockedUntil: null } });
  return { unlocked: r.lifted };
}

/**
 * Moves the member and their downline under another agent (the agents domain's move: the tree,
 * and the contracts with the old upline end). Reports read the tree at query time and bets keep
 * their own member, so they stay equal to the ledger afterwards.
 */
export async function moveDownline(app: AppContext, staff: StaffActor, memberId: number, newParentId: number, reason?: string) {
  const m = await memberRow(app, memberId);
  const parent = await memberRow(app, newParentId).catch(() => {
    throw new NotFound('No such agent.');
  });
  if (!isAgentType(parent.is_agent)) throw new InvalidMove('A member can only move under an agent.');
  const moved = await moveMember(app.db, m.id, parent.id);
  if (moved) await audit(app.db, staff, { action: 'member.move', targetType: 'member', targetId: m.id, before: { uplineId: m.upline_id }, after: { uplineId: parent.id, reason: reason ?? null } });
  return { id: m.id, fromParentId: m.upline_id, toParentId: parent.id, moved };
}
