import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FollowView } from '#lib/contracts/lottery-shapes.ts';
import { fundMember } from '#fixtures/factories.ts';
import { Accounts, balanceOf, checkLedger } from '#server/ledger/index.ts';
import { runFollows, settleDraw } from '#server/lottery/index.ts';
import { insertExclusion } from '#server/members/index.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { makeDraw, withLotteries } from '../fixtures/lottery-draws.ts';
import { rid, signedIn } from '../fixtures/member.ts';

type Followed = { follow: FollowView; balance: number; replayed: boolean };
type Member = Awaited<ReturnType<typeof signedIn>>;

const item = (betType: string, numbers: string, unitStake = 100, multiplier = 1) => ({ betType, numbers, unitStake, multiplier });
const MINUTE = 60_000;

describe.each(DIALECTS)('lottery follows on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(dialect, { seed: true, config: { trustProxy: true } });
    await withLotteries(t);
  }, 120_000);
  afterAll(() => t.close());

  const member = async (cash = 1_000_000) => {
    const m = await signedIn(t);
    if (cash) await fundMember(t.app.db, m.id, cash);
    return m;
  };
  const follow = (m: Member, lottery: string, items: ReturnType<typeof item>[], draws: number, stopOnWin = false, requestId = rid()) =>
    m.post<Followed>('/wps/lottery/follows', { lottery, items, draws, stopOnWin, requestId, language: 'en' });
  const reserveOf = (memberId: number) => t.app.ledger.run((sql) => balanceOf(sql, Accounts.lotteryReserve(memberId, 'BDT')));
  const ticketsOf = (followId: number) => t.app.db.selectFrom('lottery_tickets').select(['id', 'draw_id', 'stake', 'status']).where('follow_id', '=', followId).orderBy('id').execute();
  const followRow = (id: number) => t.app.db.selectFrom('lottery_follows').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const ledgerClean = async () => expect(await checkLedger(t.app.reader, t.app.dialect)).toEqual([]);
  const drawAt = (minutes: number) => ({ opensAt: Date.now() - MINUTE, closesAt: Date.now() + minutes * MINUTE, drawAt: Date.now() + minutes * MINUTE + 10_000 });

  it('reserves the whole amount once (replays and 30 at once: one follow), places each draw once when runs race, and is done after the last', async () => {
    const m = await member();
    const d1 = await makeDraw(t, 'VN_SOUTH_A', drawAt(1));
    const requestId = rid();
    const res = await follow(m, 'VN_SOUTH_A', [item('de', '12'), item('de-last', '7', 200)], 2, false, requestId);
    expect(res.status).toBe(200);
    const f = res.body.value.follow;
    expect([f.drawStake, f.drawsTotal, f.drawsPlaced, f.reserved, f.status, f.lottery]).toEqual([300, 2, 0, 600, 'active', 'VN_SOUTH_A']);
    expect(res.body.value.balance).toBe(1_000_000 - 600);
    expect(await reserveOf(m.id)).toBe(600);
    const again = await follow(m, 'VN_SOUTH_A', [item('de', '12'), item('de-last', '7', 200)], 2, false, requestId);
    expect([again.body.value.replayed, again.body.value.follow.id]).toEqual([true, f.id]);
    const racer = await member();
    const racingId = rid();
    const racing = await Promise.all(Array.from({ length: 30 }, () => follow(racer, 'VN_SOUTH_A', [item('de', '99')], 3, false, racingId)));
    expect(racing.every((r) => r.status === 200)).toBe(true);
    expect(new Set(racing.map((r) => r.body.value.follow.id)).size).toBe(1);
    expect(await racer.balance()).toBe(1_000_000 - 300);

    await Promise.all([runFollows(t.app, Date.now()), runFollows(t.app, Date.now())]);
    let tickets = await ticketsOf(f.id);
    expect(tickets.map((x) => [Number(x.draw_id), Number(x.stake), x.status])).toEqual([
      [d1.id, 100, 'open'],
      [d1.id, 200, 'open'],
    ]);
    expect(await m.balance()).toBe(1_000_000 - 600);
    expect(await reserveOf(m.id)).toBe(300);
    await runFollows(t.app, Date.now());
    expect(await ticketsOf(f.id)).toHaveLength(2);

    const d2 = await makeDraw(t, 'VN_SOUTH_A', drawAt(3));
    await Promise.all([runFollows(t.app, Date.now()), runFollows(t.app, Date.now()), runFollows(t.app, Date.now())]);
    tickets = await ticketsOf(f.id);
    expect(tickets.map((x) => Number(x.draw_id))).toEqual([d1.id, d1.id, d2.id, d2.id]);
    const row = await followRow(f.id);
    expect([row.status, Number(row.draws_placed), Number(row.reserved), Number(row.last_draw_id)]).toEqual(['done', 2, 0, d2.id]);
    expect(row.ended_at).not.toBeNull();
    expect(await reserveOf(m.id)).toBe(0);
    expect(await m.balance()).toBe(1_000_000 - 600);
    const bets = await t.app.db.selectFrom('bets').select(['category', 'vendor_code']).where('member_id', '=', m.id).execute();
    expect(bets).toHaveLength(4);
    expect(bets.every((b) => b.category === 'LOTT' && b.vendor_code === 'MRD_LOTTO')).toBe(true);
    await ledgerClean();
  });

  it('ends on a win with stop-on-win and returns the rest of the reserve', async () => {
    const m = await member();
    const d1 = await makeDraw(t, 'K3_1M', drawAt(1));
    const f = (await follow(m, 'K3_1M', [item('big-small', 'big')], 5, true)).body.value.follow;
    await runFollows(t.app, Date.now());
    const [ticket] = await ticketsOf(f.id);
    expect(Number(ticket!.draw_id)).toBe(d1.id);
    await t.app.db.updateTable('lottery_draws').set({ status: 'drawn', result: JSON.stringify(['6', '6', '5']), result_source: 'house', drawn_at: Date.now() }).where('id', '=', d1.id).execute();
    await settleDraw(t.app, d1.id);
    const won = await t.app.db.selectFrom('lottery_tickets').select(['status', 'payout']).where('id', '=', ticket!.id).executeTakeFirstOrThrow();
    expect(won.status).toBe('won');
    await makeDraw(t, 'K3_1M', drawAt(2));
    await Promise.all([runFollows(t.app, Date.now()), runFollows(t.app, Date.now())]);
    expect(await ticketsOf(f.id)).toHaveLength(1);
    const row = await followRow(f.id);
    expect([row.status, row.stop_reason, Number(row.reserved), Number(row.draws_placed)]).toEqual(['won', 'won', 0, 1]);
    expect(await reserveOf(m.id)).toBe(0);
    expect(await m.balance()).toBe(1_000_000 - 100 + Number(won.payout));
    await ledgerClean();
  });

  it('stops at the player’s word with one refund of what is still reserved (30 at once), not another member’s', async () => {
    const m = await member();
    const other = await member();
    await makeDraw(t, 'VN_SOUTH_B', drawAt(1));
    const f = (await follow(m, 'VN_SOUTH_B', [item('de', '45')], 4)).body.value.follow;
    await runFollows(t.app, Date.now());
    expect(await ticketsOf(f.id)).toHaveLength(1);
    expect((await other.post(`/wps/lottery/follows/${f.id}/stop`, {})).body.code).toBe('NOT_FOUND');
    const all = await Promise.all(Array.from({ length: 30 }, () => m.post<{ follow: FollowView; balance: number }>(`/wps/lottery/follows/${f.id}/stop`, {})));
    const ok = all.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    expect(all.filter((r) => r.status !== 200).every((r) => r.body.code === 'FOLLOW_NOT_ACTIVE')).toBe(true);
    expect(ok[0]!.body.value.follow).toMatchObject({ status: 'stopped', stopReason: 'player', reserved: 0, drawsPlaced: 1 });
    expect(ok[0]!.body.value.balance).toBe(1_000_000 - 100);
    expect(await m.balance()).toBe(1_000_000 - 100);
    expect(await reserveOf(m.id)).toBe(0);
    const list = await m.get<{ follows: FollowView[] }>('/wps/lottery/follows?language=BN');
    expect(list.body.value.follows.map((x) => [x.id, x.status])).toEqual([[f.id, 'stopped']]);
    expect(list.body.value.follows[0]!.lotteryName).toContain('মেরিডিয়ান');
    await ledgerClean();
  });

  it('a time-out ends the member’s follows at the next run with the unplaced draws refunded, and refuses new ones', async () => {
    const m = await member();
    const first = await makeDraw(t, 'VN_SOUTH_C', { status: 'scheduled', opensAt: Date.now() + MINUTE, closesAt: Date.now() + 2 * MINUTE, drawAt: Date.now() + 3 * MINUTE });
    const f = (await follow(m, 'VN_SOUTH_C', [item('de', '45', 500)], 6)).body.value.follow;
    const row0 = await followRow(f.id);
    expect(Number(row0.first_draw_id)).toBe(first.id);
    expect(await m.balance()).toBe(1_000_000 - 3_000);
    await t.app.ledger.run((sql) => insertExclusion(sql, m.id, 'time_out', Date.now() + 86_400_000, Date.now()));
    expect((await follow(m, 'VN_SOUTH_C', [item('de', '45')], 2)).body.code).toBe('ACCOUNT_EXCLUDED');
    await Promise.all([runFollows(t.app, Date.now()), runFollows(t.app, Date.now())]);
    const row = await followRow(f.id);
    expect([row.status, row.stop_reason, Number(row.reserved)]).toEqual(['stopped', 'blocked', 0]);
    expect(await reserveOf(m.id)).toBe(0);
    const cash = await t.app.ledger.run((sql) => balanceOf(sql, Accounts.cash(m.id, 'BDT')));
    expect(cash).toBe(1_000_000);
    await ledgerClean();
  });

  it('refuses a bad follow with its code and reserves nothing', async () => {
    const m = await member(1_000);
    await makeDraw(t, 'VN_NORTH', drawAt(1));
    const cases: [Parameters<typeof follow>, string][] = [
      [[m, 'NO_SUCH', [item('de', '12')], 2], 'UNKNOWN_LOTTERY'],
      [[m, 'VN_CENTRAL_A', [item('de', '12')], 2], 'UNKNOWN_DRAW'],
      [[m, 'VN_NORTH', [item('de', '12')], 0], 'VALIDATION_ERROR'],
      [[m, 'VN_NORTH', [item('de', '12')], 121], 'VALIDATION_ERROR'],
      [[m, 'VN_NORTH', [item('de', '123')], 2], 'WRONG_DIGIT_COUNT'],
      [[m, 'VN_NORTH', [item('de', '12', 0)], 2], 'STAKE_TOO_LOW'],
      [[m, 'VN_NORTH', [item('nope', '12')], 2], 'UNKNOWN_BET_TYPE'],
      [[m, 'VN_NORTH', [item('de', '12', 100)], 11], 'INSUFFICIENT_FUNDS'],
    ];
    for (const [args, code] of cases) expect({ args: args.slice(1), code: (await follow(...args)).body.code }).toEqual({ args: args.slice(1), code });
    expect(await m.balance()).toBe(1_000);
    expect(await t.app.db.selectFrom('lottery_follows').select('id').where('member_id', '=', m.id).execute()).toEqual([]);
    await ledgerClean();
  });

  it('skips a draw voided before its tickets were placed and plays the next one', async () => {
    const m = await member();
    const d1 = await makeDraw(t, 'VN_CENTRAL_B', { status: 'scheduled', opensAt: Date.now() + MINUTE, closesAt: Date.now() + 2 * MINUTE, drawAt: Date.now() + 3 * MINUTE });
    const f = (await follow(m, 'VN_CENTRAL_B', [item('de', '01')], 2)).body.value.follow;
    await t.app.db.updateTable('lottery_draws').set({ status: 'void', void_reason: 'test' }).where('id', '=', d1.id).execute();
    const d2 = await makeDraw(t, 'VN_CENTRAL_B', { opensAt: Date.now() - MINUTE, closesAt: Date.now() + 4 * MINUTE, drawAt: Date.now() + 5 * MINUTE });
    await runFollows(t.app, Date.now());
    const tickets = await ticketsOf(f.id);
    expect(tickets.map((x) => Number(x.draw_id))).toEqual([d2.id]);
    expect(Number((await followRow(f.id)).draws_placed)).toBe(1);
    await ledgerClean();
  });
});
