import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PAYMENT_PASSWORD, seedLoyaltyMall } from '#server/db/demo/loyalty-mall.ts';
import { checkLedger } from '#server/ledger/index.ts';
import { mallGoods, redeemHistory } from '#server/loyalty/index.ts';
import { findMemberByAccount } from '#server/members/index.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { browser, login } from '../fixtures/auth.ts';

describe.each(DIALECTS)('demo points mall on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(dialect, { seed: true });
    await seedLoyaltyMall(t.app, Date.now());
  });
  afterAll(async () => {
    expect(await checkLedger(t.app.reader, t.app.dialect)).toEqual([]);
    await t.close();
  });

  it('has a catalogue of every kind and player01’s requests in each state, without moving player01’s cash', async () => {
    const player = (await findMemberByAccount(t.app.db, 'player01'))!;
    const goods = await mallGoods(t.app, player.id, 'en');
    expect(goods.items.map((x) => x.name)).toEqual(['Smartphone (128 GB)', 'Wireless headphones', 'Meridian T-shirt', '৳100 cash voucher', '৳500 cash voucher', '৳200 bonus credit']);
    expect(new Set(goods.items.map((x) => x.kind))).toEqual(new Set(['physical', 'voucher', 'bonus']));
    // 30,000 given; a T-shirt (1,500) kept, headphones returned, two ৳100 vouchers (2 × 1,000) waiting.
    expect(goods.balance).toBe(30_000_00 - 1_500_00 - 2_000_00);
    expect(goods.items.find((x) => x.name === 'Meridian T-shirt')?.stock).toBe(39);
    expect(goods.items.find((x) => x.name === 'Wireless headphones')?.stock).toBe(12);
    const history = await redeemHistory(t.app, player.id, { pageNo: 1, pageSize: 10 }, 'bn');
    expect(history.list.map((x) => [x.status, x.paidAccount])).toEqual([
      ['in_process', null],
      ['rejected', null],
      ['approved', 'delivery'],
    ]);
    expect(history.list[0]?.name).toBe('৳১০০ নগদ ভাউচার');
    const cash = await t.app.db.selectFrom('ledger_accounts').select('balance').where('kind', '=', 'member_cash').where('owner_id', '=', player.id).executeTakeFirstOrThrow();
    const paid = await t.app.db.selectFrom('journal_entries').select('id').where('member_id', '=', player.id).where('kind', 'in', ['mall_voucher', 'bonus_issue']).execute();
    expect(paid).toEqual([]);
    expect(Number(cash.balance)).toBeGreaterThan(0);
  });

  it('player01 can sign in and redeem with the documented payment password', async () => {
    const { cookie } = await login(t, 'player01', 'Player#2025', { ip: '10.9.9.9' });
    const res = await t.request('/wps/relay/passwordCheck/MCS2_redeemPointReward', {
      method: 'POST',
      headers: browser('10.9.9.9', cookie),
      body: JSON.stringify({ itemId: (await mallGoods(t.app, null, 'en')).items[5]!.id, quantity: 1, paymentPassword: DEMO_PAYMENT_PASSWORD, requestId: 'demo-test-bonus-1' }),
    });
    expect(res.status).toBe(200);
  });
});
