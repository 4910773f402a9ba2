import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMember } from '#fixtures/factories.ts';
import type { AppContext } from '#server/app-context.ts';
import { createSession, resolveSession } from '#server/auth/index.ts';
import { logout } from '#server/auth/logout.ts';
import { changePassword } from '#server/auth/recovery.ts';
import { SESSION_CACHE_MS, SessionCache, sessionCacheOf } from '#server/auth/session-cache.ts';
import { revokeSession } from '#server/auth/sessions.ts';
import { exclude } from '#server/cashier/index.ts';
import { openDb } from '#server/db/connect.ts';
import { pgPoolReader } from '#server/db/pg-reader.ts';
import { connectEvents } from '#server/events/connect.ts';
import { createLogger } from '#server/log.ts';
import { MemberEvents } from '#server/events/bus.ts';
import { DIALECTS, freshDb } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { signedInStaff } from '../fixtures/staff.ts';

type Env = { success: boolean; code?: string };

describe('the session cache', () => {
  const row = (id: number, memberId: number) => ({
    id,
    member_id: memberId,
    remember: 0,
    last_seen_at: 0,
    idle_expires_at: Number.MAX_SAFE_INTEGER,
    expires_at: Number.MAX_SAFE_INTEGER,
    account: `m${memberId}`,
    is_agent: 0,
    status: 0,
    password_is_default: 0,
    password_changed_at: 0,
  });

  it('keeps a row for its TTL and forgets a session, or a member, at once', () => {
    const cache = new SessionCache(1_000);
    cache.set('a', row(1, 10), cache.epoch, 5_000);
    cache.set('b', row(2, 10), cache.epoch, 5_000);
    cache.set('c', row(3, 11), cache.epoch, 5_000);
    expect(cache.get('a', 5_999)?.id).toBe(1);
    expect(cache.get('a', 6_000)).toBeUndefined();
    cache.forget({ sessionId: 2 });
    expect(cache.get('b', 5_001)).toBeUndefined();
    expect(cache.get('c', 5_001)?.id).toBe(3);
    cache.forget({ memberId: 11 });
    expect(cache.get('c', 5_001)).toBeUndefined();
  });

  it('does not store a row read before a change it did not see', () => {
    const cache = new SessionCache();
    const before = cache.epoch;
    cache.forget({ memberId: 10 });
    cache.set('a', row(1, 10), before);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', row(1, 10), cache.epoch);
    expect(cache.get('a')?.id).toBe(1);
  });
});

describe.each(DIALECTS)('session cache invalidation on %s', (dialect) => {
  let t: TestApp;
  let staffHeaders: Record<string, string>;
  beforeAll(async () => {
    t = await testApp(dialect, { config: { trustProxy: true } });
    staffHeaders = (await signedInStaff(t, 'owner')).headers;
  });
  afterAll(() => t.close());

  const balance = async (token: string) => {
    const res = await t.request('/wps/v2/wallets/balance', { headers: { authorization: `Bearer ${token}` } });
    return ((await res.json()) as Env).code ?? 'OK';
  };
  /** A member with a live session, already in the cache (one answered request). */
  const cachedMember = async () => {
    const m = await insertMember(t.app.db);
    const s = await createSession(t.app.db, { memberId: m.id, remember: false, ip: '203.0.113.5', userAgent: 'vitest' });
    expect(await balance(s.token)).toBe('OK');
    return { m, token: s.token };
  };
  const staff = async (path: string) => {
    const res = await t.request(`/backoffice/api/members${path}`, { method: 'POST', headers: staffHeaders, body: '{}' });
    expect(res.status).toBe(200);
  };

  it('answers from the cache: a session ended behind its back still works until the TTL has passed', async () => {
    const { m, token } = await cachedMember();
    await t.app.db.updateTable('sessions').set({ revoked_at: Date.now() }).where('member_id', '=', m.id).execute();
    expect(await balance(token)).toBe('OK');
    expect(await resolveSession(t.app, token, Date.now() + SESSION_CACHE_MS + 1)).toBeNull();
  });

  it('refuses a logged-out session at once', async () => {
    const { token } = await cachedMember();
    await logout(t.app, token);
    expect(await balance(token)).toBe('NOT_LOGGED_IN');
  });

  it('refuses the other sessions at once after a password change', async () => {
    const { m, token } = await cachedMember();
    const other = await createSession(t.app.db, { memberId: m.id, remember: false, ip: '203.0.113.5', userAgent: 'vitest' });
    expect(await balance(other.token)).toBe('OK');
    const session = await resolveSession(t.app, token);
    if (!session) throw new Error('no session');
    const renewed = await changePassword(t.app, session, { oldPassword: m.password, newPassword: 'Fresh-Pass-91', confirmNewPassword: 'Fresh-Pass-91' }, { ip: '203.0.113.5', userAgent: 'vitest', lang: 'en' });
    expect(await balance(other.token)).toBe('NOT_LOGGED_IN');
    expect(await balance(token)).toBe('NOT_LOGGED_IN');
    expect(await balance(renewed.token)).toBe('OK');
  });

  it('refuses at once after a time-out or self-exclusion', async () => {
    const { m, token } = await cachedMember();
    await exclude(t.app, m.id, { kind: 'time_out', days: 1 });
    expect(await balance(token)).toBe('NOT_LOGGED_IN');
  });

  it('refuses at once after a staff lock, an ended session and a password reset', async () => {
    const locked = await cachedMember();
    await staff(`/${locked.m.id}/lock`);
    expect(await balance(locked.token)).toBe('NOT_LOGGED_IN');
    const ended = await cachedMember();
    await staff(`/${ended.m.id}/sessions/end`);
    expect(await balance(ended.token)).toBe('NOT_LOGGED_IN');
    const reset = await cachedMember();
    await staff(`/${reset.m.id}/password-reset`);
    expect(await balance(reset.token)).toBe('NOT_LOGGED_IN');
  });

  it('forgets on another instance when the bus brings the change', async () => {
    // A second instance on the same database: its own context, cache and bus; what this instance
    // broadcasts reaches its bus as a transport would carry it.
    const other: AppContext = { ...t.app, events: new MemberEvents() };
    t.app.events.listen('session', (e) => other.events.broadcast(e));
    const { m, token } = await cachedMember();
    expect(await resolveSession(other, token)).not.toBeNull();
    expect(sessionCacheOf(other).size).toBeGreaterThan(0);
    await logout(t.app, token);
    expect(await resolveSession(other, token)).toBeNull();
    // And a staff lock made here ends the member's sessions there too.
    const second = await createSession(t.app.db, { memberId: m.id, remember: false, ip: '203.0.113.5', userAgent: 'vitest' });
    expect(await resolveSession(other, second.token)).not.toBeNull();
    await staff(`/${m.id}/lock`);
    expect(await resolveSession(other, second.token)).toBeNull();
  });
});

describe.runIf(process.env['TEST_DATABASE_URL'])('session cache across two instances on PostgreSQL', () => {
  it('a logout on one instance empties the other one\'s cache through LISTEN/NOTIFY', async () => {
    const log = createLogger('silent');
    const a = await freshDb('postgres');
    const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(a.db)).rows[0]?.s ?? '';
    const b = openDb({ url: process.env['TEST_DATABASE_URL'] ?? '', schema });
    const x = await connectEvents(a.db, { pool: a.pool, log });
    const y = await connectEvents(b.db, { pool: b.pool, log });
    try {
      const one = { db: a.db, reader: pgPoolReader(a.pool as NonNullable<typeof a.pool>), events: x.events };
      const two = { db: b.db, reader: pgPoolReader(b.pool as NonNullable<typeof b.pool>), events: y.events };
      const m = await insertMember(a.db);
      const s = await createSession(a.db, { memberId: m.id, remember: false, ip: '203.0.113.5', userAgent: 'vitest' });
      // One clock for instance two: its cached row never ages out, so only the bus can drop it.
      const at = Date.now();
      const session = await resolveSession(two, s.token, at);
      expect(session).not.toBeNull();
      await revokeSession(one, session?.sessionId ?? 0);
      let seen: unknown = session;
      for (let i = 0; i < 40 && seen !== null; i++) {
        await new Promise((r) => setTimeout(r, 25));
        seen = await resolveSession(two, s.token, at);
      }
      expect(seen).toBeNull();
    } finally {
      await x.close();
      await y.close();
      await b.close();
      await a.close();
    }
  });
});
