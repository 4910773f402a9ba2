import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, STAFF_ROLES } from '#lib/backoffice/roles.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { signedIn } from '../fixtures/member.ts';
import { signedInStaff } from '../fixtures/staff.ts';

type Env<T = Record<string, unknown>> = { success: boolean; code?: string; message?: string; value: T };
type Limits = { minAmount: number; maxAmount: number; feeBp: number; enabled: boolean };
type Row = Limits & { id: number; code: string; kind: string; names: Record<string, string>; minVipRank: number; sort: number };
type Pending = Limits & { approvalId: number; channelId: number; makerId: number };
type Outcome = { status: 'unchanged' | 'pending-approval'; approvalId?: number };
type MemberChannel = { id: number; code: string; minAmount: number; maxAmount: number; feeBp: number };

const IP = '203.0.113.78';
const BASE = '/backoffice/api/settings/channels';

describe.each(DIALECTS)('back office deposit channels on %s', (dialect) => {
  let t: TestApp;
  let maker: Record<string, string>;
  let checker: Record<string, string>;
  let bank: Row;

  beforeAll(async () => {
    t = await testApp(dialect, { seed: true, config: { trustProxy: true } });
    maker = (await signedInStaff(t, 'owner', IP)).headers;
    checker = (await signedInStaff(t, 'owner', IP)).headers;
  });
  afterAll(() => t.close());

  const call = async <T = Outcome>(method: string, path: string, headers: Record<string, string>, body?: unknown) => {
    const res = await t.request(path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    return { status: res.status, body: (await res.json()) as Env<T> };
  };
  const list = async () => (await call<{ channels: Row[]; pending: Pending[] }>('GET', BASE, maker)).body.value;
  const stored = async (id: number) => {
    const r = await t.app.db.selectFrom('payment_channels').select(['min_amount', 'max_amount', 'fee_bp', 'enabled', 'secret']).where('id', '=', id).executeTakeFirstOrThrow();
    return { minAmount: Number(r.min_amount), maxAmount: Number(r.max_amount), feeBp: Number(r.fee_bp), enabled: Number(r.enabled) === 1 };
  };
  const approve = (id: number, headers = checker) => call<{ status: string }>('POST', `/backoffice/api/approvals/${id}/approve`, headers, {});
  const limitsOf = (r: Limits): Limits => ({ minAmount: r.minAmount, maxAmount: r.maxAmount, feeBp: r.feeBp, enabled: r.enabled });

  it('lists every channel with its limits, never a secret', async () => {
    await t.app.db.updateTable('payment_channels').set({ secret: 'very-secret-gateway-key' }).execute();
    const res = await t.request(BASE, { headers: maker });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain('very-secret-gateway-key');
    expect(text).not.toMatch(/"secret"/);
    const value = (JSON.parse(text) as Env<{ channels: Row[]; pending: Pending[] }>).value;
    expect(value.channels.length).toBeGreaterThan(1);
    bank = value.channels.find((c) => c.code === 'BANK_TRANSFER')!;
    expect(bank).toMatchObject({ minAmount: 50_000, maxAmount: 50_000_000, feeBp: 0, enabled: true });
    expect(bank.names['bn']).toBeTruthy();
    // Readers (settings.read) see it too; roles without it are refused.
    for (const role of STAFF_ROLES) {
      const { headers } = await signedInStaff(t, role, IP);
      const r = await call('GET', BASE, headers);
      expect([role, r.status]).toEqual([role, can(role, 'settings.read') ? 200 : 403]);
    }
  });

  it('a change waits for approval; the member’s deposit list shows the new limits only after it; the maker cannot approve', async () => {
    const member = await signedIn(t);
    const memberBank = async () => (await member.get<MemberChannel[]>('/wps/cashier/channels?language=en')).body.value.find((c) => c.code === 'BANK_TRANSFER');
    expect(await memberBank()).toMatchObject({ minAmount: 50_000, maxAmount: 50_000_000, feeBp: 0 });

    const next = { minAmount: 20_000, maxAmount: 40_000_000, feeBp: 150, enabled: true };
    const asked = await call('PUT', `${BASE}/${bank.id}`, maker, next);
    expect(asked.status).toBe(200);
    expect(asked.body.value.status).toBe('pending-approval');
    const id = asked.body.value.approvalId!;
    expect(await stored(bank.id)).toEqual(limitsOf(bank));
    expect(await memberBank()).toMatchObject({ minAmount: 50_000, maxAmount: 50_000_000, feeBp: 0 });
    expect((await list()).pending).toEqual([expect.objectContaining({ approvalId: id, channelId: bank.id, ...next })]);
    const summary = await t.app.db.selectFrom('approvals').select('summary').where('id', '=', id).executeTakeFirstOrThrow();
    expect(summary.summary).toBe('Deposit channel BANK_TRANSFER: min 200.00 BDT, max 400000.00 BDT, fee 1.5 %, enabled (was min 500.00 BDT, max 500000.00 BDT, fee 0 %, enabled)');

    // The maker cannot approve their own; finance decides approvals but may not write settings.
    expect((await approve(id, maker)).body.code).toBe('SELF_APPROVAL');
    const finance = (await signedInStaff(t, 'finance', IP)).headers;
    expect((await approve(id, finance)).body.code).toBe('STAFF_FORBIDDEN');
    expect(await stored(bank.id)).toEqual(limitsOf(bank));
    // A deposit under the stored minimum is still refused while the request waits.
    const early = await member.post('/wps/cashier/deposits', { channelId: bank.id, amount: 30_000, reference: 'CH-EARLY' });
    expect(early.body.code).toBe('AMOUNT_OUT_OF_RANGE');

    const ok = await approve(id);
    expect([ok.status, ok.body.value.status]).toEqual([200, 'approved']);
    expect(await stored(bank.id)).toEqual(next);
    expect(await memberBank()).toMatchObject({ minAmount: 20_000, maxAmount: 40_000_000, feeBp: 150 });
    const late = await member.post('/wps/cashier/deposits', { channelId: bank.id, amount: 30_000, reference: 'CH-LATE' });
    expect([late.status, late.body.success]).toEqual([200, true]);
    expect((await list()).pending).toEqual([]);
    const audit = await t.app.db.selectFrom('audit_log').select(['after_json as after']).where('action', '=', 'approval.approve').where('target_id', '=', String(id)).execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.after ?? '{}')).toMatchObject({ kind: 'channel.limits', result: { changed: true, before: limitsOf(bank), after: next } });
    bank = { ...bank, ...next };

    // The same values again: unchanged, no request.
    const same = await call('PUT', `${BASE}/${bank.id}`, maker, next);
    expect(same.body.value).toEqual({ status: 'unchanged' });
    expect((await list()).pending).toEqual([]);

    // Disabling takes the channel off the member's list, after approval.
    const off = await call('PUT', `${BASE}/${bank.id}`, maker, { ...next, enabled: false });
    expect(await memberBank()).toBeTruthy();
    await approve(off.body.value.approvalId!);
    expect(await memberBank()).toBeUndefined();
    const on = await call('PUT', `${BASE}/${bank.id}`, maker, next);
    await approve(on.body.value.approvalId!);
    expect(await memberBank()).toBeTruthy();
  });

  it('refuses bad values with VALIDATION_ERROR and changes nothing', async () => {
    const before = await stored(bank.id);
    const approvals = async () => (await t.app.db.selectFrom('approvals').select('id').execute()).length;
    const was = await approvals();
    for (const body of [
      { minAmount: 0, maxAmount: 100, feeBp: 0, enabled: true },
      { minAmount: -5, maxAmount: 100, feeBp: 0, enabled: true },
      { minAmount: 500, maxAmount: 100, feeBp: 0, enabled: true },
      { minAmount: 100, maxAmount: 500, feeBp: 10_001, enabled: true },
      { minAmount: 100, maxAmount: 500, feeBp: -1, enabled: true },
      { minAmount: 100.5, maxAmount: 500, feeBp: 0, enabled: true },
      { minAmount: 100, maxAmount: 500, feeBp: 0 },
      {},
    ]) {
      const r = await call('PUT', `${BASE}/${bank.id}`, maker, body);
      expect([JSON.stringify(body), r.status, r.body.code]).toEqual([JSON.stringify(body), 400, 'VALIDATION_ERROR']);
    }
    expect((await call('PUT', `${BASE}/999999`, maker, { minAmount: 100, maxAmount: 500, feeBp: 0, enabled: true })).body.code).toBe('NOT_FOUND');
    expect(await stored(bank.id)).toEqual(before);
    expect(await approvals()).toBe(was);
    // Fee bounds themselves are accepted (they become requests).
    const edge = await call('PUT', `${BASE}/${bank.id}`, maker, { minAmount: 1, maxAmount: 1, feeBp: 10_000, enabled: true });
    expect(edge.body.value.status).toBe('pending-approval');
    await call('POST', `/backoffice/api/approvals/${edge.body.value.approvalId}/reject`, checker, { reason: 'test edge' });
    expect(await stored(bank.id)).toEqual(before);
  });

  it('a request whose values became invalid meanwhile fails when approved and changes nothing', async () => {
    const { requestApproval } = await import('#server/backoffice/index.ts');
    const before = await stored(bank.id);
    const session = await t.app.db.selectFrom('staff_sessions').select(['id', 'staff_id']).orderBy('id').executeTakeFirstOrThrow();
    const staff = await t.app.db.selectFrom('staff').select(['id', 'username', 'role']).where('id', '=', session.staff_id).executeTakeFirstOrThrow();
    const actor = { staffId: Number(staff.id), username: staff.username, displayName: staff.username, role: staff.role as 'owner', sessionId: Number(session.id), ip: IP, userAgent: 'vitest' };
    // Asked around the endpoint's checks (as a stored request from an older version could be).
    const { id } = await requestApproval(t.app, actor, { kind: 'channel.limits', targetId: bank.id, payload: { channelId: bank.id, minAmount: 900, maxAmount: 100, feeBp: 0, enabled: true }, summary: 'bad' });
    const res = await approve(id);
    expect(res.body.value.status).toBe('failed');
    expect(await stored(bank.id)).toEqual(before);
  });

  it('30 approvals at once apply the change once', async () => {
    const next = { minAmount: 30_000, maxAmount: 30_000_000, feeBp: 75, enabled: true };
    const asked = await call('PUT', `${BASE}/${bank.id}`, maker, next);
    const id = asked.body.value.approvalId!;
    const results = await Promise.all(Array.from({ length: 30 }, () => approve(id)));
    const won = results.filter((r) => r.status === 200 && r.body.value.status === 'approved');
    expect(won).toHaveLength(1);
    for (const r of results.filter((x) => x !== won[0])) expect(r.body.code).toBe('APPROVAL_CLOSED');
    expect(await stored(bank.id)).toEqual(next);
    const audit = await t.app.db.selectFrom('audit_log').select('id').where('action', '=', 'approval.approve').where('target_id', '=', String(id)).execute();
    expect(audit).toHaveLength(1);
  });

  it('30 identical change requests at once each wait for approval; approving them all changes the channel once', async () => {
    const next = { minAmount: 25_000, maxAmount: 25_000_000, feeBp: 60, enabled: true };
    const asks = await Promise.all(Array.from({ length: 30 }, () => call('PUT', `${BASE}/${bank.id}`, maker, next)));
    const ids = asks.map((a) => a.body.value.approvalId!);
    expect(ids.every((x) => typeof x === 'number')).toBe(true);
    const decided = await Promise.all(ids.map((id) => approve(id)));
    expect(decided.every((d) => d.body.value.status === 'approved')).toBe(true);
    expect(await stored(bank.id)).toEqual(next);
    const results = await t.app.db.selectFrom('approvals').select('result').where('id', 'in', ids).execute();
    const changed = results.filter((r) => (JSON.parse(r.result ?? '{}') as { changed?: boolean }).changed === true);
    expect(changed).toHaveLength(1);
  });

  it('refuses every role without settings.write with 403, nothing asked', async () => {
    const was = (await t.app.db.selectFrom('approvals').select('id').execute()).length;
    for (const role of STAFF_ROLES.filter((r) => !can(r, 'settings.write'))) {
      const { headers } = await signedInStaff(t, role, IP);
      const r = await call('PUT', `${BASE}/${bank.id}`, headers, { minAmount: 100, maxAmount: 500, feeBp: 0, enabled: true });
      expect([role, r.status, r.body.code]).toEqual([role, 403, 'STAFF_FORBIDDEN']);
    }
    expect((await t.app.db.selectFrom('approvals').select('id').execute()).length).toBe(was);
  });
});
