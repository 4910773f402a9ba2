import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertChannel } from '#fixtures/factories.ts';
import { checkLedger } from '#server/ledger/check.ts';
import type { MallGoods, Redeemed, RedeemRecord } from '#lib/contracts/mall.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { insertItem, PAY, pointsMember, pointsOf, stockOf } from '../fixtures/mall.ts';
import { rid, signedIn } from '../fixtures/member.ts';
import { addRollup } from '../fixtures/rebates.ts';

const REDEEM = '/wps/relay/passwordCheck/MCS2_redeemPointReward';
const GOODS = '/wps/relay/MCS2_getPointReward';
const HISTORY = '/wps/relay/MCS2_getRedeemPointList';
const DELIVERY = { address: 'House 12, Road 5, Dhanmondi, Dhaka', mobile: '01712345678' };

describe.each(DIALECTS)('points mall (member side) on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await testApp(dialect, { config: { trustProxy: true } });
  });
  afterAll(async () => {
    expect(await checkLedger(t.app.reader, t.app.dialect)).toEqual([]);
    await t.close();
  });

  it('lists active goods to a visitor, and to a member with their points and each requirement', async () => {
    const on = await insertItem(t.app.db, { kind: 'voucher', price: 500_00, amount: 100_00, stock: null });
    const hidden = await insertItem(t.app.db, { status: 'hidden' });
    const dep = await insertItem(t.app.db, { kind: 'bonus', amount: 200_00, requirement: 'deposit_month', requirementAmount: 1_000_00 });
    const visitor = await t.json<{ value: MallGoods }>(`${GOODS}?language=en`);
    expect(visitor.status).toBe(200);
    expect(visitor.body.value).toMatchObject({ signedIn: false, balance: null });
    const ids = visitor.body.value.items.map((x) => x.id);
    expect(ids).toContain(on);
    expect(ids).toContain(dep);
    expect(ids).not.toContain(hidden);
    expect(visitor.body.value.items.find((x) => x.id === on)).toMatchObject({ kind: 'voucher', price: 500_00, amount: 100_00, stock: null, met: null });

    const m = await pointsMember(t, 1_234_56);
    const mine = (await m.get<MallGoods>(`${GOODS}?language=bn`)).body.value;
    expect(mine).toMatchObject({ signedIn: true, balance: 1_234_56, monthDeposit: 0, monthTurnover: 0 });
    expect(mine.items.find((x) => x.id === dep)).toMatchObject({ requirement: 'deposit_month', requirementAmount: 1_000_00, met: false });
    expect(mine.items.find((x) => x.id === on)?.met).toBe(true);
    expect(mine.items.find((x) => x.id === on)?.name).toMatch(/^পণ্য/);
  });

  it('redeems: takes the points and the stock, enters in process, and shows in the history', async () => {
    const item = await insertItem(t.app.db, { price: 300_00, stock: 5 });
    const m = await pointsMember(t, 1_000_00);
    const r = await m.post<Redeemed>(REDEEM, { itemId: item, quantity: 2, paymentPassword: PAY, requestId: rid(), ...DELIVERY });
    expect(r.status).toBe(200);
    expect(r.body.value).toMatchObject({ replayed: false, balance: 400_00, redeem: { itemId: item, quantity: 2, points: 600_00, status: 'in_process', address: DELIVERY.address, mobile: DELIVERY.mobile, paidAccount: null } });
    expect(await stockOf(t.app.db, item)).toBe(3);
    expect(await pointsOf(t, m.id)).toBe(400_00);
    const h = await m.get<{ list: RedeemRecord[]; total: number }>(`${HISTORY}?language=en`);
    expect(h.body.value.total).toBe(1);
    expect(h.body.value.list[0]).toMatchObject({ id: r.body.value.redeem.id, status: 'in_process', quantity: 2, points: 600_00, kind: 'physical' });
    expect((await m.get<{ total: number }>(`${HISTORY}?status=approved`)).body.value.total).toBe(0);
  });

  it('refuses bad input with a clear code and changes nothing', async () => {
    const physical = await insertItem(t.app.db, { price: 100_00, stock: 2 });
    const hidden = await insertItem(t.app.db, { status: 'hidden', price: 1_00 });
    const dear = await insertItem(t.app.db, { kind: 'voucher', price: 10_000_00, stock: null });
    const turnover = await insertItem(t.app.db, { kind: 'voucher', price: 1_00, requirement: 'turnover_month', requirementAmount: 5_000_00 });
    const m = await pointsMember(t, 1_000_00);
    const tries: [unknown, number, string][] = [
      [{ itemId: 999_999, quantity: 1 }, 404, 'MALL_ITEM_UNAVAILABLE'],
      [{ itemId: hidden, quantity: 1 }, 404, 'MALL_ITEM_UNAVAILABLE'],
      [{ itemId: physical, quantity: 0, ...DELIVERY }, 400, 'VALIDATION_ERROR'],
      [{ itemId: physical, quantity: -1, ...DELIVERY }, 400, 'VALIDATION_ERROR'],
      [{ itemId: physical, quantity: 1.5, ...DELIVERY }, 400, 'VALIDATION_ERROR'],
      [{ itemId: physical, quantity: 3, ...DELIVERY }, 409, 'OUT_OF_STOCK'],
      [{ itemId: physical, quantity: 1 }, 422, 'DELIVERY_DETAILS_REQUIRED'],
      [{ itemId: physical, quantity: 1, address: '   ', mobile: DELIVERY.mobile }, 422, 'DELIVERY_DETAILS_REQUIRED'],
      [{ itemId: physical, quantity: 1, address: DELIVERY.address, mobile: 'call me' }, 400, 'VALIDATION_ERROR'],
      [{ itemId: dear, quantity: 1 }, 409, 'INSUFFICIENT_POINTS'],
      [{ itemId: turnover, quantity: 1 }, 409, 'REQUIREMENT_NOT_MET'],
      [{ itemId: 'abc', quantity: 1 }, 400, 'VALIDATION_ERROR'],
    ];
    for (const [body, status, code] of tries) {
      const r = await m.post(REDEEM, { paymentPassword: PAY, requestId: rid(), ...(body as object) });
      expect([JSON.stringify(body), r.status, r.body.code]).toEqual([JSON.stringify(body), status, code]);
    }
    const missing = await m.post(REDEEM, { itemId: physical, quantity: 1, ...DELIVERY });
    expect([missing.status, missing.body.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(await stockOf(t.app.db, physical)).toBe(2);
    expect(await pointsOf(t, m.id)).toBe(1_000_00);
    expect((await m.get<{ total: number }>(HISTORY)).body.value.total).toBe(0);
    // Met later: turnover this month from the roll-ups counts.
    await addRollup(t.app.db, m.id, 'RNG', Date.now(), { stake: 6_000_00, valid: 6_000_00, payout: 0 });
    expect((await m.post(REDEEM, { itemId: turnover, quantity: 1, paymentPassword: PAY, requestId: rid() })).status).toBe(200);
  });

  it('counts a wrong payment password against its lock and takes nothing', async () => {
    const item = await insertItem(t.app.db, { kind: 'voucher', price: 100_00 });
    const m = await pointsMember(t, 500_00);
    const wrong = await m.post(REDEEM, { itemId: item, quantity: 1, paymentPassword: '000000', requestId: rid() });
    expect([wrong.status, wrong.body.code, wrong.body['triesLeft']]).toEqual([403, 'WRONG_PAYMENT_PASSWORD', 4]);
    const lock = await t.app.db.selectFrom('payment_password_locks').select('failures').where('member_id', '=', m.id).executeTakeFirstOrThrow();
    expect(lock.failures).toBe(1);
    expect(await pointsOf(t, m.id)).toBe(500_00);
    const none = await signedIn(t);
    expect((await none.post(REDEEM, { itemId: item, quantity: 1, paymentPassword: PAY, requestId: rid() })).body.code).toBe('PAYMENT_PASSWORD_NOT_SET');
    const visitor = await t.request(REDEEM, { method: 'POST', headers: { 'content-type': 'application/json', origin: 'http://localhost' }, body: JSON.stringify({ itemId: item, quantity: 1, paymentPassword: PAY, requestId: rid() }) });
    expect(visitor.status).toBe(401);
  });

  it('50 parallel redeems of the last unit give exactly one success, and points never go negative', async () => {
    const item = await insertItem(t.app.db, { price: 100_00, stock: 1 });
    const members = await Promise.all(Array.from({ length: 5 }, () => pointsMember(t, 150_00)));
    const tries = await Promise.all(Array.from({ length: 50 }, (_, i) => (members[i % 5] ?? members[0])!.post<Redeemed>(REDEEM, { itemId: item, quantity: 1, paymentPassword: PAY, requestId: rid(), ...DELIVERY })));
    expect(tries.filter((r) => r.status === 200)).toHaveLength(1);
    expect(tries.filter((r) => r.status !== 200).map((r) => r.body.code)).toEqual(Array(49).fill('OUT_OF_STOCK'));
    expect(await stockOf(t.app.db, item)).toBe(0);
    const points = await Promise.all(members.map((m) => pointsOf(t, m.id)));
    expect(points.sort((a, b) => a - b)).toEqual([50_00, 150_00, 150_00, 150_00, 150_00]);
  });

  it('50 parallel redeems by one member with points for three take exactly three and never go below zero', async () => {
    const item = await insertItem(t.app.db, { kind: 'voucher', price: 100_00, stock: null });
    const m = await pointsMember(t, 350_00);
    const tries = await Promise.all(Array.from({ length: 50 }, () => m.post<Redeemed>(REDEEM, { itemId: item, quantity: 1, paymentPassword: PAY, requestId: rid() })));
    expect(tries.filter((r) => r.status === 200)).toHaveLength(3);
    expect(new Set(tries.filter((r) => r.status !== 200).map((r) => r.body.code))).toEqual(new Set(['INSUFFICIENT_POINTS']));
    expect(await pointsOf(t, m.id)).toBe(50_00);
  });

  it('a replayed request id answers the first request and moves nothing, even 30 at once; another body is a conflict', async () => {
    const item = await insertItem(t.app.db, { price: 100_00, stock: 40 });
    const other = await insertItem(t.app.db, { price: 100_00, stock: 40 });
    const m = await pointsMember(t, 1_000_00);
    const key = rid();
    const tries = await Promise.all(Array.from({ length: 30 }, () => m.post<Redeemed>(REDEEM, { itemId: item, quantity: 2, paymentPassword: PAY, requestId: key, ...DELIVERY })));
    expect(tries.map((r) => r.status)).toEqual(Array(30).fill(200));
    expect(new Set(tries.map((r) => r.body.value.redeem.id)).size).toBe(1);
    expect(tries.filter((r) => !r.body.value.replayed)).toHaveLength(1);
    expect(await stockOf(t.app.db, item)).toBe(38);
    expect(await pointsOf(t, m.id)).toBe(800_00);
    const otherItem = await m.post(REDEEM, { itemId: other, quantity: 2, paymentPassword: PAY, requestId: key, ...DELIVERY });
    const otherQty = await m.post(REDEEM, { itemId: item, quantity: 1, paymentPassword: PAY, requestId: key, ...DELIVERY });
    expect([otherItem.body.code, otherQty.body.code]).toEqual(['REQUEST_ID_REUSED', 'REQUEST_ID_REUSED']);
    // The same id is another member's own: theirs is a new request.
    const n = await pointsMember(t, 300_00);
    expect((await n.post<Redeemed>(REDEEM, { itemId: item, quantity: 2, paymentPassword: PAY, requestId: key, ...DELIVERY })).body.value.replayed).toBe(false);
    expect(await stockOf(t.app.db, item)).toBe(36);
  });

  it('history is the member’s own, newest first and paged', async () => {
    const item = await insertItem(t.app.db, { kind: 'voucher', price: 1_00, stock: null });
    const m = await pointsMember(t, 100_00);
    const other = await pointsMember(t, 100_00);
    for (let i = 0; i < 3; i++) expect((await m.post(REDEEM, { itemId: item, quantity: i + 1, paymentPassword: PAY, requestId: rid() })).status).toBe(200);
    await other.post(REDEEM, { itemId: item, quantity: 9, paymentPassword: PAY, requestId: rid() });
    const page = (await m.get<{ list: RedeemRecord[]; total: number; totalPages: number }>(`${HISTORY}?pageSize=2&pageNo=1`)).body.value;
    expect([page.total, page.totalPages, page.list.map((x) => x.quantity)]).toEqual([3, 2, [3, 2]]);
    const next = (await m.get<{ list: RedeemRecord[] }>(`${HISTORY}?pageSize=2&pageNo=2`)).body.value;
    expect(next.list.map((x) => x.quantity)).toEqual([1]);
    expect((await m.get(`${HISTORY}?status=lost`)).status).toBe(400);
  });

  it('a deposit this month meets a deposit requirement', async () => {
    const item = await insertItem(t.app.db, { kind: 'bonus', price: 1_00, amount: 50_00, requirement: 'deposit_month', requirementAmount: 500_00 });
    const m = await pointsMember(t, 10_00);
    const before = await m.post(REDEEM, { itemId: item, quantity: 1, paymentPassword: PAY, requestId: rid() });
    expect([before.body.code, before.body['current'], before.body['amount']]).toEqual(['REQUIREMENT_NOT_MET', 0, 500_00]);
    const channel = await insertChannel(t.app.db);
    const now = Date.now();
    await t.app.db.insertInto('deposits').values({ member_id: m.id, channel_id: channel, amount: 500_00, fee: 0, status: 'credited', reference: null, receipt_upload_id: null, note: null, created_at: now, decided_at: now }).execute();
    expect((await m.post(REDEEM, { itemId: item, quantity: 1, paymentPassword: PAY, requestId: rid() })).status).toBe(200);
  });
});
