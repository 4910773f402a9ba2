import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundMember, insertPromotion } from '#fixtures/factories.ts';
import type { Db } from '#server/db/connect.ts';
import { checkLedger } from '#server/ledger/check.ts';
import { resolveSession } from '#server/auth/sessions.ts';
import { loginDaysOf, recordLoginDay } from '#server/members/index.ts';
import { MECHANIC_HANDLERS } from '#server/promotions/mechanics.ts';
import { expireRewards, missionSummary, promotionById } from '#server/promotions/index.ts';
import { localDate, merchantTimeZone, nextPeriod, periodAt } from '#server/system/index.ts';
import type { MissionLeaderboard, MissionSummary } from '#lib/contracts/missions.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { signedIn } from '../fixtures/member.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const SUMMARY = '/wps/relay/MCSFE_getMissionSummaryDetails?language=en';
const CLAIM = '/wps/relay/MCSFE_claimMissionTask';
const tasks = [
  { id: 'deposit', kind: 'deposit' as const, target: 50_000, reward: 1_000 },
  { id: 'slots', kind: 'bet' as const, category: 'RNG' as const, target: 200_000, reward: 2_000 },
  { id: 'fish', kind: 'rounds' as const, category: 'FISH' as const, target: 20, reward: 3_000 },
  { id: 'login', kind: 'loginDays' as const, target: 3, reward: 4_000 },
];

/** Bets as the wallet's hourly roll-up records them (the mission reads only the roll-ups). */
async function bets(db: Db, memberId: number, category: string, at: number, count: number, validBet: number) {
  const hour = Math.floor(at / HOUR) * HOUR;
  await db
    .insertInto('bet_rollups')
    .values({ member_id: memberId, category, hour, bet_count: count, stake: validBet, valid_bet: validBet, payout: 0 })
    .onConflict((oc) => oc.columns(['member_id', 'category', 'hour']).doUpdateSet((eb) => ({ bet_count: eb('bet_rollups.bet_count', '+', count), valid_bet: eb('bet_rollups.valid_bet', '+', validBet), stake: eb('bet_rollups.stake', '+', validBet) })))
    .execute();
}

describe.each(DIALECTS)('missions on %s', (dialect) => {
  let t: TestApp;
  let promo: number;
  beforeAll(async () => {
    t = await testApp(dialect, { seed: true, config: { trustProxy: true } });
    promo = await insertPromotion(t.app.db, 'mission', { period: 'daily', tasks }, { title: { bn: 'দৈনিক মিশন', en: 'Daily missions' }, sort: 5 });
  });
  afterAll(async () => {
    expect(await checkLedger(t.app.reader, t.app.dialect)).toEqual([]);
    await t.close();
  });

  it('reads each task’s progress from deposits, bet roll-ups and login days', async () => {
    const m = await signedIn(t);
    const now = Date.now();
    await fundMember(t.app.db, m.id, 30_000);
    await bets(t.app.db, m.id, 'RNG', now, 5, 150_000);
    await bets(t.app.db, m.id, 'LIVE', now, 9, 900_000);
    await bets(t.app.db, m.id, 'FISH', now, 20, 4_000);
    await recordLoginDay(t.app.db, m.id, now - DAY);
    await recordLoginDay(t.app.db, m.id, now - 2 * DAY);
    const s = await m.get<MissionSummary>(SUMMARY);
    const mission = s.body.value.missions.find((x) => x.promotionId === promo);
    expect(mission).toMatchObject({ title: 'Daily missions', period: 'daily', state: 'claim' });
    const byId = Object.fromEntries((mission?.tasks ?? []).map((x) => [x.id, x]));
    expect(byId['deposit']).toMatchObject({ current: 30_000, target: 50_000, unit: 'minor', done: false, state: 'process', rewardId: null });
    expect(byId['slots']).toMatchObject({ current: 150_000, target: 200_000, unit: 'minor', done: false, state: 'process', category: 'RNG' });
    expect(byId['fish']).toMatchObject({ current: 20, target: 20, unit: 'count', done: true, state: 'claim' });
    expect(byId['login']).toMatchObject({ current: 3, target: 3, done: true, state: 'claim' });
    expect(s.body.value.claimable).toBeGreaterThanOrEqual(1);
    // More deposits and bets complete the rest.
    await fundMember(t.app.db, m.id, 20_000);
    await bets(t.app.db, m.id, 'RNG', now, 1, 50_000);
    const after = (await m.get<MissionSummary>(SUMMARY)).body.value.missions.find((x) => x.promotionId === promo);
    expect(after?.tasks.map((x) => x.state)).toEqual(['claim', 'claim', 'claim', 'claim']);
  });

  it('pays a done task once under 50 parallel claims, and refuses what is not done or not the player’s', async () => {
    const m = await signedIn(t);
    const other = await signedIn(t);
    await bets(t.app.db, m.id, 'FISH', Date.now(), 25, 5_000);
    expect((await m.post(CLAIM, { promotionId: promo, taskId: 'deposit' })).body).toMatchObject({ code: 'TASK_NOT_DONE', current: 0, target: 50_000 });
    expect((await m.post(CLAIM, { promotionId: promo, taskId: 'nope' })).body.code).toBe('NOT_FOUND');
    expect((await m.post(CLAIM, { promotionId: 999_999, taskId: 'fish' })).body.code).toBe('NOT_FOUND');
    const results = await Promise.all(Array.from({ length: 50 }, () => m.post<{ rewardId: number; amount: number; paid: boolean }>(CLAIM, { promotionId: promo, taskId: 'fish' })));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.body.value.paid)).toHaveLength(1);
    expect(await m.balance()).toBe(3_000);
    const rewardId = results[0]?.body.value.rewardId;
    expect((await other.post(CLAIM, { rewardId })).body.code).toBe('REWARD_UNAVAILABLE');
    expect((await other.post(CLAIM, { promotionId: promo, taskId: 'fish' })).body.code).toBe('TASK_NOT_DONE');
    const mine = (await m.get<MissionSummary>(SUMMARY)).body.value.missions.find((x) => x.promotionId === promo);
    expect(mine?.tasks.find((x) => x.id === 'fish')).toMatchObject({ state: 'claimed', rewardId });
    expect((await m.post<{ paid: boolean }>(CLAIM, { rewardId })).body.value.paid).toBe(false);
    expect(await m.balance()).toBe(3_000);
  });

  it('refuses claims before the start, after the end and outside the audience', async () => {
    const m = await signedIn(t);
    await bets(t.app.db, m.id, 'RNG', Date.now(), 3, 1_000);
    const one = { period: 'daily' as const, tasks: [{ id: 'spin', kind: 'rounds' as const, target: 1, reward: 500 }] };
    const later = await insertPromotion(t.app.db, 'mission', one, { startsAt: Date.now() + HOUR });
    const ended = await insertPromotion(t.app.db, 'mission', one, { startsAt: Date.now() - 3 * HOUR, endsAt: Date.now() - HOUR });
    const vip = await insertPromotion(t.app.db, 'mission', one, { audience: { kind: 'vip', ranks: [9] } });
    const deposit = await insertPromotion(t.app.db, 'application', { amount: 100, rules: null });
    expect((await m.post(CLAIM, { promotionId: later, taskId: 'spin' })).body.code).toBe('PROMOTION_NOT_STARTED');
    expect((await m.post(CLAIM, { promotionId: ended, taskId: 'spin' })).body.code).toBe('PROMOTION_ENDED');
    expect((await m.post(CLAIM, { promotionId: vip, taskId: 'spin' })).body.code).toBe('NOT_ELIGIBLE');
    expect((await m.post(CLAIM, { promotionId: deposit, taskId: 'spin' })).body.code).toBe('NOT_FOUND');
    const listed = (await m.get<MissionSummary>(SUMMARY)).body.value.missions.map((x) => x.promotionId);
    expect(listed).toContain(promo);
    expect(listed).not.toContain(vip);
    expect(listed).not.toContain(later);
    expect(listed).not.toContain(ended);
    expect((await m.get(`/wps/relay/MCSFE_getMissionLeaderboard?promotionId=${deposit}`)).body.code).toBe('NOT_FOUND');
  });

  it('starts each period afresh; a done task’s reward stays claimable to the end of the next period', async () => {
    const m = await signedIn(t);
    const zone = await merchantTimeZone(t.app.db);
    const now = Date.now();
    const today = periodAt('daily', now, zone);
    const tomorrow = nextPeriod(today, zone);
    await bets(t.app.db, m.id, 'FISH', now, 20, 2_000);
    // The last hour of yesterday does not count today.
    await bets(t.app.db, m.id, 'RNG', today.start - HOUR, 10, 500_000);
    const v = (await missionSummary(t.app, m.id, now)).missions.find((x) => x.promotion.id === promo);
    expect(v?.tasks.find((x) => x.id === 'slots')?.current).toBe(0);
    expect(v?.tasks.find((x) => x.id === 'fish')?.state).toBe('claim');
    const next = (await missionSummary(t.app, m.id, tomorrow.start + HOUR)).missions.find((x) => x.promotion.id === promo);
    expect(next?.tasks.find((x) => x.id === 'fish')).toMatchObject({ current: 0, state: 'process' });
    const reward = await t.app.db.selectFrom('rewards').selectAll().where('member_id', '=', m.id).where('kind', '=', 'mission').executeTakeFirstOrThrow();
    expect(Number(reward.expires_at)).toBe(tomorrow.end);
    expect(await expireRewards(t.app, tomorrow.end - 1)).toBe(0);
    expect(await expireRewards(t.app, tomorrow.end)).toBeGreaterThanOrEqual(1);
    expect((await m.post(CLAIM, { rewardId: Number(reward.id) })).body.code).toBe('REWARD_UNAVAILABLE');
  });

  it('ranks this period’s players by tasks done then reward, names masked', async () => {
    const a = await signedIn(t);
    const b = await signedIn(t);
    const now = Date.now();
    await bets(t.app.db, a.id, 'FISH', now, 20, 2_000);
    await bets(t.app.db, b.id, 'FISH', now, 20, 2_000);
    await fundMember(t.app.db, b.id, 50_000);
    await a.get(SUMMARY);
    await b.get(SUMMARY);
    const board = (await a.get<MissionLeaderboard>(`/wps/relay/MCSFE_getMissionLeaderboard?promotionId=${promo}`)).body.value;
    const rowB = board.list.find((r) => r.tasksDone === 2 && r.rewardEarned === 4_000 && r.account === `${b.account.slice(0, 2)}***${b.account.slice(-1)}`);
    expect(rowB).toBeDefined();
    expect(board.me).toMatchObject({ self: true, tasksDone: 1, rewardEarned: 3_000 });
    expect(board.me?.account).not.toBe(a.account);
    expect(board.list.findIndex((r) => r === rowB)).toBeLessThan((board.me?.rank ?? 0) - 1);
    expect(board.periodEnd - board.periodStart).toBeGreaterThan(22 * HOUR);
  });

  it('records a login day at sign-in and when a remembered session comes back on a new local day', async () => {
    const m = await signedIn(t);
    const zone = await merchantTimeZone(t.app.db);
    const now = Date.now();
    const today = localDate(now, zone);
    expect(await loginDaysOf(t.app.db, m.id, '2000-01-01', '2999-12-31')).toEqual([today]);
    const token = decodeURIComponent(/msid=([^;]+)/.exec(m.cookie)?.[1] ?? '');
    const tomorrow = periodAt('daily', now, zone).end + HOUR;
    await t.app.db.updateTable('sessions').set({ idle_expires_at: tomorrow + DAY, expires_at: tomorrow + DAY }).where('member_id', '=', m.id).execute();
    expect(await resolveSession(t.app, token, tomorrow)).toMatchObject({ memberId: m.id });
    expect(await loginDaysOf(t.app.db, m.id, '2000-01-01', '2999-12-31')).toEqual([localDate(tomorrow, zone), today]);
  });

  it('gives the promotion pages each player’s state: process, claim, process again once claimed; close outside the audience', async () => {
    const m = await signedIn(t);
    const p = (await promotionById(t.app.db, promo)) as never;
    const view = (memberId: number) => MECHANIC_HANDLERS.mission!.view(t.app, p, memberId, Date.now());
    expect(await view(m.id)).toMatchObject({ state: 'process', actionable: false, progress: { current: 0, target: 4, unit: 'count' } });
    await bets(t.app.db, m.id, 'FISH', Date.now(), 20, 2_000);
    expect(await view(m.id)).toMatchObject({ state: 'claim', actionable: true, progress: { current: 1, target: 4 } });
    await m.post(CLAIM, { promotionId: promo, taskId: 'fish' });
    expect((await view(m.id)).state).toBe('process');
    const vip = (await promotionById(t.app.db, await insertPromotion(t.app.db, 'mission', { period: 'weekly', tasks }, { audience: { kind: 'vip', ranks: [9] } }))) as never;
    expect(await MECHANIC_HANDLERS.mission!.view(t.app, vip, m.id, Date.now())).toMatchObject({ state: 'close', actionable: false });
  });
});
