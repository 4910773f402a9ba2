import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TicketView } from '#lib/contracts/lottery-shapes.ts';
import { fundMember } from '#fixtures/factories.ts';
import { checkLedger } from '#server/ledger/index.ts';
import { insertExclusion } from '#server/members/index.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { makeDraw, withLotteries } from '../fixtures/lottery-draws.ts';
import { rid, signedIn } from '../fixtures/member.ts';

type Placed = { tickets: TicketView[]; balance: number; replayed: boolean };
type Member = Awaited<ReturnType<typeof signedIn>>;

const item = (betType: string, numbers: string, unitStake = 100, multiplier = 1) => ({ betType, numbers, unitStake, multiplier });

describe.each(DIALECTS)('lottery tickets on %s', (dialect) => {
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
  const place = (m: Member, drawId: number, items: ReturnType<typeof item>[], requestId = rid()) => m.post<Placed>('/wps/lottery/tickets', { drawId, items, requestId, language: 'en' });
  const ticketCount = async (memberId: number) => (await t.app.db.selectFrom('lottery_tickets').select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', memberId).executeTakeFirstOrThrow()).n;
  const ledgerClean = async () => expect(await checkLedger(t.app.reader, t.app.dialect)).toEqual([]);

  it('places a slip as tickets: each a bet row of the house vendor in the roll-ups, the stakes debited, the balance event sent', async () => {
    const m = await member();
    const d = await makeDraw(t, 'VN_NORTH');
    const k3 = await makeDraw(t, 'K3_1M');
    const events: unknown[] = [];
    const stop = t.app.events.subscribe(m.id, (e) => events.push(e));
    const res = await place(m, d.id, [item('lo2', '12 34'), item('de', '07', 200, 3), item('xien2', '11 22 33')]);
    expect(res.status).toBe(200);
    const v = res.body.value;
    expect(v.replayed).toBe(false);
    expect(v.tickets.map((x) => [x.betType, x.selection, x.lines, x.stake])).toEqual([
      ['lo2', '12 34', 2, 2 * 27 * 100],
      ['de', '07', 1, 200 * 3],
      ['xien2', '11 22 33', 3, 300],
    ]);
    expect(v.balance).toBe(1_000_000 - 5_400 - 600 - 300);
    expect(v.tickets.every((x) => x.status === 'open' && x.cancellable && x.drawNumber === d.number && x.lottery === 'VN_NORTH')).toBe(true);
    stop();
    expect(events).toContainEqual({ type: 'balance', memberId: m.id, data: { balance: v.balance } });
    const bets = await t.app.db.selectFrom('bets').select(['round_id', 'vendor_code', 'category', 'stake', 'status']).where('member_id', '=', m.id).orderBy('id').execute();
    expect(bets.map((b) => [b.round_id, b.vendor_code, b.category, Number(b.stake), b.status])).toEqual(v.tickets.map((x) => [`L${x.id}`, 'MRD_LOTTO', 'LOTT', x.stake, 'open']));
    const fast = await place(m, k3.id, [item('big-small', 'big')]);
    expect(fast.status).toBe(200);
    const fastBet = await t.app.db.selectFrom('bets').select(['vendor_code', 'category']).where('round_id', '=', `L${fast.body.value.tickets[0]!.id}`).executeTakeFirstOrThrow();
    expect(fastBet).toEqual({ vendor_code: 'QUICK_ELOTT', category: 'ELOTT' });
    const rollups = await t.app.db.selectFrom('bet_rollups').select(['category', 'bet_count', 'stake']).where('member_id', '=', m.id).orderBy('category').execute();
    expect(rollups.map((r) => [r.category, Number(r.bet_count), Number(r.stake)])).toEqual([
      ['ELOTT', 1, 100],
      ['LOTT', 3, 6_300],
    ]);
    await ledgerClean();
  });

  it('refuses every bad input with its code and changes nothing', async () => {
    const m = await member();
    const d = await makeDraw(t, 'VN_NORTH');
    const closed = await makeDraw(t, 'VN_NORTH', { status: 'closed', opensAt: Date.now() - 120_000, closesAt: Date.now() - 1_000 });
    const late = await makeDraw(t, 'VN_NORTH', { closesAt: Date.now() - 1 });
    const scheduled = await makeDraw(t, 'VN_NORTH', { status: 'scheduled', opensAt: Date.now() + 60_000, closesAt: Date.now() + 120_000 });
    const before = await m.balance();
    const cases: [number, ReturnType<typeof item>[], string][] = [
      [closed.id, [item('lo2', '12')], 'DRAW_CLOSED'],
      [late.id, [item('lo2', '12')], 'DRAW_CLOSED'],
      [scheduled.id, [item('lo2', '12')], 'DRAW_NOT_OPEN'],
      [9_999_999, [item('lo2', '12')], 'UNKNOWN_DRAW'],
      [d.id, [item('lo9', '12')], 'UNKNOWN_BET_TYPE'],
      [d.id, [item('lo2', '1a')], 'NUMBER_OUT_OF_RANGE'],
      [d.id, [item('lo2', '123')], 'WRONG_DIGIT_COUNT'],
      [d.id, [item('lo2', '12 12')], 'DUPLICATE_SELECTION'],
      [d.id, [item('lo2', '')], 'EMPTY_SELECTION'],
      [d.id, [item('lo2', '12', 0)], 'STAKE_TOO_LOW'],
      [d.id, [item('lo2', '12', -100)], 'STAKE_TOO_LOW'],
      [d.id, [item('lo2', '12', 150)], 'STAKE_TOO_LOW'],
      [d.id, [item('lo2', '12', 100, 0)], 'STAKE_TOO_LOW'],
      [d.id, [item('lo2', '12', 100, -2)], 'STAKE_TOO_LOW'],
      [d.id, [item('de', '12', 10_000, 1_000)], 'STAKE_ABOVE_LIMIT'],
      [d.id, [item('3-cang', '123', 10_000, 20)], 'PAYOUT_ABOVE_LIMIT'],
      // A good item first: the slip is all or nothing.
      [d.id, [item('lo2', '12'), item('lo2', '99 99')], 'DUPLICATE_SELECTION'],
    ];
    for (const [drawId, items, code] of cases) {
      const res = await place(m, drawId, items);
      expect({ items, code: res.body.code }).toEqual({ items, code });
      expect(res.status).toBeLessThan(500);
    }
    const tooMany = await place(m, d.id, Array.from({ length: 21 }, (_, i) => item('lo2', String(i).padStart(2, '0'))));
    expect(tooMany.body.code).toBe('VALIDATION_ERROR');
    const fractional = await place(m, d.id, [item('lo2', '12', 100, 1.5)]);
    expect(fractional.body.code).toBe('VALIDATION_ERROR');
    await t.app.db.updateTable('lottery_odds').set({ enabled: 0 }).where('lottery_id', '=', d.lottery.id).where('bet_type', '=', 'de-last').execute();
    expect((await place(m, d.id, [item('de-last', '5')])).body.code).toBe('BET_TYPE_CLOSED');
    expect(await m.balance()).toBe(before);
    expect(Number(await ticketCount(m.id))).toBe(0);
    await ledgerClean();
  });

  it('refuses a slip the balance cannot pay, and a member on a time-out, leaving nothing', async () => {
    const poor = await member(2_000);
    const d = await makeDraw(t, 'VN_NORTH');
    const res = await place(poor, d.id, [item('de', '12'), item('lo2', '12')]);
    expect(res.body.code).toBe('INSUFFICIENT_FUNDS');
    expect(await poor.balance()).toBe(2_000);
    expect(Number(await ticketCount(poor.id))).toBe(0);
    const resting = await member();
    await t.app.ledger.run((sql) => insertExclusion(sql, resting.id, 'time_out', Date.now() + 86_400_000, Date.now()));
    const refused = await place(resting, d.id, [item('de', '12')]);
    expect(refused.body.code).toBe('ACCOUNT_EXCLUDED');
    expect(Number(await ticketCount(resting.id))).toBe(0);
    expect(await t.app.db.selectFrom('bets').select('id').where('member_id', 'in', [poor.id, resting.id]).execute()).toEqual([]);
    await ledgerClean();
  });

  it('answers a replayed request id with the same tickets, also when 30 arrive at once', async () => {
    const m = await member();
    const d = await makeDraw(t, 'K3_1M');
    const requestId = rid();
    const first = await place(m, d.id, [item('big-small', 'big'), item('sum', '10 11')], requestId);
    const again = await place(m, d.id, [item('big-small', 'big'), item('sum', '10 11')], requestId);
    expect(again.body.value.replayed).toBe(true);
    expect(again.body.value.tickets.map((x) => x.id)).toEqual(first.body.value.tickets.map((x) => x.id));
    expect(again.body.value.balance).toBe(first.body.value.balance);
    const racing = rid();
    const all = await Promise.all(Array.from({ length: 30 }, () => place(m, d.id, [item('big-small', 'small')], racing)));
    expect(all.every((r) => r.status === 200)).toBe(true);
    expect(new Set(all.map((r) => r.body.value.tickets[0]!.id)).size).toBe(1);
    expect(all.filter((r) => !r.body.value.replayed)).toHaveLength(1);
    expect(Number(await ticketCount(m.id))).toBe(3);
    expect(await m.balance()).toBe(1_000_000 - Number(first.body.value.tickets.reduce((n, x) => n + x.stake, 0)) - 100);
    await ledgerClean();
  });

  it('at the close boundary accepts only tickets decided before closes_at, refusing later ones as DRAW_CLOSED', async () => {
    const m = await member(10_000_000);
    const warm = await makeDraw(t, 'K3_1M');
    expect((await place(m, warm.id, [item('big-small', 'big')])).status).toBe(200);
    const closesAt = Date.now() + 150;
    const d = await makeDraw(t, 'K3_1M', { closesAt, drawAt: closesAt + 10_000 });
    const results = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        await new Promise((r) => setTimeout(r, i * 6));
        return place(m, d.id, [item('big-small', 'big')]);
      }),
    );
    const accepted = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status !== 200);
    expect(accepted.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((r) => r.body.code === 'DRAW_CLOSED')).toBe(true);
    for (const r of accepted) expect(r.body.value.tickets[0]!.placedAt).toBeLessThan(closesAt);
    const rows = await t.app.db.selectFrom('lottery_tickets').select(['placed_at']).where('draw_id', '=', d.id).execute();
    expect(rows).toHaveLength(accepted.length);
    expect(rows.every((r) => Number(r.placed_at) < closesAt)).toBe(true);
    expect(await m.balance()).toBe(10_000_000 - 100 * (accepted.length + 1));
    await ledgerClean();
  });

  it('cancels an own open ticket once (30 at once: one refund); not another member’s, not after close', async () => {
    const m = await member();
    const other = await member();
    const d = await makeDraw(t, 'K3_1M');
    const placed = await place(m, d.id, [item('big-small', 'big', 1_000)]);
    const ticket = placed.body.value.tickets[0]!;
    expect((await other.post(`/wps/lottery/tickets/${ticket.id}/cancel`, {})).body.code).toBe('NOT_FOUND');
    const all = await Promise.all(Array.from({ length: 30 }, () => m.post<{ ticket: TicketView; balance: number }>(`/wps/lottery/tickets/${ticket.id}/cancel`, {})));
    const ok = all.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    expect(all.filter((r) => r.status !== 200).every((r) => r.body.code === 'TICKET_NOT_CANCELLABLE')).toBe(true);
    expect(ok[0]!.body.value.ticket.status).toBe('cancelled');
    expect(ok[0]!.body.value.balance).toBe(1_000_000);
    expect(await m.balance()).toBe(1_000_000);
    const bet = await t.app.db.selectFrom('bets').select(['status']).where('round_id', '=', `L${ticket.id}`).executeTakeFirstOrThrow();
    expect(bet.status).toBe('rolled_back');
    const late = await makeDraw(t, 'K3_1M');
    const lateTicket = (await place(m, late.id, [item('big-small', 'small')])).body.value.tickets[0]!;
    await t.app.db.updateTable('lottery_draws').set({ closes_at: Date.now() - 1 }).where('id', '=', late.id).execute();
    expect((await m.post(`/wps/lottery/tickets/${lateTicket.id}/cancel`, {})).body.code).toBe('DRAW_CLOSED');
    await ledgerClean();
  });

  it('lists own tickets newest first, by status and lottery, paged, with cancellable and the draw', async () => {
    const m = await member();
    const other = await member();
    const vn = await makeDraw(t, 'VN_NORTH');
    const k3 = await makeDraw(t, 'K3_1M');
    await place(m, vn.id, [item('lo2', '01'), item('lo2', '02')]);
    const k = await place(m, k3.id, [item('big-small', 'big'), item('odd-even', 'odd')]);
    await m.post(`/wps/lottery/tickets/${k.body.value.tickets[0]!.id}/cancel`, {});
    await place(other, k3.id, [item('big-small', 'big')]);
    type Page = { list: TicketView[]; total: number; totalPages: number; pageNum: number };
    const all = await m.get<Page>('/wps/lottery/tickets?pageNo=1&pageSize=3&language=EN');
    expect(all.body.value.total).toBe(4);
    expect(all.body.value.totalPages).toBe(2);
    expect(all.body.value.list.map((x) => x.betType)).toEqual(['odd-even', 'big-small', 'lo2']);
    expect(all.body.value.list[1]!.cancellable).toBe(false);
    expect(all.body.value.list[0]!.cancellable).toBe(true);
    const cancelled = await m.get<Page>('/wps/lottery/tickets?status=cancelled');
    expect(cancelled.body.value.list.map((x) => x.id)).toEqual([k.body.value.tickets[0]!.id]);
    const vnOnly = await m.get<Page>('/wps/lottery/tickets?lottery=VN_NORTH&language=BN');
    expect(vnOnly.body.value.list).toHaveLength(2);
    expect(vnOnly.body.value.list[0]!.lotteryName).toContain('মেরিডিয়ান');
    expect(vnOnly.body.value.list[0]!.drawNumber).toBe(vn.number);
    expect((await m.get('/wps/lottery/tickets?status=bogus')).body.code).toBe('VALIDATION_ERROR');
  });
});
