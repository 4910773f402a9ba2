import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMember, insertPromotion } from '#fixtures/factories.ts';
import { checkAuditChain } from '#server/backoffice/index.ts';
import { applyToPromotion, forfeitBonus, issueBonus, offerReward } from '#server/promotions/index.ts';
import { merchantCurrency } from '#server/system/index.ts';
import type { StaffRole } from '#lib/backoffice/roles.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { signedInStaff } from '../fixtures/staff.ts';

type Env<T = Record<string, unknown>> = { success: boolean; code?: string; value: T };
type Staffed = { id: number; version: number; status: string; title: { bn: string; en: string }; terms: { bn: string; en: string }; startsAt: number; endsAt: number; cost: number; pending: { approvalId: number; kind: string }[]; spec: { mechanic: string; params: Record<string, unknown> } };
type Asked = { status: string; approvalId: number; promotion: Staffed };
type Cost = { rows: { promotionId: number; byKind: { kind: string; amount: number }[]; total: number }[]; byKind: { kind: string; amount: number }[]; total: number };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const RULES = { wageringMultiple: 10, contributions: { LIVE: 10, SPORTS: 0, RNG: 100, FISH: 100, PVP: 0, ESPORTS: 0, LOTT: 0, ELOTT: 0 }, maxBet: 50_000, expiryDays: 14 };
const cashbackSpec = (rateBps = 500) => ({ mechanic: 'cashback', params: { period: 'daily', rates: [{ rank: 0, category: 'ALL', rateBps }], minLoss: 0, maxPerPeriod: 0 } });

describe.each(DIALECTS)('back office promotions desk on %s', (dialect) => {
  let t: TestApp;
  const as: Partial<Record<StaffRole, { id: number; headers: Record<string, string> }>> = {};
  let owner2: Record<string, string>;
  let marketing2: Record<string, string>;
  let rid = 0;

  beforeAll(async () => {
    t = await testApp(dialect);
    for (const role of ['owner', 'marketing', 'finance', 'risk', 'support', 'content', 'analyst'] as const) {
      const s = await signedInStaff(t, role);
      as[role] = { id: s.staff.id, headers: s.headers };
    }
    owner2 = (await signedInStaff(t, 'owner')).headers;
    marketing2 = (await signedInStaff(t, 'marketing')).headers;
  });
  afterAll(async () => {
    expect((await checkAuditChain(t.app.db)).firstBad).toBeNull();
    await t.close();
  });

  const h = (role: StaffRole) => as[role]?.headers ?? {};
  const call = async <T = Staffed>(method: string, path: string, headers: Record<string, string>, body?: unknown) => {
    const res = await t.request(`/backoffice/api${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    return { status: res.status, body: (await res.json()) as Env<T> };
  };
  const fields = (over: Record<string, unknown> = {}) => {
    rid++;
    return {
      type: 'deposit',
      tags: ['newbie'],
      title: { bn: `স্বাগত বোনাস ${rid}`, en: `Welcome bonus ${rid}` },
      terms: { bn: '<p>শর্ত</p>', en: '<p>Terms <script>alert(1)</script><strong>apply</strong></p>' },
      banner: { bn: '/images/banners/promo.svg', en: '/images/banners/promo.svg' },
      sort: 0,
      startsAt: Date.now() - HOUR,
      endsAt: Date.now() + 7 * DAY,
      audience: { kind: 'all' },
      spec: { mechanic: 'depositBonus', params: { matchPct: 100, cap: 500_000, minDeposit: 50_000, deposit: 'first', per: 'once', rules: RULES } },
      ...over,
    };
  };
  const requestId = () => `req-${Math.random().toString(36).slice(2, 12)}`;
  const create = async (over: Record<string, unknown> = {}, headers = h('marketing')) => {
    const res = await call('POST', '/promotions', headers, { requestId: requestId(), ...fields(over) });
    expect(res.status).toBe(200);
    return res.body.value;
  };
  const approve = (id: number, headers: Record<string, string>) => call<{ id: number; status: string; result: string | null }>('POST', `/approvals/${id}/approve`, headers);
  const audits = async (targetType: string, id: number) =>
    (await t.app.db.selectFrom('audit_log').select('action').where('target_type', '=', targetType).where('target_id', '=', String(id)).orderBy('id').execute()).map((r) => r.action);
  const published = async (over: Record<string, unknown> = {}) => {
    const draft = await create(over);
    const asked = await call<Asked>('POST', `/promotions/${draft.id}/publish`, h('marketing'), { version: draft.version });
    expect((await approve(asked.body.value.approvalId, h('owner'))).body.value.status).toBe('approved');
    return (await call('GET', `/promotions/${draft.id}`, h('marketing'))).body.value;
  };

  describe('permissions', () => {
    it('lets every promotions.read role read, refuses the others', async () => {
      for (const role of ['owner', 'marketing', 'finance', 'risk', 'support', 'analyst'] as const) expect((await call('GET', '/promotions', h(role))).status).toBe(200);
      const content = await call('GET', '/promotions', h('content'));
      expect([content.status, content.body.code]).toEqual([403, 'STAFF_FORBIDDEN']);
    });

    it('lets only promotions.write roles write, and only promotions.review roles see applications', async () => {
      for (const role of ['finance', 'risk', 'support', 'analyst'] as const) {
        const res = await call('POST', '/promotions', h(role), { requestId: requestId(), ...fields() });
        expect([res.status, res.body.code]).toEqual([403, 'STAFF_FORBIDDEN']);
      }
      for (const role of ['marketing', 'support', 'risk', 'owner'] as const) expect((await call('GET', '/promotions/applications', h(role))).status).toBe(200);
      for (const role of ['finance', 'analyst'] as const) expect((await call('GET', '/promotions/applications', h(role))).status).toBe(403);
    });
  });

  describe('drafts', () => {
    it('creates a draft once per request id, sanitizes its terms and audits it once', async () => {
      const body = { requestId: requestId(), ...fields() };
      const [a, b] = await Promise.all([call('POST', '/promotions', h('marketing'), body), call('POST', '/promotions', h('marketing'), body)]);
      expect(a.body.value.id).toBe(b.body.value.id);
      expect(a.body.value).toMatchObject({ status: 'draft', version: 1, cost: 0, pending: [] });
      expect(a.body.value.terms.en).not.toContain('script');
      expect(a.body.value.terms.en).toContain('<strong>apply</strong>');
      expect(await audits('promotion', a.body.value.id)).toEqual(['promotion.create']);
      const reused = await call('POST', '/promotions', h('marketing'), { ...body, sort: 5 });
      expect([reused.status, reused.body.code]).toEqual([409, 'REQUEST_ID_REUSED']);
    });

    it('refuses bad input with a clear code and stores nothing', async () => {
      const before = await t.app.db.selectFrom('promotions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const bad = [
        fields({ endsAt: Date.now() - 2 * HOUR }),
        fields({ spec: { mechanic: 'depositBonus', params: { matchPct: 100, cap: 500_000, minDeposit: 50_000, deposit: 'first', per: 'once', rules: { ...RULES, wageringMultiple: 11 } } } }),
        fields({ spec: { mechanic: 'raffle', params: { ticketPer: 0, categories: [], prizes: [] } } }),
        fields({ audience: { kind: 'vip', ranks: [] } }),
        fields({ banner: { bn: 'javascript:alert(1)', en: '/x.svg' } }),
        fields({ title: { bn: '', en: 'x' } }),
      ];
      for (const b of bad) {
        const res = await call('POST', '/promotions', h('marketing'), { requestId: requestId(), ...b });
        expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_ERROR']);
      }
      const after = await t.app.db.selectFrom('promotions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    });

    it('updates a draft at its version, refuses a stale one and audits before and after', async () => {
      const d = await create();
      const next = fields({ title: { bn: 'নতুন', en: 'Renamed' } });
      const ok = await call('PUT', `/promotions/${d.id}`, h('marketing'), { version: d.version, ...next });
      expect(ok.body.value).toMatchObject({ version: d.version + 1, title: { en: 'Renamed' } });
      const stale = await call('PUT', `/promotions/${d.id}`, h('marketing'), { version: d.version, ...fields() });
      expect([stale.status, stale.body.code]).toEqual([409, 'INVALID_STATE']);
      expect((await call('GET', `/promotions/${d.id}`, h('analyst'))).body.value.title.en).toBe('Renamed');
      expect(await audits('promotion', d.id)).toEqual(['promotion.create', 'promotion.update']);
      expect((await call('PUT', '/promotions/999999', h('marketing'), { version: 1, ...fields() })).body.code).toBe('NOT_FOUND');
    });

    it('lists with filters and paging, and previews a draft as the member pages will show it', async () => {
      const d = await create({ type: 'slots', title: { bn: 'স্লট সপ্তাহ', en: 'Slots week zebra' }, spec: cashbackSpec() });
      const byText = await call<{ list: Staffed[]; total: number }>('GET', '/promotions?text=zebra', h('analyst'));
      expect(byText.body.value.list.map((p) => p.id)).toEqual([d.id]);
      const byAll = await call<{ list: Staffed[] }>('GET', `/promotions?status=draft&mechanic=cashback&type=slots&pageSize=1`, h('analyst'));
      expect(byAll.body.value.list[0]?.id).toBe(d.id);
      const prev = await call<{ lang: string; card: { title: string; status: string }; detail: { terms: string; spec: { mechanic: string } } }>('GET', `/promotions/${d.id}/preview?lang=bn`, h('support'));
      expect(prev.body.value).toMatchObject({ lang: 'bn', card: { title: 'স্লট সপ্তাহ', status: 'draft' }, detail: { spec: { mechanic: 'cashback' } } });
      const unsaved = await call<{ lang: string; card: { title: string }; detail: { terms: string } }[]>('POST', '/promotions/preview', h('marketing'), fields());
      expect(unsaved.body.value.map((p) => p.lang)).toEqual(['bn', 'en']);
      expect(unsaved.body.value[1]?.detail.terms).not.toContain('script');
      expect((await call('GET', '/promotions/999999/preview', h('support'))).body.code).toBe('NOT_FOUND');
    });
  });

  describe('maker-checker publication', () => {
    it('keeps a pending promotion off the site and uneditable; the maker cannot approve; another approves and it is published', async () => {
      const d = await create();
      const asked = await call<Asked>('POST', `/promotions/${d.id}/publish`, h('marketing'), { version: d.version });
      expect(asked.body.value).toMatchObject({ status: 'pending-approval', promotion: { status: 'pending', pending: [{ kind: 'promotion.publish' }] } });
      expect((await call('PUT', `/promotions/${d.id}`, h('marketing'), { version: asked.body.value.promotion.version, ...fields() })).body.code).toBe('INVALID_STATE');
      expect((await t.json<Env>(`/wps/promotions/${d.id}`)).body.code).toBe('NOT_FOUND');
      const self = await approve(asked.body.value.approvalId, h('marketing'));
      expect(self.status).toBe(403);
      const mine = await approve(asked.body.value.approvalId, h('support'));
      expect(mine.status).toBe(403);
      const ok = await approve(asked.body.value.approvalId, h('finance'));
      expect(ok.body.value.status).toBe('approved');
      const now = await call('GET', `/promotions/${d.id}`, h('marketing'));
      expect(now.body.value).toMatchObject({ status: 'published', pending: [] });
      expect((await t.json<Env<{ id: number }>>(`/wps/promotions/${d.id}?language=en`)).body.value.id).toBe(d.id);
      expect(await audits('promotion', d.id)).toEqual(['promotion.create']);
      expect(await audits('approval', asked.body.value.approvalId)).toEqual(['approval.request', 'approval.approve']);
    });

    it('publishes once when 30 checkers approve at the same moment', async () => {
      const d = await create();
      const asked = await call<Asked>('POST', `/promotions/${d.id}/publish`, h('marketing'), { version: d.version });
      const checkers = [h('owner'), owner2, h('finance'), h('risk')];
      const results = await Promise.all(Array.from({ length: 30 }, (_, i) => approve(asked.body.value.approvalId, checkers[i % checkers.length] ?? {})));
      expect(results.filter((r) => r.status === 200 && r.body.value.status === 'approved')).toHaveLength(1);
      expect(results.filter((r) => r.status !== 200).every((r) => r.body.code === 'APPROVAL_CLOSED')).toBe(true);
      const p = (await call('GET', `/promotions/${d.id}`, h('marketing'))).body.value;
      expect(p).toMatchObject({ status: 'published', version: d.version + 2 });
      expect((await audits('approval', asked.body.value.approvalId)).filter((a) => a === 'approval.approve')).toHaveLength(1);
    });

    it('returns a rejected request’s promotion to draft so it can be edited and asked again', async () => {
      const d = await create();
      const asked = await call<Asked>('POST', `/promotions/${d.id}/publish`, h('marketing'), { version: d.version });
      const rej = await call('POST', `/approvals/${asked.body.value.approvalId}/reject`, h('owner'), { reason: 'The cap is too high' });
      expect(rej.status).toBe(200);
      const back = (await call('GET', `/promotions/${d.id}`, h('marketing'))).body.value;
      expect(back).toMatchObject({ status: 'draft', pending: [] });
      const again = await call<Asked>('POST', `/promotions/${d.id}/publish`, marketing2, { version: back.version });
      expect(again.body.value.promotion.status).toBe('pending');
      const stale = await call<Asked>('POST', `/promotions/${d.id}/publish`, h('marketing'), { version: back.version });
      expect(stale.body.code).toBe('INVALID_STATE');
    });

    it('returns a promotion whose request expired to draft, and an approval after the expiry publishes nothing', async () => {
      const d = await create();
      const asked = await call<Asked>('POST', `/promotions/${d.id}/publish`, h('marketing'), { version: d.version });
      await t.app.db.updateTable('approvals').set({ expires_at: Date.now() - 1 }).where('id', '=', asked.body.value.approvalId).execute();
      const late = await approve(asked.body.value.approvalId, h('owner'));
      expect([late.status, late.body.code]).toEqual([409, 'APPROVAL_CLOSED']);
      const list = await call<{ list: Staffed[] }>('GET', `/promotions?text=${d.id}`, h('analyst'));
      expect(list.body.value.list[0]).toMatchObject({ id: d.id, status: 'draft', pending: [] });
      expect((await t.json<Env>(`/wps/promotions/${d.id}`)).body.code).toBe('NOT_FOUND');
    });
  });

  describe('a published promotion', () => {
    it('changes presentation at once (audited) and refuses a stale version', async () => {
      const p = await published();
      const pres = { version: p.version, type: 'slots', tags: ['vip', 'limited'], title: { bn: 'নতুন শিরোনাম', en: 'New title' }, terms: { bn: '<p>ক</p>', en: '<p onclick="x()">b</p>' }, banner: { bn: '/images/banners/promo.svg', en: 'https://cdn.example.com/b.png' }, sort: 9 };
      const ok = await call('PUT', `/promotions/${p.id}/presentation`, h('marketing'), pres);
      expect(ok.body.value).toMatchObject({ status: 'published', version: p.version + 1, title: { en: 'New title' } });
      expect(ok.body.value.terms.en).not.toContain('onclick');
      expect((await call('PUT', `/promotions/${p.id}/presentation`, h('marketing'), pres)).body.code).toBe('INVALID_STATE');
      expect(await audits('promotion', p.id)).toContain('promotion.presentation');
      const draft = await create();
      expect((await call('PUT', `/promotions/${draft.id}/presentation`, h('marketing'), { ...pres, version: draft.version })).body.code).toBe('INVALID_STATE');
    });

    it('changes money rules only when approved, at the version asked; a stale request fails and changes nothing', async () => {
      const p = await published({ spec: cashbackSpec(500) });
      const rules = { version: p.version, startsAt: p.startsAt, endsAt: p.endsAt + DAY, audience: { kind: 'vip', ranks: [3, 4] }, spec: cashbackSpec(800) };
      const asked = await call<Asked>('POST', `/promotions/${p.id}/rules`, h('marketing'), rules);
      expect(asked.body.value.promotion).toMatchObject({ spec: { params: { rates: [{ rateBps: 500 }] } }, pending: [{ kind: 'promotion.rules' }] });
      expect((await approve(asked.body.value.approvalId, h('marketing'))).status).toBe(403);
      expect((await approve(asked.body.value.approvalId, h('owner'))).body.value.status).toBe('approved');
      const after = (await call('GET', `/promotions/${p.id}`, h('marketing'))).body.value;
      expect(after).toMatchObject({ version: p.version + 1, endsAt: p.endsAt + DAY, spec: { params: { rates: [{ rateBps: 800 }] } } });
      // A request made at a version that another change then passed fails when approved.
      const second = await call<Asked>('POST', `/promotions/${p.id}/rules`, h('marketing'), { ...rules, version: after.version, spec: cashbackSpec(900) });
      await call('PUT', `/promotions/${p.id}/presentation`, h('marketing'), { version: after.version, type: 'rebate', tags: [], title: after.title, terms: after.terms, banner: { bn: '/a.svg', en: '/a.svg' }, sort: 0 });
      const failed = await approve(second.body.value.approvalId, h('owner'));
      expect(failed.body.value?.status ?? failed.body.code).toBe('failed');
      expect((await call('GET', `/promotions/${p.id}`, h('marketing'))).body.value.spec.params).toMatchObject({ rates: [{ rateBps: 800 }] });
      expect((await call('POST', `/promotions/${p.id}/rules`, h('marketing'), { ...rules, version: after.version + 1, spec: fields().spec })).body.code).toBe('VALIDATION_ERROR');
      expect((await call('POST', `/promotions/${p.id}/rules`, h('marketing'), { ...rules, version: 1 })).body.code).toBe('INVALID_STATE');
    });

    it('ends at once, audited; ending twice or a draft is INVALID_STATE', async () => {
      const p = await published();
      const ended = await call('POST', `/promotions/${p.id}/end`, h('marketing'), { version: p.version });
      expect(ended.body.value).toMatchObject({ status: 'ended' });
      expect(ended.body.value.endsAt).toBeLessThanOrEqual(Date.now());
      expect((await call('POST', `/promotions/${p.id}/end`, h('marketing'), { version: ended.body.value.version })).body.code).toBe('INVALID_STATE');
      const d = await create();
      expect((await call('POST', `/promotions/${d.id}/end`, h('marketing'), { version: d.version })).body.code).toBe('INVALID_STATE');
      expect(await audits('promotion', p.id)).toContain('promotion.end');
    });
  });

  describe('applications', () => {
    it('lists applications and decides each once, audited; the bonus is paid on approval', async () => {
      const promotionId = await insertPromotion(t.app.db, 'application', { amount: 20_000, rules: null });
      const a = await insertMember(t.app.db);
      const b = await insertMember(t.app.db);
      const ea = await applyToPromotion(t.app, a.id, promotionId, { comment: 'I play every day', requestId: requestId() });
      const eb = await applyToPromotion(t.app, b.id, promotionId, { comment: 'Please', requestId: requestId() });
      const list = await call<{ list: { entryId: number; account: string; state: string }[]; total: number }>('GET', `/promotions/applications?state=applying&promotionId=${promotionId}`, h('support'));
      expect(list.body.value.list.map((x) => x.entryId).sort()).toEqual([ea.entryId, eb.entryId].sort());
      const noReason = await call('POST', `/promotions/applications/${eb.entryId}/decide`, h('support'), { approve: false });
      expect(noReason.body.code).toBe('VALIDATION_ERROR');
      const decisions = await Promise.all(Array.from({ length: 30 }, () => call('POST', `/promotions/applications/${ea.entryId}/decide`, h('support'), { approve: true })));
      expect(decisions.filter((d) => d.status === 200)).toHaveLength(1);
      expect(decisions.filter((d) => d.status !== 200).every((d) => d.body.code === 'INVALID_STATE')).toBe(true);
      const rejected = await call<{ state: string; reason: string }>('POST', `/promotions/applications/${eb.entryId}/decide`, h('marketing'), { approve: false, reason: 'Not this month' });
      expect(rejected.body.value).toMatchObject({ state: 'rejected', reason: 'Not this month' });
      const paid = await t.app.db.selectFrom('rewards').select(['amount', 'state']).where('promotion_id', '=', promotionId).execute();
      expect(paid.map((r) => [Number(r.amount), r.state])).toEqual([[20_000, 'issued']]);
      expect(await audits('promotion_entry', ea.entryId)).toEqual(['promotion.application.approve']);
      expect(await audits('promotion_entry', eb.entryId)).toEqual(['promotion.application.reject']);
      expect((await call('POST', '/promotions/applications/999999/decide', h('support'), { approve: true })).body.code).toBe('NOT_FOUND');
    });
  });

  describe('the promotion-cost report', () => {
    it('equals the postings to promotion-cost accounts and the rewards paid plus bonuses issued minus returned', async () => {
      const from = Date.now() - 1000;
      const currency = await merchantCurrency(t.app.db);
      const cashback = await insertPromotion(t.app.db, 'cashback', cashbackSpec().params as never);
      const deposit = await insertPromotion(t.app.db, 'depositBonus', fields().spec.params as never);
      const m = await insertMember(t.app.db);
      const now = Date.now();
      await t.app.ledger.run(async (sql) => {
        await offerReward(sql, { memberId: m.id, promotionId: cashback, kind: 'cashback', periodKey: 'p1', amount: 12_345, bonusRules: null, pay: 'now' }, currency, now);
        await offerReward(sql, { memberId: m.id, promotionId: deposit, kind: 'depositBonus', periodKey: 'p1', amount: 40_000, bonusRules: RULES, pay: 'now' }, currency, now);
        await issueBonus(sql, { memberId: m.id, promotionId: 0, amount: 7_000, rules: RULES, sourceKey: `approval:test-${now}`, currency }, now);
      });
      const staffBonus = await t.app.db.selectFrom('member_bonuses').select('id').where('promotion_id', '=', 0).where('member_id', '=', m.id).executeTakeFirstOrThrow();
      const forfeited = await forfeitBonus(t.app, m.id, Number(staffBonus.id));
      expect(forfeited.forfeited).toBe(7_000);
      const to = Date.now() + 1000;
      const res = await call<Cost>('GET', `/promotions/cost?from=${from}&to=${to}`, h('finance'));
      expect(res.status).toBe(200);
      const report = res.body.value;
      const rowOf = (id: number) => report.rows.find((r) => r.promotionId === id);
      expect(rowOf(cashback)).toMatchObject({ total: 12_345, byKind: [{ kind: 'reward_cashback', amount: 12_345 }] });
      expect(rowOf(deposit)).toMatchObject({ total: 40_000, byKind: [{ kind: 'bonus_issue', amount: 40_000 }] });
      expect(rowOf(0)?.total).toBe(0);
      expect(rowOf(0)?.byKind.find((k) => k.kind === 'bonus_issue')?.amount).toBe(7_000);
      // The ledger's own sum over the same range.
      const posted = await t.app.db
        .selectFrom('postings as p')
        .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
        .select((eb) => eb.fn.sum<number | string>('p.amount').as('s'))
        .where('a.kind', '=', 'promotion_cost')
        .where('p.created_at', '>=', from)
        .where('p.created_at', '<', to)
        .executeTakeFirstOrThrow();
      expect(report.total).toBe(-Number(posted.s));
      expect(report.byKind.reduce((s, k) => s + k.amount, 0)).toBe(report.total);
      // Rewards paid in cash + bonuses issued − bonuses returned.
      const rewardsCash = await t.app.db.selectFrom('rewards').select((eb) => eb.fn.sum<number | string>('amount').as('s')).where('wallet', '=', 'cash').where('state', 'in', ['issued', 'claimed']).where('created_at', '>=', from).executeTakeFirstOrThrow();
      const bonuses = await t.app.db.selectFrom('member_bonuses').select(['amount', 'status', 'closed_amount']).where('created_at', '>=', from).execute();
      const issued = bonuses.reduce((s, b) => s + Number(b.amount), 0);
      const returned = bonuses.filter((b) => b.status === 'forfeited' || b.status === 'expired').reduce((s, b) => s + Number(b.closed_amount ?? 0), 0);
      expect(report.total).toBe(Number(rewardsCash.s ?? 0) + issued - returned);
      const list = await call<{ list: Staffed[] }>('GET', `/promotions?text=${cashback}`, h('analyst'));
      expect(list.body.value.list[0]?.cost).toBe(12_345);
      expect((await call('GET', `/promotions/cost?from=${to}&to=${from}`, h('finance'))).body.code).toBe('VALIDATION_ERROR');
    });
  });
});
