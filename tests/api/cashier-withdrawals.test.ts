import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundMember, insertMember } from '#fixtures/factories.ts';
import { grantBonus } from '#server/cashier/bonuses.ts';
import { approveWithdrawal, autoReceive, rejectWithdrawal } from '#server/cashier/withdrawals.ts';
import { checkLedger } from '#server/ledger/check.ts';
import sharp from 'sharp';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { latestCode, login } from '../fixtures/auth.ts';
import { rid, signedIn } from '../fixtures/member.ts';

type Withdrawal = { id: number; status: string; receipt: string | null; receivedAmount: number | null; remaining: number | null; proofImages: number[] };

describe.each(DIALECTS)('withdrawals and transfers on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(dialect, { seed: true, config: { trustProxy: true } });
  });
  afterAll(async () => {
    expect(await checkLedger(t.app.reader, t.app.dialect)).toEqual([]);
    await t.close();
  });

  /** A member with money, a payment password and a bank account bound a while ago, on a known address. */
  async function ready(balance: number, over: Parameters<typeof signedIn>[1] = {}) {
    const m = await signedIn(t, { realName: 'Sadia Islam', mobile: ['880', `17${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`], ...over });
    await fundMember(t.app.db, m.id, balance);
    expect((await m.post('/wps/member/paymentPassword', { currentPassword: m.password, paymentPassword: '482913', confirmPaymentPassword: '482913' })).status).toBe(200);
    const bound = await m.post<{ id: number }>('/wps/cashier/bankAccounts', { bankName: 'Meridian Trust Bank', accountNumber: '1234 5678 9012', holderName: 'sadia  islam', paymentPassword: '482913' });
    expect(bound.status).toBe(200);
    await t.app.db.updateTable('bank_accounts').set({ created_at: Date.now() - 3 * 86_400_000 }).where('id', '=', bound.body.value.id).execute();
    await t.app.db.updateTable('member_ips').set({ first_seen: Date.now() - 3 * 86_400_000 }).where('member_id', '=', m.id).execute();
    return { ...m, accountId: bound.body.value.id };
  }

  it('binds a bank account in the member’s own name, for good', async () => {
    const m = await signedIn(t, { realName: 'Imran Khan' });
    expect((await m.post('/wps/cashier/bankAccounts', { bankName: 'X Bank', accountNumber: '12345678', holderName: 'Imran Khan', paymentPassword: '000000' })).body.code).toBe('PAYMENT_PASSWORD_NOT_SET');
    await m.post('/wps/member/paymentPassword', { currentPassword: m.password, paymentPassword: '111333', confirmPaymentPassword: '111333' });
    expect((await m.post('/wps/cashier/bankAccounts', { bankName: 'X Bank', accountNumber: '12345678', holderName: 'Someone Else', paymentPassword: '111333' })).body.code).toBe('NAME_MISMATCH');
    expect((await m.post('/wps/cashier/bankAccounts', { bankName: 'X Bank', accountNumber: '12345678', holderName: 'Imran Khan', paymentPassword: '999999' })).body.code).toBe('WRONG_PAYMENT_PASSWORD');
    const ok = await m.post<{ accountNumber: string; confirmed: boolean }>('/wps/cashier/bankAccounts', { bankName: 'X Bank', accountNumber: '1234-5678', holderName: 'imran khan', paymentPassword: '111333' });
    expect(ok.body.value).toMatchObject({ accountNumber: '•••• 5678', confirmed: true });
    expect((await m.post('/wps/cashier/bankAccounts', { bankName: 'X Bank', accountNumber: '12345678', holderName: 'Imran Khan', paymentPassword: '111333' })).body.code).toBe('ALREADY_BOUND');
  });

  it('holds the money, pays it out once, and the member confirms a partial receipt with a proof image', async () => {
    const m = await ready(500_000);
    const w = await m.post<Withdrawal>('/wps/cashier/withdrawals', { bankAccountId: m.accountId, amount: 200_000, paymentPassword: '482913' });
    expect(w.body.value.status).toBe('pending');
    expect(await m.balance()).toBe(300_000);
    const approvals = await Promise.all(Array.from({ length: 10 }, () => approveWithdrawal(t.app, w.body.value.id)));
    expect(approvals.filter(Boolean)).toHaveLength(1);
    expect(await rejectWithdrawal(t.app, w.body.value.id, 'too late')).toBe(false);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#1b2642' } }).png().toBuffer();
    const up = await t.request('/wps/cashier/uploads?purpose=withdrawal_proof', { method: 'POST', headers: { cookie: m.cookie, origin: 'http://localhost', 'content-type': 'image/png', 'x-forwarded-for': m.ip }, body: png });
    const image = ((await up.json()) as { value: { id: number; mime: string } }).value;
    expect(image.mime).toBe('image/png');
    const partial = await m.post<Withdrawal>(`/wps/cashier/withdrawals/${w.body.value.id}/receipt`, { receipt: 'partial', receivedAmount: 150_000, note: 'Only part arrived', imageIds: [image.id] });
    expect(partial.body.value).toMatchObject({ receipt: 'partial', receivedAmount: 150_000, remaining: 50_000, proofImages: [image.id] });
    expect((await m.post(`/wps/cashier/withdrawals/${w.body.value.id}/receipt`, { receipt: 'received', imageIds: [] })).body.code).toBe('INVALID_STATE');
    const served = await t.request(`/wps/cashier/uploads/${image.id}`, { headers: { cookie: m.cookie } });
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    const other = await signedIn(t);
    expect((await t.request(`/wps/cashier/uploads/${image.id}`, { headers: { cookie: other.cookie } })).status).toBe(404);
  });

  it('lets exactly one of 20 parallel withdrawals of the whole balance through', async () => {
    const m = await ready(300_000);
    const results = await Promise.all(Array.from({ length: 20 }, () => m.post('/wps/cashier/withdrawals', { bankAccountId: m.accountId, amount: 300_000, paymentPassword: '482913' })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.body.code === 'INSUFFICIENT_FUNDS')).toHaveLength(19);
    expect(await m.balance()).toBe(0);
  });

  it('returns the held money when the operator refuses, and counts an unconfirmed payout as received in time', async () => {
    const m = await ready(400_000);
    const a = await m.post<Withdrawal>('/wps/cashier/withdrawals', { bankAccountId: m.accountId, amount: 100_000, paymentPassword: '482913' });
    expect(await rejectWithdrawal(t.app, a.body.value.id, 'The account name did not match the bank’s records.')).toBe(true);
    expect(await m.balance()).toBe(400_000);
    const b = await m.post<Withdrawal>('/wps/cashier/withdrawals', { bankAccountId: m.accountId, amount: 100_000, paymentPassword: '482913' });
    await approveWithdrawal(t.app, b.body.value.id);
    expect(await autoReceive(t.app, Date.now() + 1_441 * 60_000)).toBeGreaterThanOrEqual(1);
    expect(await autoReceive(t.app, Date.now() + 1_441 * 60_000)).toBe(0);
    const list = await m.get<Withdrawal[]>('/wps/cashier/withdrawals');
    expect(list.body.value.find((x) => x.id === b.body.value.id)).toMatchObject({ receipt: 'auto_received', receivedAmount: 100_000 });
    expect(list.body.value.find((x) => x.id === a.body.value.id)?.status).toBe('rejected');
  });

  it('asks for a code for a withdrawal to an account bound today', async () => {
    const m = await ready(300_000);
    await t.app.db.updateTable('bank_accounts').set({ created_at: Date.now() }).where('id', '=', m.accountId).execute();
    const first = await m.post('/wps/cashier/withdrawals', { bankAccountId: m.accountId, amount: 100_000, paymentPassword: '482913' });
    expect(first.status).toBe(401);
    expect(first.body).toMatchObject({ code: 'STEP_UP_REQUIRED', methods: ['sms'] });
    await m.post('/wps/cashier/withdrawals/code', { method: 'sms' });
    const target = (await t.app.db.selectFrom('members').select(['mobile_country', 'mobile_num']).where('id', '=', m.id).executeTakeFirstOrThrow());
    const code = await latestCode(t, `${target.mobile_country}${target.mobile_num}`);
    expect((await m.post('/wps/cashier/withdrawals', { bankAccountId: m.accountId, amount: 100_000, paymentPassword: '482913', method: 'sms', code })).status).toBe(200);
  });

  it('refuses uploads that are not real png or jpg images', async () => {
    const m = await signedIn(t);
    const send = async (body: Uint8Array, type = 'image/png') =>
      (await t.request('/wps/cashier/uploads?purpose=withdrawal_proof', { method: 'POST', headers: { cookie: m.cookie, origin: 'http://localhost', 'content-type': type, 'x-forwarded-for': m.ip }, body: new Blob([body as Uint8Array<ArrayBuffer>]) })).json() as Promise<{ code?: string }>;
    expect((await send(new TextEncoder().encode('<?php echo "hi"; ?>'))).code).toBe('UPLOAD_REFUSED');
    expect((await send(new Uint8Array(0))).code).toBe('UPLOAD_REFUSED');
    const polyglot = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new TextEncoder().encode('<script>alert(1)</script>')]);
    expect((await send(polyglot)).code).toBe('UPLOAD_REFUSED');
    const gif = new TextEncoder().encode('GIF89a........');
    expect((await send(gif, 'image/gif')).code).toBe('UPLOAD_REFUSED');
    const big = new Uint8Array(5 * 1024 * 1024 + 2048);
    big.set([0xff, 0xd8, 0xff]);
    const res = await t.request('/wps/cashier/uploads?purpose=withdrawal_proof', { method: 'POST', headers: { cookie: m.cookie, origin: 'http://localhost', 'content-type': 'image/jpeg', 'x-forwarded-for': m.ip }, body: big });
    expect(res.status).toBe(413);
  });

  it('asks before a withdrawal forfeits an active bonus, and shows its progress', async () => {
    const m = await ready(100_000);
    await grantBonus(t.app, { account: m.account, amount: 10_000, wageringMultiple: 5, reason: 'Welcome bonus' });
    const bonuses = await m.get<{ id: number; amount: number; required: number; wagered: number; state: string }[]>('/wps/bonus/list');
    expect(bonuses.body.value[0]).toMatchObject({ amount: 10_000, required: 50_000, wagered: 0, state: 'active' });
    // Cash is withdrawable, but only once the player agrees to lose the active bonus.
    const asked = await m.post('/wps/cashier/withdrawals', { bankAccountId: m.accountId, amount: 50_000, paymentPassword: '482913' });
    expect(asked.body).toMatchObject({ code: 'BONUS_ACTIVE', bonusId: bonuses.body.value[0]?.id, lost: 10_000 });
    expect(await m.balance()).toBe(100_000);
    const w = await m.post<Withdrawal>('/wps/cashier/withdrawals', { bankAccountId: m.accountId, amount: 50_000, paymentPassword: '482913', forfeitBonus: true });
    expect(w.body.value.status).toBe('pending');
    expect(await m.balance()).toBe(50_000);
    expect((await m.get<{ state: string }[]>('/wps/bonus/list')).body.value[0]?.state).toBe('forfeited');
  });

  it('transfers to the upline, and from an agent to a direct downline only, visible to both', async () => {
    const agent = await signedIn(t, { isAgent: 2 });
    await fundMember(t.app.db, agent.id, 100_000);
    await agent.post('/wps/member/paymentPassword', { currentPassword: agent.password, paymentPassword: '246810', confirmPaymentPassword: '246810' });
    const player = await insertMember(t.app.db, { uplineId: agent.id });
    const stranger = await insertMember(t.app.db);
    const down = await agent.post<{ moved: boolean }>('/wps/agent/transferDownline', { memberId: player.id, amount: 20_000, paymentPassword: '246810', requestId: 'abc12345' });
    expect(down.body.value.moved).toBe(true);
    const again = await agent.post<{ moved: boolean }>('/wps/agent/transferDownline', { memberId: player.id, amount: 20_000, paymentPassword: '246810', requestId: 'abc12345' });
    expect(again.body.value.moved).toBe(false);
    expect((await agent.post('/wps/agent/transferDownline', { memberId: stranger.id, amount: 1_000, paymentPassword: '246810', requestId: rid() })).status).toBe(404);
    expect(await agent.balance()).toBe(80_000);
    const { cookie } = await login(t, player.account, player.password, { ip: '10.250.0.9' });
    const rec = await t.request('/wps/cashier/records', { headers: { cookie } });
    const lines = ((await rec.json()) as { value: { list: { kind: string; amount: number; balance: number }[] } }).value.list;
    expect(lines[0]).toMatchObject({ kind: 'transfer_downline', amount: 20_000, balance: 20_000 });
    const agentRecords = await agent.get<{ list: { kind: string; amount: number }[] }>('/wps/cashier/records?type=transfer');
    expect(agentRecords.body.value.list[0]).toMatchObject({ kind: 'transfer_downline', amount: -20_000 });
    const csv = await t.request('/wps/cashier/records.csv', { headers: { cookie: agent.cookie } });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toMatch(/^আইডি,সময় \(UTC\+06:00\),ধরন,পরিমাণ \(BDT\),ব্যালান্স \(BDT\),রেফারেন্স\r\n/);
  });

  it('moves money into and out of a studio’s own wallet, and collects it all back', async () => {
    const m = await signedIn(t);
    await fundMember(t.app.db, m.id, 50_000);
    const moved = await m.post<{ main: number; vendors: { vassalage: string; balance: number }[] }>('/wps/relay/GCS_walletTransfer', { vassalage: 'LOTUS_LIVE', direction: 'in', amount: 30_000, requestId: rid() });
    expect(moved.body.value.main).toBe(20_000);
    expect(moved.body.value.vendors.find((v) => v.vassalage === 'LOTUS_LIVE')?.balance).toBe(30_000);
    expect((await m.post('/wps/relay/GCS_walletTransfer', { vassalage: 'LOTUS_LIVE', direction: 'out', amount: 40_000, requestId: rid() })).body.code).toBe('INSUFFICIENT_FUNDS');
    expect((await m.post('/wps/relay/GCS_walletTransfer', { vassalage: 'MRD_SLOT', direction: 'in', amount: 1_000, requestId: rid() })).status).toBe(404);
    const collected = await m.post<{ main: number; total: number }>('/wps/cashier/collectAll', { requestId: rid() });
    expect(collected.body.value).toMatchObject({ main: 50_000, total: 50_000 });
  });
});
