import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditDeposit, refuseDeposit } from '#server/cashier/deposits.ts';
import { signCallback } from '#server/cashier/gateway.ts';
import { checkLedger } from '#server/ledger/check.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { signedIn } from '../fixtures/member.ts';

type Channel = { id: number; code: string; kind: string; minAmount: number; maxAmount: number };

describe.each(DIALECTS)('deposits on %s', (dialect) => {
  let t: TestApp;
  let channels: Record<string, Channel> = {};
  beforeAll(async () => {
    t = await testApp(dialect, { seed: true, config: { trustProxy: true } });
    const m = await signedIn(t);
    channels = Object.fromEntries((await m.get<Channel[]>('/wps/cashier/channels')).body.value.map((c) => [c.code, c]));
  });
  afterAll(async () => {
    expect(await checkLedger(t.app.reader, t.app.dialect)).toEqual([]);
    await t.close();
  });

  it('offers the channels of the member’s VIP rank', async () => {
    expect(Object.keys(channels)).toEqual(['BANK_TRANSFER', 'EWALLET', 'DEMO_GATEWAY']);
    const vip = await signedIn(t, { vipRank: 6 });
    expect((await vip.get<Channel[]>('/wps/cashier/channels')).body.value.map((c) => c.code)).toContain('VIP_DESK');
  });

  it('credits a reviewed bank transfer exactly once, even with 20 parallel approvals', async () => {
    const m = await signedIn(t);
    const req = await m.post<{ id: number; status: string }>('/wps/cashier/deposits', { channelId: channels['BANK_TRANSFER']?.id, amount: 150_000, reference: 'TRX-99812' });
    expect(req.body.value.status).toBe('pending');
    expect(await m.balance()).toBe(0);
    const results = await Promise.all(Array.from({ length: 20 }, () => creditDeposit(t.app, req.body.value.id, 'operator')));
    expect(results.filter((r) => r.credited)).toHaveLength(1);
    expect(await m.balance()).toBe(150_000);
    const messages = await m.get<{ list: { kind: string; params: { amount: number } }[]; unread: number }>('/wps/relay/CSP_messageList');
    expect(messages.body.value.list[0]).toMatchObject({ kind: 'deposit_credited', params: { amount: 150_000 } });
    expect((await m.get<{ count: number }>('/wps/relay/CSP_unreadCount')).body.value.count).toBe(1);
    await m.post('/wps/relay/CSP_readMessage', { id: 'all' });
    expect((await m.get<{ count: number }>('/wps/relay/CSP_unreadCount')).body.value.count).toBe(0);
  });

  it('refuses with the reason, and keeps amounts within the channel’s range', async () => {
    const m = await signedIn(t);
    const req = await m.post<{ id: number }>('/wps/cashier/deposits', { channelId: channels['EWALLET']?.id, amount: 30_000 });
    await refuseDeposit(t.app, req.body.value.id, 'No transfer with this reference arrived.');
    const list = await m.get<{ status: string; note: string }[]>('/wps/cashier/deposits');
    expect(list.body.value[0]).toMatchObject({ status: 'rejected', note: 'No transfer with this reference arrived.' });
    await expect(refuseDeposit(t.app, req.body.value.id, 'again')).rejects.toMatchObject({ code: 'INVALID_STATE' });
    const small = await m.post('/wps/cashier/deposits', { channelId: channels['BANK_TRANSFER']?.id, amount: 100 });
    expect(small.body).toMatchObject({ code: 'AMOUNT_OUT_OF_RANGE', min: 50_000 });
    const hidden = await m.post('/wps/cashier/deposits', { channelId: 99_999, amount: 100_000 });
    expect(hidden.body.code).toBe('CHANNEL_UNAVAILABLE');
  });

  it('charges the channel’s fee (the house keeps it)', async () => {
    const m = await signedIn(t);
    const req = await m.post<{ id: number; fee: number }>('/wps/cashier/deposits', { channelId: channels['EWALLET']?.id, amount: 50_000 });
    expect(req.body.value.fee).toBe(500);
    await creditDeposit(t.app, req.body.value.id, 'operator');
    expect(await m.balance()).toBe(49_500);
  });

  it('credits a gateway payment from its signed callback once; replays, reordering and forgeries change nothing', async () => {
    const m = await signedIn(t);
    const req = await m.post<{ id: number; payUrl: string }>('/wps/cashier/deposits', { channelId: channels['DEMO_GATEWAY']?.id, amount: 80_000 });
    const page = await t.request(req.body.value.payUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Pay ৳800.00');
    const answered = await t.request(`${req.body.value.payUrl}/answer`, { method: 'POST', headers: { origin: 'http://localhost', 'content-type': 'application/x-www-form-urlencoded' }, body: 'answer=pay' });
    expect(answered.status).toBe(303);
    expect(await m.balance()).toBe(80_000);
    const secret = (await t.app.db.selectFrom('payment_channels').select('secret').where('code', '=', 'DEMO_GATEWAY').executeTakeFirstOrThrow()).secret;
    const callback = (status: 'paid' | 'failed', o: { amount?: number; sig?: string } = {}) => {
      const c = { depositId: req.body.value.id, amount: o.amount ?? 80_000, status, gatewayRef: 'g-1', timestamp: Date.now() };
      return t.request('/wps/payment/callback/DEMO_GATEWAY', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...c, signature: o.sig ?? signCallback(secret, c) }) });
    };
    for (let i = 0; i < 5; i++) expect((await callback('paid')).status).toBe(200);
    expect(((await (await callback('failed')).json()) as { value: { status: string } }).value.status).toBe('credited');
    const forged = await callback('paid', { sig: 'a'.repeat(64) });
    expect(forged.status).toBe(401);
    const wrongAmount = await callback('paid', { amount: 90_000 });
    expect(wrongAmount.status).toBe(400);
    expect(await m.balance()).toBe(80_000);
    const entries = await t.app.db.selectFrom('journal_entries').select('id').where('idempotency_key', '=', `deposit:${req.body.value.id}`).execute();
    expect(entries).toHaveLength(1);
  });

  it('keeps deposits within the member’s limits: lowering at once, raising after 24 hours and a confirmation', async () => {
    const m = await signedIn(t);
    const set = await m.post<{ period: string; amount: number | null; remaining: number | null }[]>('/wps/rg/limits', { period: 'day', amount: 100_000 });
    expect(set.body.value.find((l) => l.period === 'day')).toMatchObject({ amount: 100_000, remaining: 100_000 });
    expect((await m.post('/wps/cashier/deposits', { channelId: channels['BANK_TRANSFER']?.id, amount: 60_000 })).status).toBe(200);
    const over = await m.post('/wps/cashier/deposits', { channelId: channels['BANK_TRANSFER']?.id, amount: 50_000 });
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ code: 'DEPOSIT_LIMIT_REACHED', limits: [{ period: 'day', remaining: 40_000 }] });
    const raise = await m.post<{ period: string; amount: number; pending: { amount: number; from: number } | null }[]>('/wps/rg/limits', { period: 'day', amount: 500_000 });
    const day = raise.body.value.find((l) => l.period === 'day');
    expect(day?.amount).toBe(100_000);
    expect(day?.pending?.amount).toBe(500_000);
    expect((await m.post('/wps/rg/limits/confirm', { period: 'day' })).body.code).toBe('VALIDATION_ERROR');
    await t.app.db.updateTable('deposit_limits').set({ pending_from: Date.now() - 1 }).where('member_id', '=', m.id).execute();
    const confirmed = await m.post<{ period: string; amount: number }[]>('/wps/rg/limits/confirm', { period: 'day' });
    expect(confirmed.body.value.find((l) => l.period === 'day')?.amount).toBe(500_000);
    const lower = await m.post<{ period: string; amount: number }[]>('/wps/rg/limits', { period: 'week', amount: 70_000 });
    expect(lower.body.value.find((l) => l.period === 'week')?.amount).toBe(70_000);
    expect((await m.post('/wps/cashier/deposits', { channelId: channels['BANK_TRANSFER']?.id, amount: 50_000 })).body.code).toBe('DEPOSIT_LIMIT_REACHED');
  });
});
