import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_VIP_LADDER } from '#lib/contracts/loyalty-model.ts';
import { DEFAULT_BONUS_RULES } from '#lib/contracts/promotion-model.ts';
import type { Redeemed } from '#lib/contracts/mall.ts';
import { grantBonus } from '#server/cashier/index.ts';
import { checkLedger } from '#server/ledger/check.ts';
import { decideRedeem, recomputeRanks } from '#server/loyalty/index.ts';
import { issueBonus } from '#server/promotions/index.ts';
import { expireBonuses } from '#server/promotions/bonus-close.ts';
import { EXPIRY_WARNING_MS, warnExpiringBonuses } from '#server/promotions/bonus-expiry-notice.ts';
import { merchantCurrency } from '#server/system/index.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { insertMember } from '../fixtures/factories.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { insertItem, PAY, pointsMember } from '../fixtures/mall.ts';
import { rid } from '../fixtures/member.ts';
import { addRollup } from '../fixtures/rebates.ts';
import { signedInStaff } from '../fixtures/staff.ts';
import { addCreditedDeposit } from '../fixtures/vip.ts';

const N = 20;
const DAY = 86_400_000;
const REDEEM = '/wps/relay/passwordCheck/MCS2_redeemPointReward';

/**
 * Issue 20 §5: every later event that concerns the member leaves one message in their inbox,
 * however often (or in parallel) the job or request behind it runs.
 */
describe.each(DIALECTS)('messages for member events on %s', (dialect) => {
  let t: TestApp;
  let staffId: number;
  let currency: string;

  const messagesOf = async (memberId: number, kind?: string) => {
    let q = t.app.db.selectFrom('messages').select(['kind', 'params']).where('member_id', '=', memberId);
    if (kind) q = q.where('kind', '=', kind);
    return (await q.orderBy('id').execute()).map((m) => ({ kind: m.kind, params: JSON.parse(m.params) as Record<string, unknown> }));
  };
  const bonus = (memberId: number, sourceKey: string, now: number, over: Partial<Parameters<typeof issueBonus>[1]> = {}) =>
    t.app.ledger.run((sql) => issueBonus(sql, { memberId, promotionId: 0, amount: 50_00, rules: { ...DEFAULT_BONUS_RULES, expiryDays: 3 }, sourceKey, currency, ...over }, now));

  beforeAll(async () => {
    t = await testApp(dialect, { config: { trustProxy: true } });
    staffId = (await signedInStaff(t, 'support')).staff.id;
    currency = await merchantCurrency(t.app.db);
  });
  afterAll(async () => {
    expect(await checkLedger(t.app.reader, t.app.dialect)).toEqual([]);
    await t.close();
  });

  it('tells of every issued bonus once, in the unit that issues it, however many issue it in parallel', async () => {
    const m = await insertMember(t.app.db);
    const now = Date.now();
    const results = await Promise.all(Array.from({ length: N }, () => bonus(m.id, `test-bonus:${m.id}`, now)));
    expect(results.filter((r) => r.issued)).toHaveLength(1);
    expect(await messagesOf(m.id)).toEqual([{ kind: 'bonus_granted', params: { id: results[0]?.bonusId, amount: 50_00 } }]);
    // A caller whose own message tells of the bonus (VIP, mall) asks for none.
    await bonus(m.id, `test-silent:${m.id}`, now, { message: null });
    expect(await messagesOf(m.id)).toHaveLength(1);
  });

  it('tells of a staff bonus grant once under its key, and once per grant without one', async () => {
    const m = await insertMember(t.app.db);
    const key = `approval:${rid()}`;
    await Promise.all(Array.from({ length: N }, () => grantBonus(t.app, { account: m.account, amount: 25_00, wageringMultiple: 1, reason: 'goodwill', key })));
    expect(await messagesOf(m.id, 'bonus_granted')).toHaveLength(1);
    await grantBonus(t.app, { account: m.account, amount: 10_00, wageringMultiple: 0, reason: 'goodwill' });
    expect((await messagesOf(m.id, 'bonus_granted')).map((x) => x.params['amount'])).toEqual([25_00, 10_00]);
  });

  it('warns once a day before a bonus expires, however often the job runs, and not earlier', async () => {
    const m = await insertMember(t.app.db);
    const start = Date.now();
    const { bonusId } = await bonus(m.id, `test-expiring:${m.id}`, start);
    const expiresAt = start + 3 * DAY;
    // Two days before its end: nothing yet.
    await warnExpiringBonuses(t.app, expiresAt - 2 * DAY);
    expect(await messagesOf(m.id, 'bonus_expiring')).toEqual([]);
    const inWindow = expiresAt - EXPIRY_WARNING_MS + 60_000;
    await Promise.all(Array.from({ length: N }, () => warnExpiringBonuses(t.app, inWindow)));
    expect(await warnExpiringBonuses(t.app, inWindow + 3_600_000)).toBe(0);
    expect(await t.app.db.selectFrom('member_bonuses').select('expiry_warned_at').where('id', '=', bonusId).executeTakeFirstOrThrow()).toEqual({ expiry_warned_at: inWindow });
    expect(await messagesOf(m.id, 'bonus_expiring')).toEqual([{ kind: 'bonus_expiring', params: { id: bonusId, amount: 50_00, hours: 24 } }]);
  });

  it('tells once that a bonus expired, when the expiry job closes it (run twice and in parallel)', async () => {
    const m = await insertMember(t.app.db);
    const start = Date.now();
    const { bonusId } = await bonus(m.id, `test-expired:${m.id}`, start);
    const after = start + 3 * DAY + 1;
    await Promise.all(Array.from({ length: N }, () => expireBonuses(t.app, after)));
    await expireBonuses(t.app, after + 1);
    expect(await messagesOf(m.id, 'bonus_expired')).toEqual([{ kind: 'bonus_expired', params: { id: bonusId, amount: 50_00, left: 50_00 } }]);
    // A closed bonus is never warned about afterwards.
    await warnExpiringBonuses(t.app, start + 2 * DAY + 60_000);
    expect(await messagesOf(m.id, 'bonus_expiring')).toEqual([]);
  });

  it('tells of a VIP upgrade once (its bonus in the same message), however many recomputations race', async () => {
    const m = await insertMember(t.app.db);
    const rank = DEFAULT_VIP_LADDER[2];
    if (!rank) throw new Error('the default ladder has a rank 2');
    const now = Date.now();
    await addRollup(t.app.db, m.id, 'RNG', now, { stake: rank.betThreshold, payout: 0 });
    await addCreditedDeposit(t.app.db, m.id, rank.depositThreshold, now);
    await Promise.all(Array.from({ length: N }, () => recomputeRanks(t.app, now, [m.id])));
    const kinds = (await messagesOf(m.id)).map((x) => x.kind);
    expect(await messagesOf(m.id, 'vip_upgraded')).toEqual([{ kind: 'vip_upgraded', params: { rank: 2, label: rank.label } }]);
    expect(kinds).not.toContain('bonus_granted');
  });

  it('tells of a points-mall decision once, with the item in both languages and the points', async () => {
    const redeem = async (kind: 'voucher' | 'bonus' | 'physical') => {
      const itemId = await insertItem(t.app.db, { kind, price: 100_00, stock: 5, ...(kind === 'bonus' ? { amount: 200_00 } : {}) });
      const m = await pointsMember(t, 1_000_00);
      const extra = kind === 'physical' ? { address: 'Flat 3B, 27 Gulshan Avenue, Dhaka', mobile: '01812345678' } : {};
      const r = await m.post<Redeemed>(REDEEM, { itemId, quantity: 1, paymentPassword: PAY, requestId: rid(), ...extra });
      expect(r.status).toBe(200);
      return { m, id: r.body.value.redeem.id };
    };
    const decideAll = (id: number, approve: boolean) => Promise.allSettled(Array.from({ length: N }, () => decideRedeem(t.app, staffId, id, { approve, reason: approve ? '' : 'Out of stock in this colour.' })));

    const bonusItem = await redeem('bonus');
    expect((await decideAll(bonusItem.id, true)).filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const approved = await messagesOf(bonusItem.m.id);
    // One message: the redeem's (its bonus credit is told of there, not again as a bonus).
    expect(approved).toEqual([{ kind: 'redeem_approved', params: { id: bonusItem.id, points: 100_00, item_bn: expect.stringMatching(/^পণ্য /), item_en: expect.stringMatching(/^Item /) } }]);

    const rejected = await redeem('physical');
    expect((await decideAll(rejected.id, false)).filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await messagesOf(rejected.m.id)).toEqual([{ kind: 'redeem_rejected', params: { id: rejected.id, points: 100_00, item_bn: expect.any(String), item_en: expect.any(String), reason: 'Out of stock in this colour.' } }]);
  });
});
