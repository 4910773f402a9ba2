/**
 * Guarded state changes in the cashier and the security centre (docs/decisions/014): money
 * requests keyed by the member's intent, decisions that happen once, the payment-password lock,
 * and limits that hold under parallel requests. Every race fires its requests truly in parallel.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundMember, insertMember } from '#fixtures/factories.ts';
import { creditDeposit, refuseDeposit } from '#server/cashier/deposits.ts';
import { PAYMENT_PASSWORD_LOCK_MS } from '#server/cashier/payment-password.ts';
import { approveWithdrawal, rejectWithdrawal } from '#server/cashier/withdrawals.ts';
import { checkLedger } from '#server/ledger/check.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { latestCode } from '../fixtures/auth.ts';
import { rid, signedIn } from '../fixtures/member.ts';

const PAY = '482913';
const N = 30;

describe.each(DIALECTS)('guarded cashier state changes on %s', (dialect) => {
  let t: TestApp;
  let bankChannel = 0;
  let ewalletChannel = 0;
  beforeAll(async () => {
    t = await testApp(dialect, { seed: true, config: { trustProxy: true } });
    const channels = await t.app.db.selectFrom('payment_channels').select(['id', 'code']).execute();
    bankChannel = Number(channels.find((c) => c.code === 'BANK_TRANSFER')?.id);
    ewalletChannel = Number(channels.find((c) => c.code === 'EWALLET')?.id);
  });
  afterAll(async () => {
    expect(await checkLedger(t.app.reader, t.app.dialect)).toEqual([]);
    await t.close();
  });

  /** A member with money, a payment password and a bank account bound a while ago, on a known address. */
  async function ready(balance: number, over: Parameters<typeof signedIn>[1] = {}) {
    const m = await signedIn(t, { realName: 'Sadia Islam', ...over });
    if (balance) await fundMember(t.app.db, m.id, balance);
    expect((await m.post('/wps/member/paymentPassword', { currentPassword: m.password, paymentPassword: PAY, confirmPaymentPassword: PAY })).status).toBe(200);
    const bound = await m.post<{ id: number }>('/wps/cashier/bankAccounts', { bankName: 'Meridian Trust Bank', accountNumber: `1234${String(m.id).padStart(8, '0')}`, holderName: 'Sadia Islam', paymentPassword: PAY });
    expect(bound.status).toBe(200);
    await t.app.db.updateTable('bank_accounts').set({ created_at: Date.now() - 3 * 86_400_000 }).where('id', '=', bound.body.value.id).execute();
    await t.app.db.updateTable('member_ips').set({ first_seen: Date.now() - 3 * 86_400_000 }).where('member_id', '=', m.id).execute();
    return { ...m, accountId: bound.body.value.id };
  }

  const depositsOf = async (memberId: number) => t.app.db.selectFrom('deposits').select(['id', 'amount', 'status']).where('member_id', '=', memberId).execute();
  const withdrawalsOf = async (memberId: number) => t.app.db.selectFrom('withdrawals').select(['id', 'amount', 'status']).where('member_id', '=', memberId).execute();

  it('a deposit retried with the same client key creates one request; the same key with another amount or method is refused', async () => {
    const m = await signedIn(t);
    const key = rid();
    const tries = await Promise.all(Array.from({ length: N }, () => m.post<{ id: number; status: string }>('/wps/cashier/deposits', { channelId: bankChannel, amount: 150_000, reference: 'TRX-1', requestId: key })));
    expect(tries.map((r) => r.status)).toEqual(Array(N).fill(200));
    expect(new Set(tries.map((r) => r.body.value.id)).size).toBe(1);
    expect(await depositsOf(m.id)).toHaveLength(1);
    const other = await m.post('/wps/cashier/deposits', { channelId: bankChannel, amount: 160_000, requestId: key });
    expect([other.status, other.body.code]).toEqual([409, 'REQUEST_ID_REUSED']);
    const method = await m.post('/wps/cashier/deposits', { channelId: ewalletChannel, amount: 150_000, requestId: key });
    expect(method.body.code).toBe('REQUEST_ID_REUSED');
    expect(await depositsOf(m.id)).toHaveLength(1);
    // A key is the member's own: another member's request with the same key is a request of its own.
    const n = await signedIn(t);
    expect((await n.post('/wps/cashier/deposits', { channelId: bankChannel, amount: 150_000, requestId: key })).status).toBe(200);
    expect(await depositsOf(n.id)).toHaveLength(1);
    // A new submission (a new key) is a new request.
    expect((await m.post('/wps/cashier/deposits', { channelId: bankChannel, amount: 150_000, requestId: rid() })).status).toBe(200);
    expect(await depositsOf(m.id)).toHaveLength(2);
  });

  it('a deposit with a receipt image it may not use is refused whole: no request is left without its receipt', async () => {
    const m = await signedIn(t);
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#405060' } }).png().toBuffer();
    const up = await t.request('/wps/cashier/uploads?purpose=deposit_receipt', { method: 'POST', headers: { cookie: m.cookie, origin: 'http://localhost', 'content-type': 'image/png', 'x-forwarded-for': m.ip }, body: png });
    const image = ((await up.json()) as { value: { id: number } }).value.id;
    const stranger = await signedIn(t);
    const key = rid();
    const refused = await stranger.post('/wps/cashier/deposits', { channelId: bankChannel, amount: 100_000, receiptUploadId: image, requestId: key });
    expect(refused.body.code).toBe('UPLOAD_REFUSED');
    expect(await depositsOf(stranger.id)).toHaveLength(0);
    // The owner's request takes it; a second request cannot take it again.
    const first = await m.post<{ id: number }>('/wps/cashier/deposits', { channelId: bankChannel, amount: 100_000, receiptUploadId: image, requestId: rid() });
    expect(first.status).toBe(200);
    const again = await m.post('/wps/cashier/deposits', { channelId: bankChannel, amount: 120_000, receiptUploadId: image, requestId: rid() });
    expect(again.body.code).toBe('UPLOAD_REFUSED');
    const rows = await t.app.db.selectFrom('deposits').select(['id', 'receipt_upload_id']).where('member_id', '=', m.id).execute();
    expect(rows.map((d) => [d.id, d.receipt_upload_id])).toEqual([[first.body.value.id, image]]);
  });

  it(`${N} parallel deposit requests never pass a deposit limit together`, async () => {
    const m = await signedIn(t);
    expect((await m.post('/wps/rg/limits', { period: 'day', amount: 100_000 })).status).toBe(200);
    const tries = await Promise.all(Array.from({ length: N }, () => m.post('/wps/cashier/deposits', { channelId: bankChannel, amount: 60_000, requestId: rid() })));
    expect(tries.filter((r) => r.status === 200)).toHaveLength(1);
    expect(tries.filter((r) => r.body.code === 'DEPOSIT_LIMIT_REACHED')).toHaveLength(N - 1);
    expect(await depositsOf(m.id)).toHaveLength(1);
  });

  it(`${N} parallel approvals and refusals of one deposit decide it once and pay once`, async () => {
    const m = await signedIn(t);
    const d = await m.post<{ id: number }>('/wps/cashier/deposits', { channelId: bankChannel, amount: 200_000, requestId: rid() });
    const outcomes = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        i % 2 ? creditDeposit(t.app, d.body.value.id, 'operator').then((r) => (r.credited ? 'credited' : 'no')) : refuseDeposit(t.app, d.body.value.id, 'no money arrived').then(() => 'rejected', () => 'no'),
      ),
    );
    expect(outcomes.filter((o) => o !== 'no')).toHaveLength(1);
    const [row] = await depositsOf(m.id);
    expect(row?.status).toBe(outcomes.find((o) => o !== 'no'));
    expect(await m.balance()).toBe(row?.status === 'credited' ? 200_000 : 0);
  });

  it('a withdrawal retried with the same key holds the money once; another amount or account with that key is refused', async () => {
    const m = await ready(500_000);
    const key = rid();
    const tries = await Promise.all(Array.from({ length: N }, () => m.post<{ id: number; status: string }>('/wps/cashier/withdrawals', { bankAccountId: m.accountId, amount: 100_000, paymentPassword: PAY, requestId: key })));
    expect(tries.map((r) => r.status)).toEqual(Array(N).fill(200));
    expect(new Set(tries.map((r) => r.body.value.id)).size).toBe(1);
    expect(await withdrawalsOf(m.id)).toHaveLength(1);
    expect(await m.balance()).toBe(400_000);
    const other = await m.post('/wps/cashier/withdrawals', { bankAccountId: m.accountId, amount: 90_000, paymentPassword: PAY, requestId: key });
    expect([other.status, other.body.code]).toEqual([409, 'REQUEST_ID_REUSED']);
    expect(await m.balance()).toBe(400_000);
  });

  it(`${N} parallel approvals and refusals of one withdrawal decide it once`, async () => {
    const m = await ready(300_000);
    const w = await m.post<{ id: number }>('/wps/cashier/withdrawals', { bankAccountId: m.accountId, amount: 300_000, paymentPassword: PAY, requestId: rid() });
    const outcomes = await Promise.all(Array.from({ length: N }, (_, i) => (i % 2 ? approveWithdrawal(t.app, w.body.value.id) : rejectWithdrawal(t.app, w.body.value.id, 'refused'))));
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    const [row] = await withdrawalsOf(m.id);
    expect(await m.balance()).toBe(row?.status === 'rejected' ? 300_000 : 0);
  });

  it(`${N} parallel receipt answers to one payout: one is kept, with its own images only`, async () => {
    const m = await ready(300_000);
    const w = await m.post<{ id: number }>('/wps/cashier/withdrawals', { bankAccountId: m.accountId, amount: 100_000, paymentPassword: PAY, requestId: rid() });
    expect(await approveWithdrawal(t.app, w.body.value.id)).toBe(true);
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#203040' } }).png().toBuffer();
    const images: number[] = [];
    for (let i = 0; i < 5; i++) {
      const up = await t.request('/wps/cashier/uploads?purpose=withdrawal_proof', { method: 'POST', headers: { cookie: m.cookie, origin: 'http://localhost', 'content-type': 'image/png', 'x-forwarded-for': m.ip }, body: png });
      images.push(((await up.json()) as { value: { id: number } }).value.id);
    }
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) => m.post<{ proofImages: number[] }>(`/wps/cashier/withdrawals/${w.body.value.id}/receipt`, { receipt: 'not_received', imageIds: i < images.length ? [images[i]] : [] })),
    );
    const kept = answers.filter((a) => a.status === 200);
    expect(kept).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === 'INVALID_STATE')).toHaveLength(N - 1);
    const attached = await t.app.db.selectFrom('uploads').select('id').where('purpose', '=', 'withdrawal_proof').where('ref_id', '=', w.body.value.id).execute();
    expect(attached.map((u) => u.id)).toEqual(kept[0]?.body.value.proofImages);
  });

  it('a transfer key reused with another amount is refused (not a silent 200 moved:false), and a retry moves money once', async () => {
    const agent = await insertMember(t.app.db, { isAgent: 1 });
    const m = await ready(100_000, { uplineId: agent.id });
    const key = rid();
    const tries = await Promise.all(Array.from({ length: N }, () => m.post<{ moved: boolean }>('/wps/cashier/transferUpline', { amount: 10_000, paymentPassword: PAY, requestId: key })));
    expect(tries.map((r) => r.status)).toEqual(Array(N).fill(200));
    expect(tries.filter((r) => r.body.value.moved)).toHaveLength(1);
    expect(await m.balance()).toBe(90_000);
    const other = await m.post('/wps/cashier/transferUpline', { amount: 20_000, paymentPassword: PAY, requestId: key });
    expect([other.status, other.body.code]).toEqual([409, 'REQUEST_ID_REUSED']);
    expect(await m.balance()).toBe(90_000);
  });

  it('an agent’s transfer key reused for another downline, and a vendor-wallet key reused the other way, are refused', async () => {
    const agent = await ready(100_000, { isAgent: 1 });
    const first = await insertMember(t.app.db, { uplineId: agent.id });
    const second = await insertMember(t.app.db, { uplineId: agent.id });
    const key = rid();
    const tries = await Promise.all(Array.from({ length: N }, () => agent.post<{ moved: boolean }>('/wps/agent/transferDownline', { memberId: first.id, amount: 5_000, paymentPassword: PAY, requestId: key })));
    expect(tries.filter((r) => r.body.value.moved)).toHaveLength(1);
    const elsewhere = await agent.post('/wps/agent/transferDownline', { memberId: second.id, amount: 5_000, paymentPassword: PAY, requestId: key });
    expect([elsewhere.status, elsewhere.body.code]).toEqual([409, 'REQUEST_ID_REUSED']);
    expect(await agent.balance()).toBe(95_000);

    const vendor = await t.app.db.selectFrom('vendors').select('code').where('transfer_wallet', '=', 1).executeTakeFirstOrThrow();
    const vkey = rid();
    const moves = await Promise.all(Array.from({ length: N }, () => agent.post('/wps/relay/GCS_walletTransfer', { vassalage: vendor.code, direction: 'in', amount: 10_000, requestId: vkey })));
    expect(moves.map((r) => r.status)).toEqual(Array(N).fill(200));
    expect(await agent.balance()).toBe(85_000);
    const back = await agent.post('/wps/relay/GCS_walletTransfer', { vassalage: vendor.code, direction: 'out', amount: 10_000, requestId: vkey });
    expect(back.body.code).toBe('REQUEST_ID_REUSED');
    expect(await agent.balance()).toBe(85_000);
  });

  it(`${N} parallel wrong payment passwords count exactly 5, then lock for 15 minutes, even the right one`, async () => {
    const m = await ready(200_000);
    const before = Date.now();
    const tries = await Promise.all(Array.from({ length: N }, () => m.post('/wps/cashier/withdrawals', { bankAccountId: m.accountId, amount: 100_000, paymentPassword: '000000', requestId: rid() })));
    const wrong = tries.filter((r) => r.body.code === 'WRONG_PAYMENT_PASSWORD');
    const locked = tries.filter((r) => r.body.code === 'PAYMENT_PASSWORD_LOCKED');
    expect(wrong.length + locked.length).toBe(N);
    expect(wrong.map((r) => r.body['triesLeft']).sort()).toEqual([1, 2, 3, 4]);
    const lock = await t.app.db.selectFrom('payment_password_locks').selectAll().where('member_id', '=', m.id).executeTakeFirstOrThrow();
    expect(lock.failures).toBe(5);
    expect(Number(lock.locked_until)).toBeGreaterThanOrEqual(before + PAYMENT_PASSWORD_LOCK_MS);
    // The right password is refused while locked, with the time it opens; so is every other check.
    const right = await m.post('/wps/cashier/withdrawals', { bankAccountId: m.accountId, amount: 100_000, paymentPassword: PAY, requestId: rid() });
    expect([right.status, right.body.code, right.body['until']]).toEqual([423, 'PAYMENT_PASSWORD_LOCKED', Number(lock.locked_until)]);
    expect((await m.post('/wps/member/paymentPassword', { currentPassword: PAY, paymentPassword: '111222', confirmPaymentPassword: '111222' })).body.code).toBe('PAYMENT_PASSWORD_LOCKED');
    expect((await m.post('/wps/cashier/bankAccounts', { bankName: 'Other Bank', accountNumber: '99998888', holderName: 'Sadia Islam', paymentPassword: PAY })).body.code).toBe('PAYMENT_PASSWORD_LOCKED');
    expect(await withdrawalsOf(m.id)).toHaveLength(0);
    expect(await m.balance()).toBe(200_000);
    // Fifteen minutes later it opens, and the right password clears the count.
    await t.app.db.updateTable('payment_password_locks').set({ locked_until: Date.now() - 1 }).where('member_id', '=', m.id).execute();
    const after = await m.post('/wps/cashier/withdrawals', { bankAccountId: m.accountId, amount: 100_000, paymentPassword: PAY, requestId: rid() });
    expect(after.status).toBe(200);
    const cleared = await t.app.db.selectFrom('payment_password_locks').selectAll().where('member_id', '=', m.id).executeTakeFirstOrThrow();
    expect([cleared.failures, cleared.locked_until]).toEqual([0, null]);
    const again = await m.post('/wps/cashier/withdrawals', { bankAccountId: m.accountId, amount: 50_000, paymentPassword: '000001', requestId: rid() });
    expect([again.body.code, again.body['triesLeft']]).toEqual(['WRONG_PAYMENT_PASSWORD', 4]);
  });

  it(`${N} parallel bank-account binds never pass the limit of three`, async () => {
    const m = await signedIn(t, { realName: 'Imran Khan' });
    await m.post('/wps/member/paymentPassword', { currentPassword: m.password, paymentPassword: PAY, confirmPaymentPassword: PAY });
    const binds = await Promise.all(Array.from({ length: N }, (_, i) => m.post('/wps/cashier/bankAccounts', { bankName: 'X Bank', accountNumber: `5555${String(i).padStart(6, '0')}`, holderName: 'Imran Khan', paymentPassword: PAY })));
    expect(binds.filter((r) => r.status === 200)).toHaveLength(3);
    expect(binds.filter((r) => r.body.code === 'ALREADY_BOUND')).toHaveLength(N - 3);
    expect(await t.app.db.selectFrom('bank_accounts').select('id').where('member_id', '=', m.id).execute()).toHaveLength(3);
  });

  it('a mobile number another account took after the code was sent answers MOBILE_EXISTS, not a server error', async () => {
    const m = await signedIn(t);
    const number = `17${String(m.id).padStart(8, '0')}`;
    expect((await m.post('/wps/member/mobile/code', { mobileNum: number, countryDialingCode: '880' })).status).toBe(200);
    const code = await latestCode(t, `880${number}`);
    await insertMember(t.app.db, { mobile: ['880', number] });
    const bound = await m.post('/wps/member/mobile', { mobileNum: number, countryDialingCode: '880', verificationCode: code });
    expect([bound.status, bound.body.code]).toEqual([409, 'MOBILE_EXISTS']);
  });

  it('parallel security-centre changes: every contact linked is kept, a real name is set once', async () => {
    const m = await signedIn(t);
    const contacts = { qq: '123456', whatsapp: '+8801711111111', facebook: 'sadia.islam', telegram: '@sadia_islam', line: 'sadia-line', zalo: '0912345678', wechat: 'sadia_wx', skype: 'sadia.skype' };
    const linked = await Promise.all(Object.entries(contacts).map(([kind, value]) => m.post('/wps/member/contact', { kind, value })));
    expect(linked.map((r) => r.status)).toEqual(Array(8).fill(200));
    const profile = await m.get<{ contacts: Record<string, string> }>('/wps/member/profile');
    expect(profile.body.value.contacts).toEqual(contacts);
    const names = await Promise.all(Array.from({ length: N }, (_, i) => m.post('/wps/member/profile', { realName: `Name Number ${i}` })));
    expect(names.filter((r) => r.status === 200)).toHaveLength(1);
    expect(names.filter((r) => r.body.code === 'ALREADY_BOUND')).toHaveLength(N - 1);
  });
});
