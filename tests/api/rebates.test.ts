import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '#server/ledger/check.ts';
import { MECHANIC_HANDLERS } from '#server/promotions/mechanics.ts';
import { promotionById, settleRebates } from '#server/promotions/index.ts';
import { lastEnded, merchantTimeZone, type Period } from '#server/system/index.ts';
import type { MechanicParams } from '#lib/contracts/promotion-model.ts';
import type { RebatePage } from '#lib/contracts/rebates.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { insertPromotion } from '../fixtures/factories.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { signedIn } from '../fixtures/member.ts';
import { addRollup, labelMember, promotionCostPaid, rewardsSum } from '../fixtures/rebates.ts';

const DAY = 86_400_000;
const RATES: MechanicParams['rebate']['rates'] = [
  { rank: 0, category: 'RNG', rateBps: 80 },
  { rank: 4, category: 'RNG', rateBps: 120 },
  { rank: 0, category: 'LIVE', rateBps: 50 },
];

describe.each(DIALECTS)('rebates on %s', (dialect) => {
  let t: TestApp;
  let yesterday: Period;
  let seq = 0;

  async function promotion(params: Partial<MechanicParams['rebate']> = {}) {
    const label = `rb${dialect}${++seq}`;
    const id = await insertPromotion(t.app.db, 'rebate', { rates: RATES, payout: 'auto', maxPerDay: 0, ...params }, { startsAt: yesterday.start - DAY, audience: { kind: 'labels', labels: [label] } });
    const member = async (vipRank = 0) => {
      const m = await signedIn(t, { vipRank });
      await labelMember(t.app.db, m.id, label);
      return m;
    };
    return { id, member };
  }
  const page = async (m: Awaited<ReturnType<typeof signedIn>>) => (await m.get<RebatePage>('/wps/rebates?language=en')).body.value;
  const view = async (id: number, memberId: number) => MECHANIC_HANDLERS.rebate?.view(t.app, (await promotionById(t.app.db, id)) as never, memberId, Date.now());

  beforeAll(async () => {
    t = await testApp(dialect, { seed: true, config: { trustProxy: true } });
    yesterday = lastEnded('daily', Date.now(), await merchantTimeZone(t.app.db));
  });
  afterAll(async () => {
    expect(await checkLedger(t.app.reader, t.app.dialect)).toEqual([]);
    await t.close();
  });

  it('accrues today’s rebate live from the valid bet per category and rank', async () => {
    const p = await promotion({ maxPerDay: 100_000 });
    const m = await p.member(4);
    await addRollup(t.app.db, m.id, 'RNG', Date.now(), { bets: 5, stake: 120_000, valid: 100_000, payout: 500_000 });
    await addRollup(t.app.db, m.id, 'LIVE', Date.now(), { bets: 1, stake: 10_000, payout: 0 });
    await addRollup(t.app.db, m.id, 'FISH', Date.now(), { bets: 1, stake: 10_000, payout: 0 });
    const live = (await page(m)).live.find((x) => x.promotionId === p.id);
    expect(live).toMatchObject({ kind: 'rebate', period: 'daily', total: 120_000, amount: 1_200 + 50, payout: 'auto' });
    expect(live?.lines.map((l) => [l.category, l.base, l.rateBps, l.amount])).toEqual([
      ['FISH', 10_000, 0, 0],
      ['LIVE', 10_000, 50, 50],
      ['RNG', 100_000, 120, 1_200],
    ]);
    expect(await view(p.id, m.id)).toMatchObject({ state: 'process', progress: { current: 1_250, target: 100_000, unit: 'minor' } });
  });

  it('pays an ended day automatically in auto mode, once however often the job runs', async () => {
    const p = await promotion({ maxPerDay: 1_000 });
    const a = await p.member(0);
    const b = await p.member(4);
    await addRollup(t.app.db, a.id, 'RNG', yesterday.start + 1_000, { stake: 100_000, payout: 0 });
    await addRollup(t.app.db, b.id, 'RNG', yesterday.end - 1_000, { stake: 10_000_000, payout: 0 });
    const now = Date.now();
    await Promise.all(Array.from({ length: 4 }, () => settleRebates(t.app, now)));
    await settleRebates(t.app, now + 120_000);
    expect(await a.balance()).toBe(800);
    expect(await b.balance()).toBe(1_000);
    expect(await rewardsSum(t.app.db, p.id, ['issued'])).toBe(1_800);
    expect(await promotionCostPaid(t.app.db, p.id)).toBe(1_800);
    expect(await view(p.id, a.id)).toMatchObject({ state: 'issued', actionable: false });
    expect((await page(b)).rewards.find((x) => x.promotionId === p.id)).toMatchObject({ kind: 'rebate', state: 'issued', amount: 1_000 });
  });

  it('leaves the day’s rebate to claim in claim mode; 50 parallel claims pay once', async () => {
    const p = await promotion({ payout: 'claim' });
    const m = await p.member(0);
    await addRollup(t.app.db, m.id, 'RNG', yesterday.start + 1_000, { stake: 250_000, payout: 0 });
    await settleRebates(t.app, Date.now());
    expect(await m.balance()).toBe(0);
    expect(await view(p.id, m.id)).toMatchObject({ state: 'claim', actionable: true });
    const r = (await page(m)).rewards.find((x) => x.promotionId === p.id);
    expect(r).toMatchObject({ state: 'available', amount: 2_000 });
    const claims = await Promise.all(Array.from({ length: 50 }, () => m.post<{ paid: boolean }>(`/wps/rebates/${r?.id}/claim`, {})));
    expect(claims.filter((c) => c.body.value?.paid)).toHaveLength(1);
    expect(await m.balance()).toBe(2_000);
    expect(await promotionCostPaid(t.app.db, p.id)).toBe(2_000);
    expect(await view(p.id, m.id)).toMatchObject({ state: 'claimed' });
  });

  it('refuses another member’s claim, and nothing is paid for a day before the promotion started', async () => {
    const p = await promotion({ payout: 'claim' });
    const m = await p.member(0);
    const other = await signedIn(t);
    await addRollup(t.app.db, m.id, 'RNG', yesterday.start + 1_000, { stake: 100_000, payout: 0 });
    await addRollup(t.app.db, m.id, 'RNG', yesterday.start - 3 * DAY, { stake: 100_000, payout: 0 });
    await settleRebates(t.app, Date.now());
    const rows = await t.app.db.selectFrom('rewards').select(['id', 'amount']).where('promotion_id', '=', p.id).execute();
    expect(rows.map((r) => Number(r.amount))).toEqual([800]);
    const stolen = await other.post(`/wps/rebates/${rows[0]?.id}/claim`, {});
    expect(stolen.body.code).toBe('REWARD_UNAVAILABLE');
    expect(await other.balance()).toBe(0);
    expect((await m.post<{ paid: boolean }>(`/wps/rebates/${rows[0]?.id}/claim`, {})).body.value.paid).toBe(true);
  });
});
