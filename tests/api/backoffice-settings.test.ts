import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createStaffSession, decideApproval, type StaffActor } from '#server/backoffice/index.ts';
import { type AppContext, moneyParts } from '#server/context.ts';
import { createApi } from '#server/http/app.ts';
import { type DbHandle, openDb } from '#server/db/connect.ts';
import { getSetting, hostAllowed, setSetting } from '#server/system/index.ts';
import { refuseUnknownHost } from '#server/web/invalid-host.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { browser, sealed, solveSlider } from '../fixtures/auth.ts';
import { createTestStaff, signedInStaff, type TestStaff } from '../fixtures/staff.ts';

type Env<T = Record<string, unknown>> = { success: boolean; code?: string; message?: string; value: T };
type Outcome = { status: 'applied' | 'unchanged' | 'pending-approval'; approvalId?: number };
type All = { settings: Record<string, unknown> & { switches: Record<string, boolean>; cashier: { maxWithdrawal: number }; whitelabel: { timeZone: string; currency: { code: string } } }; pending: { approvalId: number; key: string }[]; callerIp: string };
type Rule = { field: string; enabled: boolean; required: boolean; acceptedPattern: string; patternId: string; minLength: number; maxLength: number };
type Status = { status: number; info: { switches: Record<string, boolean>; domainValid: boolean; register: Rule[] } };

const IP = '203.0.113.77';
const BASE = '/backoffice/api/settings';

describe.each(DIALECTS)('back office settings desk on %s', (dialect) => {
  let t: TestApp;
  let owner: { staff: TestStaff; headers: Record<string, string> };
  let analyst: Record<string, string>;
  let support: Record<string, string>;

  beforeAll(async () => {
    t = await testApp(dialect, { seed: true, config: { geoCountryHeader: 'cf-ipcountry', trustProxy: true } });
    owner = await signedInStaff(t, 'owner', IP);
    analyst = (await signedInStaff(t, 'analyst', IP)).headers;
    support = (await signedInStaff(t, 'support', IP)).headers;
  });
  afterAll(() => t.close());

  const call = async <T = Outcome>(method: string, path: string, headers: Record<string, string>, body?: unknown) => {
    const res = await t.request(path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    return { status: res.status, body: (await res.json()) as Env<T> };
  };
  const auditRows = (action: string, targetId: string) =>
    t.app.db.selectFrom('audit_log').select(['staff_id', 'action', 'target_id', 'before_json as before', 'after_json as after', 'ip']).where('action', '=', action).where('target_id', '=', targetId).orderBy('id').execute();
  const actorOf = async (s: TestStaff): Promise<StaffActor> => {
    const token = await createStaffSession(t.app.db, { staffId: s.id, stage: 'full', ip: IP, userAgent: 'vitest' });
    const row = await t.app.db.selectFrom('staff_sessions').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(token).toBeTruthy();
    return { staffId: s.id, username: s.username, displayName: s.username, role: s.role, sessionId: Number(row.id), ip: IP, userAgent: 'vitest' };
  };

  it('refuses callers without a staff session or the permission', async () => {
    expect((await call('GET', BASE, browser(IP))).body.code).toBe('STAFF_NOT_LOGGED_IN');
    expect((await call('GET', BASE, support)).body.code).toBe('STAFF_FORBIDDEN');
    const read = await call<All>('GET', BASE, analyst);
    expect(read.status).toBe(200);
    expect(read.body.value.settings.switches['directRegister']).toBe(true);
    expect(read.body.value.callerIp).toBe(IP);
    for (const [method, path, body] of [
      ['PUT', `${BASE}/switches`, { value: {} }],
      ['PUT', `${BASE}/register-rules`, { rules: [] }],
      ['PUT', `${BASE}/domains`, { domains: [] }],
      ['PUT', `${BASE}/maintenance`, { enabled: false, endsAt: null }],
      ['PUT', `${BASE}/regions`, { blockedCountries: [] }],
    ] as const) {
      const r = await call(method, path, analyst, body);
      expect([r.status, r.body.code]).toEqual([403, 'STAFF_FORBIDDEN']);
    }
  });

  it('applies a switch at once, audited with before and after, and a second instance sees it within 2 s', async () => {
    // A second process over the same database: its own settings cache, warmed before the change.
    let other: DbHandle;
    if (dialect === 'sqlite') {
      const file = (await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(t.app.db)).rows[0]?.file ?? '';
      other = openDb({ file });
    } else {
      const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(t.app.db)).rows[0]?.s ?? '';
      other = openDb({ url: process.env['TEST_DATABASE_URL'] ?? '', schema });
    }
    const parts = moneyParts(other);
    const app2: AppContext = { ...t.app, db: other.db, ledger: parts.ledger, reader: parts.reader };
    const api2 = createApi(app2);
    const statusOn = async (api: ReturnType<typeof createApi>) => ((await (await api.request('/wps/system/status')).json()) as Env<Status>).value;
    try {
      expect((await statusOn(api2)).info.switches['directRegister']).toBe(true);
      const switches = (await call<All>('GET', BASE, owner.headers)).body.value.settings.switches;
      const changed = await call('PUT', `${BASE}/switches`, owner.headers, { value: { ...switches, directRegister: false } });
      expect(changed.body.value).toEqual({ status: 'applied' });
      const at = Date.now();
      let seen = true;
      while (Date.now() - at < 2_000 && seen) {
        seen = (await statusOn(api2)).info.switches['directRegister'] ?? true;
        if (seen) await new Promise((r) => setTimeout(r, 50));
      }
      expect(seen).toBe(false);
      expect(Date.now() - at).toBeLessThan(2_000);
      const [row] = await auditRows('settings.change', 'switches');
      expect(row?.staff_id).toBe(owner.staff.id);
      expect(row?.ip).toBe(IP);
      expect(JSON.parse(row?.before ?? '{}')).toMatchObject({ directRegister: true });
      expect(JSON.parse(row?.after ?? '{}')).toMatchObject({ directRegister: false });
      // Back again; the same value again changes nothing and is not audited.
      expect((await call('PUT', `${BASE}/switches`, owner.headers, { value: switches })).body.value).toEqual({ status: 'applied' });
      expect((await call('PUT', `${BASE}/switches`, owner.headers, { value: switches })).body.value).toEqual({ status: 'unchanged' });
      expect(await auditRows('settings.change', 'switches')).toHaveLength(2);
    } finally {
      parts.closeReader();
      await other.close();
    }
  });

  it('answers UNKNOWN_SETTING, INVALID_SETTING and VALIDATION_ERROR and changes nothing', async () => {
    const before = await getSetting(t.app.db, 'auth');
    expect((await call('PUT', `${BASE}/noSuchThing`, owner.headers, { value: 1 })).body.code).toBe('UNKNOWN_SETTING');
    const bad = await call('PUT', `${BASE}/auth`, owner.headers, { value: { ...before, idleMinutes: 1 } });
    expect([bad.status, bad.body.code]).toEqual([400, 'INVALID_SETTING']);
    expect((await call('PUT', `${BASE}/auth`, owner.headers, {})).body.code).toBe('VALIDATION_ERROR');
    expect((await call('PUT', `${BASE}/switches`, owner.headers, { value: { noSuchSwitch: true } })).body.code).toBe('INVALID_SETTING');
    const wl = await getSetting(t.app.db, 'whitelabel');
    expect((await call('PUT', `${BASE}/whitelabel`, owner.headers, { value: { ...wl, timeZone: 'Mars/Base' } })).body.code).toBe('INVALID_SETTING');
    expect(await getSetting(t.app.db, 'auth')).toEqual(before);
    expect(await getSetting(t.app.db, 'whitelabel')).toEqual(wl);
  });

  it('changes the merchant time zone at once, but the currency only after a second staff member approves', async () => {
    const wl = await getSetting(t.app.db, 'whitelabel');
    expect((await call('PUT', `${BASE}/whitelabel`, owner.headers, { value: { ...wl, timeZone: 'Europe/London' } })).body.value).toEqual({ status: 'applied' });
    expect((await getSetting(t.app.db, 'whitelabel')).timeZone).toBe('Europe/London');
    const asked = await call('PUT', `${BASE}/whitelabel`, owner.headers, { value: { ...wl, timeZone: 'Europe/London', currency: { code: 'USD', symbol: '$', minorUnits: 2 } } });
    expect(asked.body.value.status).toBe('pending-approval');
    expect((await getSetting(t.app.db, 'whitelabel')).currency.code).toBe('BDT');
    const checker = await actorOf(await createTestStaff(t, 'owner'));
    await decideApproval(t.app, checker, asked.body.value.approvalId ?? 0, { approve: false, reason: 'not now' });
    expect((await getSetting(t.app.db, 'whitelabel')).currency.code).toBe('BDT');
    // Asked again; the time zone changes while it waits, and approving takes only the currency.
    const again = await call('PUT', `${BASE}/whitelabel`, owner.headers, { value: { ...wl, timeZone: 'Europe/London', currency: { code: 'USD', symbol: '$', minorUnits: 2 } } });
    expect((await call('PUT', `${BASE}/whitelabel`, owner.headers, { value: { ...wl, timeZone: 'Asia/Kolkata' } })).body.value).toEqual({ status: 'applied' });
    expect((await decideApproval(t.app, checker, again.body.value.approvalId ?? 0, { approve: true })).status).toBe('approved');
    expect(await getSetting(t.app.db, 'whitelabel')).toMatchObject({ timeZone: 'Asia/Kolkata', currency: { code: 'USD' } });
    await setSetting(t.app.db, 'whitelabel', wl);
  });

  it('a money setting waits for approval; the maker cannot approve; 30 approvals at once apply it once', async () => {
    const cashier = await getSetting(t.app.db, 'cashier');
    const asked = await call('PUT', `${BASE}/cashier`, owner.headers, { value: { ...cashier, maxWithdrawal: 9_000_000 } });
    expect(asked.status).toBe(200);
    expect(asked.body.value.status).toBe('pending-approval');
    const id = asked.body.value.approvalId ?? 0;
    expect(await getSetting(t.app.db, 'cashier')).toEqual(cashier);
    const listed = await call<All>('GET', BASE, owner.headers);
    expect(listed.body.value.pending).toEqual([expect.objectContaining({ approvalId: id, key: 'cashier' })]);

    await expect(decideApproval(t.app, await actorOf(owner.staff), id, { approve: true })).rejects.toMatchObject({ code: 'SELF_APPROVAL' });
    const finance = await createTestStaff(t, 'finance');
    await expect(decideApproval(t.app, await actorOf(finance), id, { approve: true })).rejects.toMatchObject({ code: 'STAFF_FORBIDDEN' });

    const checker = await actorOf(await createTestStaff(t, 'owner'));
    const results = await Promise.allSettled(Array.from({ length: 30 }, () => decideApproval(t.app, checker, id, { approve: true })));
    const won = results.filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r.reason as { code: string }).code)).toEqual(Array(29).fill('APPROVAL_CLOSED'));
    expect((await getSetting(t.app.db, 'cashier')).maxWithdrawal).toBe(9_000_000);
    const audit = await t.app.db.selectFrom('audit_log').select(['after_json as after', 'staff_id']).where('action', '=', 'approval.approve').where('target_id', '=', String(id)).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.staff_id).toBe(checker.staffId);
    const result = (JSON.parse(audit[0]?.after ?? '{}') as { result: { before: { maxWithdrawal: number }; after: { maxWithdrawal: number } } }).result;
    expect([result.before.maxWithdrawal, result.after.maxWithdrawal]).toEqual([cashier.maxWithdrawal, 9_000_000]);
    expect((await call<All>('GET', BASE, owner.headers)).body.value.pending).toEqual([]);
    // The withdrawal approval threshold is money too; the IP allow-list beside it is not.
    const bo = await getSetting(t.app.db, 'backoffice');
    expect((await call('PUT', `${BASE}/backoffice`, owner.headers, { value: { ...bo, withdrawalApprovalAbove: 1 } })).body.value.status).toBe('pending-approval');
    expect((await call('PUT', `${BASE}/backoffice`, owner.headers, { value: { ...bo, ipAllowList: [`${IP}`, '198.51.100.0/24'] } })).body.value.status).toBe('applied');
    await setSetting(t.app.db, 'backoffice', bo);
  });

  it('sportsbook: its rules apply at once, its stakes, payouts and margins after a second staff member approves; bad limits change nothing', async () => {
    const sports = await getSetting(t.app.db, 'sports');
    const rules = await call('PUT', `${BASE}/sports`, owner.headers, { value: { ...sports, cashout: false, betDelaySeconds: 8 } });
    expect(rules.body.value).toEqual({ status: 'applied' });
    expect(await getSetting(t.app.db, 'sports')).toMatchObject({ cashout: false, betDelaySeconds: 8, maxStake: sports.maxStake });
    expect(await auditRows('settings.change', 'sports')).toHaveLength(1);

    for (const bad of [{ minStake: sports.maxStake + 1 }, { maxPayoutBet: sports.maxPayoutMarket + 1 }, { margin: 3_001 }, { betDelaySeconds: 31 }]) {
      const refused = await call('PUT', `${BASE}/sports`, owner.headers, { value: { ...sports, ...bad } });
      expect([refused.status, refused.body.code], JSON.stringify(bad)).toEqual([400, 'INVALID_SETTING']);
    }
    const asked = await call('PUT', `${BASE}/sports`, owner.headers, { value: { ...sports, cashout: false, betDelaySeconds: 8, maxStake: 2_000_000, margin: 650 } });
    expect(asked.body.value.status).toBe('pending-approval');
    expect(await getSetting(t.app.db, 'sports')).toMatchObject({ maxStake: sports.maxStake, margin: sports.margin });
    // The rules change again while it waits; approving takes only the money part.
    expect((await call('PUT', `${BASE}/sports`, owner.headers, { value: { ...sports, cashout: true, betDelaySeconds: 3 } })).body.value).toEqual({ status: 'applied' });
    const checker = await actorOf(await createTestStaff(t, 'owner'));
    expect((await decideApproval(t.app, checker, asked.body.value.approvalId ?? 0, { approve: true })).status).toBe('approved');
    expect(await getSetting(t.app.db, 'sports')).toEqual({ ...sports, cashout: true, betDelaySeconds: 3, maxStake: 2_000_000, margin: 650 });
    await setSetting(t.app.db, 'sports', sports);
  });

  it('refuses an IP allow-list that leaves out the caller’s own address', async () => {
    const bo = await getSetting(t.app.db, 'backoffice');
    const r = await call('PUT', `${BASE}/backoffice`, owner.headers, { value: { ...bo, ipAllowList: ['198.51.100.0/24'] } });
    expect([r.status, r.body.code]).toEqual([400, 'SETTINGS_LOCKOUT']);
    expect(await getSetting(t.app.db, 'backoffice')).toEqual(bo);
    expect((await call('PUT', `${BASE}/backoffice`, owner.headers, { value: { ...bo, ipAllowList: ['not an ip'] } })).body.code).toBe('INVALID_SETTING');
  });

  it('edits the registration rules, which the register form reads at once', async () => {
    const { body } = await call<Rule[]>('GET', `${BASE}/register-rules`, analyst);
    const rules = body.value;
    expect(rules.find((r) => r.field === 'username')).toBeTruthy();
    const email = rules.find((r) => r.field === 'email');
    const next = rules.map((r) => (r.field === 'email' ? { ...r, enabled: true, required: true } : r));
    if (!email) next.push({ field: 'email', enabled: true, required: true, acceptedPattern: '*', patternId: 'LENGTH', minLength: 5, maxLength: 60 });
    expect((await call('PUT', `${BASE}/register-rules`, owner.headers, { rules: next })).body.value).toEqual({ status: 'applied' });
    const pub = ((await (await t.request('/wps/system/status')).json()) as Env<Status>).value.info.register;
    expect(pub.find((r) => r.field === 'email')).toMatchObject({ enabled: true, required: true });
    for (const wrong of [
      next.map((r) => (r.field === 'email' ? { ...r, minLength: 10, maxLength: 2 } : r)),
      next.map((r) => (r.field === 'email' ? { ...r, acceptedPattern: '([' } : r)),
      next.map((r) => (r.field === 'email' ? { ...r, field: 'shoeSize' } : r)),
      [...next, next[0] as Rule],
      next.map((r) => (r.field === 'email' ? { ...r, enabled: false, required: true } : r)),
    ]) {
      const r = await call('PUT', `${BASE}/register-rules`, owner.headers, { rules: wrong });
      expect([r.status, r.body.code]).toEqual([400, 'INVALID_SETTING']);
    }
    const after = (await call<Rule[]>('GET', `${BASE}/register-rules`, owner.headers)).body.value;
    expect(after).toEqual(next);
    const [row] = await auditRows('settings.register-rules', 'register-rules');
    expect(JSON.parse(row?.before ?? '[]')).toEqual(rules);
    expect(JSON.parse(row?.after ?? '[]')).toEqual(next);
    expect((await call('PUT', `${BASE}/register-rules`, owner.headers, { rules })).body.value).toEqual({ status: 'applied' });
  });

  it('lists domains; with a web domain listed an unknown host is refused (localhost always passes)', async () => {
    expect((await call('GET', `${BASE}/domains`, analyst)).body.value).toEqual([]);
    const statusFor = async (url: string) => ((await (await t.request(`/wps/system/status?url=${encodeURIComponent(url)}`)).json()) as Env<Status>).value.info.domainValid;
    expect(await statusFor('https://elsewhere.example/')).toBe(true);
    const domains = [{ host: 'Play.Meridian.Example', kind: 'web', active: true }, { host: 'api.meridian.example', kind: 'api', active: true }];
    expect((await call('PUT', `${BASE}/domains`, owner.headers, { domains })).body.value).toEqual({ status: 'applied' });
    expect((await call('GET', `${BASE}/domains`, owner.headers)).body.value).toEqual([{ host: 'play.meridian.example', kind: 'web', active: true }, { host: 'api.meridian.example', kind: 'api', active: true }]);
    expect(await statusFor('https://elsewhere.example/')).toBe(false);
    expect(await statusFor('https://play.meridian.example/lobby')).toBe(true);
    expect(await statusFor('http://localhost:4321/')).toBe(true);
    expect(await hostAllowed(t.app.db, 'elsewhere.example:443')).toBe(false);
    expect(await hostAllowed(t.app.db, 'PLAY.meridian.example:8443')).toBe(true);
    expect(await hostAllowed(t.app.db, '127.0.0.1:4407')).toBe(true);
    expect(await hostAllowed(t.app.db, 'site.example.org', 'https://site.example.org')).toBe(true);
    for (const wrong of [[{ host: 'bad host!', kind: 'web', active: true }], [domains[0], domains[0]]]) {
      expect((await call('PUT', `${BASE}/domains`, owner.headers, { domains: wrong })).body.code).toBe('INVALID_SETTING');
    }
    expect((await call('PUT', `${BASE}/domains`, owner.headers, { domains: [{ host: 'x.example', kind: 'mail', active: true }] })).body.code).toBe('VALIDATION_ERROR');
    // The page server answers a page on an unknown host with the invalid-URL page (421), and lets known hosts through.
    const pageFor = async (host: string) => {
      const answer = { status: 0, body: '' };
      const res = { writeHead: (status: number) => void (answer.status = status), end: (body?: string) => void (answer.body = body ?? '') };
      const refused = await refuseUnknownHost(t.app, { headers: { host }, method: 'GET' } as never, res as never);
      return { refused, ...answer };
    };
    const unknown = await pageFor('elsewhere.example');
    expect(unknown).toMatchObject({ refused: true, status: 421 });
    expect(unknown.body).toContain('Invalid URL');
    expect(unknown.body).toContain('Please contact customer service');
    expect((await pageFor('play.meridian.example')).refused).toBe(false);
    expect((await pageFor('127.0.0.1:4407')).refused).toBe(false);
    const [row] = await auditRows('settings.domains', 'domains');
    expect(JSON.parse(row?.before ?? 'null')).toEqual([]);
    expect((await call('PUT', `${BASE}/domains`, owner.headers, { domains: [] })).body.value).toEqual({ status: 'applied' });
    expect(await statusFor('https://elsewhere.example/')).toBe(true);
  });

  it('turns maintenance on with an end time and off; a past end time is refused', async () => {
    const status = async () => ((await (await t.request('/wps/system/status')).json()) as Env<Status & { maintenance: { enabled: boolean; endsAt: number | null } }>).value;
    const past = await call('PUT', `${BASE}/maintenance`, owner.headers, { enabled: true, endsAt: Date.now() - 1_000 });
    expect([past.status, past.body.code]).toEqual([400, 'INVALID_SETTING']);
    expect((await call('PUT', `${BASE}/maintenance`, owner.headers, { enabled: true })).body.code).toBe('VALIDATION_ERROR');
    const endsAt = Date.now() + 3_600_000;
    expect((await call('PUT', `${BASE}/maintenance`, owner.headers, { enabled: true, endsAt })).body.value).toEqual({ status: 'applied' });
    expect(await status()).toMatchObject({ status: 1, maintenance: { enabled: true, endsAt } });
    // The back office itself stays usable.
    expect((await call('GET', BASE, owner.headers)).status).toBe(200);
    expect((await call('PUT', `${BASE}/maintenance`, owner.headers, { enabled: false, endsAt: null })).body.value).toEqual({ status: 'applied' });
    expect((await status()).status).toBe(0);
    const rows = await auditRows('settings.change', 'maintenance');
    expect(rows.map((r) => (JSON.parse(r.after ?? '{}') as { enabled: boolean }).enabled)).toEqual([true, false]);
  });

  it('blocks countries: their visitors get the region-restriction status', async () => {
    const from = (country: string) => t.request('/wps/system/status', { headers: { 'cf-ipcountry': country } }).then(async (r) => ((await r.json()) as Env<Status>).value.status);
    expect((await call('PUT', `${BASE}/regions`, owner.headers, { blockedCountries: ['BGD'] })).body.code).toBe('VALIDATION_ERROR');
    expect((await call('PUT', `${BASE}/regions`, owner.headers, { blockedCountries: ['us', 'FR', 'US'] })).body.value).toEqual({ status: 'applied' });
    expect(await getSetting(t.app.db, 'regionRestriction')).toMatchObject({ enabled: true, blockedCountries: ['FR', 'US'] });
    expect(await from('US')).toBe(2);
    expect(await from('BD')).toBe(0);
    expect((await call('PUT', `${BASE}/regions`, owner.headers, { blockedCountries: [] })).body.value).toEqual({ status: 'applied' });
    expect(await from('US')).toBe(0);
  });

  it('30 equal changes at once: exactly one applies and is audited, for every kind of change', async () => {
    const switches = await getSetting(t.app.db, 'switches');
    const rules = (await call<Rule[]>('GET', `${BASE}/register-rules`, owner.headers)).body.value;
    const cases: [string, unknown, string, string][] = [
      [`${BASE}/switches`, { value: { ...switches, referral: !switches.referral } }, 'settings.change', 'switches'],
      [`${BASE}/register-rules`, { rules: rules.map((r, i) => (i === 0 ? { ...r, maxLength: r.maxLength + 1 } : r)) }, 'settings.register-rules', 'register-rules'],
      [`${BASE}/domains`, { domains: [{ host: 'race.example', kind: 'web', active: false }] }, 'settings.domains', 'domains'],
      [`${BASE}/maintenance`, { enabled: true, endsAt: Date.now() + 60_000 }, 'settings.change', 'maintenance'],
      [`${BASE}/regions`, { blockedCountries: ['NP'] }, 'settings.change', 'regionRestriction'],
    ];
    for (const [path, body, action, target] of cases) {
      const before = (await auditRows(action, target)).length;
      const answers = await Promise.all(Array.from({ length: 30 }, () => call('PUT', path, owner.headers, body)));
      expect(answers.map((a) => a.status)).toEqual(Array(30).fill(200));
      expect(answers.filter((a) => a.body.value.status === 'applied')).toHaveLength(1);
      expect(answers.filter((a) => a.body.value.status === 'unchanged')).toHaveLength(29);
      expect(await auditRows(action, target)).toHaveLength(before + 1);
    }
    await call('PUT', `${BASE}/maintenance`, owner.headers, { enabled: false, endsAt: null });
    await call('PUT', `${BASE}/regions`, owner.headers, { blockedCountries: [] });
  });

  it('the switches change registration: directRegister off asks for an invitation code, mobilePasswordOnRegistration off asks no password', async () => {
    let n = 0;
    const register = async (path: string, payload: Record<string, unknown>) => {
      const res = await t.request(path, {
        method: 'PUT',
        headers: browser(`100.64.1.${++n}`),
        body: await sealed(t, { agree: true, login: false, registerMethod: 'WEB', slider: await solveSlider(t), ...payload }),
      });
      return (await res.json()) as Env<{ account?: string }> & { fields?: { field: string; message: string }[] };
    };
    const defaults = await getSetting(t.app.db, 'switches');
    const setSwitches = (over: Record<string, boolean>) => call('PUT', `${BASE}/switches`, owner.headers, { value: { ...defaults, ...over } });
    try {
      expect((await setSwitches({ directRegister: false })).body.value.status).toBe('applied');
      const refused = await register('/wps/member/register', { username: 'inviteLess1', password: 'Sunny-River-42', confirmPassword: 'Sunny-River-42' });
      expect(refused.code).toBe('VALIDATION_ERROR');
      expect(refused.fields).toContainEqual(expect.objectContaining({ field: 'affiliateCode', message: 'validation.required' }));
      expect((await setSwitches({ directRegister: true })).body.value.status).toBe('applied');
      expect((await register('/wps/member/register', { username: 'inviteLess1', password: 'Sunny-River-42', confirmPassword: 'Sunny-River-42' })).success).toBe(true);

      // Mobile registration without SMS verification, to keep the test to the password switch.
      await setSwitches({ smsVerification: false });
      const noPassword = await register('/wps/member/register/mobile', { mobileNum: '1713000077', countryDialingCode: '880' });
      expect(noPassword.fields).toContainEqual(expect.objectContaining({ field: 'password', message: 'validation.required' }));
      await setSwitches({ smsVerification: false, mobilePasswordOnRegistration: false });
      const ok = await register('/wps/member/register/mobile', { mobileNum: '1713000077', countryDialingCode: '880' });
      expect(ok.success).toBe(true);
      const row = await t.app.db.selectFrom('members').select(['password_hash', 'mobile_num']).where('mobile_num', '=', '1713000077').executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
    } finally {
      await setSetting(t.app.db, 'switches', defaults);
    }
  });
});
