/**
 * What the back office's members desk does with a member's logins: their sessions and devices,
 * ending one or all of them, the addresses they came from (for search), and a temporary password
 * that the member must change at the next login.
 */
import { randomInt } from 'node:crypto';
import type { Db } from '#server/db/connect.ts';
import type { MemberEvents } from '#server/events/bus.ts';
import { setTemporaryPasswordHash } from '#server/members/index.ts';
import { hashPassword } from './passwords.ts';
import { forgetSessions } from './session-cache.ts';

export interface MemberSessionView {
  id: number;
  createdAt: number;
  lastSeenAt: number;
  ip: string;
  userAgent: string;
  live: boolean;
}

/** One page of the member's sessions (devices by their user agent), newest first. */
export async function memberSessionPage(db: Db, memberId: number, q: { pageNo: number; pageSize: number }, now = Date.now()) {
  const n = await db.selectFrom('sessions').select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', memberId).executeTakeFirstOrThrow();
  const total = Number(n.n);
  const totalPages = Math.max(1, Math.ceil(total / q.pageSize));
  const pageNum = Math.min(q.pageNo, totalPages);
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'last_seen_at', 'ip', 'user_agent', 'revoked_at', 'idle_expires_at', 'expires_at'])
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(q.pageSize)
    .offset((pageNum - 1) * q.pageSize)
    .execute();
  const list: MemberSessionView[] = rows.map((r) => ({
    id: r.id,
    createdAt: r.created_at,
    lastSeenAt: r.last_seen_at,
    ip: r.ip,
    userAgent: r.user_agent,
    live: r.revoked_at === null && now < r.idle_expires_at && now < r.expires_at,
  }));
  return { list, pageNum, totalPages, total };
}

/** Ends one live session of the member, or all of them (here and in every instance's session cache); answers the ids it ended. */
export async function endMemberSessions(app: { db: Db; events: MemberEvents }, memberId: number, sessionId?: number, now = Date.now()): Promise<number[]> {
  let q = app.db.updateTable('sessions').set({ revoked_at: now }).where('member_id', '=', memberId).where('revoked_at', 'is', null);
  if (sessionId !== undefined) q = q.where('id', '=', sessionId);
  const rows = await q.returning('id').execute();
  forgetSessions(app, { memberId });
  return rows.map((r) => r.id);
}

/** Members who logged in from this address (sessions and remembered addresses). */
export async function memberIdsSeenFrom(db: Db, ip: string, limit = 500): Promise<number[]> {
  const text = ip.trim();
  if (!text || text.length > 64) return [];
  const [a, b] = await Promise.all([
    db.selectFrom('member_ips').select('member_id').distinct().where('ip', '=', text).limit(limit).execute(),
    db.selectFrom('sessions').select('member_id').distinct().where('ip', '=', text).limit(limit).execute(),
  ]);
  return [...new Set([...a, ...b].map((r) => r.member_id))];
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A random temporary password: 12 characters, with a letter and a digit. */
export function temporaryPassword(): string {
  for (;;) {
    let p = '';
    for (let i = 0; i < 12; i++) p += ALPHABET[randomInt(ALPHABET.length)];
    if (/\d/.test(p) && /[A-Za-z]/.test(p)) return p;
  }
}

/**
 * Staff reset: a temporary password that must be changed at the next login (the session answers
 * mustChangePassword until then); every session of the member ends. Answers the password once.
 */
export async function resetMemberPassword(app: { db: Db; events: MemberEvents }, memberId: number, now = Date.now()): Promise<string> {
  const password = temporaryPassword();
  await setTemporaryPasswordHash(app.db, memberId, await hashPassword(password), now);
  await endMemberSessions(app, memberId, undefined, now);
  return password;
}
