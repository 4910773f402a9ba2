import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPromotion } from '#fixtures/factories.ts';
import { checkLedger } from '#server/ledger/check.ts';
import { cachedPromotions, forgetPromotionCards, offerReward } from '#server/promotions/index.ts';
import type { CashbackParams } from '#lib/contracts/promotion-model.ts';
import type { z } from 'zod';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { signedIn } from '../fixtures/member.ts';

const DAY = 86_400_000;
const cashback: z.infer<typeof CashbackParams> = { period: 'daily', rates: [{ rank: 0, category: 'ALL', rateBps: 500 }], minLoss: 0, maxPerPeriod: 0 };
type Card = { id: number; title: string; type: string; tags: string[]; status: string };
type View = { promotionId: number; state: string; actionable: boolean };
type Item = { id: number; state: string; title: string | null; amount: number };

describe.each(DIALECTS)('promotions pages and the reward centre on %s', (dialect) => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await testApp(dialect, { config: { trustProxy: true } });
    const now = Date.now();
    const db = t.app.db;
    ids.running = await insertPromotion(db, 'cashback', cashback, { type: 'slots', tags: ['daily', 'vip'], title: { bn: 'দৈনিক ক্যাশব্যাক', en: 'Daily cashback' }, terms: { bn: '<p>শর্ত</p>', en: '<p>Terms</p>' } });
    ids.coming = await insertPromotion(db, 'cashback', cashback, { startsAt: now + DAY, endsAt: now + 5 * DAY });
    ids.ended = await insertPromotion(db, 'cashback', cashback, { startsAt: now - 5 * DAY, endsAt: now - DAY });
    ids.vipOnly = await insertPromotion(db, 'cashback', cashback, { audience: { kind: 'vip', ranks: [9] } });
    ids.draft = await insertPromotion(db, 'cashback', cashback, { status: 'draft' });
    ids.pending = await insertPromotion(db, 'cashback', cashback, { status: 'pending' });
    ids.old = await insertPromotion(db, 'cashback', cashback, { startsAt: now - 30 * DAY, endsAt: now - 10 * DAY });
    forgetPromotionCards(t.app);
  });
  afterAll(async () => {
    expect(await checkLedger(t.app.reader, t.app.dialect)).toEqual([]);
    await t.close();
  });

  const json = async <T>(path: string) => {
    const res = await t.request(path);
    return { status: res.status, body: (await res.json()) as { value: T; code?: string } };
  };

  it('lists running, coming soon and recently ended promotions in the asked language, never drafts', async () => {
    const en = (await json<Card[]>('/wps/promotions?language=en')).body.value;
    const listed = en.map((c) => c.id);
    expect(listed).toEqual(expect.arrayContaining([ids.running, ids.coming, ids.ended, ids.vipOnly]));
    for (const hidden of [ids.draft, ids.pending, ids.old]) expect(listed).not.toContain(hidden);
    expect(en.find((c) => c.id === ids.running)).toMatchObject({ title: 'Daily cashback', type: 'slots', tags: ['daily', 'vip'] });
    const bn = (await json<Card[]>('/wps/promotions?language=bn')).body.value;
    expect(bn.find((c) => c.id === ids.running)?.title).toBe('দৈনিক ক্যাশব্যাক');
  });

  it('shows one promotion with its terms and numbers; drafts and unknown ids are not found', async () => {
    const d = await json<{ title: string; terms: string; spec: { mechanic: string; params: { rates: unknown[] } } }>(`/wps/promotions/${ids.running}?language=en`);
    expect(d.status).toBe(200);
    expect(d.body.value).toMatchObject({ title: 'Daily cashback', terms: '<p>Terms</p>', spec: { mechanic: 'cashback', params: { rates: cashback.rates } } });
    for (const id of [ids.draft, ids.pending, 9_999_999]) expect((await json(`/wps/promotions/${id}`)).body.code).toBe('NOT_FOUND');
    expect((await json(`/wps/promotions/${ids.old}?language=en`)).status).toBe(200);
  });

  it('keeps the list in memory until staff change a promotion or a start or end time passes', async () => {
    const before = (await json<Card[]>('/wps/promotions?language=en')).body.value.length;
    const added = await insertPromotion(t.app.db, 'cashback', cashback);
    expect((await json<Card[]>('/wps/promotions?language=en')).body.value).toHaveLength(before);
    forgetPromotionCards(t.app);
    expect((await json<Card[]>('/wps/promotions?language=en')).body.value.map((c) => c.id)).toContain(added);
    const now = Date.now();
    const soon = await insertPromotion(t.app.db, 'cashback', cashback, { startsAt: now + 10 * DAY, endsAt: now + 11 * DAY });
    expect((await cachedPromotions(t.app, now)).map((p) => p.id)).not.toContain(soon);
    // The coming promotion's start is a boundary, so the list is read again once it passes.
    expect((await cachedPromotions(t.app, now + 5 * DAY + 1)).map((p) => p.id)).toContain(soon);
    forgetPromotionCards(t.app);
  });

  it('gives the member every state in one call: coming soon, closed when ended or outside the audience', async () => {
    const m = await signedIn(t, { vipRank: 1 });
    const views = (await m.get<View[]>('/wps/promotions/states')).body.value;
    const of = (id: number | undefined) => views.find((v) => v.promotionId === id);
    expect(of(ids.coming)).toEqual({ promotionId: ids.coming, state: 'comingSoon', actionable: false, progress: null });
    expect(of(ids.ended)).toMatchObject({ state: 'close', actionable: false });
    expect(of(ids.vipOnly)).toMatchObject({ state: 'close', actionable: false });
    expect(of(ids.draft)).toBeUndefined();
    expect(of(ids.running)?.state).not.toMatch(/^(comingSoon|close)$/);
    // After the end a lasting outcome stays: a race prize paid shows as issued, not closed.
    const now = Date.now();
    const race = await insertPromotion(t.app.db, 'race', { metric: 'turnover', categories: [], minStake: 0, period: 'whole', prizes: [50_000] }, { startsAt: now - 5 * DAY, endsAt: now - DAY });
    await t.app.ledger.run((sql) => offerReward(sql, { memberId: m.id, promotionId: race, kind: 'race', periodKey: 'whole', amount: 50_000, bonusRules: null, pay: 'now' }, 'BDT', now));
    forgetPromotionCards(t.app);
    const after = (await m.get<View[]>('/wps/promotions/states')).body.value;
    expect(after.find((v) => v.promotionId === race)).toMatchObject({ state: 'issued', actionable: false });
    expect(after.find((v) => v.promotionId === ids.ended)).toMatchObject({ state: 'close', actionable: false });
    const count = (await m.get<{ count: number }>('/wps/promotions/available/count')).body.value.count;
    expect(count).toBe(views.filter((v) => v.actionable).length);
    const visitor = await t.request('/wps/promotions/states');
    expect(((await visitor.json()) as { code: string }).code).toBe('NOT_LOGGED_IN');
  });

  it('lists the reward centre and claims a reward once under 50 parallel claims', async () => {
    const m = await signedIn(t);
    const other = await signedIn(t);
    const now = Date.now();
    const offer = (periodKey: string, amount: number, expiresAt: number | null) =>
      t.app.ledger.run((sql) => offerReward(sql, { memberId: m.id, promotionId: ids.running!, kind: 'cashback', periodKey, amount, bonusRules: null, pay: 'claim', expiresAt }, 'BDT', now));
    const { rewardId } = await offer('2026-11-01', 12_345, now + DAY);
    const { rewardId: lapsed } = await offer('2026-10-01', 500, now - 1);
    const before = await m.balance();
    const countBefore = (await m.get<{ count: number }>('/wps/promotions/available/count')).body.value.count;
    const view = (await m.get<View[]>('/wps/promotions/states')).body.value.find((v) => v.promotionId === ids.running);
    expect(view).toMatchObject({ actionable: true });

    const centre = (await m.get<{ claimable: Item[]; history: Item[] }>('/wps/rewards?language=en')).body.value;
    expect(centre.claimable.map((r) => r.id)).toEqual([rewardId]);
    expect(centre.claimable[0]).toMatchObject({ title: 'Daily cashback', amount: 12_345, state: 'available' });
    expect(centre.history.find((r) => r.id === lapsed)?.state).toBe('expired');

    expect((await other.post(`/wps/rewards/${rewardId}/claim`, {})).body.code).toBe('REWARD_UNAVAILABLE');
    const answers = await Promise.all(Array.from({ length: 50 }, () => m.post<{ paid: boolean; amount: number }>(`/wps/rewards/${rewardId}/claim`, {})));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    expect(answers.filter((a) => a.body.value.paid)).toHaveLength(1);
    expect(answers.every((a) => a.body.value.amount === 12_345)).toBe(true);
    expect(await m.balance()).toBe(before + 12_345);
    expect((await m.post(`/wps/rewards/${lapsed}/claim`, {})).body.code).toBe('REWARD_UNAVAILABLE');
    expect((await m.post(`/wps/rewards/${9_999_999}/claim`, {})).body.code).toBe('REWARD_UNAVAILABLE');

    const after = (await m.get<{ claimable: Item[]; history: Item[] }>('/wps/rewards?language=en')).body.value;
    expect(after.claimable).toEqual([]);
    expect(after.history.find((r) => r.id === rewardId)?.state).toBe('claimed');
    expect((await m.get<{ count: number }>('/wps/promotions/available/count')).body.value.count).toBe(countBefore - 1);
    const entries = await t.app.db.selectFrom('journal_entries').select('id').where('idempotency_key', '=', `reward:${rewardId}`).execute();
    expect(entries).toHaveLength(1);
  });
});
