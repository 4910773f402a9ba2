import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_VIP_LADDER, type VipRank } from '#lib/contracts/loyalty-model.ts';
import { fundMember } from '#fixtures/factories.ts';
import { rejectWithdrawal } from '#server/cashier/withdrawals.ts';
import { checkLedger } from '#server/ledger/check.ts';
import { saveVipLadder, vipLadder } from '#server/members/index.ts';
import { settleCashback, settleRebates } from '#server/promotions/index.ts';
import { lastEnded, merchantTimeZone } from '#server/system/index.ts';
import type { RebatePage } from '#lib/contracts/rebates.ts';
import { insertPromotion } from '#fixtures/factories.ts';
import { addRollup, labelMember } from '../fixtures/rebates.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { signedIn } from '../fixtures/member.ts';

type Limit = { rank: number; label: string; amountLimit: number | null; amountUsed: number; amountLeft: number | null; countLimit: number | null; countUsed: number; countLeft: number | null };

/** The default ladder with some ranks' daily withdrawal limits changed. */
const ladderWith = (changes: Record<number, Partial<VipRank>>): VipRank[] => DEFAULT_VIP_LADDER.map((r) => ({ ...r, ...changes[r.rank] }));

describe.each(DIALECTS)('VIP benefits on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(dialect, { seed: true, config: { trustProxy: true } });
    // Rank 1: three withdrawals of at most ৳5,000 a day; rank 2: ৳1,000 a day in any number; rank 3: no limit of its own.
    await saveVipLadder(t.app.db, ladderWith({ 1: { withdrawDailyCount: 3, withdrawDailyAmount: 500_000 }, 2: { withdrawDailyCount: 0, withdrawDailyAmount: 100_000 }, 3: { withdrawDailyCount: 0, withdrawDailyAmount: 0 } }));
  });
  afterAll(async () => {
    expect(await checkLedger(t.app.reader, t.app.dialect)).toEqual([]);
    await t.close();
  });

  /** A member of a rank with money, a payment password and a bank account bound days ago, on a known address. */
  async function ready(vipRank: number, balance: number) {
    const m = await signedIn(t, { realName: 'Nusrat Jahan', vipRank, mobile: ['880', `18${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`] });
    await fundMember(t.app.db, m.id, balance);
    expect((await m.post('/wps/member/paymentPassword', { currentPassword: m.password, paymentPassword: '482913', confirmPaymentPassword: '482913' })).status).toBe(200);
    const bound = await m.post<{ id: number }>('/wps/cashier/bankAccounts', { bankName: 'Meridian Trust Bank', accountNumber: '2234 5678 9012', holderName: 'Nusrat Jahan', paymentPassword: '482913' });
    expect(bound.status).toBe(200);
    await t.app.db.updateTable('bank_accounts').set({ created_at: Date.now() - 3 * 86_400_000 }).where('id', '=', bound.body.value.id).execute();
    await t.app.db.updateTable('member_ips').set({ first_seen: Date.now() - 3 * 86_400_000 }).where('member_id', '=', m.id).execute();
    const withdraw = (amount: number) => m.post<{ id: number }>('/wps/cashier/withdrawals', { bankAccountId: bound.body.value.id, amount, paymentPassword: '482913' });
    return { ...m, withdraw };
  }

  it('lets exactly the rank’s daily count through of 30 parallel withdrawals, and a refused one does not count', async () => {
    const m = await ready(1, 1_000_000);
    const results = await Promise.all(Array.from({ length: 30 }, () => m.withdraw(30_000)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(27);
    for (const r of refused) expect(r.body).toMatchObject({ code: 'WITHDRAWAL_DAILY_COUNT', limit: 3, used: 3, left: 0, rank: 1 });
    expect(await m.balance()).toBe(1_000_000 - 3 * 30_000);
    const limit = await m.get<Limit>('/wps/cashier/withdrawals/limit');
    expect(limit.body.value).toMatchObject({ rank: 1, label: 'VIP 1', countLimit: 3, countUsed: 3, countLeft: 0, amountLimit: 500_000, amountUsed: 90_000, amountLeft: 410_000 });
    // A refused withdrawal gives its place back.
    const first = results.find((r) => r.status === 200)?.body.value.id as number;
    expect(await rejectWithdrawal(t.app, first, 'The account is closed.')).toBe(true);
    expect((await m.withdraw(30_000)).status).toBe(200);
    expect((await m.withdraw(30_000)).body.code).toBe('WITHDRAWAL_DAILY_COUNT');
  });

  it('refuses a withdrawal over what is left of the daily amount, saying what is left, and changes nothing', async () => {
    const m = await ready(2, 1_000_000);
    expect((await m.withdraw(60_000)).status).toBe(200);
    const over = await m.withdraw(50_000);
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ code: 'WITHDRAWAL_DAILY_LIMIT', limit: 100_000, used: 60_000, left: 40_000, rank: 2 });
    expect(await m.balance()).toBe(940_000);
    expect((await m.withdraw(40_000)).status).toBe(200);
    expect((await m.get<Limit>('/wps/cashier/withdrawals/limit')).body.value).toMatchObject({ amountLimit: 100_000, amountLeft: 0, countLimit: null, countLeft: null });
    // Parallel requests cannot add up past the amount either.
    const n = await ready(2, 1_000_000);
    const parallel = await Promise.all(Array.from({ length: 30 }, () => n.withdraw(30_000)));
    expect(parallel.filter((r) => r.status === 200)).toHaveLength(3);
    expect(parallel.filter((r) => r.body.code === 'WITHDRAWAL_DAILY_LIMIT')).toHaveLength(27);
    expect(await n.balance()).toBe(910_000);
  });

  it('sets no limit of its own when the rank’s limits are 0, and the page says so', async () => {
    const m = await ready(3, 1_000_000);
    const results = await Promise.all(Array.from({ length: 6 }, () => m.withdraw(50_000)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect((await m.get<Limit>('/wps/cashier/withdrawals/limit')).body.value).toMatchObject({ rank: 3, amountLimit: null, amountLeft: null, countLimit: null, countLeft: null, countUsed: 6, amountUsed: 300_000 });
  });

  it('counts yesterday’s withdrawals against yesterday, not today', async () => {
    const m = await ready(1, 1_000_000);
    for (let i = 0; i < 3; i++) expect((await m.withdraw(30_000)).status).toBe(200);
    await t.app.db.updateTable('withdrawals').set({ created_at: Date.now() - 2 * 86_400_000 }).where('member_id', '=', m.id).execute();
    expect((await m.withdraw(30_000)).status).toBe(200);
    expect((await m.get<Limit>('/wps/cashier/withdrawals/limit')).body.value).toMatchObject({ countUsed: 1, countLeft: 2 });
  });

  it('routes chat by the rank’s VIP service: from rank 5 with the default ladder, and as the ladder says once changed', async () => {
    const clubOf = async (vipRank: number) => (await (await signedIn(t, { vipRank })).get<{ clubLabel: { rankLevel: number; vipService: boolean } }>('/wps/member/info')).body.value.clubLabel;
    // The ladder saved above keeps the default's VIP service flags.
    expect(await clubOf(4)).toMatchObject({ rankLevel: 4, vipService: false });
    expect(await clubOf(5)).toMatchObject({ rankLevel: 5, vipService: true });
    const before = DEFAULT_VIP_LADDER.map((r) => ({ ...r }));
    await saveVipLadder(t.app.db, ladderWith({ 3: { vipService: true }, 6: { vipService: false } }));
    try {
      expect(await clubOf(3)).toMatchObject({ rankLevel: 3, vipService: true });
      expect(await clubOf(6)).toMatchObject({ rankLevel: 6, vipService: false });
    } finally {
      await saveVipLadder(t.app.db, before.map((r) => ({ ...r, ...ladderWith({ 1: { withdrawDailyCount: 3, withdrawDailyAmount: 500_000 }, 2: { withdrawDailyCount: 0, withdrawDailyAmount: 100_000 }, 3: { withdrawDailyCount: 0, withdrawDailyAmount: 0 } })[r.rank] })));
    }
  });

  it('pays cashback and rebate at the ladder’s rates when a promotion takes them from the ladder, and at its table otherwise', async () => {
    const saved = await vipLadder(t.app.db);
    await saveVipLadder(t.app.db, saved.map((r) => (r.rank === 2 ? { ...r, cashbackBps: 900, rebateBps: 150 } : r)));
    try {
      const yesterday = lastEnded('daily', Date.now(), await merchantTimeZone(t.app.db));
      const since = { startsAt: yesterday.start - 86_400_000 };
      const table = [{ rank: 0, category: 'ALL' as const, rateBps: 10 }];
      const label = `ladder${dialect}`;
      const rebateLadder = await insertPromotion(t.app.db, 'rebate', { rates: table, ratesFrom: 'ladder', payout: 'auto', maxPerDay: 0 }, { ...since, audience: { kind: 'labels', labels: [label] } });
      const rebateTable = await insertPromotion(t.app.db, 'rebate', { rates: table, payout: 'auto', maxPerDay: 0 }, { ...since, audience: { kind: 'labels', labels: [label] } });
      const cashbackLadder = await insertPromotion(t.app.db, 'cashback', { period: 'daily', rates: table, ratesFrom: 'ladder', minLoss: 0, maxPerPeriod: 0 }, { ...since, audience: { kind: 'labels', labels: [label] } });
      const m = await signedIn(t, { vipRank: 2 });
      await labelMember(t.app.db, m.id, label);
      await addRollup(t.app.db, m.id, 'RNG', yesterday.start + 60_000, { stake: 100_000, valid: 100_000, payout: 20_000 });
      await addRollup(t.app.db, m.id, 'LIVE', Date.now(), { stake: 40_000, valid: 40_000, payout: 0 });
      // Today's figures on the rebates page: the ladder's 1.5% on every category, the table's 0.1%.
      const page = (await m.get<RebatePage>('/wps/rebates?language=en')).body.value;
      expect(page.live.find((x) => x.promotionId === rebateLadder)?.lines.map((l) => [l.category, l.rateBps, l.amount])).toEqual([['LIVE', 150, 600]]);
      expect(page.live.find((x) => x.promotionId === rebateTable)?.lines.map((l) => [l.category, l.rateBps, l.amount])).toEqual([['LIVE', 10, 40]]);
      // The player's rate table shows the ladder's rates, one row per rank.
      const detail = (await m.get<{ spec: { params: { rates: { rank: number; category: string; rateBps: number }[] } } }>(`/wps/promotions/${rebateLadder}?language=en`)).body.value;
      expect(detail.spec.params.rates.find((r) => r.rank === 2)).toEqual({ rank: 2, category: 'ALL', rateBps: 150 });
      expect(detail.spec.params.rates).toHaveLength(saved.length);
      // Yesterday settles at the same rates.
      const now = Date.now();
      await settleRebates(t.app, now);
      await settleCashback(t.app, now);
      const paid = async (promotionId: number) => Number((await t.app.db.selectFrom('rewards').select((eb) => eb.fn.sum<number>('amount').as('s')).where('promotion_id', '=', promotionId).where('member_id', '=', m.id).executeTakeFirst())?.s ?? 0);
      expect(await paid(rebateLadder)).toBe(1_500);
      expect(await paid(rebateTable)).toBe(100);
      expect(await paid(cashbackLadder)).toBe(7_200);
    } finally {
      await saveVipLadder(t.app.db, saved);
    }
  });

  it('answers the limit only to a signed-in member', async () => {
    const res = await t.request('/wps/cashier/withdrawals/limit');
    expect(res.status).toBe(401);
  });
});
