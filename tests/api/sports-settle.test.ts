import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BetKind, LiveState, SystemType } from '#lib/contracts/sports-model.ts';
import { SPORTS_VENDOR } from '#lib/contracts/sports-model.ts';
import { lineCount } from '#lib/sports/systems.ts';
import { insertGame, insertVendor } from '#server/db/factories/catalogue.ts';
import { fundMember, insertMember } from '#server/db/factories/members.ts';
import { insertSportsEvent, type MadeEvent } from '#server/db/factories/sportsbook.ts';
import { Accounts, cashBalance, checkLedger, post } from '#server/ledger/index.ts';
import { ticketMoney, ticketSession } from '#server/providers/index.ts';
import { abandonEvent, resultEvent, settleDueMarkets, settleJob, settleMarket, settleMarketBets, voidCancelledEvent, voidMarket } from '#server/sportsbook/index.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';

const HOUR = 3_600_000;
const score = (home: number, away: number) => ({ home, away, parts: [[home, away]] as [number, number][] });

interface Leg {
  marketId: number;
  selectionId: number;
  odds: number;
}

describe.each(DIALECTS)('sportsbook settlement on %s', (dialect) => {
  let t: TestApp;
  let gameId = 0;
  beforeAll(async () => {
    t = await testApp(dialect);
    await insertVendor(t.app.db, { code: SPORTS_VENDOR.sports, display_name: 'Pitchside', category: 'SPORTS' });
    gameId = await insertGame(t.app.db, { vendor: SPORTS_VENDOR.sports, code: 'sportsbook', name: 'Pitchside Sportsbook', category: 'SPORTS', engine: 'sportsbook' });
  }, 120_000);
  afterAll(() => t.close());

  const player = async (cash = 1_000_000) => {
    const m = await insertMember(t.app.db);
    await fundMember(t.app.db, m.id, cash);
    return m.id;
  };
  const cash = (memberId: number) => cashBalance(t.app.reader, memberId);
  const event = (markets?: Parameters<typeof insertSportsEvent>[1]['markets']) => insertSportsEvent(t.app.db, { startsAt: Date.now() - HOUR, status: 'live', ...(markets ? { markets } : {}) });
  const winnerEvent = () => event([{ kind: 'winner', names: { en: 'Winner', bn: 'বিজয়ী' }, selections: [{ key: 'a', odds: 2000 }, { key: 'b', odds: 3000 }, { key: 'c', odds: 4000 }] }]);
  const leg = (e: MadeEvent, market: number, key: string, odds: number): Leg => ({ marketId: e.markets[market]!.id, selectionId: e.markets[market]!.selections[key]!, odds });

  /** Places a bet the way placing does: the bet row and its legs, then the debit of round S<id>. */
  const place = async (memberId: number, legs: Leg[], unitStake: number, shape: { kind?: BetKind; system?: SystemType; size?: number; status?: string } = {}) => {
    const kind = shape.kind ?? (legs.length === 1 ? 'single' : 'acca');
    const lines = lineCount({ kind, system: shape.system ?? null, size: shape.size ?? null, legs: legs.length })!;
    const stake = unitStake * lines;
    const now = Date.now();
    return t.app.ledger.run(async (sql) => {
      await sql.run(
        "insert into sports_bets (member_id, vendor, kind, system, size, lines, unit_stake, stake, open_stake, potential, status, odds_change, round_id, idem_key, language, placed_at, accept_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, 'none', '', ?, 'en', ?, ?)",
        [memberId, SPORTS_VENDOR.sports, kind, shape.system ?? null, shape.size ?? null, lines, unitStake, stake, stake, shape.status ?? 'open', `t:${now}:${Math.random()}`, now, now],
      );
      const id = Number((await sql.get<{ id: number }>('select max(id) as id from sports_bets where member_id = ?', [memberId]))!.id);
      await sql.run('update sports_bets set round_id = ? where id = ?', [`S${id}`, id]);
      for (const [i, l] of legs.entries()) {
        const e = await sql.get<{ event_id: number; line_q: number | null }>('select event_id, line_q from sports_markets where id = ?', [l.marketId]);
        await sql.run('insert into sports_bet_legs (bet_id, idx, event_id, market_id, selection_id, odds, line_q) values (?, ?, ?, ?, ?, ?, ?)', [id, i, e!.event_id, l.marketId, l.selectionId, l.odds, e!.line_q]);
      }
      const s = await ticketSession(sql, { memberId, vendor: SPORTS_VENDOR.sports, gameId, gameCode: 'sportsbook', category: 'SPORTS', currency: 'BDT' }, now, true);
      await ticketMoney(sql, s, { op: 'debit', txnId: `S${id}:bet`, roundId: `S${id}`, amount: stake }, now);
      return id;
    });
  };
  const bet = (id: number) => t.app.db.selectFrom('sports_bets').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const wins = async (id: number) => (await t.app.db.selectFrom('provider_txns').select('txn_id').where('txn_id', 'like', `S${id}:win%`).orderBy('txn_id').execute()).map((r) => r.txn_id);
  const settleAll = () => settleDueMarkets(t.app, Date.now());

  it('results an event from its score: singles on every kind pay, a quarter line pays half, the event settles once every market is walked', async () => {
    const e = await event();
    const m = await player();
    const home = await place(m, [leg(e, 0, 'home', 2100)], 1_000); // 1X2 home at 2.10, 1–1: lost
    const draw = await place(m, [leg(e, 0, 'draw', 3300)], 1_000); // draw at 3.30: 3,300
    const ah = await place(m, [leg(e, 1, 'home', 1950)], 1_000); // home −0.25 on a draw: half lost → 500
    const ahAway = await place(m, [leg(e, 1, 'away', 1900)], 1_000); // away +0.25: half won → 500 + 950 = 1,450
    const under = await place(m, [leg(e, 2, 'under', 1950)], 1_000); // under 2.5 on 2 goals: 1,950
    const acca = await place(m, [leg(e, 0, 'draw', 3300), leg(e, 3, 'yes', 1800)], 1_000); // 3.30 × 1.80 = 5,940
    expect(await cash(m)).toBe(1_000_000 - 6_000);
    expect(await resultEvent(t.app, e.eventId, score(1, 1))).toEqual({ markets: 4 });
    const ev = await t.app.db.selectFrom('sports_events').select(['status', 'result']).where('id', '=', e.eventId).executeTakeFirstOrThrow();
    expect(ev.status).toBe('ended');
    // The same score again changes nothing.
    expect(await resultEvent(t.app, e.eventId, score(1, 1))).toEqual({ markets: 0 });
    await settleJob.run(t.app, Date.now());
    const want: [number, number, string][] = [
      [home, 0, 'lost'],
      [draw, 3_300, 'won'],
      [ah, 500, 'won'],
      [ahAway, 1_450, 'won'],
      [under, 1_950, 'won'],
      [acca, 5_940, 'won'],
    ];
    for (const [id, payout, result] of want) {
      expect(await bet(id), `bet ${id}`).toMatchObject({ status: 'settled', payout, result, settlements: 1 });
      expect(await wins(id)).toEqual([`S${id}:win`]);
    }
    expect(await cash(m)).toBe(1_000_000 - 6_000 + 3_300 + 500 + 1_450 + 1_950 + 5_940);
    expect((await t.app.db.selectFrom('sports_events').select('status').where('id', '=', e.eventId).executeTakeFirstOrThrow()).status).toBe('settled');
    // A rerun pays nothing twice.
    expect(await settleAll()).toBe(0);
    expect(await cash(m)).toBe(1_000_000 - 6_000 + 3_300 + 500 + 1_450 + 1_950 + 5_940);
  });

  it('an ended event whose resulting failed is resulted from its stored score by the settlement job', async () => {
    const e = await event();
    const m = await player(10_000);
    const id = await place(m, [leg(e, 0, 'away', 3500)], 1_000);
    await t.app.db.updateTable('sports_events').set({ status: 'ended', result: JSON.stringify(score(0, 2)), ended_at: Date.now() }).where('id', '=', e.eventId).execute();
    await settleJob.run(t.app, Date.now());
    expect(await bet(id)).toMatchObject({ status: 'settled', payout: 3_500, result: 'won' });
    expect((await t.app.db.selectFrom('sports_events').select('status').where('id', '=', e.eventId).executeTakeFirstOrThrow()).status).toBe('settled');
  });

  it('settles every named system type and "n from m" against hand-worked returns, with a void leg and a dead heat', async () => {
    // Leg factors: a dead heat of two at 4.00 (2), a void leg (1), 3.00 won (3), a lost leg (0), then 2.00, 3.00, 2.00, 2.00 won.
    const events = await Promise.all(Array.from({ length: 8 }, () => winnerEvent()));
    const picks: Leg[] = [
      leg(events[0]!, 0, 'c', 4000),
      leg(events[1]!, 0, 'b', 3000),
      leg(events[2]!, 0, 'b', 3000),
      leg(events[3]!, 0, 'a', 2000),
      leg(events[4]!, 0, 'a', 2000),
      leg(events[5]!, 0, 'b', 3000),
      leg(events[6]!, 0, 'a', 2000),
      leg(events[7]!, 0, 'a', 2000),
    ];
    const m = await player();
    /** Unit 100: Σ over the lines of Π factors × 100, worked out by hand (full cover: Π(1+f) − 1 − Σf, plus Σf with the singles). */
    const cases: [SystemType, number, number | undefined, number][] = [
      ['trixie', 3, undefined, 1_700], // doubles 2·1 + 2·3 + 1·3 = 11, treble 6 → 17
      ['patent', 3, undefined, 2_300], // + singles 2 + 1 + 3
      ['yankee', 4, undefined, 1_700], // 3·2·4·1 − 1 − 6 = 17 (every line with the lost leg pays 0)
      ['lucky15', 4, undefined, 2_300],
      ['canadian', 5, undefined, 6_300], // 24·3 − 1 − 8 = 63
      ['lucky31', 5, undefined, 7_100],
      ['heinz', 6, undefined, 27_600], // 72·4 − 1 − 11 = 276
      ['lucky63', 6, undefined, 28_700],
      ['superheinz', 7, undefined, 85_000], // 288·3 − 1 − 13 = 850
      ['goliath', 8, undefined, 257_600], // 864·3 − 1 − 15 = 2,576
      ['n_of_m', 4, 2, 1_100], // pairs of 2,1,3,0: 2 + 6 + 0 + 3 + 0 + 0 = 11
    ];
    const ids: number[] = [];
    for (const [system, legs, size] of cases) ids.push(await place(m, picks.slice(0, legs), 100, { kind: 'system', system, ...(size ? { size } : {}) }));
    const sel = (e: MadeEvent, key: string) => e.markets[0]!.selections[key]!;
    await settleMarket(t.app, events[0]!.markets[0]!.id, [
      { selectionId: sel(events[0]!, 'a'), result: 'win', deadHeat: 2 },
      { selectionId: sel(events[0]!, 'c'), result: 'win', deadHeat: 2 },
    ]);
    await voidMarket(t.app, events[1]!.markets[0]!.id);
    await settleMarket(t.app, events[2]!.markets[0]!.id, [{ selectionId: sel(events[2]!, 'b'), result: 'win', deadHeat: 1 }]);
    await settleMarket(t.app, events[3]!.markets[0]!.id, [{ selectionId: sel(events[3]!, 'b'), result: 'win', deadHeat: 1 }]);
    for (const i of [4, 6, 7]) await settleMarket(t.app, events[i]!.markets[0]!.id, [{ selectionId: sel(events[i]!, 'a'), result: 'win', deadHeat: 1 }]);
    await settleMarket(t.app, events[5]!.markets[0]!.id, [{ selectionId: sel(events[5]!, 'b'), result: 'win', deadHeat: 1 }]);
    await settleAll();
    for (const [i, [system, , , payout]] of cases.entries()) expect(await bet(ids[i]!), system).toMatchObject({ status: 'settled', payout, result: 'won' });
    expect(await checkLedger(t.app.reader, dialect)).toEqual([]);
  });

  it('resettling twice leaves the ledger as if settled once with the final result; a void after settlement pays the stake back', async () => {
    const e = await event();
    const twice = await player(10_000);
    const once = await player(10_000);
    const voided = await player(10_000);
    const a = await place(twice, [leg(e, 0, 'home', 2000)], 1_000);
    const b = await place(once, [leg(e, 0, 'home', 2000)], 1_000);
    const c = await place(voided, [leg(e, 3, 'yes', 1800)], 1_000);
    await resultEvent(t.app, e.eventId, score(2, 1));
    await settleAll();
    expect(await bet(a)).toMatchObject({ payout: 2_000, result: 'won' });
    expect(await cash(twice)).toBe(11_000);
    // The player spends most of the win before the first correction: what the balance cannot cover is recorded.
    await t.app.ledger.run((sql) => post(sql, { kind: 'adjustment', key: `test:spend:${twice}`, memberId: twice, postings: [{ account: Accounts.cash(twice, 'BDT'), amount: -10_500 }, { account: Accounts.adjustment('BDT'), amount: 10_500 }] }));
    await resultEvent(t.app, e.eventId, score(1, 1));
    await settleAll();
    expect(await bet(a)).toMatchObject({ payout: 0, result: 'lost', settlements: 2, unrecovered: 1_500 });
    expect(await cash(twice)).toBe(0);
    await resultEvent(t.app, e.eventId, score(3, 0));
    await settleAll();
    // The shortfall is cleared first: the player ends as if the 2,000 had been paid once and 10,500 spent.
    expect(await bet(a)).toMatchObject({ payout: 2_000, result: 'won', settlements: 3, unrecovered: 0 });
    expect(await wins(a)).toEqual([`S${a}:win`, `S${a}:win:r2`, `S${a}:win:r3`]);
    // The other player, settled once: the same round payout on the wallet's bet row.
    expect(await bet(b)).toMatchObject({ payout: 2_000, result: 'won' });
    const rounds = await t.app.db.selectFrom('bets').select(['round_id', 'payout', 'status']).where('round_id', 'in', [`S${a}`, `S${b}`]).orderBy('round_id').execute();
    expect(rounds.map((r) => Number(r.payout))).toEqual([2_000, 2_000]);
    expect(await cash(once)).toBe(11_000);
    expect(await cash(twice)).toBe(11_000 - 10_500);
    // btts yes: won on 2–1 and 1–1, lost on 3–0; voiding the market afterwards pays the stake back.
    expect(await bet(c)).toMatchObject({ payout: 0, result: 'lost', settlements: 2 });
    await voidMarket(t.app, e.markets[3]!.id);
    await settleAll();
    expect(await bet(c)).toMatchObject({ payout: 1_000, result: 'void', settlements: 3 });
    expect(await cash(voided)).toBe(10_000);
    expect(await checkLedger(t.app.reader, dialect)).toEqual([]);
  });

  it('resumes after a crash between batches and pays each bet once; a bet in its delay holds the walk, a rejected one is passed', async () => {
    const e = await event();
    const m = await player();
    const ids: number[] = [];
    for (let i = 0; i < 25; i++) ids.push(await place(m, [leg(e, 0, 'home', 2000)], 100));
    const pending = await place(m, [leg(e, 0, 'home', 2000)], 100, { status: 'pending' });
    const rejected = await place(m, [leg(e, 0, 'home', 2000)], 100, { status: 'rejected' });
    const after = await place(m, [leg(e, 0, 'home', 2000)], 100);
    await resultEvent(t.app, e.eventId, score(1, 0));
    const marketId = e.markets[0]!.id;
    await expect(settleMarketBets(t.app, marketId, { batch: 10, afterBatch: () => Promise.reject(new Error('crash')) })).rejects.toThrow('crash');
    const cursor = async () => Number((await t.app.db.selectFrom('sports_markets').select('settle_cursor').where('id', '=', marketId).executeTakeFirstOrThrow()).settle_cursor);
    expect(await cursor()).toBe(ids[9]);
    expect((await bet(ids[10]!)).status).toBe('open');
    const r = await settleMarketBets(t.app, marketId, { batch: 10 });
    expect(r).toMatchObject({ bets: 15, finished: false });
    expect(await cursor()).toBe(ids[24]);
    expect((await bet(pending)).status).toBe('pending');
    // The delay accepts it: the walk goes on, the rejected bet is never paid.
    await t.app.db.updateTable('sports_bets').set({ status: 'open' }).where('id', '=', pending).execute();
    expect(await settleMarketBets(t.app, marketId, { batch: 10 })).toMatchObject({ bets: 2, finished: true });
    for (const id of [...ids, pending, after]) {
      expect((await bet(id)).payout).toBe(200);
      expect(await wins(id)).toEqual([`S${id}:win`]);
    }
    expect((await bet(rejected)).status).toBe('rejected');
    expect(await wins(rejected)).toEqual([]);
  });

  it('a cash-out racing the settlement: exactly one of the two', async () => {
    for (let round = 0; round < 4; round++) {
      const e = await event();
      const m = await player(10_000);
      const id = await place(m, [leg(e, 0, 'home', 2000)], 1_000);
      await resultEvent(t.app, e.eventId, score(1, 0));
      /** A full cash-out of 1,500 as the cash-out does it: its guarded update on the running stake, then the round's credit. */
      const cashOut = () =>
        t.app.ledger.run(async (sql) => {
          const now = Date.now();
          const n = await sql.run("update sports_bets set status = 'cashed_out', open_stake = 0, cashed_out = cashed_out + 1500 where id = ? and status = 'open' and open_stake = 1000", [id]);
          if (n !== 1) return false;
          const s = await ticketSession(sql, { memberId: m, vendor: SPORTS_VENDOR.sports, gameId, gameCode: 'sportsbook', category: 'SPORTS', currency: 'BDT' }, now, false);
          await ticketMoney(sql, s, { op: 'credit', txnId: `S${id}:co1`, roundId: `S${id}`, amount: 1_500 }, now);
          return true;
        });
      const [, cashed] = await Promise.all([settleMarketBets(t.app, e.markets[0]!.id), round % 2 ? cashOut() : Promise.resolve().then(cashOut)]);
      await settleAll();
      const b = await bet(id);
      if (cashed) {
        expect(b.status).toBe('cashed_out');
        expect(await wins(id)).toEqual([]);
        expect(await cash(m)).toBe(10_500);
      } else {
        expect(b).toMatchObject({ status: 'settled', payout: 2_000 });
        expect(await cash(m)).toBe(11_000);
      }
    }
    expect(await checkLedger(t.app.reader, dialect)).toEqual([]);
  });

  it('a cancelled event voids every market; an abandoned one keeps the markets already certain and voids the rest', async () => {
    const c = await event();
    const m = await player(10_000);
    const acca = await place(m, [leg(c, 0, 'home', 2000)], 1_000);
    await voidCancelledEvent(t.app, c.eventId);
    await settleAll();
    expect(await bet(acca)).toMatchObject({ status: 'settled', result: 'void', payout: 1_000 });

    const a = await event();
    const p = await player(10_000);
    const over = await place(p, [leg(a, 2, 'over', 1900)], 1_000); // over 2.5 with 3 goals in: certain, stands
    const btts = await place(p, [leg(a, 3, 'no', 2000)], 1_000); // both scored: "no" certainly lost
    const home = await place(p, [leg(a, 0, 'home', 2100)], 1_000); // 1X2 still open at 2–1: void
    const live: LiveState = { home: 2, away: 1, period: 2, clock: 70, parts: [[1, 1], [1, 0]] };
    expect(await abandonEvent(t.app, a.eventId, live)).toEqual({ markets: 4, stood: 2 });
    await settleAll();
    expect(await bet(over)).toMatchObject({ result: 'won', payout: 1_900 });
    expect(await bet(btts)).toMatchObject({ result: 'lost', payout: 0 });
    expect(await bet(home)).toMatchObject({ result: 'void', payout: 1_000 });
    const statuses = await t.app.db.selectFrom('sports_markets').select(['kind', 'status']).where('event_id', '=', a.eventId).orderBy('sort').execute();
    expect(statuses.map((s) => s.status)).toEqual(['void', 'void', 'settled', 'settled']);
    expect((await t.app.db.selectFrom('sports_events').select('status').where('id', '=', a.eventId).executeTakeFirstOrThrow()).status).toBe('abandoned');
    expect(await checkLedger(t.app.reader, dialect)).toEqual([]);
  });
});
