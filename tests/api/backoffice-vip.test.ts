import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_VIP_LADDER, type VipRank } from '#lib/contracts/loyalty-model.ts';
import { insertMember } from '#fixtures/factories.ts';
import { checkAuditChain } from '#server/backoffice/index.ts';
import { getSetting } from '#server/system/index.ts';
import type { StaffRole } from '#lib/backoffice/roles.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { signedInStaff } from '../fixtures/staff.ts';

type Env<T = Record<string, unknown>> = { success: boolean; code?: string; value: T } & Record<string, unknown>;
type Desk = { ladder: VipRank[]; version: number; counts: { rank: number; members: number }[]; pending: { approvalId: number; ladder: VipRank[] }[]; recent: { account: string; fromRank: number; toRank: number; note: string; staff: string | null }[] };
type Settings = { value: Record<string, unknown> & { convertRate: number; windowDays: number; referral: { reward: number; days: number } }; pending: { approvalId: number }[] };

const ladder = (): VipRank[] => DEFAULT_VIP_LADDER.map((r) => ({ ...r }));

describe.each(DIALECTS)('back office VIP tab on %s', (dialect) => {
  let t: TestApp;
  const as: Partial<Record<StaffRole, Record<string, string>>> = {};
  let owner2: Record<string, string>;
  let marketingName = '';

  beforeAll(async () => {
    t = await testApp(dialect);
    for (const role of ['owner', 'marketing', 'finance', 'risk', 'support', 'content', 'analyst'] as const) {
      const s = await signedInStaff(t, role);
      as[role] = s.headers;
      if (role === 'marketing') marketingName = s.staff.username;
    }
    owner2 = (await signedInStaff(t, 'owner')).headers;
  });
  afterAll(async () => {
    expect((await checkAuditChain(t.app.db)).firstBad).toBeNull();
    await t.close();
  });

  const h = (role: StaffRole) => as[role] ?? {};
  const call = async <T = Desk>(method: string, path: string, headers: Record<string, string>, body?: unknown) => {
    const res = await t.request(`/backoffice/api${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    return { status: res.status, body: (await res.json()) as Env<T> };
  };
  const audits = async (action: string) => (await t.app.db.selectFrom('audit_log').select(['target_id', 'before_json', 'after_json', 'staff_name']).where('action', '=', action).orderBy('id').execute());
  const desk = async () => (await call('GET', '/loyalty/vip', h('analyst'))).body.value;

  describe('permissions', () => {
    it('lets every loyalty.read role read the tab and only loyalty.write roles change it', async () => {
      for (const role of ['owner', 'marketing', 'finance', 'risk', 'support', 'analyst'] as const) {
        expect((await call('GET', '/loyalty/vip', h(role))).status).toBe(200);
        expect((await call('GET', '/loyalty/settings', h(role))).status).toBe(200);
      }
      expect((await call('GET', '/loyalty/vip', h('content'))).status).toBe(403);
      const m = await insertMember(t.app.db);
      const version = (await desk()).version;
      for (const role of ['finance', 'risk', 'support', 'content', 'analyst'] as const) {
        expect((await call('PUT', '/loyalty/vip/ladder', h(role), { ladder: ladder(), version })).status).toBe(403);
        expect((await call('POST', '/loyalty/vip/rank', h(role), { account: m.account, rank: 3, reason: 'Loyal player' })).status).toBe(403);
        expect((await call('PUT', '/loyalty/settings', h(role), (await getSetting(t.app.db, 'loyalty')))).status).toBe(403);
      }
      expect((await t.request('/backoffice/api/loyalty/vip')).status).toBe(401);
      expect(((await t.app.db.selectFrom('members').select('vip_rank').where('id', '=', m.id).executeTakeFirstOrThrow()).vip_rank)).toBe(0);
    });
  });

  describe('the ladder', () => {
    it('shows the default ladder and how many members hold each rank', async () => {
      await insertMember(t.app.db, { vipRank: 7 });
      await insertMember(t.app.db, { vipRank: 7 });
      const d = await desk();
      expect(d.ladder).toHaveLength(11);
      expect(d.version).toBe(0);
      expect(d.counts.find((c) => c.rank === 7)?.members).toBeGreaterThanOrEqual(2);
      const total = await t.app.db.selectFrom('members').select((eb) => eb.fn.countAll<number>().as('n')).where('vip_rank', '=', 7).executeTakeFirstOrThrow();
      expect(d.counts.find((c) => c.rank === 7)?.members).toBe(Number(total.n));
    });

    it('refuses a broken ladder with VIP_LADDER_INVALID naming the rank and field, and asks nothing', async () => {
      const version = (await desk()).version;
      const ask = (l: VipRank[]) => call('PUT', '/loyalty/vip/ladder', h('marketing'), { ladder: l, version });
      const cases: [VipRank[], number, string, string][] = [
        [ladder().filter((r) => r.rank !== 3), 4, 'rank', 'order'],
        [ladder().map((r) => (r.rank === 5 ? { ...r, betThreshold: 1 } : r)), 5, 'betThreshold', 'rising'],
        [ladder().map((r) => (r.rank === 6 ? { ...r, depositThreshold: 0 } : r)), 6, 'depositThreshold', 'rising'],
        [ladder().map((r) => (r.rank === 2 ? { ...r, cashbackBps: 10_001 } : r)), 2, 'cashbackBps', 'range'],
        [ladder().map((r) => (r.rank === 2 ? { ...r, rebateBps: -1 } : r)), 2, 'rebateBps', 'range'],
        [ladder().map((r) => (r.rank === 1 ? { ...r, withdrawDailyAmount: -100 } : r)), 1, 'withdrawDailyAmount', 'range'],
        [ladder().map((r) => (r.rank === 1 ? { ...r, upgradeBonus: -1 } : r)), 1, 'upgradeBonus', 'range'],
        [ladder().map((r) => (r.rank === 4 ? { ...r, label: 'VIP 3' } : r)), 4, 'label', 'unique'],
      ];
      for (const [l, rank, field, rule] of cases) {
        const res = await ask(l);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ code: 'VIP_LADDER_INVALID', rank, field, rule });
      }
      expect((await call('PUT', '/loyalty/vip/ladder', h('marketing'), { ladder: [], version })).body.code).toBe('VALIDATION_ERROR');
      expect((await call('PUT', '/loyalty/vip/ladder', h('marketing'), { ladder: ladder().map((r) => ({ ...r, cashbackBps: 1.5 })), version })).body.code).toBe('VALIDATION_ERROR');
      expect((await desk()).pending).toEqual([]);
    });

    it('saves a ladder only when a second staff member approves it, at the version asked for; audited', async () => {
      const before = await desk();
      const next = ladder().map((r) => (r.rank === 4 ? { ...r, upgradeBonus: 2_000_00, label: 'Gold' } : r));
      const asked = await call<{ approvalId: number }>('PUT', '/loyalty/vip/ladder', h('marketing'), { ladder: next, version: before.version });
      expect(asked.status).toBe(200);
      const d = await desk();
      expect(d.ladder.find((r) => r.rank === 4)?.upgradeBonus).toBe(1_288_00);
      expect(d.pending.map((p) => p.approvalId)).toContain(asked.body.value.approvalId);
      // Not by the maker; by a checker with approvals.decide.
      expect((await call('POST', `/approvals/${asked.body.value.approvalId}/approve`, h('marketing'))).status).toBe(403);
      const decided = await Promise.all(Array.from({ length: 10 }, () => call<{ status: string }>('POST', `/approvals/${asked.body.value.approvalId}/approve`, h('finance'))));
      expect(decided.filter((r) => r.status === 200 && r.body.value.status === 'approved')).toHaveLength(1);
      const after = await desk();
      expect(after.ladder.find((r) => r.rank === 4)).toMatchObject({ upgradeBonus: 2_000_00, label: 'Gold' });
      expect(after.version).toBeGreaterThan(0);
      expect(after.pending).toEqual([]);
      // The public ladder shows it.
      const pub = (await (await t.request('/wps/vip/ranks')).json()) as { value: { ladder: VipRank[] } };
      expect(pub.value.ladder.find((r) => r.rank === 4)?.label).toBe('Gold');
      // A request made on an older version fails when approved and changes nothing.
      const stale = await call<{ approvalId: number }>('PUT', '/loyalty/vip/ladder', h('owner'), { ladder: after.ladder.map((r) => (r.rank === 4 ? { ...r, label: 'Platinum' } : r)), version: after.version });
      const fresh = await call<{ approvalId: number }>('PUT', '/loyalty/vip/ladder', h('owner'), { ladder: after.ladder.map((r) => (r.rank === 4 ? { ...r, monthlyBonus: 400_00 } : r)), version: after.version });
      expect((await call<{ status: string }>('POST', `/approvals/${fresh.body.value.approvalId}/approve`, owner2)).body.value.status).toBe('approved');
      const failed = await call<{ status: string }>('POST', `/approvals/${stale.body.value.approvalId}/approve`, owner2);
      expect(failed.body.value.status).toBe('failed');
      const final = await desk();
      expect(final.ladder.find((r) => r.rank === 4)).toMatchObject({ label: 'Gold', monthlyBonus: 400_00 });
      expect((await call('PUT', '/loyalty/vip/ladder', h('marketing'), { ladder: final.ladder, version: after.version })).body.code).toBe('INVALID_STATE');
      const requests = await t.app.db.selectFrom('audit_log').select('after_json').where('action', '=', 'approval.request').execute();
      expect(requests.some((r) => (r.after_json ?? '').includes('vip.ladder'))).toBe(true);
    });
  });

  describe('a rank set by hand', () => {
    it('sets the rank with a reason, keeps it in the member’s history and audits it', async () => {
      const m = await insertMember(t.app.db, { vipRank: 1 });
      const res = await call<{ fromRank: number; toRank: number; note: string; staff: string }>('POST', '/loyalty/vip/rank', h('marketing'), { account: m.account.toUpperCase(), rank: 6, reason: '  High roller moved from another brand  ' });
      expect(res.status).toBe(200);
      expect(res.body.value).toMatchObject({ fromRank: 1, toRank: 6, note: 'High roller moved from another brand', staff: marketingName });
      const row = await t.app.db.selectFrom('members').select(['vip_rank', 'vip_label']).where('id', '=', m.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ vip_rank: 6 });
      const history = await t.app.db.selectFrom('vip_rank_changes').selectAll().where('member_id', '=', m.id).execute();
      expect(history).toHaveLength(1);
      expect(history[0]).toMatchObject({ from_rank: 1, to_rank: 6, reason: 'staff', note: 'High roller moved from another brand' });
      const audit = (await audits('vip.rank.set')).filter((a) => a.target_id === String(m.id));
      expect(audit).toHaveLength(1);
      expect(audit[0]?.staff_name).toBe(marketingName);
      expect((await desk()).recent[0]).toMatchObject({ account: m.account, fromRank: 1, toRank: 6 });
    });

    it('refuses bad input with a clear code and changes nothing', async () => {
      const m = await insertMember(t.app.db, { vipRank: 2 });
      const set = (body: Record<string, unknown>) => call('POST', '/loyalty/vip/rank', h('owner'), body);
      expect((await set({ account: m.account, rank: 3, reason: '' })).body.code).toBe('VALIDATION_ERROR');
      expect((await set({ account: m.account, rank: 3, reason: '   ' })).body.code).toBe('VALIDATION_ERROR');
      expect((await set({ account: m.account, rank: 3, reason: 'x'.repeat(201) })).body.code).toBe('VALIDATION_ERROR');
      expect((await set({ account: m.account, rank: 3 })).body.code).toBe('VALIDATION_ERROR');
      expect((await set({ account: m.account, rank: -1, reason: 'r' })).body.code).toBe('VALIDATION_ERROR');
      expect((await set({ account: 'nobody-here', rank: 3, reason: 'r' })).body.code).toBe('NOT_FOUND');
      expect((await set({ account: m.account, rank: 2, reason: 'r' })).body.code).toBe('VIP_RANK_UNCHANGED');
      const top = (await desk()).ladder.length;
      expect((await set({ account: m.account, rank: top, reason: 'r' })).body.code).toBe('VIP_RANK_UNKNOWN');
      expect((await t.app.db.selectFrom('members').select('vip_rank').where('id', '=', m.id).executeTakeFirstOrThrow()).vip_rank).toBe(2);
      expect(await t.app.db.selectFrom('vip_rank_changes').select('id').where('member_id', '=', m.id).execute()).toEqual([]);
    });

    it('records one change of 30 parallel requests for the same rank', async () => {
      const m = await insertMember(t.app.db, { vipRank: 0 });
      const results = await Promise.all(Array.from({ length: 30 }, () => call('POST', '/loyalty/vip/rank', h('owner'), { account: m.account, rank: 5, reason: 'Promoted by the VIP team' })));
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      expect(results.filter((r) => r.status !== 200).every((r) => r.body.code === 'VIP_RANK_UNCHANGED' || r.body.code === 'INVALID_STATE')).toBe(true);
      expect(await t.app.db.selectFrom('vip_rank_changes').select('id').where('member_id', '=', m.id).execute()).toHaveLength(1);
      expect((await audits('vip.rank.set')).filter((a) => a.target_id === String(m.id))).toHaveLength(1);
    });
  });

  describe('loyalty settings', () => {
    it('applies what pays no money at once and waits for approval on the convert rate and referral reward', async () => {
      const read = async () => (await call<Settings>('GET', '/loyalty/settings', h('analyst'))).body.value;
      const before = await read();
      const res = await call<{ applied: boolean; approvalId: number | null }>('PUT', '/loyalty/settings', h('marketing'), { ...before.value, windowDays: 60, convertRate: before.value.convertRate + 5, referral: { ...before.value.referral, reward: 777_00, days: 20 } });
      expect(res.status).toBe(200);
      expect(res.body.value.applied).toBe(true);
      expect(res.body.value.approvalId).toEqual(expect.any(Number));
      const mid = await read();
      expect(mid.value).toMatchObject({ windowDays: 60, convertRate: before.value.convertRate, referral: { days: 20, reward: before.value.referral.reward } });
      expect(mid.pending.map((p) => p.approvalId)).toEqual([res.body.value.approvalId]);
      expect((await call<{ status: string }>('POST', `/approvals/${res.body.value.approvalId}/approve`, h('owner'))).body.value.status).toBe('approved');
      expect((await read()).value).toMatchObject({ windowDays: 60, convertRate: before.value.convertRate + 5, referral: { days: 20, reward: 777_00 } });
      expect((await audits('settings.change')).some((a) => a.target_id === 'loyalty')).toBe(true);
      // The same again changes nothing and asks nothing.
      const again = await call<{ applied: boolean; approvalId: number | null }>('PUT', '/loyalty/settings', h('marketing'), (await read()).value);
      expect(again.body.value).toEqual({ applied: false, approvalId: null });
    });

    it('refuses settings out of range and changes nothing', async () => {
      const value = (await call<Settings>('GET', '/loyalty/settings', h('analyst'))).body.value.value;
      expect((await call('PUT', '/loyalty/settings', h('marketing'), { ...value, windowDays: 0 })).body.code).toBe('VALIDATION_ERROR');
      expect((await call('PUT', '/loyalty/settings', h('marketing'), { ...value, categoryValues: { live: 10 } })).body.code).toBe('VALIDATION_ERROR');
      expect((await call('PUT', '/loyalty/settings', h('marketing'), { ...value, betPerPoint: 0 })).body.code).toBe('VALIDATION_ERROR');
      expect((await call<Settings>('GET', '/loyalty/settings', h('analyst'))).body.value.value).toEqual(value);
    });
  });
});
