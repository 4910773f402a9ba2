import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { insertPromotion } from '#fixtures/factories.ts';
import { insertSettledBet } from '#server/db/factories/bets.ts';
import { Accounts, balanceOf, checkLedger } from '#server/ledger/index.ts';
import { forgetPromotionCards, payEndedRaces, promotionById } from '#server/promotions/index.ts';
import { merchantCurrency } from '#server/system/index.ts';
import type { RaceParams } from '#lib/contracts/promotion-model.ts';
import type { Leaderboard, RaceWinner } from '#lib/contracts/raffles.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { signedIn } from '../fixtures/member.ts';

const HOUR = 3_600_000;
const DAY = 86_400_000;
type Member = Awaited<ReturnType<typeof signedIn>>;
const turnover = (prizes: number[], categories: z.infer<typeof RaceParams>['categories'] = []): z.infer<typeof RaceParams> => ({ metric: 'turnover', categories, minStake: 0, period: 'whole', prizes });

describe.each(DIALECTS)('ranking races on %s', (dialect) => {
  let t: TestApp;
  let currency: string;
  beforeAll(async () => {
    t = await testApp(dialect, { config: { trustProxy: true } });
    currency = await merchantCurrency(t.app.db);
  });
  afterAll(async () => {
    expect(await checkLedger(t.app.reader, t.app.dialect)).toEqual([]);
    await t.close();
  });

  const players = (n: number) => Promise.all(Array.from({ length: n }, () => signedIn(t)));
  const join = (m: Member, id: number) => m.post<{ state: string; joined: boolean }>(`/wps/races/${id}/join`, {});
  const bet = (m: Member, stake: number, at: number, o: { category?: string; payout?: number } = {}) => insertSettledBet(t.app.db, m.id, stake, { at, ...o });
  const board = async (m: Member, id: number) => (await m.get<Leaderboard>(`/wps/races/${id}/leaderboard`)).body.value;
  const cost = (id: number) => balanceOf(t.app.reader, Accounts.promotionCost(id, currency));
  const raceRewards = (id: number) => t.app.db.selectFrom('rewards').select(['member_id', 'amount', 'state', 'period_key']).where('promotion_id', '=', id).where('kind', '=', 'race').execute();

  it('joins once (a repeat answers signed) and ranks signed players by turnover; others are left out', async () => {
    const now = Date.now();
    const id = await insertPromotion(t.app.db, 'race', turnover([30_000, 20_000, 10_000], ['RNG']), { startsAt: now - 2 * HOUR, endsAt: now + DAY });
    const [a, b, c, outsider] = await players(4);
    expect((await join(a!, id)).body.value).toEqual({ state: 'signed', joined: true });
    expect((await join(a!, id)).body.value).toEqual({ state: 'signed', joined: false });
    await join(b!, id);
    await join(c!, id);
    await bet(a!, 5_000, now - HOUR);
    await bet(b!, 9_000, now - HOUR);
    await bet(b!, 9_000, now - HOUR, { category: 'LIVE' }); // not a race category
    await bet(c!, 1_000, now - 3 * HOUR); // before the race started
    await bet(outsider!, 99_000, now - HOUR); // never signed
    const lb = await board(a!, id);
    expect(lb.signed).toBe(true);
    expect(lb.top.map((r) => [r.place, r.value, r.prize, r.me])).toEqual([[1, 9_000, 30_000, false], [2, 5_000, 20_000, true]]);
    expect(lb.mine).toMatchObject({ place: 2, value: 5_000 });
    expect(lb.top[1]!.player).toBe(`${a!.account.slice(0, 2)}***${a!.account.slice(-1)}`);
    expect((await board(outsider!, id)).mine).toBeNull();
    forgetPromotionCards(t.app);
    const views = (await outsider!.get<{ promotionId: number; state: string; actionable: boolean }[]>('/wps/promotions/states')).body.value;
    expect(views.find((v) => v.promotionId === id)).toMatchObject({ state: 'join', actionable: true });
    expect((await a!.get<{ promotionId: number; state: string }[]>('/wps/promotions/states')).body.value.find((v) => v.promotionId === id)?.state).toBe('signed');
  });

  it('ranks a multiplier race by the best payout ÷ stake of one bet at or above the minimum stake', async () => {
    const now = Date.now();
    const id = await insertPromotion(t.app.db, 'race', { metric: 'multiplier', categories: [], minStake: 1_000, period: 'daily', prizes: [5_000] }, { startsAt: now - 30 * DAY, endsAt: now + DAY });
    const [a, b] = await players(2);
    await join(a!, id);
    await join(b!, id);
    const at = now - 60_000;
    await bet(a!, 1_000, at, { payout: 12_500 }); // ×12.50
    await bet(a!, 500, at, { payout: 50_000 }); // below the minimum stake
    await bet(b!, 2_000, at, { payout: 4_000 }); // ×2.00
    const lb = await board(a!, id);
    expect(lb.top.map((r) => [r.place, r.value])).toEqual([[1, 1_250], [2, 200]]);
  });

  it('pays the prize table when the race ends: ties share their places’ prizes equally (floor), the next place skips; twice or at once pays once', async () => {
    const now = Date.now();
    const start = now - 3 * HOUR;
    const end = now - HOUR;
    const prizes = [10_000, 5_001, 3_000, 1_000, 500];
    // Joined while running: the race is inserted running, players join, then it is moved to the past.
    const id = await insertPromotion(t.app.db, 'race', turnover(prizes), { startsAt: start, endsAt: now + DAY });
    const [p1, p2, p3, p4, p5, late] = await players(6);
    for (const m of [p1, p2, p3, p4, p5]) expect((await join(m!, id)).status).toBe(200);
    await bet(p1!, 9_000, start + 60_000);
    await bet(p2!, 7_000, start + 60_000);
    await bet(p3!, 7_000, start + 60_000);
    await bet(p4!, 7_000, start + 60_000);
    await bet(p5!, 1_000, start + 60_000);
    await bet(p5!, 50_000, end + 60_000); // after the end: does not count
    await t.app.db.updateTable('promotions').set({ ends_at: end }).where('id', '=', id).execute();
    expect((await join(late!, id)).body.code).toBe('PROMOTION_ENDED');
    const results = await Promise.all([payEndedRaces(t.app, now), payEndedRaces(t.app, now), payEndedRaces(t.app, now)]);
    expect(await payEndedRaces(t.app, now + 60_000)).toBe(0);
    expect(results.reduce((s, n) => s + n, 0)).toBe(5);
    const paid = new Map((await raceRewards(id)).map((r) => [Number(r.member_id), Number(r.amount)]));
    // Places 2–4 are tied: (5,001 + 3,000 + 1,000) / 3 = 3,000 each, the 1 left stays with the house; the next player is 5th.
    expect(paid).toEqual(new Map([[p1!.id, 10_000], [p2!.id, 3_000], [p3!.id, 3_000], [p4!.id, 3_000], [p5!.id, 500]]));
    expect(await cost(id)).toBe(-19_500);
    const winners = (await p1!.get<RaceWinner[]>(`/wps/races/winners?promotionId=${id}`)).body.value;
    expect(winners.map((w) => [w.place, w.value, w.prize])).toEqual([[1, 9_000, 10_000], [2, 7_000, 3_000], [2, 7_000, 3_000], [2, 7_000, 3_000], [5, 1_000, 500]]);
    expect(winners[0]!.player).toBe(`${p1!.account.slice(0, 2)}***${p1!.account.slice(-1)}`);
    expect((await raceRewards(id)).every((r) => r.state === 'issued' && r.period_key === winners[0]!.period)).toBe(true);
  });

  it('pays each ended daily period once under its own label', async () => {
    const now = Date.now();
    const id = await insertPromotion(t.app.db, 'race', { ...turnover([2_000]), period: 'daily' }, { startsAt: now - 3 * DAY, endsAt: now + DAY });
    const [a] = await players(1);
    await join(a!, id);
    await bet(a!, 4_000, now - 2 * DAY);
    await bet(a!, 4_000, now - 1 * DAY - HOUR);
    const p = await promotionById(t.app.db, id);
    expect(p.mechanic).toBe('race');
    await Promise.all([payEndedRaces(t.app, now), payEndedRaces(t.app, now)]);
    const rewards = await raceRewards(id);
    expect(rewards.length).toBeGreaterThanOrEqual(1);
    expect(new Set(rewards.map((r) => r.period_key)).size).toBe(rewards.length);
    expect(rewards.every((r) => r.state === 'issued' && Number(r.amount) === 2_000)).toBe(true);
    expect(await cost(id)).toBe(-2_000 * rewards.length);
  });

  it('a race staff end early is paid at that moment over what was played until then', async () => {
    const now = Date.now();
    const id = await insertPromotion(t.app.db, 'race', turnover([7_000]), { startsAt: now - 5 * HOUR, endsAt: now + 5 * DAY });
    const [a] = await players(1);
    await join(a!, id);
    await bet(a!, 3_000, now - 4 * HOUR);
    expect(await payEndedRaces(t.app, now)).toBe(0);
    await t.app.db.updateTable('promotions').set({ status: 'ended', ended_at: now - HOUR }).where('id', '=', id).execute();
    await bet(a!, 9_000, now - 30 * 60_000); // after staff ended it
    expect(await payEndedRaces(t.app, now)).toBe(1);
    expect((await raceRewards(id)).map((r) => Number(r.amount))).toEqual([7_000]);
    const winners = (await a!.get<RaceWinner[]>(`/wps/races/winners?promotionId=${id}`)).body.value;
    expect(winners.map((w) => w.value)).toEqual([3_000]);
  });

  it('refuses to join before the start, after the end, outside the audience, or an unknown race', async () => {
    const now = Date.now();
    const [m] = await players(1);
    const coming = await insertPromotion(t.app.db, 'race', turnover([1]), { startsAt: now + DAY, endsAt: now + 2 * DAY });
    expect((await join(m!, coming)).body.code).toBe('PROMOTION_NOT_STARTED');
    const ended = await insertPromotion(t.app.db, 'race', turnover([1]), { startsAt: now - 3 * DAY, endsAt: now - DAY });
    expect((await join(m!, ended)).body.code).toBe('PROMOTION_ENDED');
    const vip = await insertPromotion(t.app.db, 'race', turnover([1]), { audience: { kind: 'vip', ranks: [9] } });
    expect((await join(m!, vip)).body.code).toBe('NOT_ELIGIBLE');
    const raffle = await insertPromotion(t.app.db, 'raffle', { ticketPer: 100, categories: [], prizes: [{ id: 'a', name: { bn: 'ক', en: 'A' }, amount: 1, stock: 1, weight: 1 }] });
    expect((await join(m!, raffle)).body.code).toBe('NOT_FOUND');
    expect((await join(m!, 9_999_999)).body.code).toBe('NOT_FOUND');
    expect((await m!.get(`/wps/races/${raffle}/leaderboard`)).body.code).toBe('NOT_FOUND');
    expect((await m!.get(`/wps/races/${vip}/leaderboard?limit=0`)).body.code).toBe('VALIDATION_ERROR');
    expect((await m!.get('/wps/races/winners?promotionId=abc')).body.code).toBe('VALIDATION_ERROR');
    expect((await m!.get(`/wps/races/winners?promotionId=${vip}`)).body.value).toEqual([]);
    const entries = await t.app.db.selectFrom('promotion_entries').select('id').where('member_id', '=', m!.id).execute();
    expect(entries).toEqual([]);
  });
});
