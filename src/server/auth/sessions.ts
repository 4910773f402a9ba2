import type { Db } from '#server/db/connect.ts';
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { recordLoginDay } from '#server/members/index.ts';
import { getSetting } from '#server/system/index.ts';
import type { MemberEvents } from '#server/events/bus.ts';
import { type CachedSessionRow, forgetSessions, sessionCacheOf } from './session-cache.ts';
import { digest, newToken } from './tokens.ts';

export const SESSION_COOKIE = 'msid';
/**
 * A readable companion of the session cookie that says only "a session may exist" (no secret):
 * prerendered pages skip asking for the member when it is absent, so visitors make no call.
 */
export const SESSION_HINT_COOKIE = 'mlogin';
/** Activity refreshes a session's idle expiry at most once a minute, so reads stay reads. */
const TOUCH_EVERY_MS = 60_000;

export interface Session {
  sessionId: number;
  memberId: number;
  account: string;
  isAgent: number;
  remember: boolean;
  /** The password is the default one or has expired: only reading, changing it and logging out are allowed. */
  mustChangePassword: boolean;
}

type SessionRow = CachedSessionRow;

export interface NewSession {
  token: string;
  expiresAt: number;
  remember: boolean;
}

/** Starts a session: a fresh 256-bit token of which only the hash is stored. */
export async function createSession(
  db: Db,
  s: { memberId: number; remember: boolean; ip: string; userAgent: string },
  now = Date.now(),
): Promise<NewSession> {
  const rules = await getSetting(db, 'auth');
  const token = newToken();
  const idle = s.remember ? rules.rememberDays * 86_400_000 : rules.idleMinutes * 60_000;
  const expiresAt = now + Math.max(rules.absoluteHours * 3_600_000, s.remember ? rules.rememberDays * 86_400_000 : 0);
  await db
    .insertInto('sessions')
    .values({
      token_hash: digest(token),
      member_id: s.memberId,
      remember: s.remember ? 1 : 0,
      created_at: now,
      last_seen_at: now,
      idle_expires_at: Math.min(now + idle, expiresAt),
      expires_at: expiresAt,
      ip: s.ip.slice(0, 64),
      user_agent: s.userAgent.slice(0, 300),
    })
    .execute();
  return { token, expiresAt, remember: s.remember };
}

/**
 * The session of a token hash with the member fields a request needs. Scalar subqueries rather
 * than a join: on SQLite this point lookup costs ~8 µs written so and ~50 µs as a join (measured),
 * and it runs on every authenticated request. It is the one statement outside members that reads
 * the members table (five columns, never a write): a call into members would double the lookup
 * (decision 019).
 */
const SESSION_LOOKUP = `select s.id, s.member_id, s.remember, s.last_seen_at, s.idle_expires_at, s.expires_at, ${['account', 'is_agent', 'status', 'password_is_default', 'password_changed_at']
  .map((c) => `(select m.${c} from members m where m.id = s.member_id) as ${c}`)
  .join(', ')} from sessions s where s.token_hash = ? and s.revoked_at is null`;

/**
 * The live session of a token, or null when it is unknown, revoked, idle too long, past its
 * absolute expiry, or its member is disabled. Activity extends the idle expiry. With the bus at
 * hand (`events`: a running application) the row comes from this process's session cache when it
 * was read in the last seconds (session-cache.ts: what ends a session is forgotten everywhere).
 */
export async function resolveSession(deps: { db: Db; reader: SqlRunner; events?: MemberEvents }, token: string, now = Date.now()): Promise<Session | null> {
  if (token.length < 40 || token.length > 64) return null;
  const { db } = deps;
  const hash = digest(token);
  const cache = deps.events ? sessionCacheOf(deps as { events: MemberEvents }) : null;
  // What is stored below was read after this point: a change forgotten since then is not undone.
  const epoch = cache?.epoch ?? 0;
  let row = cache?.get(hash, now);
  if (!row) {
    row = await deps.reader.get<SessionRow>(SESSION_LOOKUP, [hash]);
    if (row && cache && live(row, now)) cache.set(hash, row, epoch, now);
  }
  if (!row || !live(row, now)) return null;
  if (now - row.last_seen_at >= TOUCH_EVERY_MS) {
    const seenBefore = row.last_seen_at;
    // The cached row says "seen now" before the write, so requests at the same moment do not all write.
    cache?.set(hash, { ...row, last_seen_at: now }, epoch, now);
    const rules = await getSetting(db, 'auth');
    const idle = row.remember ? rules.rememberDays * 86_400_000 : rules.idleMinutes * 60_000;
    const idleExpiresAt = Math.min(now + idle, row.expires_at);
    await db.updateTable('sessions').set({ last_seen_at: now, idle_expires_at: idleExpiresAt }).where('id', '=', row.id).execute();
    cache?.set(hash, { ...row, last_seen_at: now, idle_expires_at: idleExpiresAt }, epoch, now);
    // A remembered session used again on a new local day counts as a login day (missions).
    await recordLoginDay(db, row.member_id, now, seenBefore);
  }
  return {
    sessionId: row.id,
    memberId: row.member_id,
    account: row.account,
    isAgent: row.is_agent,
    remember: row.remember === 1,
    mustChangePassword: row.password_is_default === 1 || (await passwordExpired(db, row.password_changed_at, now)),
  };
}

function live(row: SessionRow, now: number): boolean {
  return row.status === 0 && now < row.idle_expires_at && now < row.expires_at;
}

/** Whether a password changed at this time has expired (the operator's switch and number of days). */
export async function passwordExpired(db: Db, changedAt: number, now = Date.now()): Promise<boolean> {
  const days = (await getSetting(db, 'auth')).passwordExpiryDays;
  if (days <= 0 || now - changedAt <= days * 86_400_000) return false;
  return (await getSetting(db, 'switches')).forcePasswordChangeOnExpiry;
}

/** Ends one session, here and in every instance's session cache. */
export async function revokeSession(app: { db: Db; events: MemberEvents }, sessionId: number, now = Date.now()): Promise<void> {
  await app.db.updateTable('sessions').set({ revoked_at: now }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
  forgetSessions(app, { sessionId });
}

/** Ends every session of a member except, optionally, one (a password change keeps the current one). */
export async function revokeMemberSessions(app: { db: Db; events: MemberEvents }, memberId: number, except?: number, now = Date.now()): Promise<void> {
  let q = app.db.updateTable('sessions').set({ revoked_at: now }).where('member_id', '=', memberId).where('revoked_at', 'is', null);
  if (except !== undefined) q = q.where('id', '!=', except);
  await q.execute();
  forgetSessions(app, { memberId });
}
