import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundMember, insertMember } from '#fixtures/factories.ts';
import type { StaffRole } from '#lib/backoffice/roles.ts';
import { insertDeposit } from '#server/agents/index.ts';
import { createStaffSession, decideApproval, type StaffActor } from '#server/backoffice/index.ts';
import { bonusBalance } from '#server/promotions/index.ts';
import { browser, login } from '../fixtures/auth.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { signedIn } from '../fixtures/member.ts';
import { createTestStaff, signedInStaff, type TestStaff } from '../fixtures/staff.ts';

type Env<T = Record<string, unknown>> = { success: boolean; code?: string; value: T };
type Page<T> = { list: T[]; pageNum: number; totalPages: number; total: number };
type Row = { id: number; account: string; status: string; balance: number };
type Profile = Row & { labels: string[]; mustChangePassword: boolean; paymentPasswordLocked: boolean; uplinePath: { id: number; account: string }[]; rg: { exclusion: { kind: string } | null } };
type Asked = { id: number; status: string };

const IP = '203.0.113.77';
const BASE = '/backoffice/api/members';

describe.each(DIALECTS)('back office members desk on %s', (dialect) => {
  let t: TestApp;
  const as: Partial<Record<StaffRole, { staff: TestStaff; headers: Record<string, string> }>> = {};
  let seq = 0;

  beforeAll(async () => {
    t = await testApp(dialect, { config: { trustProxy: true } });
    for (const role of ['owner', 'risk', 'support', 'finance', 'content'] as const) as[role] = await signedInStaff(t, role, IP);
  });
  afterAll(() => t.close());

  const h = (role: StaffRole) => as[role]?.headers ?? {};
  const call = async <T = Record<string, unknown>>(method: string, path: string, headers: Record<string, string>, body?: unknown) => {
    const res = await t.request(`${BASE}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    return { status: res.status, body: (await res.json()) as Env<T> };
  };
  const audits = (action: string, targetId: string | number) => t.app.db.selectFrom('audit_log').selectAll().where('action', '=', action).where('target_id', '=', String(targetId)).execute();
  const actorOf = async (s: TestStaff): Promise<StaffActor> => {
    await createStaffSession(t.app.db, { staffId: s.id, stage: 'full', ip: IP, userAgent: 'vitest' });
    const row = await t.app.db.selectFrom('staff_sessions').select('id').where('staff_id', '=', s.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    return { staffId: s.id, username: s.username, displayName: s.username, role: s.role, sessionId: Number(row.id), ip: IP, userAgent: 'vitest' };
  };
  const name = (p: string) => `${p}${dialect.slice(0, 2)}${++seq}${Math.random().toString(36).slice(2, 6)}`;

  describe('access', () => {
    it('needs a staff session and the permission', async () => {
      const m = await insertMember(t.app.db);
      expect((await call('GET', '', browser(IP))).body.code).toBe('STAFF_NOT_LOGGED_IN');
      expect((await call('GET', `/${m.id}`, h('content'))).body.code).toBe('STAFF_FORBIDDEN');
      // Support reads but cannot write, move or adjust.
      expect((await call('GET', `/${m.id}`, h('support'))).status).toBe(200);
      for (const [path, body] of [
        ['/lock', {}],
        ['/unlock', {}],
        ['/sessions/end', {}],
        ['/password-reset', {}],
        ['/notes', { text: 'x' }],
        ['/payment-password-unlock', {}],
        ['/second-factor-reset', {}],
        ['/move', { newParentId: 1 }],
        ['/adjustments', { amount: 100, reason: 'goodwill' }],
        ['/bonuses', { amount: 100, reason: 'goodwill' }],
      ] as const) {
        const r = await call('POST', `/${m.id}${path}`, h('support'), body);
        expect([path, r.status, r.body.code]).toEqual([path, 403, 'STAFF_FORBIDDEN']);
      }
      // Finance may ask for adjustments but not lock or move.
      expect((await call('POST', `/${m.id}/lock`, h('finance'), {})).status).toBe(403);
      expect((await call('POST', `/${m.id}/move`, h('finance'), { newParentId: 1 })).status).toBe(403);
    });

    it('answers NOT_FOUND for an unknown member or a house account, and VALIDATION_ERROR for bad input', async () => {
      for (const [method, path, body] of [
        ['GET', '/999999', undefined],
        ['GET', '/999999/ledger', undefined],
        ['GET', '/999999/bets', undefined],
        ['GET', '/999999/deposits', undefined],
        ['GET', '/999999/withdrawals', undefined],
        ['GET', '/999999/sessions', undefined],
        ['GET', '/999999/notes', undefined],
        ['POST', '/999999/lock', {}],
        ['POST', '/999999/unlock', {}],
        ['POST', '/999999/sessions/end', {}],
        ['POST', '/999999/password-reset', {}],
        ['POST', '/999999/notes', { text: 'x' }],
        ['POST', '/999999/payment-password-unlock', {}],
        ['POST', '/999999/second-factor-reset', {}],
        ['POST', '/999999/move', { newParentId: 1 }],
        ['POST', '/999999/adjustments', { amount: 5, reason: 'x' }],
        ['POST', '/999999/bonuses', { amount: 5, reason: 'x' }],
      ] as const) {
        const r = await call(method, path, h('owner'), body);
        expect([method, path, r.status, r.body.code]).toEqual([method, path, 404, 'NOT_FOUND']);
      }
      const bot = await insertMember(t.app.db, { kind: 'bot' });
      expect((await call('GET', `/${bot.id}`, h('owner'))).body.code).toBe('NOT_FOUND');
      const m = await insertMember(t.app.db);
      for (const body of [{ amount: 0, reason: 'x' }, { amount: 1.5, reason: 'x' }, { amount: 5 }, { amount: 5, reason: '' }]) {
        expect((await call('POST', `/${m.id}/adjustments`, h('owner'), body)).body.code).toBe('VALIDATION_ERROR');
      }
      expect((await call('POST', `/${m.id}/bonuses`, h('owner'), { amount: -5, reason: 'x' })).body.code).toBe('VALIDATION_ERROR');
      expect((await call('POST', `/${m.id}/notes`, h('owner'), { text: '' })).body.code).toBe('VALIDATION_ERROR');
      expect((await call('GET', '?by=phone', h('owner'))).body.code).toBe('VALIDATION_ERROR');
      expect((await call('GET', '/abc', h('owner'))).body.code).toBe('VALIDATION_ERROR');
    });
  });

  describe('search and profile', () => {
    it('finds a member by each key', async () => {
      const account = name('findme');
      const email = `${account}@example.com`;
      const m = await insertMember(t.app.db, { account, email, mobile: ['880', `17${String(Date.now()).slice(-8)}`], vipRank: 3 });
      await t.app.db.updateTable('members').set({ register_ip: '198.51.100.23' }).where('id', '=', m.id).execute();
      await t.app.db.insertInto('bank_accounts').values({ member_id: m.id, bank_name: 'Sonali', account_number: `9${String(m.id).padStart(9, '0')}`, holder_name: 'A', confirmed_at: null, created_at: Date.now() }).execute();
      const mobile = (await t.app.db.selectFrom('members').select('mobile_num').where('id', '=', m.id).executeTakeFirstOrThrow()).mobile_num ?? '';
      const cases: [string, string][] = [
        ['username', account.toUpperCase()],
        ['id', String(m.id)],
        ['mobile', mobile],
        ['email', email],
        ['bank', `9${String(m.id).padStart(9, '0')}`],
        ['ip', '198.51.100.23'],
        ['any', account],
      ];
      for (const [by, q] of cases) {
        const r = await call<Page<Row>>('GET', `?by=${by}&q=${encodeURIComponent(q)}`, h('support'));
        expect([by, r.status, r.body.value.list.map((x) => x.id)]).toEqual([by, 200, [m.id]]);
      }
      // An address a session came from finds the member too.
      const s = await signedIn(t);
      const bySession = await call<Page<Row>>('GET', `?by=ip&q=${s.ip}`, h('support'));
      expect(bySession.body.value.list.map((x) => x.id)).toContain(s.id);
      expect((await call<Page<Row>>('GET', `?by=email&q=nobody-${account}@example.com`, h('support'))).body.value.total).toBe(0);
      const paged = await call<Page<Row>>('GET', '?pageSize=2&sort=account&order=asc', h('support'));
      expect(paged.body.value.list).toHaveLength(2);
      expect(paged.body.value.totalPages).toBeGreaterThan(1);
    });

    it('shows the profile and the record tabs', async () => {
      const agent = await insertMember(t.app.db, { isAgent: 1 });
      const m = await insertMember(t.app.db, { uplineId: agent.id, vipRank: 2 });
      await fundMember(t.app.db, m.id, 12_345);
      await insertDeposit(t.app.db, { memberId: m.id, amount: 12_345, createdAt: Date.now() });
      const p = await call<Profile>('GET', `/${m.id}`, h('support'));
      expect(p.status).toBe(200);
      expect(p.body.value).toMatchObject({ id: m.id, status: 'active', balance: 12_345, mustChangePassword: false, paymentPasswordLocked: false, rg: { exclusion: null } });
      expect(p.body.value.uplinePath.map((x) => x.id)).toEqual([agent.id]);
      const ledger = await call<Page<{ amount: number; balanceAfter: number }>>('GET', `/${m.id}/ledger`, h('support'));
      expect(ledger.body.value.list).toEqual([expect.objectContaining({ amount: 12_345, balanceAfter: 12_345 })]);
      expect((await call<Page<unknown>>('GET', `/${m.id}/deposits`, h('support'))).body.value.total).toBe(1);
      expect((await call<Page<unknown>>('GET', `/${m.id}/withdrawals`, h('support'))).body.value.total).toBe(0);
      expect((await call<Page<unknown>>('GET', `/${m.id}/bets`, h('support'))).body.value.total).toBe(0);
    });

    it('shows a self-exclusion and offers no way to lift it', async () => {
      const m = await insertMember(t.app.db);
      await t.app.db.insertInto('exclusions').values({ member_id: m.id, kind: 'self_exclusion', until: Date.now() + 86_400_000 * 180, created_at: Date.now() }).execute();
      const p = await call<Profile>('GET', `/${m.id}`, h('support'));
      expect(p.body.value.rg.exclusion).not.toBeNull();
      expect(p.body.value.labels).toContain('EXCLUDED');
      // Unlocking a member is not lifting an exclusion.
      await call('POST', `/${m.id}/unlock`, h('risk'), {});
      expect((await call<Profile>('GET', `/${m.id}`, h('support'))).body.value.rg.exclusion).not.toBeNull();
    });
  });

  describe('lock, sessions and password', () => {
    it('a lock refuses the member’s next request and their login; unlock restores; audited once under 30 parallel locks', async () => {
      const s = await signedIn(t);
      expect((await s.get('/wps/member/info')).status).toBe(200);
      const results = await Promise.all(Array.from({ length: 30 }, () => call<{ changed: boolean; status: string }>('POST', `/${s.id}/lock`, h('risk'), { reason: 'fraud check' })));
      expect(results.every((r) => r.status === 200 && r.body.value.status === 'locked')).toBe(true);
      expect(results.filter((r) => r.body.value.changed)).toHaveLength(1);
      const rows = await audits('member.lock', s.id);
      expect(rows).toHaveLength(1);
      expect(JSON.parse(rows[0]?.before_json ?? '{}')).toEqual({ status: 'active' });
      expect(JSON.parse(rows[0]?.after_json ?? '{}')).toMatchObject({ status: 'locked', reason: 'fraud check' });
      expect(rows[0]?.staff_id).toBe(as.risk?.staff.id);
      const next = await s.get('/wps/member/info');
      expect(next.status).toBe(401);
      const again = await login(t, s.account, s.password, { ip: s.ip });
      expect(again.json.code).toBe('ACCOUNT_DISABLED');
      expect((await call<Profile>('GET', `/${s.id}`, h('support'))).body.value.status).toBe('locked');

      const unlocked = await Promise.all(Array.from({ length: 30 }, () => call<{ changed: boolean }>('POST', `/${s.id}/unlock`, h('risk'), {})));
      expect(unlocked.filter((r) => r.body.value.changed)).toHaveLength(1);
      expect(await audits('member.unlock', s.id)).toHaveLength(1);
      const back = await login(t, s.account, s.password, { ip: s.ip });
      expect(back.status).toBe(200);
      const info = await t.request('/wps/member/info', { headers: { cookie: back.cookie, 'x-forwarded-for': s.ip } });
      expect(info.status).toBe(200);
    });

    it('lists sessions and ends one or all (audited)', async () => {
      const s = await signedIn(t);
      const second = await login(t, s.account, s.password, { ip: s.ip });
      const list = await call<Page<{ id: number; live: boolean }>>('GET', `/${s.id}/sessions`, h('support'));
      expect(list.body.value.list.filter((x) => x.live)).toHaveLength(2);
      const first = list.body.value.list[1]?.id ?? 0;
      const one = await call<{ ended: number }>('POST', `/${s.id}/sessions/end`, h('risk'), { sessionId: first });
      expect(one.body.value.ended).toBe(1);
      expect((await s.get('/wps/member/info')).status).toBe(401);
      expect((await t.request('/wps/member/info', { headers: { cookie: second.cookie, 'x-forwarded-for': s.ip } })).status).toBe(200);
      const ends = await Promise.all(Array.from({ length: 30 }, () => call<{ ended: number }>('POST', `/${s.id}/sessions/end`, h('risk'))));
      expect(ends.reduce((n, r) => n + r.body.value.ended, 0)).toBe(1);
      expect((await t.request('/wps/member/info', { headers: { cookie: second.cookie, 'x-forwarded-for': s.ip } })).status).toBe(401);
      expect(await audits('member.sessions.end', s.id)).toHaveLength(2);
    });

    it('a password reset answers a temporary password that must be changed at the next login', async () => {
      const s = await signedIn(t);
      const r = await call<{ temporaryPassword: string }>('POST', `/${s.id}/password-reset`, h('risk'));
      expect(r.status).toBe(200);
      const temp = r.body.value.temporaryPassword;
      expect(temp).toMatch(/^[A-Za-z0-9]{12}$/);
      expect((await s.get('/wps/member/info')).status).toBe(401);
      expect((await login(t, s.account, s.password, { ip: s.ip })).status).not.toBe(200);
      const fresh = await login(t, s.account, temp, { ip: s.ip });
      expect(fresh.status).toBe(200);
      expect(fresh.json.value.defaultPassword).toBe(true);
      expect((await call<Profile>('GET', `/${s.id}`, h('support'))).body.value.mustChangePassword).toBe(true);
      const rows = await audits('member.password.reset', s.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.after_json).not.toContain(temp);
    });

    it('lifts the payment-password lock (audited once)', async () => {
      const m = await insertMember(t.app.db);
      await t.app.db.insertInto('payment_password_locks').values({ member_id: m.id, failures: 5, locked_until: Date.now() + 3_600_000, updated_at: Date.now() }).execute();
      expect((await call<Profile>('GET', `/${m.id}`, h('support'))).body.value.paymentPasswordLocked).toBe(true);
      const rs = await Promise.all(Array.from({ length: 30 }, () => call<{ unlocked: boolean }>('POST', `/${m.id}/payment-password-unlock`, h('risk'))));
      expect(rs.filter((r) => r.body.value.unlocked)).toHaveLength(1);
      expect((await call<Profile>('GET', `/${m.id}`, h('support'))).body.value.paymentPasswordLocked).toBe(false);
      const rows = await audits('member.payment-password.unlock', m.id);
      expect(rows).toHaveLength(1);
      expect(JSON.parse(rows[0]?.before_json ?? '{}')).toMatchObject({ failures: 5 });
    });

    it('resets the authenticator app (audited once under 30 parallel resets)', async () => {
      const m = await insertMember(t.app.db);
      await t.app.db.updateTable('members').set({ totp_secret: 'JBSWY3DPEHPK3PXP', totp_last_step: 1 }).where('id', '=', m.id).execute();
      expect((await call<{ totpEnabled: boolean }>('GET', `/${m.id}`, h('support'))).body.value.totpEnabled).toBe(true);
      const rs = await Promise.all(Array.from({ length: 30 }, () => call<{ reset: boolean }>('POST', `/${m.id}/second-factor-reset`, h('risk'))));
      expect(rs.filter((r) => r.body.value.reset)).toHaveLength(1);
      expect((await call<{ totpEnabled: boolean }>('GET', `/${m.id}`, h('support'))).body.value.totpEnabled).toBe(false);
      const rows = await audits('member.second-factor.reset', m.id);
      expect(rows.map((r) => [JSON.parse(r.before_json ?? '{}'), JSON.parse(r.after_json ?? '{}')])).toEqual([[{ totpEnabled: true }, { totpEnabled: false }]]);
    });

    it('adds and lists notes', async () => {
      const m = await insertMember(t.app.db);
      const added = await call<{ id: number; text: string; staff: string }>('POST', `/${m.id}/notes`, h('risk'), { text: '  Called about a deposit  ' });
      expect(added.body.value).toMatchObject({ text: 'Called about a deposit', staff: as.risk?.staff.username });
      const list = await call<{ list: { id: number }[] }>('GET', `/${m.id}/notes`, h('support'));
      expect(list.body.value.list.map((n) => n.id)).toEqual([added.body.value.id]);
      expect(await audits('member.note.add', m.id)).toHaveLength(1);
    });
  });

  describe('agent tree', () => {
    it('moves a downline (audited once) and the agents’ reports follow', async () => {
      const from = await signedIn(t, { isAgent: 1 });
      const to = await signedIn(t, { isAgent: 1 });
      const m = await insertMember(t.app.db, { uplineId: from.id });
      const child = await insertMember(t.app.db, { uplineId: m.id });
      await insertDeposit(t.app.db, { memberId: child.id, amount: 7_000, createdAt: Date.now() - 60_000 });
      const teamDeposits = async (agent: typeof from) => {
        const r = await agent.get<Page<{ amount: number }>>('/wps/agent/team/transactions?type=deposit&preset=today');
        return r.body.value.list.reduce((n, x) => n + x.amount, 0);
      };
      expect([await teamDeposits(from), await teamDeposits(to)]).toEqual([7_000, 0]);
      const plain = await insertMember(t.app.db);
      expect((await call('POST', `/${m.id}/move`, h('risk'), { newParentId: plain.id })).body.code).toBe('INVALID_MOVE');
      expect((await call('POST', `/${m.id}/move`, h('risk'), { newParentId: 999_999 })).body.code).toBe('NOT_FOUND');
      const moves = await Promise.all(Array.from({ length: 30 }, () => call<{ moved: boolean }>('POST', `/${m.id}/move`, h('risk'), { newParentId: to.id, reason: 'agent request' })));
      expect(moves.every((r) => r.status === 200)).toBe(true);
      expect(moves.filter((r) => r.body.value.moved)).toHaveLength(1);
      const rows = await audits('member.move', m.id);
      expect(rows).toHaveLength(1);
      expect([JSON.parse(rows[0]?.before_json ?? '{}'), JSON.parse(rows[0]?.after_json ?? '{}')]).toEqual([{ uplineId: from.id }, { uplineId: to.id, reason: 'agent request' }]);
      expect([await teamDeposits(from), await teamDeposits(to)]).toEqual([0, 7_000]);
      expect((await call<Profile>('GET', `/${child.id}`, h('support'))).body.value.uplinePath.map((x) => x.id)).toEqual([to.id, m.id]);
      // Not under its own downline.
      const intoChild = await signedIn(t, { isAgent: 1, uplineId: m.id });
      expect((await call('POST', `/${m.id}/move`, h('risk'), { newParentId: intoChild.id })).body.code).toBe('INVALID_MOVE');
    });
  });

  describe('adjustments and bonuses (maker-checker)', () => {
    it('an adjustment waits for a checker; 30 approvals at once post it once; the maker cannot approve', async () => {
      const s = await signedIn(t);
      await fundMember(t.app.db, s.id, 1_000);
      const asked = await call<Asked>('POST', `/${s.id}/adjustments`, h('risk'), { amount: 2_500, reason: 'goodwill' });
      expect([asked.status, asked.body.value.status]).toEqual([200, 'pending']);
      expect(await s.balance()).toBe(1_000);
      const maker = await actorOf(as.risk?.staff as TestStaff);
      await expect(decideApproval(t.app, maker, asked.body.value.id, { approve: true })).rejects.toMatchObject({ code: 'SELF_APPROVAL' });
      const supportActor = await actorOf(as.support?.staff as TestStaff);
      await expect(decideApproval(t.app, supportActor, asked.body.value.id, { approve: true })).rejects.toMatchObject({ code: 'STAFF_FORBIDDEN' });
      const checker = await actorOf(await createTestStaff(t, 'finance'));
      const results = await Promise.allSettled(Array.from({ length: 30 }, () => decideApproval(t.app, checker, asked.body.value.id, { approve: true })));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(await s.balance()).toBe(3_500);
      const entries = await t.app.db.selectFrom('journal_entries').selectAll().where('idempotency_key', '=', `approval:${asked.body.value.id}`).execute();
      expect(entries).toHaveLength(1);
      expect(entries[0]?.kind).toBe('adjustment');
      const req = await audits('approval.request', asked.body.value.id);
      expect(req).toHaveLength(1);
    });

    it('a debit below zero fails the request and moves nothing; a debit within the balance moves it', async () => {
      const s = await signedIn(t);
      await fundMember(t.app.db, s.id, 1_000);
      const checker = await actorOf(await createTestStaff(t, 'owner'));
      const tooMuch = await call<Asked>('POST', `/${s.id}/adjustments`, h('risk'), { amount: -1_001, reason: 'chargeback' });
      const done = await decideApproval(t.app, checker, tooMuch.body.value.id, { approve: true });
      expect(done.status).toBe('failed');
      expect(done.result).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
      expect(await s.balance()).toBe(1_000);
      const row = await t.app.db.selectFrom('approvals').select('status').where('id', '=', tooMuch.body.value.id).executeTakeFirstOrThrow();
      expect(row.status).toBe('failed');
      const ok = await call<Asked>('POST', `/${s.id}/adjustments`, h('finance'), { amount: -1_000, reason: 'chargeback' });
      expect((await decideApproval(t.app, checker, ok.body.value.id, { approve: true })).status).toBe('approved');
      expect(await s.balance()).toBe(0);
    });

    it('a bonus request grants the bonus once when approved', async () => {
      const s = await signedIn(t);
      const asked = await call<Asked>('POST', `/${s.id}/bonuses`, h('risk'), { amount: 500, wageringMultiple: 2, reason: 'birthday' });
      expect(asked.body.value.status).toBe('pending');
      expect(await s.balance()).toBe(0);
      const checker = await actorOf(await createTestStaff(t, 'owner'));
      const results = await Promise.allSettled(Array.from({ length: 30 }, () => decideApproval(t.app, checker, asked.body.value.id, { approve: true })));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      // Into the bonus wallet, not cash: 2× wagering of the bonus under the default rules.
      expect(await s.balance()).toBe(0);
      expect(await bonusBalance(t.app.db, s.id)).toBe(500);
      const bonuses = await t.app.db.selectFrom('member_bonuses').selectAll().where('member_id', '=', s.id).execute();
      expect(bonuses.map((b) => [Number(b.amount), Number(b.wagering_required), b.status, b.source_key])).toEqual([[500, 1_000, 'active', `approval:${asked.body.value.id}`]]);
    });
  });
});
