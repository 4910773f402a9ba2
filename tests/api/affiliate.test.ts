import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMember } from '#fixtures/factories.ts';
import type { Application, ApplicationPage } from '#lib/contracts/affiliate.ts';
import type { StaffAffiliateApplication, UplineChoice } from '#lib/contracts/backoffice-affiliates.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { signedIn } from '../fixtures/member.ts';
import { signedInStaff } from '../fixtures/staff.ts';

const PATH = '/wps/affiliate/application';
const BO = '/backoffice/api/loyalty/affiliates';
const good = { contacts: { mobile: '+8801712345678', email: 'me@example.com', messenger: { app: 'telegram', handle: '@me_promo' } }, traffic: ['social', 'messaging'], comment: 'I run a football page.' };
const DAILY = { tiers: [{ minDailyBet: 1_000_000, rate: 40 }] };

describe.each(DIALECTS)('affiliate applications on %s', (dialect) => {
  let t: TestApp;
  let reviewer: Record<string, string>;
  let reader: Record<string, string>;

  const staffPost = async <T,>(path: string, body: unknown, headers = reviewer) => {
    const res = await t.request(path, { method: 'POST', headers, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as { success: boolean; code?: string; value: T } };
  };
  const staffGet = async <T,>(path: string, headers = reviewer) => {
    const res = await t.request(path, { headers });
    return { status: res.status, body: (await res.json()) as { success: boolean; code?: string; value: T } };
  };
  const applied = async (over: Parameters<typeof signedIn>[1] = {}) => {
    const m = await signedIn(t, over);
    const r = await m.post<Application>(PATH, good);
    expect(r.status).toBe(200);
    return { m, application: r.body.value };
  };
  const memberRow = (id: number) => t.app.db.selectFrom('members').select(['is_agent', 'upline_id', 'affiliate_code']).where('id', '=', id).executeTakeFirstOrThrow();
  const rows = (memberId: number) => t.app.db.selectFrom('affiliate_applications').selectAll().where('member_id', '=', memberId).execute();
  const messages = (memberId: number) => t.app.db.selectFrom('messages').select(['kind', 'params']).where('member_id', '=', memberId).execute();

  beforeAll(async () => {
    t = await testApp(dialect, { config: { trustProxy: true } });
    reviewer = (await signedInStaff(t, 'support')).headers;
    reader = (await signedInStaff(t, 'finance')).headers;
  });
  afterAll(() => t.close());

  it('shows a new member no application, their bound contacts, and takes one', async () => {
    const m = await signedIn(t, { mobile: ['+880', '1711111111'], email: 'bound@example.com' });
    const page = (await m.get<ApplicationPage>(PATH)).body.value;
    expect(page).toEqual({ agent: false, latest: null, prefill: { mobile: '+8801711111111', email: 'bound@example.com' } });
    const sent = await m.post<Application>(PATH, { ...good, contacts: { mobile: '01711111111', email: '', messenger: null }, comment: 'ক'.repeat(140) });
    expect(sent.status).toBe(200);
    expect(sent.body.value).toMatchObject({ status: 'pending', contacts: { mobile: '01711111111', email: null, messenger: null }, traffic: ['social', 'messaging'], reason: null, decidedAt: null });
    expect((await m.get<ApplicationPage>(PATH)).body.value.latest).toEqual(sent.body.value);
  });

  it('refuses bad input with VALIDATION_ERROR and stores nothing', async () => {
    const m = await signedIn(t);
    const bad = [
      { ...good, comment: 'x'.repeat(141) },
      { ...good, traffic: [] },
      { ...good, traffic: ['social', 'social'] },
      { ...good, traffic: ['billboards'] },
      { ...good, contacts: { ...good.contacts, mobile: '12ab' } },
      { ...good, contacts: { ...good.contacts, mobile: '' } },
      { ...good, contacts: { ...good.contacts, email: 'not-an-address' } },
      { ...good, contacts: { ...good.contacts, messenger: { app: 'telegram', handle: 'a b' } } },
      { ...good, contacts: { ...good.contacts, messenger: { app: 'pigeon', handle: 'me_promo' } } },
      { traffic: ['social'] },
    ];
    for (const body of bad) {
      const r = await m.post(PATH, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.code).toBe('VALIDATION_ERROR');
    }
    expect(await rows(m.id)).toEqual([]);
  });

  it('keeps one pending application per member when 30 arrive at once', async () => {
    const m = await signedIn(t);
    const answers = await Promise.all(Array.from({ length: 30 }, () => m.post(PATH, good)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.code === 'APPLICATION_OPEN')).toBe(true);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(29);
    expect(await rows(m.id)).toHaveLength(1);
  });

  it('refuses an agent (ALREADY_AGENT) and a visitor (NOT_LOGGED_IN)', async () => {
    const agent = await signedIn(t, { isAgent: 1 });
    expect((await agent.get<ApplicationPage>(PATH)).body.value.agent).toBe(true);
    expect((await agent.post(PATH, good)).body.code).toBe('ALREADY_AGENT');
    const visitor = await t.request(PATH, { method: 'POST', headers: { 'content-type': 'application/json', origin: 'http://localhost' }, body: JSON.stringify(good) });
    expect(visitor.status).toBe(401);
  });

  it('approves under an upline agent with a first contract; the agent centre opens and referred friends without an upline join the team', async () => {
    const top = await insertMember(t.app.db, { isAgent: 1 });
    const { m, application } = await applied();
    await t.app.db.insertInto('referral_codes').values({ member_id: m.id, code: `RF${m.id}X`, created_at: Date.now() }).execute();
    const free = await insertMember(t.app.db);
    const placed = await insertMember(t.app.db, { uplineId: top.id });
    await t.app.db.updateTable('members').set({ referrer: `RF${m.id}X` }).where('id', 'in', [free.id, placed.id]).execute();

    const queue = await staffGet<{ list: StaffAffiliateApplication[] }>(`${BO}?status=pending&pageSize=100`, reader);
    expect(queue.status).toBe(200);
    expect(queue.body.value.list.find((a) => a.id === application.id)).toMatchObject({ account: m.account, memberId: m.id, facts: { deposits: 0, validBet: 0, referredFriends: 2 }, upline: null });

    const choice = await staffGet<UplineChoice>(`${BO}/upline?account=${top.account}`, reader);
    expect(choice.body.value.upline).toEqual({ id: top.id, account: top.account });
    expect(choice.body.value.terms.daily_wage?.source).toBe('house');

    const r = await staffPost<{ application: StaffAffiliateApplication; contractId: number; attachedFriends: number }>(`${BO}/${application.id}/approve`, {
      uplineAccount: top.account,
      contract: { kind: 'daily_wage', terms: DAILY },
      attachFriends: true,
    });
    expect(r.status).toBe(200);
    expect(r.body.value).toMatchObject({ application: { status: 'approved', upline: { id: top.id, account: top.account } }, attachedFriends: 1 });
    const row = await memberRow(m.id);
    expect(row.is_agent).toBe(1);
    expect(Number(row.upline_id)).toBe(top.id);
    expect(row.affiliate_code).toBeTruthy();
    const contract = await t.app.db.selectFrom('agent_contracts').selectAll().where('id', '=', r.body.value.contractId).executeTakeFirstOrThrow();
    expect(contract).toMatchObject({ kind: 'daily_wage', status: 'active', terms: JSON.stringify(DAILY) });
    expect([Number(contract.upline_id), Number(contract.downline_id)]).toEqual([top.id, m.id]);
    expect(Number((await memberRow(free.id)).upline_id)).toBe(m.id);
    expect(Number((await memberRow(placed.id)).upline_id)).toBe(top.id);

    const info = await m.get<{ isAgent: number; upline: { account: string } }>('/wps/agent/info');
    expect(info.status).toBe(200);
    expect(info.body.value).toMatchObject({ isAgent: 1, upline: { account: top.account } });
    expect((await m.get<{ total: number }>('/wps/agent/contracts?pageNo=1&pageSize=10')).status).toBe(200);
    expect((await m.get<ApplicationPage>(PATH)).body.value).toMatchObject({ agent: true, latest: { status: 'approved' } });
    expect((await messages(m.id)).map((x) => x.kind)).toContain('affiliate_approved');
    const audited = await t.app.db.selectFrom('audit_log').select(['action', 'after_json']).where('target_type', '=', 'affiliate_application').where('target_id', '=', String(application.id)).execute();
    expect(audited.map((a) => a.action)).toEqual(['affiliate.application.approve']);
  });

  it('approves at the top level: the member earns by the house’s terms', async () => {
    const { m, application } = await applied();
    const r = await staffPost(`${BO}/${application.id}/approve`, { uplineAccount: '', contract: null });
    expect(r.status).toBe(200);
    expect(await memberRow(m.id)).toMatchObject({ is_agent: 1, upline_id: null });
    const house = await t.app.db.selectFrom('agent_contracts').select('kind').where('downline_id', '=', m.id).where('upline_id', 'is', null).where('status', '=', 'active').execute();
    expect(house.map((h) => h.kind).sort()).toEqual(['daily_wage', 'dividend', 'hourly_wage', 'realtime_salary']);
    expect((await m.get('/wps/agent/info')).status).toBe(200);
  });

  it('refuses an approval that breaks a rule and changes nothing', async () => {
    const top = await insertMember(t.app.db, { isAgent: 1 });
    const player = await insertMember(t.app.db);
    const { m, application } = await applied();
    const tries: [unknown, number, string][] = [
      [{ uplineAccount: top.account, contract: { kind: 'daily_wage', terms: { tiers: [{ minDailyBet: 1_000_000, rate: 5_000 }] } } }, 422, 'RATE_ABOVE_OWN'],
      [{ uplineAccount: top.account, contract: { kind: 'daily_wage', terms: { tiers: 'many' } } }, 400, 'VALIDATION_ERROR'],
      [{ uplineAccount: top.account, contract: { kind: 'bonus', terms: DAILY } }, 400, 'VALIDATION_ERROR'],
      [{ uplineAccount: null, contract: { kind: 'daily_wage', terms: DAILY } }, 400, 'VALIDATION_ERROR'],
      [{ uplineAccount: player.account, contract: null }, 422, 'TARGET_NOT_AGENT'],
      [{ uplineAccount: 'nobody-here', contract: null }, 404, 'NOT_FOUND'],
    ];
    for (const [body, status, code] of tries) {
      const r = await staffPost(`${BO}/${application.id}/approve`, body);
      expect([r.status, r.body.code], JSON.stringify(body)).toEqual([status, code]);
    }
    expect(await memberRow(m.id)).toMatchObject({ is_agent: 0, upline_id: null });
    expect((await rows(m.id))[0]?.status).toBe('pending');
    expect(await t.app.db.selectFrom('agent_contracts').select('id').where('downline_id', '=', m.id).execute()).toEqual([]);
    expect((await staffPost(`${BO}/999999/approve`, { uplineAccount: null })).body.code).toBe('NOT_FOUND');
    expect((await staffGet(`${BO}/upline?account=${player.account}`)).body.code).toBe('TARGET_NOT_AGENT');
  });

  it('rejects with a reason the member reads, who may then apply again', async () => {
    const { m, application } = await applied();
    expect((await staffPost(`${BO}/${application.id}/reject`, { reason: '  ' })).body.code).toBe('VALIDATION_ERROR');
    const r = await staffPost<StaffAffiliateApplication>(`${BO}/${application.id}/reject`, { reason: 'Tell us more about your page.' });
    expect(r.status).toBe(200);
    expect(r.body.value).toMatchObject({ status: 'rejected', reason: 'Tell us more about your page.' });
    expect(r.body.value.decidedBy).toMatch(/^support/);
    expect((await m.get<ApplicationPage>(PATH)).body.value.latest).toMatchObject({ status: 'rejected', reason: 'Tell us more about your page.' });
    expect(await messages(m.id)).toEqual([{ kind: 'affiliate_rejected', params: JSON.stringify({ reason: 'Tell us more about your page.' }) }]);
    expect(await memberRow(m.id)).toMatchObject({ is_agent: 0 });
    expect((await m.post(PATH, good)).status).toBe(200);
    expect((await staffGet<{ list: StaffAffiliateApplication[] }>(`${BO}?status=rejected`)).body.value.list.some((a) => a.id === application.id)).toBe(true);
  });

  it('decides an application once when approvals and rejections race', async () => {
    const { m, application } = await applied();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 ? staffPost(`${BO}/${application.id}/reject`, { reason: `race ${i}` }) : staffPost(`${BO}/${application.id}/approve`, { uplineAccount: null, contract: null }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 409 && a.body.code === 'INVALID_STATE')).toBe(true);
    const [row] = await rows(m.id);
    expect((await memberRow(m.id)).is_agent).toBe(row?.status === 'approved' ? 1 : 0);
    expect(await messages(m.id)).toHaveLength(1);
    const audited = await t.app.db.selectFrom('audit_log').select('action').where('target_type', '=', 'affiliate_application').where('target_id', '=', String(application.id)).execute();
    expect(audited).toHaveLength(1);
  });

  it('lets loyalty.read read the queue but not decide; a player has no staff session', async () => {
    const { m, application } = await applied();
    expect((await staffGet(`${BO}`, reader)).status).toBe(200);
    expect((await staffPost(`${BO}/${application.id}/approve`, { uplineAccount: null }, reader)).body.code).toBe('STAFF_FORBIDDEN');
    expect((await staffPost(`${BO}/${application.id}/reject`, { reason: 'no' }, reader)).status).toBe(403);
    const asPlayer = await t.request(`${BO}/${application.id}/approve`, { method: 'POST', headers: { 'content-type': 'application/json', origin: 'http://localhost', cookie: m.cookie }, body: '{}' });
    expect(asPlayer.status).toBe(401);
    expect((await rows(m.id))[0]?.status).toBe('pending');
  });
});
