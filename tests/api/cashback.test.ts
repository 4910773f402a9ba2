import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionToken } from '#server/agents/seed-data.ts';
import { checkLedger } from '#server/ledger/check.ts';
import { MECHANIC_HANDLERS } from '#server/promotions/mechanics.ts';
import { promotionById, settleCashback } from '#server/promotions/index.ts';
import { lastEnded, merchantTimeZone, type Period } from '#server/system/index.ts';
import { getSetting, setSetting } from '#server/system/settings.ts';
import type { MechanicParams } from '#lib/contracts/promotion-model.ts';
import type { RebatePage } from '#lib/contracts/rebates.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { insertMember, insertPromotion } from '../fixtures/factories.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { signedIn } from '../fixtures/member.ts';
import { addRollup, labelMember, promotionCostPaid, rewardsSum } from '../fixtures/rebates.ts';

const DAY = 86_400_000;
const RATES: MechanicParams['cashback']['rates'] = [
  { rank: 0, category: 'ALL', rateBps: 500 },
  { rank: 3, category: 'LIVE', rateBps: 800 },
  { rank: 5, category: 'RNG', rateBps: 1000 },
];

describe.each(DIALECTS)('cashback on %s', (dialect) => {
  let t: TestApp;
  let yesterday: Period;
  let seq = 0;
  const setManual = async (on: boolean) => setSetting(t.app.db, 'switches', { ...(await getSetting(t.app.db, 'switches')), manualCashback: on });

  /** A promotion only members labelled for this test take part in, running since the day before yesterday. */
  async function promotion(params: Partial<MechanicParams['cashback']> = {}) {
    const label = `cb${dialect}${++seq}`;
    const id = await insertPromotion(t.app.db, 'cashback', { period: 'daily', rates: RATES, minLoss: 10_000, maxPerPeriod: 0, ...params }, { startsAt: yesterday.start - DAY, audience: { kind: 'labels', labels: [label] } });
    const member = async (vipRank = 0, uplineId: number | null = null) => {
      const m = await signedIn(t, { vipRank, uplineId });
      await labelMember(t.app.db, m.id, label);
      return m;
    };
    return { id, member };
  }
  const page = async (m: Awaited<ReturnType<typeof signedIn>>, lang = 'en') => (await m.get<RebatePage>(`/wps/rebates?language=${lang}`)).body.value;

  beforeAll(async () => {
    t = await testApp(dialect, { seed: true, config: { trustProxy: true } });
    yesterday = lastEnded('daily', Date.now(), await merchantTimeZone(t.app.db));
  });
  afterAll(async () => {
    await setManual(true);
    expect(await checkLedger(t.app.reader, t.app.dialect)).toEqual([]);
    await t.close();
  });

  it('pays each category’s net loss × the rate of the member’s rank, left to claim while the switch is on', async () => {
    await setManual(true);
    const p = await promotion();
    const m = await p.member(5);
    const at = yesterday.start + 3_600_000;
    await addRollup(t.app.db, m.id, 'RNG', at, { bets: 12, stake: 100_000, payout: 20_000 });
    await addRollup(t.app.db, m.id, 'LIVE', at, { bets: 3, stake: 50_000, payout: 70_000 });
    await addRollup(t.app.db, m.id, 'FISH', at + 3_600_000, { bets: 4, stake: 30_000, payout: 0 });
    expect(await settleCashback(t.app, Date.now())).toBeGreaterThanOrEqual(1);
    const view = await page(m);
    const r = view.rewards.find((x) => x.promotionId === p.id);
    expect(r).toMatchObject({ kind: 'cashback', state: 'available', amount: 8_000 + 1_500, total: 90_000 });
    expect(r?.lines).toEqual([
      { category: 'FISH', bets: 4, base: 30_000, payout: 0, loss: 30_000, rateBps: 500, amount: 1_500 },
      { category: 'LIVE', bets: 3, base: 50_000, payout: 70_000, loss: -20_000, rateBps: 800, amount: 0 },
      { category: 'RNG', bets: 12, base: 100_000, payout: 20_000, loss: 80_000, rateBps: 1000, amount: 8_000 },
    ]);
    const handler = MECHANIC_HANDLERS.cashback;
    expect(await handler?.view(t.app, (await promotionById(t.app.db, p.id)) as never, m.id, Date.now())).toMatchObject({ state: 'claim', actionable: true });
    expect(await m.balance()).toBe(0);
    const claim = await m.post<{ amount: number; paid: boolean }>(`/wps/rebates/${r?.id}/claim`, {});
    expect(claim.body.value).toMatchObject({ amount: 9_500, paid: true });
    expect(await m.balance()).toBe(9_500);
    const again = await m.post<{ paid: boolean }>(`/wps/rebates/${r?.id}/claim`, {});
    expect(again.body.value.paid).toBe(false);
    expect(await m.balance()).toBe(9_500);
    expect((await page(m)).rewards.find((x) => x.id === r?.id)?.state).toBe('claimed');
    expect(await handler?.view(t.app, (await promotionById(t.app.db, p.id)) as never, m.id, Date.now())).toMatchObject({ state: 'claimed', actionable: false });
    expect(await promotionCostPaid(t.app.db, p.id)).toBe(9_500);
  });

  it('pays nothing below the minimum loss, caps the period, and a lower rank earns the lower rate', async () => {
    await setManual(true);
    const p = await promotion({ minLoss: 50_000, maxPerPeriod: 3_000 });
    const small = await p.member(5);
    const big = await p.member(5);
    const low = await p.member(1);
    const at = yesterday.start + 7_200_000;
    await addRollup(t.app.db, small.id, 'RNG', at, { stake: 49_999, payout: 0 });
    await addRollup(t.app.db, big.id, 'RNG', at, { stake: 500_000, payout: 0 });
    await addRollup(t.app.db, low.id, 'RNG', at, { stake: 50_000, payout: 0 });
    await settleCashback(t.app, Date.now());
    const rows = await t.app.db.selectFrom('rewards').select(['member_id', 'amount']).where('promotion_id', '=', p.id).orderBy('member_id').execute();
    expect(rows.map((r) => [Number(r.member_id), Number(r.amount)])).toEqual([
      [big.id, 3_000],
      [low.id, 2_500],
    ]);
  });

  it('pays at once when the manual cashback switch is off', async () => {
    await setManual(false);
    const p = await promotion();
    const m = await p.member(0);
    await addRollup(t.app.db, m.id, 'SPORTS', yesterday.start + 60_000, { stake: 40_000, payout: 0 });
    await settleCashback(t.app, Date.now());
    await setManual(true);
    expect(await m.balance()).toBe(2_000);
    expect((await page(m)).rewards.find((x) => x.promotionId === p.id)).toMatchObject({ state: 'issued', amount: 2_000 });
    expect(await MECHANIC_HANDLERS.cashback?.view(t.app, (await promotionById(t.app.db, p.id)) as never, m.id, Date.now())).toMatchObject({ state: 'issued' });
  });

  it('settles a period once, run twice or by several instances at once', async () => {
    await setManual(false);
    const p = await promotion();
    const members = await Promise.all(Array.from({ length: 5 }, () => p.member(0)));
    for (const m of members) await addRollup(t.app.db, m.id, 'RNG', yesterday.start + 1_000, { stake: 20_000, payout: 0 });
    const now = Date.now();
    await Promise.all(Array.from({ length: 4 }, () => settleCashback(t.app, now)));
    await settleCashback(t.app, now + 60_000);
    await setManual(true);
    const rows = await t.app.db.selectFrom('rewards').select(['member_id']).where('promotion_id', '=', p.id).execute();
    expect(rows).toHaveLength(5);
    for (const m of members) expect(await m.balance()).toBe(1_000);
    expect(await promotionCostPaid(t.app.db, p.id)).toBe(5_000);
    expect(await rewardsSum(t.app.db, p.id, ['issued', 'claimed'])).toBe(5_000);
  });

  it('pays once for 50 parallel claims', async () => {
    await setManual(true);
    const p = await promotion();
    const m = await p.member(0);
    await addRollup(t.app.db, m.id, 'RNG', yesterday.start + 1_000, { stake: 100_000, payout: 0 });
    await settleCashback(t.app, Date.now());
    const r = (await page(m)).rewards.find((x) => x.promotionId === p.id);
    const claims = await Promise.all(Array.from({ length: 50 }, () => m.post<{ paid: boolean }>(`/wps/rebates/${r?.id}/claim`, {})));
    expect(claims.every((c) => c.status === 200)).toBe(true);
    expect(claims.filter((c) => c.body.value.paid)).toHaveLength(1);
    expect(await m.balance()).toBe(5_000);
    expect(await promotionCostPaid(t.app.db, p.id)).toBe(5_000);
  });

  it('refuses a claim of another member’s reward, an unknown or expired one, and one outside the audience earns nothing', async () => {
    await setManual(true);
    const p = await promotion();
    const m = await p.member(0);
    const other = await signedIn(t);
    await addRollup(t.app.db, m.id, 'RNG', yesterday.start + 1_000, { stake: 100_000, payout: 0 });
    await addRollup(t.app.db, other.id, 'RNG', yesterday.start + 1_000, { stake: 100_000, payout: 0 });
    await settleCashback(t.app, Date.now());
    expect((await page(other)).rewards.some((x) => x.promotionId === p.id)).toBe(false);
    const r = (await page(m)).rewards.find((x) => x.promotionId === p.id);
    const stolen = await other.post(`/wps/rebates/${r?.id}/claim`, {});
    expect(stolen.body.code).toBe('REWARD_UNAVAILABLE');
    expect((await other.post('/wps/rebates/999999/claim', {})).body.code).toBe('REWARD_UNAVAILABLE');
    await t.app.db.updateTable('rewards').set({ expires_at: Date.now() - 1 }).where('id', '=', r?.id ?? 0).execute();
    const late = await m.post(`/wps/rebates/${r?.id}/claim`, {});
    expect(late.body.code).toBe('REWARD_UNAVAILABLE');
    expect((await page(m)).rewards.find((x) => x.id === r?.id)?.state).toBe('expired');
    expect(await m.balance()).toBe(0);
    expect(await other.balance()).toBe(0);
  });

  it('shows the running period’s calculation live', async () => {
    const p = await promotion({ minLoss: 0, maxPerPeriod: 50_000 });
    const m = await p.member(5);
    await addRollup(t.app.db, m.id, 'RNG', Date.now(), { bets: 2, stake: 30_000, payout: 10_000 });
    const live = (await page(m, 'bn')).live.find((x) => x.promotionId === p.id);
    expect(live).toMatchObject({ kind: 'cashback', period: 'daily', total: 20_000, amount: 2_000, payout: 'claim', title: 'প্রচার cashback' });
    expect(live?.lines).toEqual([{ category: 'RNG', bets: 2, base: 30_000, payout: 10_000, loss: 20_000, rateBps: 1000, amount: 2_000 }]);
    expect(await MECHANIC_HANDLERS.cashback?.view(t.app, (await promotionById(t.app.db, p.id)) as never, m.id, Date.now())).toMatchObject({ state: 'process', progress: { current: 2_000, target: 50_000 } });
  });

  it('shows the team’s cashback and rebates in the agent’s profit and loss, equal to the ledger', async () => {
    await setManual(false);
    const p = await promotion();
    const agent = await insertMember(t.app.db, { isAgent: 1 });
    const a = await p.member(0, agent.id);
    const b = await p.member(5, agent.id);
    await addRollup(t.app.db, a.id, 'RNG', yesterday.start + 1_000, { stake: 100_000, payout: 0 });
    await addRollup(t.app.db, b.id, 'RNG', yesterday.start + 1_000, { stake: 100_000, payout: 0 });
    const before = Date.now();
    await settleCashback(t.app, Date.now());
    await setManual(true);
    const token = await sessionToken(t.app.db, agent.id);
    const res = await t.request(`/wps/agent/team/profit-loss?from=${before - 60_000}&to=${Date.now() + 60_000}&pageSize=100`, { headers: { token } });
    const v = ((await res.json()) as { value: { list: { memberId: number; rebates: number; net: number; profitLoss: number; bonuses: number }[]; totals: { rebates: number } } }).value;
    const entries = await t.app.db.selectFrom('journal_entries').select(['member_id', 'id']).where('kind', 'in', ['reward_cashback', 'reward_rebate']).where('member_id', 'in', [a.id, b.id]).execute();
    const postings = await t.app.db.selectFrom('postings').select('amount').where('entry_id', 'in', entries.map((e) => e.id)).where('amount', '>', 0).execute();
    const ledger = postings.reduce((sum, x) => sum + Number(x.amount), 0);
    expect(ledger).toBe(5_000 + 10_000);
    expect(v.totals.rebates).toBe(ledger);
    const row = v.list.find((x) => x.memberId === b.id);
    expect(row).toMatchObject({ rebates: 10_000, profitLoss: 0 });
    expect(row?.net).toBe(row ? row.profitLoss + row.bonuses + row.rebates : NaN);
  });
});
