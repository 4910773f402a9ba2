import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { insertPromotion } from '#fixtures/factories.ts';
import { insertSettledBet } from '#server/db/factories/bets.ts';
import { Accounts, balanceOf, checkLedger } from '#server/ledger/index.ts';
import { forgetPromotionCards } from '#server/promotions/index.ts';
import { merchantCurrency } from '#server/system/index.ts';
import { verifyRaffleDraw } from '#lib/fair/raffle.ts';
import { serverSeedHash } from '#lib/fair/rng.ts';
import type { RaffleParams } from '#lib/contracts/promotion-model.ts';
import type { RaffleDraw, RaffleState } from '#lib/contracts/raffles.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { rid, signedIn } from '../fixtures/member.ts';

const DAY = 86_400_000;
const TICKET = 100_000;
const name = (en: string) => ({ bn: `পুরস্কার ${en}`, en });
const table = (stocks: [number, number, number]): z.infer<typeof RaffleParams> => ({
  ticketPer: TICKET,
  categories: ['RNG'],
  prizes: [
    { id: 'grand', name: name('Grand'), amount: 500_000, stock: stocks[0], weight: 1 },
    { id: 'mid', name: name('Mid'), amount: 50_000, stock: stocks[1], weight: 10 },
    { id: 'small', name: name('Small'), amount: 5_000, stock: stocks[2], weight: 89 },
  ],
});
type Draw = RaffleDraw & { replayed: boolean };

describe.each(DIALECTS)('raffle draws on %s', (dialect) => {
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

  /** A settled bet of the member placed a few minutes ago (through the ledger). */
  const bet = (memberId: number, validBet: number, category = 'RNG', at = Date.now() - 600_000) => insertSettledBet(t.app.db, memberId, validBet, { category, at });
  const draw = (m: Awaited<ReturnType<typeof signedIn>>, promotionId: number, requestId = rid()) => m.post<Draw>('/wps/relay/MCS2_claimRafflePromotion', { promotionId, requestId });
  const state = async (m: Awaited<ReturnType<typeof signedIn>>, id: number) => (await m.get<RaffleState>(`/wps/raffles/${id}`)).body.value;
  const cost = (promotionId: number) => balanceOf(t.app.reader, Accounts.promotionCost(promotionId, currency));

  it('counts tickets from valid bet in the window and categories, and how far the next one is', async () => {
    const id = await insertPromotion(t.app.db, 'raffle', table([1, 5, 100]));
    const m = await signedIn(t);
    await bet(m.id, 150_000);
    await bet(m.id, 70_000);
    await bet(m.id, 900_000, 'LIVE'); // another category
    await bet(m.id, 900_000, 'RNG', Date.now() - 2 * DAY); // before the promotion started
    const s = await state(m, id);
    expect(s.tickets).toEqual({ validBet: 220_000, earned: 2, used: 0, left: 2, toNext: 80_000 });
    expect(s.nextSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(s.prizes.map((p) => [p.id, p.remaining])).toEqual([['grand', 1], ['mid', 5], ['small', 100]]);
    forgetPromotionCards(t.app);
    const views = (await m.get<{ promotionId: number; state: string; actionable: boolean }[]>('/wps/promotions/states')).body.value;
    expect(views.find((v) => v.promotionId === id)).toMatchObject({ state: 'claim', actionable: true });
  });

  it('draws with the committed seed, pays the prize from the cost account, and the draw verifies with the lib verifier', async () => {
    const id = await insertPromotion(t.app.db, 'raffle', table([1, 5, 100]));
    const m = await signedIn(t);
    await bet(m.id, 2 * TICKET);
    const before = await state(m, id);
    expect((await m.post<RaffleState>(`/wps/raffles/${id}/clientSeed`, { clientSeed: 'my-lucky-seed' })).body.value.clientSeed).toBe('my-lucky-seed');
    const cash0 = await m.balance();
    const r = await draw(m, id);
    expect(r.status).toBe(200);
    const d = r.body.value;
    expect(d).toMatchObject({ replayed: false, serverSeedHash: before.nextSeedHash, clientSeed: 'my-lucky-seed', nonce: 0, gone: [] });
    expect(serverSeedHash(d.serverSeed)).toBe(before.nextSeedHash);
    expect(verifyRaffleDraw(d)).toEqual({ hashMatches: true, prizeId: d.prizeId, valid: true });
    expect(await m.balance()).toBe(cash0 + d.amount);
    expect(await cost(id)).toBe(-d.amount);
    const after = await state(m, id);
    expect(after.tickets).toMatchObject({ earned: 2, used: 1, left: 1 });
    expect(after.nextSeedHash).not.toBe(before.nextSeedHash);
    expect(after.nonce).toBe(1);
    expect(after.draws[0]).toMatchObject({ drawId: d.drawId, serverSeed: d.serverSeed });
    expect(after.prizes.find((p) => p.id === d.prizeId)!.remaining).toBe(after.prizes.find((p) => p.id === d.prizeId)!.stock - 1);
    const reward = await t.app.db.selectFrom('rewards').selectAll().where('promotion_id', '=', id).where('member_id', '=', m.id).executeTakeFirstOrThrow();
    expect(reward).toMatchObject({ kind: 'raffle', period_key: `draw:${d.drawId}`, state: 'issued' });
    expect(Number(reward.amount)).toBe(d.amount);
  });

  it('answers the same draw to the same requestId, even 50 at once, and a new draw to a new one', async () => {
    const id = await insertPromotion(t.app.db, 'raffle', table([0, 0, 100]));
    const m = await signedIn(t);
    await bet(m.id, 2 * TICKET);
    const requestId = rid();
    const all = await Promise.all(Array.from({ length: 50 }, () => draw(m, id, requestId)));
    expect(all.every((r) => r.status === 200)).toBe(true);
    expect(new Set(all.map((r) => r.body.value.drawId)).size).toBe(1);
    expect(all.filter((r) => !r.body.value.replayed)).toHaveLength(1);
    expect((await draw(m, id, requestId)).body.value).toMatchObject({ drawId: all[0]!.body.value.drawId, replayed: true });
    const second = await draw(m, id);
    expect(second.body.value.drawId).not.toBe(all[0]!.body.value.drawId);
    expect((await draw(m, id)).body.code).toBe('NO_TICKETS');
    expect(await cost(id)).toBe(-2 * 5_000);
  });

  it('50 parallel draws with one ticket make one draw; the rest are NO_TICKETS', async () => {
    const id = await insertPromotion(t.app.db, 'raffle', table([0, 0, 100]));
    const m = await signedIn(t);
    await bet(m.id, TICKET + 5);
    const cash0 = await m.balance();
    const all = await Promise.all(Array.from({ length: 50 }, () => draw(m, id)));
    expect(all.filter((r) => r.status === 200)).toHaveLength(1);
    expect(all.filter((r) => r.body.code === 'NO_TICKETS')).toHaveLength(49);
    expect(await m.balance()).toBe(cash0 + 5_000);
    expect(Number((await t.app.db.selectFrom('raffle_stock').select('remaining').where('promotion_id', '=', id).where('prize_id', '=', 'small').executeTakeFirstOrThrow()).remaining)).toBe(99);
  });

  it('two players racing for the last prize give exactly one winner; then PRIZES_GONE and the raffle closes', async () => {
    const id = await insertPromotion(t.app.db, 'raffle', table([0, 0, 1]));
    const players = await Promise.all(Array.from({ length: 2 }, () => signedIn(t)));
    for (const p of players) await bet(p.id, 3 * TICKET);
    const results = await Promise.all(players.map((p) => draw(p, id)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.body.code === 'PRIZES_GONE')).toHaveLength(1);
    expect(await cost(id)).toBe(-5_000);
    const loser = players[results.findIndex((r) => r.status !== 200)]!;
    expect((await state(loser, id)).tickets.used).toBe(0);
    forgetPromotionCards(t.app);
    const views = (await loser.get<{ promotionId: number; state: string }[]>('/wps/promotions/states')).body.value;
    expect(views.find((v) => v.promotionId === id)?.state).toBe('close');
  });

  it('many players racing over a small stock: each unit is won once and every draw verifies', async () => {
    const id = await insertPromotion(t.app.db, 'raffle', table([1, 2, 3]));
    const players = await Promise.all(Array.from({ length: 10 }, () => signedIn(t)));
    for (const p of players) await bet(p.id, TICKET);
    const results = await Promise.all(players.map((p) => draw(p, id)));
    const won = results.filter((r) => r.status === 200).map((r) => r.body.value);
    expect(won).toHaveLength(6);
    expect(results.filter((r) => r.body.code === 'PRIZES_GONE')).toHaveLength(4);
    const count = (pid: string) => won.filter((d) => d.prizeId === pid).length;
    expect([count('grand'), count('mid'), count('small')]).toEqual([1, 2, 3]);
    for (const d of won) expect(verifyRaffleDraw(d).valid).toBe(true);
    expect(await cost(id)).toBe(-won.reduce((s, d) => s + d.amount, 0));
  });

  it('refuses without tickets, outside the audience, before the start, after the end and for unknown ids, changing nothing', async () => {
    const now = Date.now();
    const m = await signedIn(t, { vipRank: 1 });
    await bet(m.id, 5 * TICKET);
    const noTicket = await insertPromotion(t.app.db, 'raffle', table([1, 1, 1]));
    const fresh = await signedIn(t);
    expect((await draw(fresh, noTicket)).body.code).toBe('NO_TICKETS');
    const vip = await insertPromotion(t.app.db, 'raffle', table([1, 1, 1]), { audience: { kind: 'vip', ranks: [8] } });
    expect((await draw(m, vip)).body.code).toBe('NOT_ELIGIBLE');
    expect((await m.post(`/wps/raffles/${vip}/clientSeed`, { clientSeed: 'abc' })).body.code).toBe('NOT_ELIGIBLE');
    const coming = await insertPromotion(t.app.db, 'raffle', table([1, 1, 1]), { startsAt: now + DAY, endsAt: now + 2 * DAY });
    expect((await draw(m, coming)).body.code).toBe('PROMOTION_NOT_STARTED');
    const ended = await insertPromotion(t.app.db, 'raffle', table([1, 1, 1]), { startsAt: now - 3 * DAY, endsAt: now - DAY });
    expect((await draw(m, ended)).body.code).toBe('PROMOTION_ENDED');
    const draft = await insertPromotion(t.app.db, 'raffle', table([1, 1, 1]), { status: 'draft' });
    expect((await draw(m, draft)).body.code).toBe('NOT_FOUND');
    expect((await m.get(`/wps/raffles/${draft}`)).body.code).toBe('NOT_FOUND');
    expect((await m.post(`/wps/raffles/${draft}/clientSeed`, { clientSeed: 'abc' })).body.code).toBe('NOT_FOUND');
    expect((await draw(m, 9_999_999)).body.code).toBe('NOT_FOUND');
    const race = await insertPromotion(t.app.db, 'race', { metric: 'turnover', categories: [], minStake: 0, period: 'whole', prizes: [100] });
    expect((await draw(m, race)).body.code).toBe('NOT_FOUND');
    expect((await m.post('/wps/relay/MCS2_claimRafflePromotion', { promotionId: noTicket, requestId: 'x' })).body.code).toBe('VALIDATION_ERROR');
    expect((await m.post(`/wps/raffles/${noTicket}/clientSeed`, { clientSeed: 'has spaces' })).body.code).toBe('VALIDATION_ERROR');
    expect(Number((await t.app.db.selectFrom('raffle_draws').select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', m.id).executeTakeFirstOrThrow()).n)).toBe(0);
    for (const pid of [vip, coming, ended]) expect(await cost(pid)).toBe(0);
  });
});
