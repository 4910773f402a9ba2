import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { fundMember } from '#fixtures/factories.ts';
import { decideApproval, type StaffActor } from '#server/backoffice/index.ts';
import { checkLedger } from '#server/ledger/check.ts';
import { setSetting } from '#server/system/index.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { signedIn } from '../fixtures/member.ts';
import { signedInStaff, type TestStaff } from '../fixtures/staff.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- every answer is checked against its contract under test; the tests read its fields freely
type Json = { success: boolean; code?: string; value: any };
const BASE = '/backoffice/api/cashier';
const N = 30;

describe.each(DIALECTS)('the back office’s cashier desk on %s', (dialect) => {
  let t: TestApp;
  let finance: { staff: TestStaff; headers: Record<string, string> };
  let bankChannel = 0;

  beforeAll(async () => {
    t = await testApp(dialect, { seed: true, config: { trustProxy: true } });
    finance = await signedInStaff(t, 'finance');
    bankChannel = Number((await t.app.db.selectFrom('payment_channels').select('id').where('code', '=', 'BANK_TRANSFER').executeTakeFirstOrThrow()).id);
  });
  afterAll(async () => {
    expect(await checkLedger(t.app.reader, t.app.dialect)).toEqual([]);
    await t.close();
  });

  async function call(path: string, o: { method?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<{ status: number; body: Json }> {
    const res = await t.request(`${BASE}${path}`, { method: o.method ?? 'GET', headers: o.headers ?? finance.headers, ...(o.body !== undefined ? { body: JSON.stringify(o.body) } : {}) });
    return { status: res.status, body: (await res.json()) as Json };
  }
  const post = (path: string, body: unknown = {}, headers?: Record<string, string>) => call(path, { method: 'POST', body, ...(headers ? { headers } : {}) });

  const actor = (s: TestStaff): StaffActor => ({ staffId: s.id, username: s.username, displayName: s.username, role: s.role, sessionId: 0, ip: '203.0.113.77', userAgent: 'vitest' });

  async function png(m: { cookie: string; ip: string }, purpose: string): Promise<number> {
    const bytes = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#204060' } }).png().toBuffer();
    const up = await t.request(`/wps/cashier/uploads?purpose=${purpose}`, { method: 'POST', headers: { cookie: m.cookie, origin: 'http://localhost', 'content-type': 'image/png', 'x-forwarded-for': m.ip }, body: bytes });
    return ((await up.json()) as { value: { id: number } }).value.id;
  }

  /** A member with money, a payment password and a bank account bound a while ago, on a known address. */
  async function ready(balance: number) {
    const m = await signedIn(t, { realName: 'Sadia Islam', mobile: ['880', `17${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`] });
    await fundMember(t.app.db, m.id, balance);
    expect((await m.post('/wps/member/paymentPassword', { currentPassword: m.password, paymentPassword: '482913', confirmPaymentPassword: '482913' })).status).toBe(200);
    const bound = await m.post<{ id: number }>('/wps/cashier/bankAccounts', { bankName: 'Meridian Trust Bank', accountNumber: '1234 5678 9012', holderName: 'sadia  islam', paymentPassword: '482913' });
    await t.app.db.updateTable('bank_accounts').set({ created_at: Date.now() - 3 * 86_400_000 }).where('id', '=', bound.body.value.id).execute();
    await t.app.db.updateTable('member_ips').set({ first_seen: Date.now() - 3 * 86_400_000 }).where('member_id', '=', m.id).execute();
    const withdraw = async (amount: number) => {
      const w = await m.post<{ id: number; status: string }>('/wps/cashier/withdrawals', { bankAccountId: bound.body.value.id, amount, paymentPassword: '482913' });
      expect(w.body.value.status).toBe('pending');
      return w.body.value.id;
    };
    const mine = async (id: number) => (await m.get<{ id: number; status: string; note: string | null; receipt: string | null }[]>('/wps/cashier/withdrawals')).body.value.find((w) => w.id === id);
    return { ...m, withdraw, mine };
  }

  async function entries(ref: string, kind?: string) {
    let q = t.app.db.selectFrom('journal_entries').select(['kind', 'idempotency_key']).where('ref', '=', ref);
    if (kind) q = q.where('kind', '=', kind);
    return q.execute();
  }

  async function audited(action: string, targetId: number) {
    return t.app.db.selectFrom('audit_log').select(['staff_id', 'before_json', 'after_json']).where('action', '=', action).where('target_id', '=', String(targetId)).execute();
  }

  it('refuses callers without a staff session (401) or without the permission (403)', async () => {
    expect((await call('/deposits', { headers: { origin: 'http://localhost' } })).body.code).toBe('STAFF_NOT_LOGGED_IN');
    const support = await signedInStaff(t, 'support');
    const refused = await call('/withdrawals', { headers: support.headers });
    expect([refused.status, refused.body.code]).toEqual([403, 'STAFF_FORBIDDEN']);
    const risk = await signedInStaff(t, 'risk');
    expect((await call('/withdrawals', { headers: risk.headers })).status).toBe(200);
    const write = await post('/withdrawals/1/approve', {}, risk.headers);
    expect([write.status, write.body.code]).toEqual([403, 'STAFF_FORBIDDEN']);
    expect((await post('/disputes/1/resolve', { outcome: 'received', note: 'x' }, risk.headers)).body.code).toBe('STAFF_FORBIDDEN');
  });

  it('lists pending bank transfers with the proof image, credits one once under 30 parallel approvals, and audits it', async () => {
    const m = await signedIn(t);
    const image = await png(m, 'deposit_receipt');
    const dep = await m.post<{ id: number }>('/wps/cashier/deposits', { channelId: bankChannel, amount: 150_000, reference: 'TRX-1', receiptUploadId: image });
    const id = dep.body.value.id;
    const page = await call('/deposits?status=pending&pageSize=100');
    const row = page.body.value.list.find((d: { id: number }) => d.id === id);
    expect(row).toMatchObject({ account: m.account, channel: 'BANK_TRANSFER', amount: 150_000, status: 'pending', reference: 'TRX-1', hasProof: true });
    const proof = await t.request(`${BASE}/deposits/${id}/proof`, { headers: finance.headers });
    expect(proof.status).toBe(200);
    expect(proof.headers.get('content-type')).toBe('image/png');
    expect((await sharp(Buffer.from(await proof.arrayBuffer())).metadata()).width).toBe(32);

    const results = await Promise.all(Array.from({ length: N }, () => post(`/deposits/${id}/approve`)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.body.code === 'INVALID_STATE')).toHaveLength(N - 1);
    expect(await m.balance()).toBe(150_000);
    expect(await entries(`deposit:${id}`)).toHaveLength(1);
    const rows = await audited('deposit.approve', id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.staff_id).toBe(finance.staff.id);
    expect(JSON.parse(rows[0]?.before_json ?? '{}')).toMatchObject({ status: 'pending' });
    expect(JSON.parse(rows[0]?.after_json ?? '{}')).toMatchObject({ status: 'credited' });
    expect((await call('/deposits?status=credited&pageSize=100')).body.value.list.some((d: { id: number }) => d.id === id)).toBe(true);
  });

  it('rejects a deposit with the reason the member sees; errors for unknown, decided, no proof and no reason', async () => {
    const m = await signedIn(t);
    const dep = await m.post<{ id: number }>('/wps/cashier/deposits', { channelId: bankChannel, amount: 60_000, reference: 'TRX-2' });
    const id = dep.body.value.id;
    expect((await t.request(`${BASE}/deposits/${id}/proof`, { headers: finance.headers })).status).toBe(404);
    expect((await post(`/deposits/${id}/reject`, { reason: '   ' })).body.code).toBe('VALIDATION_ERROR');
    const rejections = await Promise.all(Array.from({ length: N }, () => post(`/deposits/${id}/reject`, { reason: 'No transfer with this reference arrived.' })));
    expect(rejections.filter((r) => r.status === 200).map((r) => r.body.value)).toEqual([{ id, status: 'rejected' }]);
    expect(rejections.filter((r) => r.body.code === 'INVALID_STATE')).toHaveLength(N - 1);
    const list = await m.get<{ id: number; status: string; note: string }[]>('/wps/cashier/deposits');
    expect(list.body.value.find((d) => d.id === id)).toMatchObject({ status: 'rejected', note: 'No transfer with this reference arrived.' });
    expect((await post(`/deposits/${id}/reject`, { reason: 'again' })).body.code).toBe('INVALID_STATE');
    expect((await post(`/deposits/${id}/approve`)).body.code).toBe('INVALID_STATE');
    expect((await post('/deposits/99999999/approve')).body.code).toBe('NOT_FOUND');
    expect((await post('/deposits/99999999/reject', { reason: 'x' })).body.code).toBe('NOT_FOUND');
    expect((await call('/deposits/abc/proof')).status).toBe(400);
    expect(await audited('deposit.reject', id)).toHaveLength(1);
  });

  it('filters the queues by a member’s account and sorts them by amount; gateway deposits are not decided at the desk', async () => {
    const m = await signedIn(t);
    const ids: number[] = [];
    for (const amount of [70_000, 90_000, 80_000]) ids.push((await m.post<{ id: number }>('/wps/cashier/deposits', { channelId: bankChannel, amount, reference: `S-${amount}` })).body.value.id);
    const mine = await call(`/deposits?account=${m.account.toUpperCase()}&sort=amount&order=desc`);
    expect(mine.body.value.list.map((d: { amount: number }) => d.amount)).toEqual([90_000, 80_000, 70_000]);
    expect(mine.body.value.total).toBe(3);
    const oldest = await call(`/deposits?account=${m.account}`);
    expect(oldest.body.value.list.map((d: { id: number }) => d.id)).toEqual(ids);
    expect((await call('/deposits?account=nobody-has-this')).body.value).toMatchObject({ list: [], total: 0 });
    expect((await call(`/withdrawals?account=${m.account}&status=all`)).body.value.total).toBe(0);
    expect((await call(`/disputes?account=${m.account}&state=all`)).body.value.total).toBe(0);
    expect((await call('/deposits?sort=time')).body.code).toBe('VALIDATION_ERROR');
    const gatewayChannel = Number((await t.app.db.selectFrom('payment_channels').select('id').where('kind', '=', 'gateway').executeTakeFirstOrThrow()).id);
    const viaGateway = await m.post<{ id: number }>('/wps/cashier/deposits', { channelId: gatewayChannel, amount: 80_000 });
    expect((await call(`/deposits?account=${m.account}&status=all&pageSize=100`)).body.value.list.some((d: { id: number }) => d.id === viaGateway.body.value.id)).toBe(false);
    expect((await post(`/deposits/${viaGateway.body.value.id}/approve`)).body.code).toBe('INVALID_STATE');
    expect((await post(`/deposits/${viaGateway.body.value.id}/reject`, { reason: 'x' })).body.code).toBe('INVALID_STATE');
  });

  it('approves a withdrawal once under 30 parallel approvals (paid out once in the ledger), then marks it paid once; the member sees it', async () => {
    const m = await ready(500_000);
    const id = await m.withdraw(200_000);
    expect((await call('/withdrawals?status=pending&pageSize=100')).body.value.list.find((w: { id: number }) => w.id === id)).toMatchObject({ account: m.account, amount: 200_000, status: 'pending', bankName: 'Meridian Trust Bank' });
    const results = await Promise.all(Array.from({ length: N }, () => post(`/withdrawals/${id}/approve`)));
    expect(results.filter((r) => r.status === 200).map((r) => r.body.value)).toEqual([{ id, status: 'approved' }]);
    expect(results.filter((r) => r.body.code === 'INVALID_STATE')).toHaveLength(N - 1);
    expect(await entries(`withdrawal:${id}`, 'withdrawal')).toHaveLength(1);
    expect(await audited('withdrawal.approve', id)).toHaveLength(1);
    expect(await m.mine(id)).toMatchObject({ status: 'pending' });
    expect((await post(`/withdrawals/${id}/reject`, { reason: 'late' })).body.code).toBe('INVALID_STATE');

    const paid = await Promise.all(Array.from({ length: N }, () => post(`/withdrawals/${id}/paid`)));
    expect(paid.filter((r) => r.status === 200)).toHaveLength(1);
    expect(paid.filter((r) => r.body.code === 'INVALID_STATE')).toHaveLength(N - 1);
    expect(await m.mine(id)).toMatchObject({ status: 'paid', receipt: null });
    const messages = await m.get<{ list: { kind: string; params: { id: number } }[] }>('/wps/relay/CSP_messageList');
    expect(messages.body.value.list.filter((x) => x.kind === 'withdrawal_approved' && x.params.id === id)).toHaveLength(1);
    expect(await m.balance()).toBe(300_000);
    expect(await entries(`withdrawal:${id}`, 'withdrawal')).toHaveLength(1);
    const audit = await audited('withdrawal.paid', id);
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]?.after_json ?? '{}')).toMatchObject({ status: 'paid' });
    expect((await post(`/withdrawals/99999999/paid`)).body.code).toBe('NOT_FOUND');
    expect((await post(`/withdrawals/99999999/approve`)).body.code).toBe('NOT_FOUND');
  });

  it('a pending withdrawal cannot be marked paid; a rejection returns the money with the reason the member sees', async () => {
    const m = await ready(300_000);
    const id = await m.withdraw(100_000);
    expect((await post(`/withdrawals/${id}/paid`)).body.code).toBe('INVALID_STATE');
    expect((await post(`/withdrawals/${id}/reject`, {})).body.code).toBe('VALIDATION_ERROR');
    const results = await Promise.all(Array.from({ length: N }, () => post(`/withdrawals/${id}/reject`, { reason: 'The account name does not match.' })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await m.mine(id)).toMatchObject({ status: 'rejected', note: 'The account name does not match.' });
    expect(await m.balance()).toBe(300_000);
    const messages = await m.get<{ list: { kind: string; params: { reason: string } }[] }>('/wps/relay/CSP_messageList');
    expect(messages.body.value.list[0]).toMatchObject({ kind: 'withdrawal_rejected', params: { reason: 'The account name does not match.' } });
    expect((await post(`/withdrawals/${id}/approve`)).body.code).toBe('INVALID_STATE');
    expect((await post('/withdrawals/99999999/reject', { reason: 'x' })).body.code).toBe('NOT_FOUND');
    expect(await audited('withdrawal.reject', id)).toHaveLength(1);
  });

  it('above the threshold asks a second staff member: the maker cannot approve, a checker can, once', async () => {
    await setSetting(t.app.db, 'backoffice', { ipAllowList: [], withdrawalApprovalAbove: 150_000 });
    try {
      const m = await ready(800_000);
      const id = await m.withdraw(400_000);
      const asked = await Promise.all(Array.from({ length: N }, () => post(`/withdrawals/${id}/approve`)));
      expect(asked.every((r) => r.status === 200 && r.body.value.status === 'pending-approval')).toBe(true);
      const approvalId = asked[0]?.body.value.approvalId as number;
      expect(typeof approvalId).toBe('number');
      expect(new Set(asked.map((r) => r.body.value.approvalId))).toEqual(new Set([approvalId]));
      expect(await t.app.db.selectFrom('approvals').select('id').where('kind', '=', 'withdrawal.approve').where('target_id', '=', String(id)).execute()).toHaveLength(1);
      expect((await post(`/withdrawals/${id}/approve`)).body.value).toEqual({ id, status: 'pending-approval', approvalId });
      expect((await call('/withdrawals?status=pending&pageSize=100')).body.value.approvalAbove).toBe(150_000);
      expect(await entries(`withdrawal:${id}`, 'withdrawal')).toHaveLength(0);
      await expect(decideApproval(t.app, actor(finance.staff), approvalId, { approve: true })).rejects.toMatchObject({ code: 'SELF_APPROVAL' });
      const checker = await signedInStaff(t, 'finance');
      const decided = await decideApproval(t.app, actor(checker.staff), approvalId, { approve: true });
      expect(decided).toMatchObject({ status: 'approved', result: { withdrawalId: id, status: 'approved' } });
      expect(await entries(`withdrawal:${id}`, 'withdrawal')).toHaveLength(1);
      expect((await post(`/withdrawals/${id}/approve`)).body.code).toBe('INVALID_STATE');
      expect((await post(`/withdrawals/${id}/paid`)).body.value).toEqual({ id, status: 'paid' });
      // Below the threshold the desk approves at once.
      const small = await m.withdraw(100_000);
      expect((await post(`/withdrawals/${small}/approve`)).body.value).toEqual({ id: small, status: 'approved' });
    } finally {
      await setSetting(t.app.db, 'backoffice', { ipAllowList: [], withdrawalApprovalAbove: 5_000_000 });
    }
  });

  /** A paid withdrawal the member reported as not received (or partly), with a proof image. */
  async function disputed(receipt: 'partial' | 'not_received', amount = 200_000) {
    const m = await ready(amount * 2);
    const id = await m.withdraw(amount);
    expect((await post(`/withdrawals/${id}/approve`)).status).toBe(200);
    expect((await post(`/withdrawals/${id}/paid`)).status).toBe(200);
    const image = await png(m, 'withdrawal_proof');
    const r = await m.post(`/wps/cashier/withdrawals/${id}/receipt`, { receipt, ...(receipt === 'partial' ? { receivedAmount: amount / 4 } : {}), note: 'Bank statement attached', imageIds: [image] });
    expect(r.status).toBe(200);
    return { m, id, image };
  }

  it('shows a dispute with its proof images and history, and refunds it to the wallet once under 30 parallel resolutions', async () => {
    const { m, id, image } = await disputed('not_received');
    const open = await call('/disputes?state=open&pageSize=100');
    expect(open.body.value.list.find((d: { id: number }) => d.id === id)).toMatchObject({ account: m.account, receipt: 'not_received', missing: 200_000, receivedAmount: 0, outcome: null });
    const detail = await call(`/disputes/${id}`);
    expect(detail.body.value).toMatchObject({ id, proofImages: [image], memberNote: 'Bank statement attached', outcome: null });
    expect(detail.body.value.history.map((h: { event: string }) => h.event)).toEqual(expect.arrayContaining(['requested', 'approved', 'paid', 'reported_not_received', 'entry_withdrawal_hold', 'entry_withdrawal']));
    const proof = await t.request(`${BASE}/proofs/${image}`, { headers: finance.headers });
    expect([proof.status, proof.headers.get('content-type')]).toEqual([200, 'image/png']);
    const before = await m.balance();
    expect((await post(`/disputes/${id}/resolve`, { outcome: 'lost', note: 'x' })).body.code).toBe('VALIDATION_ERROR');
    expect((await post(`/disputes/${id}/resolve`, { outcome: 'refunded', note: '' })).body.code).toBe('VALIDATION_ERROR');
    const results = await Promise.all(Array.from({ length: N }, () => post(`/disputes/${id}/resolve`, { outcome: 'refunded', note: 'The bank returned the transfer.' })));
    expect(results.filter((r) => r.status === 200).map((r) => r.body.value)).toEqual([{ id, outcome: 'refunded', moved: 200_000 }]);
    expect(results.filter((r) => r.body.code === 'INVALID_STATE')).toHaveLength(N - 1);
    expect(await entries(`withdrawal:${id}`, 'withdrawal_refund')).toHaveLength(1);
    expect(await m.balance()).toBe(before + 200_000);
    expect(await audited('withdrawal.dispute.resolve', id)).toHaveLength(1);
    expect((await call('/disputes?state=resolved&pageSize=100')).body.value.list.find((d: { id: number }) => d.id === id)).toMatchObject({ outcome: 'refunded' });
    expect((await call('/disputes?state=open&pageSize=100')).body.value.list.some((d: { id: number }) => d.id === id)).toBe(false);
    const told = await m.get<{ list: { kind: string; params: { id: number; amount: number } }[] }>('/wps/relay/CSP_messageList');
    expect(told.body.value.list[0]).toMatchObject({ kind: 'withdrawal_refunded', params: { id, amount: 200_000 } });
    const record = await m.get<{ list: { kind: string; amount: number }[] }>('/wps/cashier/records?type=withdrawal');
    expect(record.body.value.list[0]).toMatchObject({ kind: 'withdrawal_refund', amount: 200_000 });
  });

  it('re-pays a partial payout (a reversing and a new payout entry) and closes one as received (nothing moves)', async () => {
    const partial = await disputed('partial');
    const before = await partial.m.balance();
    const repaid = await Promise.all(Array.from({ length: N }, () => post(`/disputes/${partial.id}/resolve`, { outcome: 'repaid', note: 'Sent the rest again.' })));
    expect(repaid.filter((r) => r.status === 200).map((r) => r.body.value)).toEqual([{ id: partial.id, outcome: 'repaid', moved: 150_000 }]);
    expect(await entries(`withdrawal:${partial.id}`, 'withdrawal_return')).toHaveLength(1);
    expect(await entries(`withdrawal:${partial.id}`, 'withdrawal_repay')).toHaveLength(1);
    expect(await partial.m.balance()).toBe(before);
    const told = await partial.m.get<{ list: { kind: string; params: { amount: number } }[] }>('/wps/relay/CSP_messageList');
    expect(told.body.value.list[0]).toMatchObject({ kind: 'withdrawal_repaid', params: { amount: 150_000 } });

    const received = await disputed('not_received');
    const kinds = (await entries(`withdrawal:${received.id}`)).length;
    const closes = await Promise.all(Array.from({ length: N }, () => post(`/disputes/${received.id}/resolve`, { outcome: 'received', note: 'The member found it.' })));
    expect(closes.filter((r) => r.status === 200).map((r) => r.body.value)).toEqual([{ id: received.id, outcome: 'received', moved: 0 }]);
    expect(await audited('withdrawal.dispute.resolve', received.id)).toHaveLength(1);
    expect(await entries(`withdrawal:${received.id}`)).toHaveLength(kinds);
    expect((await post(`/disputes/${received.id}/resolve`, { outcome: 'refunded', note: 'again' })).body.code).toBe('INVALID_STATE');
  });

  it('answers NOT_FOUND for a withdrawal that is no dispute and for unknown ones', async () => {
    const m = await ready(300_000);
    const id = await m.withdraw(100_000);
    expect((await call(`/disputes/${id}`)).body.code).toBe('NOT_FOUND');
    expect((await post(`/disputes/${id}/resolve`, { outcome: 'received', note: 'x' })).body.code).toBe('NOT_FOUND');
    expect((await call('/disputes/99999999')).body.code).toBe('NOT_FOUND');
    expect((await call('/proofs/99999999')).status).toBe(404);
  });

  it('daily totals per channel equal the ledger’s sums for the same days', async () => {
    const from = Date.now() - 86_400_000;
    const to = Date.now() + 60_000;
    const totals = await call(`/totals?from=${from}&to=${to}`);
    expect(totals.status).toBe(200);
    const { list, totals: sum, zone } = totals.body.value as { zone: string; list: { channel: string; date: string; deposits: number; withdrawals: number; returned: number; depositCount: number; withdrawalCount: number }[]; totals: { deposits: number; withdrawals: number } };
    expect(typeof zone).toBe('string');
    const rows = await t.app.db
      .selectFrom('journal_entries as e')
      .innerJoin('postings as p', 'p.entry_id', 'e.id')
      .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
      .select(['e.kind', 'a.ref', 'p.amount'])
      .where('a.kind', '=', 'payment_clearing')
      .where('e.created_at', '>=', from)
      .where('e.created_at', '<', to)
      .execute();
    const byChannel = new Map<string, { deposits: number; out: number }>();
    for (const r of rows) {
      const c = byChannel.get(r.ref) ?? { deposits: 0, out: 0 };
      if (r.kind === 'deposit') c.deposits -= Number(r.amount);
      else c.out += Number(r.amount);
      byChannel.set(r.ref, c);
    }
    for (const [channel, c] of byChannel) {
      const days = list.filter((d) => d.channel === channel);
      expect(days.reduce((n, d) => n + d.deposits, 0)).toBe(c.deposits);
      expect(days.reduce((n, d) => n + d.withdrawals - d.returned, 0)).toBe(c.out);
    }
    expect(sum.deposits).toBe([...byChannel.values()].reduce((n, c) => n + c.deposits, 0));
    const credited = await t.app.db.selectFrom('deposits as d').innerJoin('payment_channels as c', 'c.id', 'd.channel_id').select((eb) => eb.fn.sum<number>('d.amount').as('s')).where('d.status', '=', 'credited').where('c.code', '=', 'BANK_TRANSFER').where('d.decided_at', '>=', from).executeTakeFirst();
    expect(list.filter((d) => d.channel === 'BANK_TRANSFER').reduce((n, d) => n + d.deposits, 0)).toBe(Number(credited?.s ?? 0));
    const payout = list.filter((d) => d.channel === 'BANK_PAYOUT');
    expect(payout.reduce((n, d) => n + d.withdrawalCount, 0)).toBeGreaterThan(0);
    // The refunded and the re-paid disputes above reversed 200,000 and 150,000 of their payouts.
    expect(payout.reduce((n, d) => n + d.returned, 0)).toBeGreaterThanOrEqual(350_000);
    expect(list.every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d.date))).toBe(true);
  });
});
