/**
 * The permissions matrix, proven on every back-office route: every endpoint of the contracts with
 * staff access is called by every role. A role the matrix (src/lib/backoffice/roles.ts) refuses
 * gets 403 STAFF_FORBIDDEN and nothing changes; an allowed one gets past the guard, never answers a
 * server error, and any change it makes to a watched table comes with an audit row. Generic: routes
 * added later are covered without touching this file.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, STAFF_ROLES } from '#lib/backoffice/roles.ts';
import { ENDPOINTS } from '#lib/contracts/index.ts';
import type { Endpoint } from '#lib/contracts/endpoint.ts';
import { insertMember } from '#fixtures/factories.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { browser } from '../fixtures/auth.ts';
import { signedIn } from '../fixtures/member.ts';
import { createTestStaff, signedInStaff } from '../fixtures/staff.ts';

const STAFF_ENDPOINTS = ENDPOINTS.filter((e) => e.access === 'staff');
const WATCHED = ['audit_log', 'approvals', 'settings', 'members', 'withdrawals', 'staff', 'member_notes'] as const;

/** The path with every parameter filled ("1" names the bystanders made below). */
const pathOf = (e: Endpoint) => e.path.replace(/:[A-Za-z]+/g, '1');

describe.each(DIALECTS)('the back office’s permissions on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(dialect, { config: { trustProxy: true } });
    // Record 1 of the tables routes name by id: a member and a staff member nobody signs in as.
    await insertMember(t.app.db);
    await createTestStaff(t, 'support');
  });
  afterAll(() => t.close());

  /** Row counts and a hash of every row of the watched tables. */
  async function snapshot(): Promise<Record<string, string>> {
    const out: Record<string, string> = {};
    for (const table of WATCHED) {
      const rows = (await t.app.db.selectFrom(table).selectAll().execute()).map((r) => JSON.stringify(r, (_, v: unknown) => (typeof v === 'bigint' ? String(v) : v))).sort();
      out[table] = `${rows.length}:${createHash('sha256').update(rows.join('\n')).digest('hex')}`;
    }
    return out;
  }

  const call = (e: Endpoint, headers: Record<string, string>) =>
    t.request(pathOf(e), { method: e.method, headers, ...(e.method === 'GET' ? {} : { body: '{}' }) });

  const codeOf = async (res: Response): Promise<string | undefined> => {
    if (!(res.headers.get('content-type') ?? '').includes('json')) return undefined;
    return ((await res.json()) as { code?: string }).code;
  };

  it('lists back-office endpoints, each with a permission', () => {
    expect(STAFF_ENDPOINTS.length).toBeGreaterThan(3);
    for (const e of STAFF_ENDPOINTS) {
      expect(e.permission, `${e.method} ${e.path}`).toBeTruthy();
      expect(e.path, `${e.method} ${e.path}`).toMatch(/^\/backoffice\/api\//);
    }
  });

  it.each(STAFF_ENDPOINTS.map((e) => [`${e.method} ${e.path}`, e] as const))('%s: a refused role gets 403 and changes nothing; an allowed one gets past the guard', async (_, e) => {
    const permission = e.permission!;
    const refused = STAFF_ROLES.filter((r) => !can(r, permission));
    const allowed = STAFF_ROLES.filter((r) => can(r, permission));
    const sessions = await Promise.all(refused.map(async (role) => ({ role, headers: (await signedInStaff(t, role)).headers })));
    const before = await snapshot();
    for (const { role, headers } of sessions) {
      const res = await call(e, headers);
      expect([role, res.status], `${role} ${e.method} ${e.path}`).toEqual([role, 403]);
      expect(await codeOf(res), `${role} ${e.method} ${e.path}`).toBe('STAFF_FORBIDDEN');
    }
    // A refused call writes nothing, not even an audit row.
    expect(await snapshot()).toEqual(before);
    for (const role of allowed) {
      const { headers } = await signedInStaff(t, role);
      const was = await snapshot();
      const res = await call(e, headers);
      const now = await snapshot();
      // Every staff write is audited: a call that changed a watched table appended to the log.
      const changed = Object.keys(was).filter((k) => k !== 'audit_log' && was[k] !== now[k]);
      if (changed.length) expect(now['audit_log'], `${role} ${e.method} ${e.path} changed ${changed.join(', ')} without an audit row`).not.toBe(was['audit_log']);
      const code = res.status === 401 || res.status === 403 ? await codeOf(res) : undefined;
      expect([role, res.status === 401 || code === 'STAFF_FORBIDDEN' ? `${res.status} ${code}` : 'past the guard'], `${role} ${e.method} ${e.path}`).toEqual([role, 'past the guard']);
      // Past the guard, a minimal request is answered (a refusal of its fields at most), never a server error.
      expect(res.status, `${role} ${e.method} ${e.path}`).toBeLessThan(500);
      // A stream answered past the guard is closed, as a browser leaving the page would.
      if ((res.headers.get('content-type') ?? '').includes('event-stream')) await res.body?.cancel();
    }
  });

  it('answers 401 on every back-office route without a staff session, with a member’s session, or a member’s token as the staff cookie', async () => {
    const m = await signedIn(t);
    const memberToken = m.cookie.split(';')[0]!.split('=').slice(1).join('=');
    const before = await snapshot();
    for (const e of STAFF_ENDPOINTS) {
      for (const headers of [browser('203.0.113.50'), browser(m.ip, m.cookie), browser(m.ip, `mbo=${memberToken}`), browser('203.0.113.50', 'mbo=not-a-token')]) {
        const res = await call(e, headers);
        expect([res.status, await codeOf(res)], `${e.method} ${e.path} with ${headers['cookie'] ?? 'no cookie'}`).toEqual([401, 'STAFF_NOT_LOGGED_IN']);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a session still at its password step (the authenticator code not given)', async () => {
    const { createStaffSession, STAFF_COOKIE } = await import('#server/backoffice/index.ts');
    const s = await createTestStaff(t, 'owner');
    const token = await createStaffSession(t.app.db, { staffId: s.id, stage: 'password', ip: '203.0.113.51', userAgent: 'vitest' });
    for (const e of STAFF_ENDPOINTS.filter((x) => x.method === 'GET').slice(0, 5)) {
      const res = await call(e, browser('203.0.113.51', `${STAFF_COOKIE}=${token}`));
      expect(res.status, `${e.method} ${e.path}`).toBe(401);
    }
  });
});
