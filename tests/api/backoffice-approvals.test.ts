import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { APPROVAL_KINDS, APPROVAL_TTL_MS, approvalKind, checkAuditChain, expireApprovals, requestApproval, type StaffActor } from '#server/backoffice/index.ts';
import { InvalidState } from '#server/errors.ts';
import { startJobs } from '#server/jobs/index.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { signedInStaff, type TestStaff } from '../fixtures/staff.ts';

const actorOf = (s: TestStaff): StaffActor => ({ staffId: s.id, username: s.username, displayName: s.username, role: s.role, sessionId: 0, ip: '203.0.113.9', userAgent: 'vitest' });

/** Kinds of this test: one counting how often it is carried out, one a finance checker may not decide, one that fails. */
const executed: string[] = [];
APPROVAL_KINDS['test.count'] = approvalKind({
  permission: 'members.adjust',
  payload: z.object({ n: z.number().int() }),
  async execute(_app, p, run) {
    executed.push(run.idempotencyKey);
    await new Promise((r) => setTimeout(r, 5));
    return { n: p.n };
  },
});
APPROVAL_KINDS['test.cashier'] = approvalKind({ permission: 'cashier.write', payload: z.object({}), execute: async () => null });
APPROVAL_KINDS['test.fails'] = approvalKind({
  permission: 'members.adjust',
  payload: z.object({}),
  execute: async () => {
    throw new InvalidState('the member was closed meanwhile');
  },
});

APPROVAL_KINDS['test.crashes'] = approvalKind({
  permission: 'members.adjust',
  payload: z.object({}),
  execute: async () => {
    throw new Error('the database went away');
  },
});

type Row = { id: number; kind: string; status: string; makerName: string; mine: boolean; canDecide: boolean; reason: string | null; checkerName: string | null; expiresAt: number; createdAt: number; result: string | null };

describe.each(DIALECTS)('maker-checker approvals on %s', (dialect) => {
  let t: TestApp;
  let maker: { staff: TestStaff; headers: Record<string, string> };
  let checker: { staff: TestStaff; headers: Record<string, string> };
  let risk: { staff: TestStaff; headers: Record<string, string> };
  let support: { staff: TestStaff; headers: Record<string, string> };
  beforeAll(async () => {
    t = await testApp(dialect, { config: { trustProxy: true } });
    [maker, checker, risk, support] = await Promise.all([signedInStaff(t, 'finance'), signedInStaff(t, 'finance'), signedInStaff(t, 'risk'), signedInStaff(t, 'support')]);
  });
  afterAll(async () => {
    expect((await checkAuditChain(t.app.db)).firstBad).toBeNull();
    await t.close();
  });

  const ask = (kind = 'test.count', payload: unknown = { n: 1 }, now?: number) => requestApproval(t.app, actorOf(maker.staff), { kind, targetId: 7, payload, summary: `Test ${kind}` }, now);
  const post = async (path: string, headers: Record<string, string>, body?: unknown) => {
    const res = await t.request(path, { method: 'POST', headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    return { status: res.status, body: (await res.json()) as { success: boolean; code?: string; value: { id: number; status: string; result: string | null } } };
  };
  const list = async (headers: Record<string, string>, status = 'all') => {
    const res = await t.request(`/backoffice/api/approvals?status=${status}&pageSize=200`, { headers });
    const body = (await res.json()) as { value: { list: Row[]; total: number } };
    return body.value;
  };
  const audited = async (id: number) =>
    (await t.app.db.selectFrom('audit_log').select(['action', 'staff_name']).where('target_type', '=', 'approval').where('target_id', '=', String(id)).orderBy('id').execute()).map((r) => `${r.action} ${r.staff_name}`);
  const statusOf = async (id: number) => (await t.app.db.selectFrom('approvals').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

  it('shows the maker their own request waiting for a second person, and a checker may decide it', async () => {
    const { id } = await ask();
    const mine = (await list(maker.headers, 'pending')).list.find((r) => r.id === id);
    expect(mine).toMatchObject({ kind: 'test.count', status: 'pending', makerName: maker.staff.username, mine: true, canDecide: false });
    expect(mine!.expiresAt - mine!.createdAt).toBe(APPROVAL_TTL_MS);
    expect((await list(checker.headers, 'pending')).list.find((r) => r.id === id)).toMatchObject({ mine: false, canDecide: true });
    expect(await audited(id)).toEqual([`approval.request ${maker.staff.username}`]);
  });

  it('refuses the maker’s own decision (403 SELF_APPROVAL) and changes nothing', async () => {
    const { id } = await ask();
    const before = executed.length;
    const res = await post(`/backoffice/api/approvals/${id}/approve`, maker.headers);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('SELF_APPROVAL');
    expect((await post(`/backoffice/api/approvals/${id}/reject`, maker.headers, { reason: 'mine' })).body.code).toBe('SELF_APPROVAL');
    expect(await statusOf(id)).toBe('pending');
    expect(executed.length).toBe(before);
  });

  it('refuses a checker whose role lacks the kind’s permission, and a role that decides nothing', async () => {
    const { id } = await ask('test.cashier', {});
    expect((await list(risk.headers, 'pending')).list.find((r) => r.id === id)).toMatchObject({ canDecide: false });
    const res = await post(`/backoffice/api/approvals/${id}/approve`, risk.headers);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('STAFF_FORBIDDEN');
    const none = await post(`/backoffice/api/approvals/${id}/approve`, support.headers);
    expect(none.status).toBe(403);
    expect(none.body.code).toBe('STAFF_FORBIDDEN');
    expect(await statusOf(id)).toBe('pending');
    expect((await post(`/backoffice/api/approvals/${id}/approve`, checker.headers)).body.value.status).toBe('approved');
  });

  it('answers 404 for a request that does not exist', async () => {
    const res = await post('/backoffice/api/approvals/999999/approve', checker.headers);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });

  it('expires a request after 24 hours: listed as expired before the job runs, closed to decisions, and the job marks it (audited)', async () => {
    const { id } = await ask('test.count', { n: 2 }, Date.now() - APPROVAL_TTL_MS - 60_000);
    expect((await list(checker.headers, 'pending')).list.some((r) => r.id === id)).toBe(false);
    expect((await list(checker.headers, 'expired')).list.find((r) => r.id === id)).toMatchObject({ status: 'expired', canDecide: false });
    const before = executed.length;
    const res = await post(`/backoffice/api/approvals/${id}/approve`, checker.headers);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('APPROVAL_CLOSED');
    expect(executed.length).toBe(before);
    // The decision expired it already; the job finds nothing left.
    expect(await statusOf(id)).toBe('expired');
    expect(await expireApprovals(t.app.db)).toBe(0);
    expect(await audited(id)).toEqual([`approval.request ${maker.staff.username}`, 'approval.expire system']);

    const late = await ask('test.count', { n: 3 }, Date.now() - APPROVAL_TTL_MS + 60_000);
    expect(await expireApprovals(t.app.db)).toBe(0);
    expect(await expireApprovals(t.app.db, Date.now() + 120_000)).toBe(1);
    expect(await statusOf(late.id)).toBe('expired');
  });

  it('has the scheduler expire due requests on its own', async () => {
    const { id } = await ask('test.count', { n: 5 }, Date.now() - APPROVAL_TTL_MS - 1_000);
    const jobs = startJobs(t.app, { initialDelayMs: 3_600_000, approvalExpiryEveryMs: 25 });
    try {
      await expect.poll(() => statusOf(id), { timeout: 5_000 }).toBe('expired');
    } finally {
      jobs.stop();
    }
    expect(await audited(id)).toEqual([`approval.request ${maker.staff.username}`, 'approval.expire system']);
  });

  it('carries out a request approved thirty times at once exactly once', async () => {
    const { id } = await ask('test.count', { n: 30 });
    const before = executed.length;
    const others = await Promise.all(Array.from({ length: 3 }, () => signedInStaff(t, 'finance')));
    const all = await Promise.all(Array.from({ length: 30 }, (_, i) => post(`/backoffice/api/approvals/${id}/approve`, [checker, ...others][i % 4]!.headers)));
    const won = all.filter((r) => r.status === 200);
    expect(won).toHaveLength(1);
    expect(won[0]!.body.value).toEqual({ id, status: 'approved', result: '{"n":30}' });
    expect(all.filter((r) => r.status === 409 && r.body.code === 'APPROVAL_CLOSED')).toHaveLength(29);
    expect(executed.slice(before)).toEqual([`approval:${id}`]);
    expect(await statusOf(id)).toBe('approved');
    const trail = await audited(id);
    expect(trail).toHaveLength(2);
    expect(trail[1]).toMatch(/^approval\.approve /);
  });

  it('lets exactly one of thirty mixed decisions at once win, approve or reject', async () => {
    const { id } = await ask('test.count', { n: 31 });
    const before = executed.length;
    const all = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        i % 2 === 0 ? post(`/backoffice/api/approvals/${id}/approve`, checker.headers) : post(`/backoffice/api/approvals/${id}/reject`, checker.headers, { reason: `race ${i}` }),
      ),
    );
    expect(all.filter((r) => r.status === 200)).toHaveLength(1);
    expect(all.filter((r) => r.body.code === 'APPROVAL_CLOSED')).toHaveLength(29);
    const status = await statusOf(id);
    expect(executed.length - before).toBe(status === 'approved' ? 1 : 0);
    expect(await audited(id)).toHaveLength(2);
  });

  it('expires a due request once when thirty expiry runs and a decision meet', async () => {
    const { id } = await ask('test.count', { n: 32 }, Date.now() - APPROVAL_TTL_MS - 1_000);
    const before = executed.length;
    const [runs, decision] = await Promise.all([Promise.all(Array.from({ length: 30 }, () => expireApprovals(t.app.db))), post(`/backoffice/api/approvals/${id}/approve`, checker.headers)]);
    expect(decision.body.code).toBe('APPROVAL_CLOSED');
    expect(runs.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1);
    expect(await statusOf(id)).toBe('expired');
    expect(executed.length).toBe(before);
    expect((await audited(id)).filter((a) => a.startsWith('approval.expire'))).toHaveLength(1);
  });

  it('rejects with a reason (required) and carries nothing out; a decided request stays closed', async () => {
    const { id } = await ask('test.count', { n: 4 });
    const before = executed.length;
    expect((await post(`/backoffice/api/approvals/${id}/reject`, checker.headers, {})).body.code).toBe('VALIDATION_ERROR');
    expect((await post(`/backoffice/api/approvals/${id}/reject`, checker.headers, { reason: '   ' })).body.code).toBe('VALIDATION_ERROR');
    const res = await post(`/backoffice/api/approvals/${id}/reject`, checker.headers, { reason: 'No ticket for this adjustment' });
    expect(res.body.value).toEqual({ id, status: 'rejected', result: null });
    expect(executed.length).toBe(before);
    expect((await list(maker.headers, 'rejected')).list.find((r) => r.id === id)).toMatchObject({ reason: 'No ticket for this adjustment', checkerName: checker.staff.username, canDecide: false });
    expect((await post(`/backoffice/api/approvals/${id}/approve`, checker.headers)).body.code).toBe('APPROVAL_CLOSED');
    expect(await audited(id)).toEqual([`approval.request ${maker.staff.username}`, `approval.reject ${checker.staff.username}`]);
  });

  it('records a request that could not be carried out as failed, with the error', async () => {
    const { id } = await ask('test.fails', {});
    const res = await post(`/backoffice/api/approvals/${id}/approve`, checker.headers);
    expect(res.status).toBe(200);
    expect(res.body.value.status).toBe('failed');
    expect(JSON.parse(res.body.value.result ?? '{}')).toMatchObject({ code: 'INVALID_STATE' });
    expect(await audited(id)).toEqual([`approval.request ${maker.staff.username}`, `approval.fail ${checker.staff.username}`]);
  });

  it('closes a request whose execution stopped unexpectedly as failed, audited, and answers 500', async () => {
    const { id } = await ask('test.crashes', {});
    const res = await post(`/backoffice/api/approvals/${id}/approve`, checker.headers);
    expect(res.status).toBe(500);
    expect(await statusOf(id)).toBe('failed');
    expect(await audited(id)).toEqual([`approval.request ${maker.staff.username}`, `approval.fail ${checker.staff.username}`]);
    expect((await post(`/backoffice/api/approvals/${id}/approve`, checker.headers)).body.code).toBe('APPROVAL_CLOSED');
  });

  it('filters the queue by status and keeps the chain valid', async () => {
    const pending = await list(checker.headers, 'pending');
    expect(pending.list.every((r) => r.status === 'pending')).toBe(true);
    const approved = await list(checker.headers, 'approved');
    expect(approved.list.every((r) => r.status === 'approved')).toBe(true);
    expect((await t.request('/backoffice/api/approvals?status=nonsense', { headers: checker.headers })).status).toBe(400);
    expect((await checkAuditChain(t.app.db)).firstBad).toBeNull();
  });
});
