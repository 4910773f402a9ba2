import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, STAFF_ROLES } from '#lib/backoffice/roles.ts';
import { ENDPOINTS } from '#lib/contracts/index.ts';
import { quickMember, sessionToken } from '#server/agents/seed-data.ts';
import { totp } from '#server/auth/totp.ts';
import { findStaffSession, STAFF_IDLE_MS } from '#server/backoffice/index.ts';
import { DEMO_OPERATOR, DEMO_OPERATOR_TOTP } from '#server/db/demo-accounts.ts';
import { getSetting, setSetting } from '#server/system/index.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { browser } from '../fixtures/auth.ts';
import { createTestStaff, signedInStaff } from '../fixtures/staff.ts';

type Env<T = Record<string, unknown>> = { success: boolean; code?: string; value: T };
type Answer<T = Record<string, unknown>> = { status: number; body: Env<T>; cookie: string | undefined; setCookie: string };

let ipN = 0;
/** A new address per sign-in, so address-based limits of other suites never interfere. */
const nextIp = () => `198.18.${(++ipN >> 8) & 255}.${ipN & 255}`;

describe.each(DIALECTS)('back-office staff sign-in and staff desk on %s', (dialect) => {
  let t: TestApp;
  let owner: Record<string, string>;

  beforeAll(async () => {
    // Behind a trusted proxy, so each test's X-Forwarded-For is the caller's address (the allow-list test needs it).
    t = await testApp(dialect, { seed: true, config: { trustProxy: true } });
    owner = (await signedInStaff(t, 'owner')).headers;
  });
  afterAll(() => t.close());

  async function call<T = Record<string, unknown>>(method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<Answer<T>> {
    const res = await t.request(path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    const setCookie = res.headers.get('set-cookie') ?? '';
    const cookie = /(?:^|, )mbo=([^;]*)/.exec(setCookie)?.[1];
    return { status: res.status, body: (await res.json()) as Env<T>, cookie: cookie || undefined, setCookie };
  }
  /** A browser that keeps the staff cookie between steps. */
  function staffBrowser(ip = nextIp()) {
    let cookie: string | undefined;
    const headers = () => browser(ip, cookie ? `mbo=${cookie}` : undefined);
    return {
      ip,
      get cookie() {
        return cookie;
      },
      async send<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<Answer<T>> {
        const a = await call<T>(method, path, headers(), body);
        if (a.cookie) cookie = a.cookie;
        return a;
      },
      headers,
    };
  }
  const audits = (action: string, targetId: number | string) => t.app.db.selectFrom('audit_log').selectAll().where('action', '=', action).where('target_id', '=', String(targetId)).execute();
  const staffRow = (id: number) => t.app.db.selectFrom('staff').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  /** The code of the step after the last one accepted for the secret (a code is accepted once). */
  const codeOf = (secret: string, at = Date.now()) => totp(secret, at);

  describe('sign-in steps', () => {
    it('the demo owner signs in with the fixed authenticator key: password → code → full', async () => {
      const b = staffBrowser();
      const login = await b.send('POST', '/backoffice/api/session/login', { username: DEMO_OPERATOR.username, password: DEMO_OPERATOR.password });
      expect([login.status, login.body.value]).toEqual([200, { stage: 'code' }]);
      expect(login.setCookie).toMatch(/mbo=[^;]+;.*Path=\/backoffice/i);
      expect(login.setCookie).toMatch(/HttpOnly/i);
      expect(login.setCookie).toMatch(/SameSite=Strict/i);
      // Not signed in yet: the password step alone opens nothing.
      expect((await b.send('GET', '/backoffice/api/session/me')).status).toBe(401);
      const code = await b.send('POST', '/backoffice/api/session/totp', { code: codeOf(DEMO_OPERATOR_TOTP) });
      expect([code.status, code.body.value]).toEqual([200, { stage: 'full' }]);
      const me = await b.send<{ username: string; role: string; permissions: string[] }>('GET', '/backoffice/api/session/me');
      expect(me.status).toBe(200);
      expect(me.body.value).toMatchObject({ username: 'operator', role: 'owner' });
      expect(me.body.value.permissions).toContain('staff.manage');
      const row = await t.app.db.selectFrom('staff').select(['id', 'last_login_at']).where('username', '=', 'operator').executeTakeFirstOrThrow();
      expect(row.last_login_at).not.toBeNull();
      expect(await audits('staff.login', Number(row.id))).toHaveLength(1);
      const out = await b.send('POST', '/backoffice/api/session/logout');
      expect(out.status).toBe(200);
      expect((await b.send('GET', '/backoffice/api/session/me')).status).toBe(401);
      expect(await audits('staff.logout', Number(row.id))).toHaveLength(1);
    });

    it('a new staff member enrols the authenticator at first login (QR code), then must choose a new password', async () => {
      const made = await call<{ id: number; username: string; password: string }>('POST', '/backoffice/api/staff', owner, { username: 'Finance.Anna', displayName: 'Anna', role: 'finance' });
      expect(made.status).toBe(200);
      expect(made.body.value.username).toBe('finance.anna');
      expect(made.body.value.password.length).toBeGreaterThanOrEqual(16);
      expect(await audits('staff.create', made.body.value.id)).toHaveLength(1);
      const b = staffBrowser();
      const login = await b.send('POST', '/backoffice/api/session/login', { username: 'finance.anna', password: made.body.value.password });
      expect(login.body.value).toEqual({ stage: 'enrol' });
      const setup = await b.send<{ secret: string; uri: string; qr: string }>('GET', '/backoffice/api/session/enrolment');
      expect(setup.status).toBe(200);
      expect(setup.body.value.secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(setup.body.value.uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
      expect(setup.body.value.qr).toMatch(/^data:image\/svg\+xml;base64,/);
      // The same secret until it is confirmed (a reload shows the same QR code).
      const again = await b.send<{ secret: string }>('GET', '/backoffice/api/session/enrolment');
      expect(again.body.value.secret).toBe(setup.body.value.secret);
      expect((await staffRow(made.body.value.id)).totp_secret).toBeNull();
      const code = await b.send('POST', '/backoffice/api/session/totp', { code: codeOf(setup.body.value.secret) });
      expect([code.status, code.body.value]).toEqual([200, { stage: 'password-change' }]);
      expect((await staffRow(made.body.value.id)).totp_secret).toBe(setup.body.value.secret);
      expect(await audits('staff.enrol', made.body.value.id)).toHaveLength(1);
      // Nothing else before the new password.
      expect((await b.send('GET', '/backoffice/api/session/me')).status).toBe(401);
      const weak = await b.send('POST', '/backoffice/api/session/password', { password: 'aaaaaaaaaaaa' });
      expect([weak.status, weak.body.code]).toEqual([400, 'WEAK_PASSWORD']);
      const short = await b.send('POST', '/backoffice/api/session/password', { password: 'short' });
      expect([short.status, short.body.code]).toEqual([400, 'VALIDATION_ERROR']);
      const same = await b.send('POST', '/backoffice/api/session/password', { password: made.body.value.password });
      expect([same.status, same.body.code]).toEqual([409, 'INVALID_STATE']);
      const set = await b.send('POST', '/backoffice/api/session/password', { password: 'Anna#Finance2026' });
      expect([set.status, set.body.value]).toEqual([200, { stage: 'full' }]);
      const me = await b.send<{ role: string; permissions: string[] }>('GET', '/backoffice/api/session/me');
      expect(me.body.value.role).toBe('finance');
      expect(me.body.value.permissions).not.toContain('staff.manage');
      expect(await audits('staff.password-change', made.body.value.id)).toHaveLength(1);
      // The enrolment is over: no second secret.
      const b2 = staffBrowser();
      expect((await b2.send('POST', '/backoffice/api/session/login', { username: 'finance.anna', password: 'Anna#Finance2026' })).body.value).toEqual({ stage: 'code' });
      const late = await b2.send('GET', '/backoffice/api/session/enrolment');
      expect([late.status, late.body.code]).toEqual([409, 'INVALID_STATE']);
    });

    it('the steps need their cookie: no cookie, or a cookie of another step, is STAFF_NOT_LOGGED_IN', async () => {
      const bare = browser(nextIp());
      expect((await call('GET', '/backoffice/api/session/enrolment', bare)).body.code).toBe('STAFF_NOT_LOGGED_IN');
      expect((await call('POST', '/backoffice/api/session/totp', bare, { code: '123456' })).body.code).toBe('STAFF_NOT_LOGGED_IN');
      expect((await call('POST', '/backoffice/api/session/password', bare, { password: 'Some#Password2026' })).body.code).toBe('STAFF_NOT_LOGGED_IN');
      // A full session is not a password-change one.
      expect((await call('POST', '/backoffice/api/session/password', owner, { password: 'Some#Password2026' })).status).toBe(401);
      // Logout without a session is fine.
      expect((await call('POST', '/backoffice/api/session/logout', bare)).status).toBe(200);
    });

    it('a wrong password and an unknown username answer alike (STAFF_BAD_CREDENTIALS); a disabled account cannot sign in', async () => {
      const s = await createTestStaff(t, 'support');
      const wrong = await call('POST', '/backoffice/api/session/login', browser(nextIp()), { username: s.username, password: 'not-the-password' });
      const unknown = await call('POST', '/backoffice/api/session/login', browser(nextIp()), { username: 'nobody-here', password: 'not-the-password' });
      expect([wrong.status, wrong.body.code]).toEqual([401, 'STAFF_BAD_CREDENTIALS']);
      expect([unknown.status, unknown.body.code]).toEqual([401, 'STAFF_BAD_CREDENTIALS']);
      expect((await staffRow(s.id)).failed_logins).toBe(1);
      expect(await audits('staff.login-failed', s.id)).toHaveLength(1);
      expect((await call('POST', `/backoffice/api/staff/${s.id}/disable`, owner)).status).toBe(200);
      const disabled = await call('POST', '/backoffice/api/session/login', browser(nextIp()), { username: s.username, password: s.password });
      expect(disabled.body.code).toBe('STAFF_BAD_CREDENTIALS');
    });

    it('locks after 5 failures (wrong passwords and wrong codes both count); an owner unlocks it (audited)', async () => {
      const s = await createTestStaff(t, 'risk');
      const ip = nextIp();
      for (let i = 0; i < 2; i++) expect((await call('POST', '/backoffice/api/session/login', browser(ip), { username: s.username, password: 'wrong-password' })).body.code).toBe('STAFF_BAD_CREDENTIALS');
      const b = staffBrowser(ip);
      expect((await b.send('POST', '/backoffice/api/session/login', { username: s.username, password: s.password })).body.value).toEqual({ stage: 'code' });
      const bad = totp(s.totpSecret, Date.now() + 10 * 60_000); // a real code of another time: wrong now
      expect((await b.send('POST', '/backoffice/api/session/totp', { code: bad })).body.code).toBe('TOTP_INVALID');
      expect((await b.send('POST', '/backoffice/api/session/totp', { code: bad })).body.code).toBe('TOTP_INVALID');
      const fifth = await b.send('POST', '/backoffice/api/session/totp', { code: bad });
      expect([fifth.status, fifth.body.code]).toEqual([423, 'STAFF_LOCKED']);
      const row = await staffRow(s.id);
      expect(row.locked_at).not.toBeNull();
      expect(row.failed_logins).toBe(5);
      expect(await audits('staff.lock', s.id)).toHaveLength(1);
      // Locked: even the right password is refused, and the session of the password step is gone.
      const right = await call('POST', '/backoffice/api/session/login', browser(ip), { username: s.username, password: s.password });
      expect([right.status, right.body.code]).toEqual([423, 'STAFF_LOCKED']);
      expect((await b.send('POST', '/backoffice/api/session/totp', { code: codeOf(s.totpSecret) })).body.code).toBe('STAFF_NOT_LOGGED_IN');
      // The list shows it; an owner unlocks it.
      const list = await call<{ list: { id: number; locked: boolean }[] }>('GET', `/backoffice/api/staff?q=${s.username}`, owner);
      expect(list.body.value.list.find((r) => r.id === s.id)?.locked).toBe(true);
      const unlock = await call('POST', `/backoffice/api/staff/${s.id}/unlock`, owner);
      expect([unlock.status, unlock.body.value]).toEqual([200, { id: s.id, locked: false }]);
      expect(await audits('staff.unlock', s.id)).toHaveLength(1);
      expect((await staffRow(s.id)).failed_logins).toBe(0);
      const again = await call('POST', `/backoffice/api/staff/${s.id}/unlock`, owner);
      expect([again.status, again.body.code]).toEqual([409, 'INVALID_STATE']);
      expect((await call('POST', '/backoffice/api/session/login', browser(ip), { username: s.username, password: s.password })).body.value).toEqual({ stage: 'code' });
    });

    it('refuses a replayed code (a time step is accepted once)', async () => {
      const s = await createTestStaff(t, 'content');
      const code = codeOf(s.totpSecret);
      const first = staffBrowser();
      await first.send('POST', '/backoffice/api/session/login', { username: s.username, password: s.password });
      expect((await first.send('POST', '/backoffice/api/session/totp', { code })).body.value).toEqual({ stage: 'full' });
      const second = staffBrowser();
      await second.send('POST', '/backoffice/api/session/login', { username: s.username, password: s.password });
      const replay = await second.send('POST', '/backoffice/api/session/totp', { code });
      expect([replay.status, replay.body.code]).toEqual([400, 'TOTP_INVALID']);
      // A successful code resets the count; only the replay counted.
      expect((await staffRow(s.id)).failed_logins).toBe(1);
    });

    it('ends a session after 15 minutes without a request', async () => {
      const { headers, staff } = await signedInStaff(t, 'analyst');
      expect((await call('GET', '/backoffice/api/session/me', headers)).status).toBe(200);
      const token = /mbo=([^;]+)/.exec(headers['cookie'] ?? '')?.[1] ?? '';
      const now = Date.now();
      expect(await findStaffSession(t.app.db, token, now + STAFF_IDLE_MS - 1_000)).not.toBeNull();
      await t.app.db.updateTable('staff_sessions').set({ last_seen_at: now - STAFF_IDLE_MS - 1_000 }).where('staff_id', '=', staff.id).execute();
      const late = await call('GET', '/backoffice/api/session/me', headers);
      expect([late.status, late.body.code]).toEqual([401, 'STAFF_NOT_LOGGED_IN']);
    });
  });

  describe('IP allow-list', () => {
    it('refuses sign-in and every back-office call from an address outside the list', async () => {
      const before = await getSetting(t.app.db, 'backoffice');
      const s = await createTestStaff(t, 'support');
      const inside = staffBrowser('10.20.30.40');
      await inside.send('POST', '/backoffice/api/session/login', { username: s.username, password: s.password });
      await setSetting(t.app.db, 'backoffice', { ...before, ipAllowList: ['10.0.0.0/8'] });
      try {
        const out = await call('POST', '/backoffice/api/session/login', browser('203.0.113.99'), { username: s.username, password: s.password });
        expect([out.status, out.body.code]).toEqual([403, 'STAFF_IP_NOT_ALLOWED']);
        const api = await call('GET', '/backoffice/api/session/me', owner);
        expect([api.status, api.body.code]).toEqual([403, 'STAFF_IP_NOT_ALLOWED']);
        expect((await call('GET', '/backoffice/api/staff', owner)).body.code).toBe('STAFF_IP_NOT_ALLOWED');
        const enrol = await call('POST', '/backoffice/api/session/totp', browser('203.0.113.99', `mbo=${inside.cookie}`), { code: '123456' });
        expect(enrol.body.code).toBe('STAFF_IP_NOT_ALLOWED');
        // From inside the list it works.
        const inAnswer = await inside.send('POST', '/backoffice/api/session/totp', { code: codeOf(s.totpSecret) });
        expect([inAnswer.body.code, inAnswer.body.value]).toEqual([undefined, { stage: 'full' }]);
        expect((await inside.send('GET', '/backoffice/api/session/me')).status).toBe(200);
      } finally {
        await setSetting(t.app.db, 'backoffice', before);
      }
    });
  });

  describe('staff and member sessions stay apart', () => {
    const fill = (path: string) => path.replace(/:[A-Za-z0-9_]+/g, '1');
    const staffEndpoints = ENDPOINTS.filter((e) => e.access === 'staff');

    it(`refuses a member token (cookie msid, Bearer, token header, even in the staff cookie) on every back-office route (${staffEndpoints.length})`, async () => {
      expect(staffEndpoints.length).toBeGreaterThan(5);
      const memberId = await quickMember(t.app.db);
      const token = await sessionToken(t.app.db, memberId);
      const ways = [browser(nextIp(), `msid=${token}`), { ...browser(nextIp()), authorization: `Bearer ${token}` }, { ...browser(nextIp()), token }, browser(nextIp(), `mbo=${token}`)];
      for (const e of staffEndpoints) {
        for (const headers of ways) {
          const res = await t.request(fill(e.path), { method: e.method, headers, ...(e.method === 'GET' ? {} : { body: '{}' }) });
          expect([e.path, res.status]).toEqual([e.path, 401]);
        }
      }
    });

    it('refuses a staff token on member routes (cookie, Bearer, token header)', async () => {
      const { headers } = await signedInStaff(t, 'owner');
      const token = /mbo=([^;]+)/.exec(headers['cookie'] ?? '')?.[1] ?? '';
      const memberEndpoints = ENDPOINTS.filter((e) => e.access === 'member' || e.access === 'player' || e.access === 'agent');
      expect(memberEndpoints.length).toBeGreaterThan(10);
      const ways = [browser(nextIp(), `mbo=${token}`), browser(nextIp(), `msid=${token}`), { ...browser(nextIp()), authorization: `Bearer ${token}` }, { ...browser(nextIp()), token }];
      for (const e of memberEndpoints) {
        for (const h of ways) {
          const res = await t.request(fill(e.path), { method: e.method, headers: h, ...(e.method === 'GET' ? {} : { body: '{}' }) });
          expect([e.path, res.status]).toEqual([e.path, 401]);
        }
      }
    });
  });

  describe('staff desk', () => {
    it("opens only to a role with 'staff.manage' (the owner)", async () => {
      for (const role of STAFF_ROLES) {
        const { headers } = await signedInStaff(t, role);
        const res = await call('GET', '/backoffice/api/staff', headers);
        if (can(role, 'staff.manage')) expect(res.status).toBe(200);
        else expect([role, res.status, res.body.code]).toEqual([role, 403, 'STAFF_FORBIDDEN']);
        // Every role may read itself.
        expect((await call('GET', '/backoffice/api/session/me', headers)).status).toBe(200);
      }
      expect(STAFF_ROLES.filter((r) => can(r, 'staff.manage'))).toEqual(['owner']);
    });

    it('lists a page at a time, filtered and sorted', async () => {
      for (let i = 0; i < 3; i++) await call('POST', '/backoffice/api/staff', owner, { username: `pager${i}`, displayName: `Pager ${i}`, role: 'analyst' });
      const page = await call<{ list: { username: string; role: string; enrolled: boolean; mustChangePassword: boolean }[]; total: number; totalPages: number }>('GET', '/backoffice/api/staff?q=pager&pageSize=2&sort=username&order=desc', owner);
      expect(page.status).toBe(200);
      expect(page.body.value.total).toBe(3);
      expect(page.body.value.totalPages).toBe(2);
      expect(page.body.value.list.map((r) => r.username)).toEqual(['pager2', 'pager1']);
      expect(page.body.value.list[0]).toMatchObject({ role: 'analyst', enrolled: false, mustChangePassword: true });
      const byRole = await call<{ list: { role: string }[] }>('GET', '/backoffice/api/staff?role=analyst&pageSize=100', owner);
      expect(byRole.body.value.list.every((r) => r.role === 'analyst')).toBe(true);
      expect((await call('GET', '/backoffice/api/staff?sort=password', owner)).body.code).toBe('VALIDATION_ERROR');
    });

    it('creates with a role (bad username, unknown role and duplicate refused)', async () => {
      expect((await call('POST', '/backoffice/api/staff', owner, { username: '1bad', displayName: 'X', role: 'support' })).body.code).toBe('VALIDATION_ERROR');
      expect((await call('POST', '/backoffice/api/staff', owner, { username: 'goodname', displayName: 'X', role: 'king' })).body.code).toBe('VALIDATION_ERROR');
      expect((await call('POST', '/backoffice/api/staff', owner, { username: 'dupe.one', displayName: 'X', role: 'support' })).status).toBe(200);
      const dupe = await call('POST', '/backoffice/api/staff', owner, { username: 'DUPE.ONE', displayName: 'Y', role: 'support' });
      expect([dupe.status, dupe.body.code]).toEqual([409, 'STAFF_EXISTS']);
    });

    it('changes a role (their sessions end, audited), disables (sessions end), resets a password (must change again)', async () => {
      const { staff, headers } = await signedInStaff(t, 'support');
      const role = await call('PUT', `/backoffice/api/staff/${staff.id}/role`, owner, { role: 'risk' });
      expect([role.status, role.body.value]).toEqual([200, { id: staff.id, role: 'risk' }]);
      expect((await call('GET', '/backoffice/api/session/me', headers)).status).toBe(401);
      const [entry] = await audits('staff.role', staff.id);
      expect(JSON.parse(entry?.before_json ?? '{}')).toEqual({ role: 'support' });
      expect(JSON.parse(entry?.after_json ?? '{}')).toEqual({ role: 'risk' });

      const reset = await call<{ password: string }>('POST', `/backoffice/api/staff/${staff.id}/password-reset`, owner);
      expect(reset.status).toBe(200);
      expect(await audits('staff.password-reset', staff.id)).toHaveLength(1);
      const b = staffBrowser();
      expect((await b.send('POST', '/backoffice/api/session/login', { username: staff.username, password: staff.password })).body.code).toBe('STAFF_BAD_CREDENTIALS');
      expect((await b.send('POST', '/backoffice/api/session/login', { username: staff.username, password: reset.body.value.password })).body.value).toEqual({ stage: 'code' });
      expect((await b.send('POST', '/backoffice/api/session/totp', { code: codeOf(staff.totpSecret) })).body.value).toEqual({ stage: 'password-change' });

      const other = await signedInStaff(t, 'marketing');
      const off = await call('POST', `/backoffice/api/staff/${other.staff.id}/disable`, owner);
      expect([off.status, off.body.value]).toEqual([200, { id: other.staff.id, disabled: true }]);
      expect((await call('GET', '/backoffice/api/session/me', other.headers)).status).toBe(401);
      expect(await audits('staff.disable', other.staff.id)).toHaveLength(1);
      expect((await call('POST', `/backoffice/api/staff/${other.staff.id}/disable`, owner)).body.code).toBe('INVALID_STATE');
      expect((await call('POST', `/backoffice/api/staff/${other.staff.id}/password-reset`, owner)).body.code).toBe('INVALID_STATE');
    });

    it('answers NOT_FOUND for an unknown staff member', async () => {
      for (const [method, path, body] of [
        ['PUT', '/backoffice/api/staff/999999/role', { role: 'support' }],
        ['POST', '/backoffice/api/staff/999999/disable', undefined],
        ['POST', '/backoffice/api/staff/999999/unlock', undefined],
        ['POST', '/backoffice/api/staff/999999/password-reset', undefined],
      ] as const) {
        const res = await call(method, path, owner, body);
        expect([path, res.status, res.body.code]).toEqual([path, 404, 'NOT_FOUND']);
      }
    });
  });

  describe('races', () => {
    it('30 parallel logins with a wrong password: the count stops at 5 and the account locks once', async () => {
      const s = await createTestStaff(t, 'finance');
      const results = await Promise.all(Array.from({ length: 30 }, () => call('POST', '/backoffice/api/session/login', browser(nextIp()), { username: s.username, password: 'wrong-password' })));
      const codes = results.map((r) => r.body.code);
      expect(codes.filter((c) => c === 'STAFF_BAD_CREDENTIALS')).toHaveLength(4);
      expect(codes.filter((c) => c === 'STAFF_LOCKED')).toHaveLength(26);
      const row = await staffRow(s.id);
      expect(row.failed_logins).toBe(5);
      expect(row.locked_at).not.toBeNull();
      expect(await audits('staff.lock', s.id)).toHaveLength(1);
      expect(await audits('staff.login-failed', s.id)).toHaveLength(5);
    });

    it('30 parallel creates of the same username: one staff member', async () => {
      const results = await Promise.all(Array.from({ length: 30 }, (_, i) => call('POST', '/backoffice/api/staff', owner, { username: 'same.name', displayName: `Same ${i}`, role: 'support' })));
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      expect(results.filter((r) => r.body.code === 'STAFF_EXISTS')).toHaveLength(29);
      expect(await t.app.db.selectFrom('staff').select('id').where('username', '=', 'same.name').execute()).toHaveLength(1);
    });

    it('30 parallel code steps with the same code on 30 password-stage sessions: one signs in', async () => {
      const s = await createTestStaff(t, 'analyst');
      const browsers = Array.from({ length: 30 }, () => staffBrowser());
      for (const b of browsers) await b.send('POST', '/backoffice/api/session/login', { username: s.username, password: s.password });
      const code = codeOf(s.totpSecret);
      const results = await Promise.all(browsers.map((b) => b.send('POST', '/backoffice/api/session/totp', { code })));
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      expect(await audits('staff.login', s.id)).toHaveLength(1);
    });

    it('30 parallel unlocks: one unlocks', async () => {
      const s = await createTestStaff(t, 'support');
      await t.app.db.updateTable('staff').set({ locked_at: Date.now(), failed_logins: 5 }).where('id', '=', s.id).execute();
      const results = await Promise.all(Array.from({ length: 30 }, () => call('POST', `/backoffice/api/staff/${s.id}/unlock`, owner)));
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      expect(await audits('staff.unlock', s.id)).toHaveLength(1);
    });
  });
});

describe.each(DIALECTS)('the last owner on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(dialect);
  });
  afterAll(() => t.close());
  const call = async (method: string, path: string, headers: Record<string, string>, body?: unknown) => {
    const res = await t.request(path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    return { status: res.status, body: (await res.json()) as Env };
  };

  it('cannot demote or disable themselves while the only active owner; can once another owner exists', async () => {
    const a = await signedInStaff(t, 'owner');
    const demote = await call('PUT', `/backoffice/api/staff/${a.staff.id}/role`, a.headers, { role: 'analyst' });
    expect([demote.status, demote.body.code]).toEqual([409, 'LAST_OWNER']);
    const disable = await call('POST', `/backoffice/api/staff/${a.staff.id}/disable`, a.headers);
    expect([disable.status, disable.body.code]).toEqual([409, 'LAST_OWNER']);
    const b = await signedInStaff(t, 'owner');
    // Two owners demoting each other at once: at least one owner is left.
    const both = await Promise.all([
      call('PUT', `/backoffice/api/staff/${b.staff.id}/role`, a.headers, { role: 'analyst' }),
      call('PUT', `/backoffice/api/staff/${a.staff.id}/role`, b.headers, { role: 'analyst' }),
    ]);
    expect(both.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(1);
    const owners = await t.app.db.selectFrom('staff').select('id').where('role', '=', 'owner').where('disabled_at', 'is', null).execute();
    expect(owners.length).toBeGreaterThanOrEqual(1);
  });
});
