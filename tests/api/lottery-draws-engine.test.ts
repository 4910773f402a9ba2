import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DrawResult } from '#lib/contracts/lottery-model.ts';
import { serverSeedHash } from '#lib/fair/rng.ts';
import { drawResult } from '#lib/lottery/fair-draw.ts';
import { checkLedger } from '#server/ledger/index.ts';
import { closeDueDraws, drawDueHouseDraws, lotteryByCode, openDueDraws, payoutOf, scheduleDraws, seedAt, settleDraw, settleDueDraws, voidDraw } from '#server/lottery/index.ts';
import type { PublicEvent } from '#server/events/bus.ts';
import { ticketMoney, ticketSession } from '#server/providers/index.ts';
import { getSetting } from '#server/system/index.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { testApp, type TestApp } from '../fixtures/app.ts';
import { cashOf, makeDraw, placeTicket, player, withLotteries } from '../fixtures/lottery-draws.ts';

const settledTxns = async (t: TestApp, ids: number[], suffix: string) => {
  const rows = await t.app.db.selectFrom('provider_txns').select(['txn_id']).where('txn_id', 'in', ids.map((id) => `L${id}:${suffix}`)).execute();
  return rows.length;
};

describe.each(DIALECTS)('the draw engine on %s', (dialect) => {
  let t: TestApp;
  const events: PublicEvent[] = [];
  beforeAll(async () => {
    t = await testApp(dialect, { seed: true });
    await withLotteries(t);
    t.app.events.listen('lottery', (e) => events.push(e));
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('the demo starts with each house lottery’s past draws, drawn from its chain in order', async () => {
    const k3 = await lotteryByCode(t.app.db, 'K3_1M');
    const past = await t.app.db.selectFrom('lottery_draws').selectAll().where('lottery_id', '=', k3.id).where('status', '=', 'settled').orderBy('draw_at').execute();
    expect(past.length).toBe(120);
    for (let i = 1; i < past.length; i++) {
      expect(Number(past[i]!.chain_index)).toBe(Number(past[i - 1]!.chain_index) - 1);
      // Each revealed seed hashes to the one revealed before it.
      expect(serverSeedHash(past[i]!.seed!)).toBe(past[i - 1]!.seed);
      expect(Number(past[i]!.opens_at)).toBe(Number(past[i - 1]!.draw_at));
    }
    for (const d of past.slice(-5)) expect(JSON.parse(d.result!)).toEqual(drawResult('k3', d.seed!, `K3_1M:${d.number}`));
    const chain = await t.app.db.selectFrom('lottery_chains').select(['used', 'length']).where('id', '=', Number(past[0]!.chain_id)).executeTakeFirstOrThrow();
    expect(Number(past[0]!.chain_index)).toBe(chain.length - 1);
    expect(chain.used).toBeGreaterThanOrEqual(120);
    const daily = await t.app.db.selectFrom('lottery_draws').select((eb) => eb.fn.countAll<number>().as('n')).where('lottery_id', '=', (await lotteryByCode(t.app.db, 'VN_NORTH')).id).where('status', '=', 'settled').executeTakeFirstOrThrow();
    expect(Number(daily.n)).toBe(30);
  });

  it('keeps draws ahead of every active lottery; racing runs make each draw once', async () => {
    const now = Date.now();
    await Promise.all([scheduleDraws(t.app, now), scheduleDraws(t.app, now), scheduleDraws(t.app, now)]);
    const { followMaxDraws } = await getSetting(t.app.db, 'lottery');
    for (const code of ['K3_1M', 'VN_NORTH', 'THAI_GOV']) {
      const l = await lotteryByCode(t.app.db, code);
      const rows = await t.app.db.selectFrom('lottery_draws').select(['number', 'draw_at', 'opens_at', 'closes_at']).where('lottery_id', '=', l.id).where('draw_at', '>', now).orderBy('draw_at').execute();
      expect(rows.length).toBeGreaterThanOrEqual(followMaxDraws);
      expect(Number(rows[rows.length - 1]!.draw_at)).toBeGreaterThanOrEqual(now + 86_400_000);
      expect(new Set(rows.map((r) => r.number)).size).toBe(rows.length);
      for (let i = 1; i < rows.length; i++) expect(Number(rows[i]!.opens_at)).toBe(Number(rows[i - 1]!.draw_at));
      const lastPast = await t.app.db.selectFrom('lottery_draws').select((eb) => eb.fn.max('draw_at').as('at')).where('lottery_id', '=', l.id).where('draw_at', '<=', now).executeTakeFirstOrThrow();
      if (l.source === 'house') expect(Number(rows[0]!.opens_at)).toBe(Number(lastPast.at));
      for (const r of rows) expect(Number(r.closes_at)).toBe(Math.max(Number(r.opens_at), Number(r.draw_at) - l.closeSeconds * 1000));
    }
    expect(await scheduleDraws(t.app, now)).toBe(0);
  });

  it('moves a draw through open, closed, drawn and settled exactly once when runs race', async () => {
    const now = Date.now();
    const d = await makeDraw(t, 'K3_1M', { status: 'scheduled', opensAt: now - 1000, closesAt: now + 5_000, drawAt: now + 10_000 });
    const memberId = await player(t);
    const mine = () => events.filter((e) => (e.data as { draw: { id: number } }).draw.id === d.id).map((e) => (e.data as { draw: { status: string } }).draw.status);
    const opened = await Promise.all([openDueDraws(t.app, now), openDueDraws(t.app, now)]);
    expect(opened.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(mine()).toEqual(['open']);
    const ticket = await placeTicket(t, d.id, memberId, 'big-small', 'big small');
    await Promise.all([closeDueDraws(t.app, now + 5_000), closeDueDraws(t.app, now + 5_000)]);
    expect(mine()).toEqual(['open', 'closed']);
    const chainBefore = await t.app.db.selectFrom('lottery_chains').select(['used']).where('lottery_id', '=', d.lottery.id).where('status', '=', 'active').orderBy('id').executeTakeFirstOrThrow();
    await Promise.all([drawDueHouseDraws(t.app, now + 10_000), drawDueHouseDraws(t.app, now + 10_000)]);
    const row = await t.app.db.selectFrom('lottery_draws').selectAll().where('id', '=', d.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('drawn');
    const chain = await t.app.db.selectFrom('lottery_chains').select(['id', 'used', 'length', 'secret']).where('id', '=', Number(row.chain_id)).executeTakeFirstOrThrow();
    // Each draw the racing runs drew took its own seed, and only one.
    const drawnNow = await t.app.db.selectFrom('lottery_draws').select(['chain_index']).where('lottery_id', '=', d.lottery.id).where('drawn_at', '=', now + 10_000).execute();
    expect(chain.used).toBe(chainBefore.used + drawnNow.length);
    expect(new Set(drawnNow.map((x) => x.chain_index)).size).toBe(drawnNow.length);
    expect(row.seed).toBe(seedAt(chain.secret, Number(row.chain_index)));
    expect(JSON.parse(row.result ?? '[]')).toEqual(drawResult('k3', row.seed!, `K3_1M:${d.number}`));
    expect(mine()).toEqual(['open', 'closed', 'drawn']);
    await Promise.all([settleDueDraws(t.app, now + 11_000), settleDraw(t.app, d.id), settleDraw(t.app, d.id)]);
    expect(mine()).toEqual(['open', 'closed', 'drawn', 'settled']);
    const settled = await t.app.db.selectFrom('lottery_draws').selectAll().where('id', '=', d.id).executeTakeFirstOrThrow();
    const tk = await t.app.db.selectFrom('lottery_tickets').selectAll().where('id', '=', ticket).executeTakeFirstOrThrow();
    expect(settled.status).toBe('settled');
    expect(settled.tickets).toBe(1);
    expect(Number(settled.stake)).toBe(200);
    // One of big and small wins unless the dice are a triple.
    const result = JSON.parse(row.result!) as DrawResult;
    expect(Number(tk.payout)).toBe(payoutOf(d.lottery, tk, result));
    expect(await settledTxns(t, [ticket], 'win')).toBe(1);
    expect(await checkLedger(t.app.reader, dialect)).toEqual([]);
  });

  it('a settlement killed midway resumes: every ticket paid exactly once', async () => {
    const d = await makeDraw(t, 'K3_1M');
    const members = await Promise.all(Array.from({ length: 5 }, () => player(t, 100_000)));
    const ids: number[] = [];
    for (let i = 0; i < 23; i++) ids.push(await placeTicket(t, d.id, members[i % 5]!, 'big-small', i % 2 ? 'big' : 'small', 100, 1 + (i % 3)));
    await t.app.db.updateTable('lottery_draws').set({ status: 'closed' }).where('id', '=', d.id).execute();
    await t.app.db.updateTable('lottery_draws').set({ status: 'drawn', result: JSON.stringify(['2', '5', '6']), result_source: 'house' }).where('id', '=', d.id).where('status', '=', 'closed').execute();
    const crash = new Error('process killed');
    await expect(settleDraw(t.app, d.id, { batch: 5, afterBatch: (n) => { if (n === 2) throw crash; } })).rejects.toBe(crash);
    const mid = await t.app.db.selectFrom('lottery_draws').select(['status', 'settle_cursor', 'tickets']).where('id', '=', d.id).executeTakeFirstOrThrow();
    expect(mid.status).toBe('drawn');
    expect(mid.tickets).toBe(10);
    expect(Number(mid.settle_cursor)).toBe(ids[9]);
    // The restarted process, twice at once.
    await Promise.all([settleDraw(t.app, d.id, { batch: 5 }), settleDueDraws(t.app, Date.now())]);
    const end = await t.app.db.selectFrom('lottery_draws').selectAll().where('id', '=', d.id).executeTakeFirstOrThrow();
    expect(end.status).toBe('settled');
    expect(end.tickets).toBe(23);
    const tickets = await t.app.db.selectFrom('lottery_tickets').selectAll().where('draw_id', '=', d.id).execute();
    // Sum 13 is big: "big" lines pay 1.98× (odds of 216/105 at 97.5%… whatever the row says), "small" lose.
    for (const tk of tickets) {
      expect(tk.status).toBe(Number(tk.payout) > 0 ? 'won' : 'lost');
      expect(Number(tk.payout)).toBe(payoutOf(d.lottery, tk, ['2', '5', '6']));
      expect(tk.selection === 'big' ? Number(tk.payout) > 0 : Number(tk.payout) === 0).toBe(true);
    }
    expect(Number(end.payout)).toBe(tickets.reduce((s, tk) => s + Number(tk.payout), 0));
    expect(await settledTxns(t, ids, 'win')).toBe(23);
    // A credit replayed under a settled ticket's id answers as stored and moves nothing.
    const first = tickets.find((tk) => Number(tk.payout) > 0)!;
    const cashBefore = await cashOf(t, Number(first.member_id));
    const game = await t.app.db.selectFrom('games').select(['vendor_code', 'game_code', 'category']).where('id', '=', d.lottery.gameId).executeTakeFirstOrThrow();
    const replay = await t.app.ledger.run(async (sql) => {
      const s = await ticketSession(sql, { memberId: Number(first.member_id), vendor: game.vendor_code, gameId: d.lottery.gameId, gameCode: game.game_code, category: game.category, currency: 'BDT' }, Date.now(), false);
      return ticketMoney(sql, s, { op: 'credit', txnId: `L${first.id}:win`, roundId: `L${first.id}`, amount: Number(first.payout) }, Date.now());
    });
    expect(replay.changed).toEqual([]);
    expect(await cashOf(t, Number(first.member_id))).toBe(cashBefore);
    const bets = await t.app.db.selectFrom('bets').select(['round_id', 'payout', 'status']).where('round_id', 'in', ids.map((id) => `L${id}`)).execute();
    expect(bets.every((b) => b.status === 'settled')).toBe(true);
    expect(await checkLedger(t.app.reader, dialect)).toEqual([]);
  });

  it('voiding a drawn draw refunds every ticket exactly once, of 30 voids at once one wins', async () => {
    const d = await makeDraw(t, 'K3_1M');
    const members = await Promise.all(Array.from({ length: 4 }, () => player(t, 50_000)));
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) ids.push(await placeTicket(t, d.id, members[i % 4]!, 'big-small', i % 2 ? 'big' : 'small'));
    const before = await Promise.all(members.map((m) => cashOf(t, m)));
    await t.app.db.updateTable('lottery_draws').set({ status: 'drawn', result: JSON.stringify(['6', '6', '5']), result_source: 'house' }).where('id', '=', d.id).execute();
    // Part of the draw was paid before the void.
    await expect(settleDraw(t.app, d.id, { batch: 4, afterBatch: () => { throw new Error('stopped'); } })).rejects.toThrow('stopped');
    const outcomes = await Promise.allSettled(Array.from({ length: 30 }, () => voidDraw(t.app, d.id, 'wrong dice')));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const o of outcomes) if (o.status === 'rejected') expect((o.reason as { code: string }).code).toBe('DRAW_STATE_CHANGED');
    await settleDueDraws(t.app, Date.now());
    const row = await t.app.db.selectFrom('lottery_draws').selectAll().where('id', '=', d.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('void');
    expect(row.void_reason).toBe('wrong dice');
    expect(row.settled_at).not.toBeNull();
    const tickets = await t.app.db.selectFrom('lottery_tickets').select(['status', 'payout']).where('draw_id', '=', d.id).execute();
    expect(tickets.every((tk) => tk.status === 'void' && Number(tk.payout) === 0)).toBe(true);
    // Each member has back exactly what they staked: before − stakes + refunds.
    const after = await Promise.all(members.map((m) => cashOf(t, m)));
    members.forEach((_, i) => expect(after[i]).toBe(before[i]! + 300));
    expect(await checkLedger(t.app.reader, dialect)).toEqual([]);
    await expect(voidDraw(t.app, d.id, 'again')).rejects.toMatchObject({ code: 'DRAW_STATE_CHANGED' });
  });
});
