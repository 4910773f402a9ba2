import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '#server/ledger/check.ts';
import type { StaffMallItem, StaffRedeem } from '#lib/contracts/backoffice-mall.ts';
import type { MallGoods, Redeemed } from '#lib/contracts/mall.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { insertItem, PAY, pointsMember, pointsOf, stockOf } from '../fixtures/mall.ts';
import { rid } from '../fixtures/member.ts';
import { signedInStaff } from '../fixtures/staff.ts';

const REDEEM = '/wps/relay/passwordCheck/MCS2_redeemPointReward';
const ITEMS = '/backoffice/api/loyalty/mall/items';
const QUEUE = '/backoffice/api/loyalty/mall/redeems';
const DELIVERY = { address: 'Flat 3B, 27 Gulshan Avenue, Dhaka', mobile: '01812345678' };

const item = (over: Record<string, unknown> = {}) => ({
  kind: 'voucher',
  names: { bn: '৳১০০ নগদ ভাউচার', en: '৳100 cash voucher' },
  descriptions: { bn: 'ওয়ালেটে ৳১০০ নগদ।', en: '৳100 cash into the wallet.' },
  image: null,
  price: 800_00,
  amount: 100_00,
  stock: 20,
  requirement: 'none',
  requirementAmount: 0,
  sort: 5,
  ...over,
});

describe.each(DIALECTS)('points mall (back office) on %s', (dialect) => {
  let t: TestApp;
  let marketing: Record<string, string>;
  let support: Record<string, string>;
  let finance: Record<string, string>;

  const staff = async <T>(headers: Record<string, string>, method: string, path: string, body?: unknown) => {
    const res = await t.request(path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    return { status: res.status, body: (await res.json()) as { value: T; code?: string } & Record<string, unknown> };
  };
  const decide = (id: number, approve: boolean, reason = '') => staff<StaffRedeem>(support, 'POST', `${QUEUE}/${id}/decide`, { approve, reason });
  const cashOf = async (memberId: number) =>
    Number((await t.app.db.selectFrom('ledger_accounts').select('balance').where('kind', '=', 'member_cash').where('owner_id', '=', memberId).executeTakeFirst())?.balance ?? 0);
  const audits = async (type: string, id: number) =>
    (await t.app.db.selectFrom('audit_log').select('action').where('target_type', '=', type).where('target_id', '=', String(id)).orderBy('id').execute()).map((r) => r.action);

  async function redeemed(kind: 'voucher' | 'bonus' | 'physical', quantity = 1) {
    const id = await insertItem(t.app.db, { kind, price: 100_00, stock: 5, ...(kind === 'bonus' ? { amount: 200_00 } : {}) });
    const m = await pointsMember(t, 1_000_00);
    const r = await m.post<Redeemed>(REDEEM, { itemId: id, quantity, paymentPassword: PAY, requestId: rid(), ...(kind === 'physical' ? DELIVERY : {}) });
    expect(r.status).toBe(200);
    return { itemId: id, m, redeemId: r.body.value.redeem.id };
  }

  beforeAll(async () => {
    t = await testApp(dialect, { config: { trustProxy: true } });
    marketing = (await signedInStaff(t, 'marketing')).headers;
    support = (await signedInStaff(t, 'support')).headers;
    finance = (await signedInStaff(t, 'finance')).headers;
  });
  afterAll(async () => {
    expect(await checkLedger(t.app.reader, t.app.dialect)).toEqual([]);
    await t.close();
  });

  it('staff add, change and hide goods (audited, optimistic version); players see the change', async () => {
    const made = await staff<StaffMallItem>(marketing, 'POST', ITEMS, item());
    expect(made.status).toBe(200);
    expect(made.body.value).toMatchObject({ kind: 'voucher', status: 'active', version: 1, price: 800_00, stock: 20, inProcess: 0, approved: 0 });
    const id = made.body.value.id;
    const { kind: _kind, ...fields } = item({ price: 900_00, stock: 15 });
    const changed = await staff<StaffMallItem>(marketing, 'PUT', `${ITEMS}/${id}`, { ...fields, version: 1 });
    expect(changed.body.value).toMatchObject({ version: 2, price: 900_00, stock: 15 });
    const stale = await staff(marketing, 'PUT', `${ITEMS}/${id}`, { ...fields, price: 1_00, version: 1 });
    expect([stale.status, stale.body.code]).toEqual([409, 'INVALID_STATE']);
    const goods = (await t.json<{ value: MallGoods }>('/wps/relay/MCS2_getPointReward?language=en')).body.value;
    expect(goods.items.find((x) => x.id === id)).toMatchObject({ name: '৳100 cash voucher', price: 900_00 });
    const hidden = await staff<StaffMallItem>(marketing, 'POST', `${ITEMS}/${id}/status`, { status: 'hidden', version: 2 });
    expect(hidden.body.value.status).toBe('hidden');
    expect((await t.json<{ value: MallGoods }>('/wps/relay/MCS2_getPointReward')).body.value.items.map((x) => x.id)).not.toContain(id);
    expect((await staff<{ list: StaffMallItem[] }>(marketing, 'GET', `${ITEMS}?status=hidden`)).body.value.list.map((x) => x.id)).toContain(id);
    expect(await audits('mall_item', id)).toEqual(['loyalty.mall.item.create', 'loyalty.mall.item.update', 'loyalty.mall.item.hide']);
  });

  it('refuses goods that do not add up, and a missing item', async () => {
    const bad = [item({ amount: 0 }), item({ kind: 'physical', amount: 100_00 }), item({ requirement: 'deposit_month', requirementAmount: 0 }), item({ requirementAmount: 5 }), item({ price: 0 }), item({ stock: -1 }), item({ names: { bn: '', en: 'x' } }), item({ image: 'javascript:alert(1)' })];
    for (const b of bad) expect((await staff(marketing, 'POST', ITEMS, b)).body.code).toBe('VALIDATION_ERROR');
    const { kind: _k, ...fields } = item();
    expect((await staff(marketing, 'PUT', `${ITEMS}/999999`, { ...fields, version: 1 })).body.code).toBe('NOT_FOUND');
    const physical = await staff<StaffMallItem>(marketing, 'POST', ITEMS, item({ kind: 'physical', amount: 0 }));
    const pays = await staff(marketing, 'PUT', `${ITEMS}/${physical.body.value.id}`, { ...fields, version: 1 });
    expect(pays.body.code).toBe('INVALID_STATE');
  });

  it('permissions: support reviews but cannot edit goods; finance reads neither queue nor writes', async () => {
    expect((await staff(support, 'POST', ITEMS, item())).status).toBe(403);
    expect((await staff(support, 'GET', ITEMS)).status).toBe(200);
    expect((await staff(finance, 'GET', QUEUE)).status).toBe(403);
    const { redeemId } = await redeemed('voucher');
    expect((await staff(finance, 'POST', `${QUEUE}/${redeemId}/decide`, { approve: true })).status).toBe(403);
    expect((await staff(marketing, 'POST', `${QUEUE}/${redeemId}/decide`, { approve: false, reason: 'duplicate' })).status).toBe(200);
    const anon = await t.request(QUEUE);
    expect(anon.status).toBe(401);
  });

  it('approving a voucher pays its cash once, however many approve at once', async () => {
    const { m, redeemId, itemId } = await redeemed('voucher', 2);
    const cash = await cashOf(m.id);
    const tries = await Promise.all(Array.from({ length: 30 }, () => decide(redeemId, true)));
    expect(tries.filter((r) => r.status === 200)).toHaveLength(1);
    expect(new Set(tries.filter((r) => r.status !== 200).map((r) => r.body.code))).toEqual(new Set(['INVALID_STATE']));
    expect(await cashOf(m.id)).toBe(cash + 200_00);
    const rejectAfter = await decide(redeemId, false, 'changed my mind');
    expect(rejectAfter.body.code).toBe('INVALID_STATE');
    expect(await pointsOf(t, m.id)).toBe(800_00);
    expect(await stockOf(t.app.db, itemId)).toBe(3);
    const one = tries.find((r) => r.status === 200)?.body.value;
    expect(one).toMatchObject({ status: 'approved', paidAccount: 'cash', amount: 200_00, memberId: m.id });
    expect(await audits('mall_redeem', redeemId)).toEqual(['loyalty.mall.redeem.approve']);
    const loyaltyCost = await t.app.db.selectFrom('ledger_accounts').select('balance').where('kind', '=', 'loyalty_cost').where('ref', '=', 'mall').executeTakeFirstOrThrow();
    expect(Number(loyaltyCost.balance)).toBeLessThanOrEqual(-200_00);
  });

  it('approving a bonus credit issues one bonus into the bonus wallet, paid from the mall’s cost', async () => {
    const { m, redeemId } = await redeemed('bonus');
    const tries = await Promise.all(Array.from({ length: 30 }, () => decide(redeemId, true)));
    expect(tries.filter((r) => r.status === 200)).toHaveLength(1);
    const bonuses = await t.app.db.selectFrom('member_bonuses').select(['amount', 'source_key', 'wagering_required', 'status']).where('member_id', '=', m.id).execute();
    expect(bonuses.map((b) => [Number(b.amount), b.source_key, Number(b.wagering_required), b.status])).toEqual([[200_00, `mall:${redeemId}`, 200_00, 'active']]);
    const page = await m.get<{ list: { id: number; paidAccount: string }[] }>('/wps/relay/MCS2_getRedeemPointList');
    expect(page.body.value.list[0]).toMatchObject({ id: redeemId, paidAccount: 'bonus', status: 'approved' });
  });

  it('approving a physical item marks it for delivery and moves no money', async () => {
    const { m, redeemId } = await redeemed('physical');
    const cash = await cashOf(m.id);
    const r = await decide(redeemId, true);
    expect(r.body.value).toMatchObject({ status: 'approved', paidAccount: 'delivery', address: DELIVERY.address, mobile: DELIVERY.mobile });
    expect(await cashOf(m.id)).toBe(cash);
  });

  it('a rejection needs a reason, returns exactly the points and stock it took, and only once', async () => {
    const { m, redeemId, itemId } = await redeemed('physical', 3);
    expect(await pointsOf(t, m.id)).toBe(700_00);
    expect(await stockOf(t.app.db, itemId)).toBe(2);
    const noReason = await decide(redeemId, false, '  ');
    expect(noReason.body.code).toBe('VALIDATION_ERROR');
    const tries = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? decide(redeemId, false, 'Out of this colour') : decide(redeemId, true))));
    const won = tries.filter((r) => r.status === 200);
    expect(won).toHaveLength(1);
    if (won[0]?.body.value.status === 'rejected') {
      expect(won[0].body.value.reason).toBe('Out of this colour');
      expect(await pointsOf(t, m.id)).toBe(1_000_00);
      expect(await stockOf(t.app.db, itemId)).toBe(5);
    } else {
      expect(await pointsOf(t, m.id)).toBe(700_00);
      expect(await stockOf(t.app.db, itemId)).toBe(2);
    }
    // A plain rejection of another: exactly what it took comes back.
    const other = await redeemed('voucher', 4);
    expect((await decide(other.redeemId, false, 'Suspicious activity')).body.value).toMatchObject({ status: 'rejected', reason: 'Suspicious activity', paidAccount: null });
    expect(await pointsOf(t, other.m.id)).toBe(1_000_00);
    expect(await stockOf(t.app.db, other.itemId)).toBe(5);
    expect((await decide(other.redeemId, false, 'again')).body.code).toBe('INVALID_STATE');
    expect(await pointsOf(t, other.m.id)).toBe(1_000_00);
    expect((await decide(999_999, true)).body.code).toBe('NOT_FOUND');
  });

  it('the queue filters by state, item and account; waiting ones oldest first', async () => {
    const a = await redeemed('voucher');
    const b = await redeemed('voucher');
    const waiting = (await staff<{ list: StaffRedeem[] }>(support, 'GET', `${QUEUE}?status=in_process&pageSize=100`)).body.value.list.map((x) => x.id);
    expect(waiting.indexOf(a.redeemId)).toBeLessThan(waiting.indexOf(b.redeemId));
    const byItem = (await staff<{ list: StaffRedeem[]; total: number }>(support, 'GET', `${QUEUE}?itemId=${a.itemId}`)).body.value;
    expect([byItem.total, byItem.list[0]?.id, byItem.list[0]?.account]).toEqual([1, a.redeemId, a.m.account]);
    const byAccount = (await staff<{ total: number }>(support, 'GET', `${QUEUE}?account=${b.m.account.toUpperCase()}`)).body.value;
    expect(byAccount.total).toBe(1);
    expect((await staff<{ total: number }>(support, 'GET', `${QUEUE}?account=nobody-here`)).body.value.total).toBe(0);
    expect((await staff(support, 'GET', `${QUEUE}?status=done`)).status).toBe(400);
  });
});
