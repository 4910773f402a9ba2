import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BetView } from '#lib/contracts/sports-shapes.ts';
import { fundMember, insertGame } from '#fixtures/factories.ts';
import { insertSportsEvent, type MarketSpec } from '#server/db/factories/sportsbook.ts';
import { checkLedger } from '#server/ledger/index.ts';
import { insertExclusion } from '#server/members/index.ts';
import { decidePendingBets } from '#server/sportsbook/index.ts';
import { getSetting, setSetting } from '#server/system/index.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { rid, signedIn } from '../fixtures/member.ts';

type Placed = { bets: BetView[]; balance: number; replayed: boolean };
type Member = Awaited<ReturnType<typeof signedIn>>;
type Leg = { selectionId: number; odds: number };
type Bet = { kind: 'single' | 'acca' | 'system'; system?: string; size?: number; legs: Leg[]; unitStake: number };

const HOUR = 3_600_000;
const single = (selectionId: number, odds: number, unitStake = 1_000): Bet => ({ kind: 'single', legs: [{ selectionId, odds }], unitStake });
const acca = (legs: Leg[], unitStake = 1_000): Bet => ({ kind: 'acca', legs, unitStake });

describe.each(DIALECTS)('sports bets on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(dialect, { seed: true, config: { trustProxy: true } });
    await insertGame(t.app.db, { vendor: 'PITCH_SPORTS', code: 'sportsbook', name: 'Pitchside Sportsbook', category: 'SPORTS', engine: 'sportsbook', config: { kind: 'sports' } });
    await insertGame(t.app.db, { vendor: 'ARENA_ESPORTS', code: 'esportsbook', name: 'Arena X E-sports', category: 'ESPORTS', engine: 'sportsbook', config: { kind: 'esports' } });
  }, 120_000);
  afterAll(() => t.close());

  const member = async (cash = 1_000_000) => {
    const m = await signedIn(t);
    if (cash) await fundMember(t.app.db, m.id, cash);
    return m;
  };
  const event = (spec: Partial<Parameters<typeof insertSportsEvent>[1]> = {}) => insertSportsEvent(t.app.db, { startsAt: Date.now() + HOUR, ...spec });
  /** The home selection of the 1X2 market (odds 2.100) of a new event. */
  const home = async (spec: Partial<Parameters<typeof insertSportsEvent>[1]> = {}) => {
    const e = await event(spec);
    return { e, sel: e.markets[0]!.selections['home']!, market: e.markets[0]!.id };
  };
  const place = (m: Member, bets: Bet[], oddsChange: 'none' | 'higher' | 'any' = 'none', requestId = rid()) => m.post<Placed>('/wps/sports/bets', { bets, oddsChange, requestId, language: 'en' });
  const betCount = async (memberId: number) => Number((await t.app.db.selectFrom('sports_bets').select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', memberId).executeTakeFirstOrThrow()).n);
  const exposure = async (marketId: number) => Number((await t.app.db.selectFrom('sports_markets').select('exposure').where('id', '=', marketId).executeTakeFirstOrThrow()).exposure);
  const ledgerClean = async () => expect(await checkLedger(t.app.reader, t.app.dialect)).toEqual([]);

  it('places a single, an accumulator and a Trixie as one slip: rounds of the house vendor, stakes debited, exposure raised, a replay answers the same bets', async () => {
    const m = await member();
    const a = await event({ home: 'Dhaka Tigers', away: 'Sylhet Stars' });
    const b = await event();
    const c = await event();
    const events: unknown[] = [];
    const stop = t.app.events.subscribe(m.id, (e) => events.push(e));
    const bets: Bet[] = [
      single(a.markets[0]!.selections['home']!, 2100, 1_000),
      acca([{ selectionId: a.markets[2]!.selections['over']!, odds: 1900 }, { selectionId: b.markets[0]!.selections['draw']!, odds: 3300 }], 1_000),
      { kind: 'system', system: 'trixie', legs: [{ selectionId: a.markets[1]!.selections['home']!, odds: 1950 }, { selectionId: b.markets[0]!.selections['away']!, odds: 3500 }, { selectionId: c.markets[3]!.selections['yes']!, odds: 1800 }], unitStake: 1_000 },
    ];
    const requestId = rid();
    const res = await place(m, bets, 'none', requestId);
    expect(res.body.code).toBeUndefined();
    expect(res.status).toBe(200);
    const v = res.body.value;
    stop();
    expect(v.replayed).toBe(false);
    expect(v.bets.map((x) => [x.kind, x.lines, x.stake, x.potential, x.status])).toEqual([
      ['single', 1, 1_000, 2_100, 'open'],
      ['acca', 1, 1_000, 6_270, 'open'],
      // doubles 1.95×3.5, 1.95×1.8, 3.5×1.8 and the treble, ×1000 each.
      ['system', 4, 4_000, 6_825 + 3_510 + 6_300 + 12_285, 'open'],
    ]);
    expect(v.balance).toBe(1_000_000 - 6_000);
    expect(events).toContainEqual({ type: 'balance', memberId: m.id, data: { balance: v.balance } });
    const first = v.bets[0]!;
    expect(first.legs[0]).toMatchObject({ event: 'Dhaka Tigers v Sylhet Stars', selection: 'Dhaka Tigers', odds: 2100, inPlay: false, eventStatus: 'scheduled' });
    expect(first.cashout).toBe(true);
    const rows = await t.app.db.selectFrom('bets').select(['round_id', 'vendor_code', 'category', 'stake', 'status']).where('member_id', '=', m.id).orderBy('id').execute();
    expect(rows.map((r) => [r.round_id, r.vendor_code, r.category, Number(r.stake), r.status])).toEqual(v.bets.map((x) => [`S${x.id}`, 'PITCH_SPORTS', 'SPORTS', x.stake, 'open']));
    // Market 1X2 of a: the single's 2100; the AH market of a: the Trixie's whole potential.
    expect(await exposure(a.markets[0]!.id)).toBe(2_100);
    expect(await exposure(a.markets[1]!.id)).toBe(28_920);
    const again = await place(m, bets, 'none', requestId);
    expect(again.body.value.replayed).toBe(true);
    expect(again.body.value.bets.map((x) => x.id)).toEqual(v.bets.map((x) => x.id));
    expect(again.body.value.balance).toBe(v.balance);
    expect(await betCount(m.id)).toBe(3);
    const list = await m.get<{ list: BetView[]; total: number }>('/wps/sports/bets?tab=open&language=en');
    expect(list.status).toBe(200);
    expect(list.body.value.list.map((x) => x.id)).toEqual(v.bets.map((x) => x.id).reverse());
    expect((await m.get<{ total: number }>('/wps/sports/bets?tab=settled&language=en')).body.value.total).toBe(0);
    const one = await m.get<BetView>(`/wps/sports/bets/${first.id}?language=bn`);
    expect(one.status).toBe(200);
    expect(one.body.value.id).toBe(first.id);
    await ledgerClean();
  });

  it('places an e-sports bet as a round of Arena X and refuses a bet mixing sports and e-sports', async () => {
    const m = await member();
    const esp = await event({ sport: 'moba', markets: [{ kind: 'mw', main: true, selections: [{ key: 'home', odds: 1700 }, { key: 'away', odds: 2100 }] }] });
    const foot = await home();
    const res = await place(m, [single(esp.markets[0]!.selections['home']!, 1700)]);
    expect(res.status).toBe(200);
    const row = await t.app.db.selectFrom('bets').select(['vendor_code', 'category']).where('round_id', '=', `S${res.body.value.bets[0]!.id}`).executeTakeFirstOrThrow();
    expect(row).toEqual({ vendor_code: 'ARENA_ESPORTS', category: 'ESPORTS' });
    const mixed = await place(m, [acca([{ selectionId: esp.markets[0]!.selections['away']!, odds: 2100 }, { selectionId: foot.sel, odds: 2100 }])]);
    expect(mixed.body.code).toBe('SYSTEM_INVALID');
    expect(await betCount(m.id)).toBe(1);
  });

  it('refuses every bad slip with its code and changes nothing (balance, bets, exposure)', async () => {
    const m = await member();
    const { e, sel, market } = await home();
    const other = await home();
    const settled = await home({ markets: [{ kind: '1x2', status: 'settled', selections: [{ key: 'home', odds: 2000 }, { key: 'away', odds: 2000 }] }] });
    const started = await home({ startsAt: Date.now() - 1_000 });
    const liveNoInPlay = await home({ status: 'live', startsAt: Date.now() - 60_000, inPlay: false });
    const ended = await home({ status: 'ended', startsAt: Date.now() - HOUR });
    const suspended = await home({ markets: [{ kind: '1x2', status: 'suspended', selections: [{ key: 'home', odds: 2000 }, { key: 'away', odds: 2000 }] }] });
    const offSel = await home();
    await t.app.db.updateTable('sports_selections').set({ status: 'suspended' }).where('id', '=', offSel.sel).execute();
    const limited: MarketSpec = { kind: '1x2', maxStake: 5_000, maxPayoutBet: 20_000, selections: [{ key: 'home', odds: 2000 }, { key: 'away', odds: 5000 }] };
    const lim = await event({ markets: [limited] });
    const limHome = lim.markets[0]!.selections['home']!;
    const limAway = lim.markets[0]!.selections['away']!;
    const before = await m.balance();
    const cases: [Bet[], string, 'none' | 'higher' | 'any'][] = [
      [[acca([{ selectionId: sel, odds: 2100 }])], 'SYSTEM_INVALID', 'none'],
      [[{ kind: 'system', system: 'trixie', legs: [{ selectionId: sel, odds: 2100 }, { selectionId: other.sel, odds: 2100 }], unitStake: 1_000 }], 'SYSTEM_INVALID', 'none'],
      [[{ kind: 'single', system: 'yankee', legs: [{ selectionId: sel, odds: 2100 }], unitStake: 1_000 }], 'SYSTEM_INVALID', 'none'],
      [[acca([{ selectionId: sel, odds: 2100 }, { selectionId: sel, odds: 2100 }])], 'DUPLICATE_SELECTION', 'none'],
      [[acca([{ selectionId: sel, odds: 2100 }, { selectionId: e.markets[2]!.selections['over']!, odds: 1900 }])], 'RELATED_LEGS', 'none'],
      [[single(99_999_999, 2000)], 'UNKNOWN_SELECTION', 'none'],
      [[single(settled.sel, 2000)], 'MARKET_CLOSED', 'none'],
      [[single(started.sel, 2100)], 'MARKET_CLOSED', 'none'],
      [[single(liveNoInPlay.sel, 2100)], 'MARKET_CLOSED', 'none'],
      [[single(ended.sel, 2100)], 'MARKET_CLOSED', 'none'],
      [[single(suspended.sel, 2000)], 'MARKET_SUSPENDED', 'none'],
      [[single(offSel.sel, 2100)], 'MARKET_SUSPENDED', 'none'],
      [[single(sel, 2000)], 'ODDS_CHANGED', 'none'],
      [[single(sel, 2200)], 'ODDS_CHANGED', 'higher'],
      [[single(sel, 999 + 1_000)], 'ODDS_CHANGED', 'none'],
      [[single(sel, 2100, 999)], 'STAKE_TOO_LOW', 'none'],
      [[single(limHome, 2000, 5_001)], 'STAKE_ABOVE_LIMIT', 'none'],
      [[single(limAway, 5000, 4_001)], 'PAYOUT_ABOVE_LIMIT', 'none'],
      // A good bet first: the slip is all or nothing.
      [[single(sel, 2100), single(limAway, 5000, 4_001)], 'PAYOUT_ABOVE_LIMIT', 'none'],
      [[single(sel, 2100), single(other.sel, 1900)], 'ODDS_CHANGED', 'none'],
    ];
    for (const [bets, code, mode] of cases) {
      const res = await place(m, bets, mode);
      expect({ bets, code: res.body.code }).toEqual({ bets, code });
      expect(res.status).toBeLessThan(500);
    }
    const changed = await place(m, [single(sel, 2000), single(other.sel, 2100)]);
    expect(changed.body['prices']).toEqual( [{ selectionId: sel, odds: 2100 }, { selectionId: other.sel, odds: 2100 }]);
    const above = await place(m, [single(limHome, 2000, 5_001)]);
    expect(above.body['max']).toBe(5_000);
    expect(await m.balance()).toBe(before);
    expect(await betCount(m.id)).toBe(0);
    for (const id of [market, other.market, lim.markets[0]!.id]) expect(await exposure(id)).toBe(0);
    await ledgerClean();
  });

  it('takes the current odds when the player accepted them, within the player’s stake factor', async () => {
    const m = await member();
    const { sel } = await home();
    const higher = await place(m, [single(sel, 2000)], 'higher');
    expect(higher.body.value.bets[0]!.legs[0]!.odds).toBe(2100);
    expect(higher.body.value.bets[0]!.potential).toBe(2_100);
    const any = await place(m, [single(sel, 2500)], 'any');
    expect(any.body.value.bets[0]!.potential).toBe(2_100);
    await t.app.db.insertInto('sports_player_limits').values({ member_id: m.id, stake_factor_bps: 2_500, updated_at: Date.now() }).execute();
    const limited = await event({ markets: [{ kind: '1x2', maxStake: 8_000, selections: [{ key: 'home', odds: 2000 }, { key: 'away', odds: 2000 }] }] });
    const over = await place(m, [single(limited.markets[0]!.selections['home']!, 2000, 2_001)]);
    expect(over.body.code).toBe('STAKE_ABOVE_LIMIT');
    expect(over.body['max']).toBe(2_000);
    expect((await place(m, [single(limited.markets[0]!.selections['home']!, 2000, 2_000)])).status).toBe(200);
  });

  it('refuses a slip the balance cannot pay, a member on a time-out, and too many legs', async () => {
    const poor = await member(1_500);
    const { sel } = await home();
    const other = await home();
    const res = await place(poor, [single(sel, 2100), single(other.sel, 2100)]);
    expect(res.body.code).toBe('INSUFFICIENT_FUNDS');
    expect(await poor.balance()).toBe(1_500);
    expect(await betCount(poor.id)).toBe(0);
    const resting = await member();
    await t.app.ledger.run((sql) => insertExclusion(sql, resting.id, 'time_out', Date.now() + 86_400_000, Date.now()));
    expect((await place(resting, [single(sel, 2100)])).body.code).toBe('ACCOUNT_EXCLUDED');
    expect(await betCount(resting.id)).toBe(0);
    const s = await getSetting(t.app.db, 'sports');
    await setSetting(t.app.db, 'sports', { ...s, maxLegs: 3 });
    try {
      const legs = await Promise.all([1, 2, 3, 4].map(async () => ({ selectionId: (await home()).sel, odds: 2100 })));
      const m = await member();
      expect((await place(m, [acca(legs)])).body.code).toBe('TOO_MANY_LEGS');
      expect((await place(m, [acca(legs.slice(0, 3))])).status).toBe(200);
    } finally {
      await setSetting(t.app.db, 'sports', s);
    }
    await ledgerClean();
  });

  it('places 40 parallel identical requests once', async () => {
    const m = await member();
    const { sel, market } = await home();
    const requestId = rid();
    const all = await Promise.all(Array.from({ length: 40 }, () => place(m, [single(sel, 2100)], 'none', requestId)));
    expect(all.every((r) => r.status === 200)).toBe(true);
    expect(new Set(all.map((r) => r.body.value.bets[0]!.id)).size).toBe(1);
    expect(all.filter((r) => !r.body.value.replayed)).toHaveLength(1);
    expect(await betCount(m.id)).toBe(1);
    expect(await m.balance()).toBe(1_000_000 - 1_000);
    expect(await exposure(market)).toBe(2_100);
    await ledgerClean();
  });

  it('never lets parallel bets pass a market’s max payout', async () => {
    const e = await event({ markets: [{ kind: '1x2', maxPayoutMarket: 21_000, selections: [{ key: 'home', odds: 2100 }, { key: 'away', odds: 2100 }] }] });
    const sel = e.markets[0]!.selections['home']!;
    const members = await Promise.all([1, 2, 3].map(() => member()));
    const all = await Promise.all(members.flatMap((m) => Array.from({ length: 10 }, () => place(m, [single(sel, 2100)]))));
    const ok = all.filter((r) => r.status === 200);
    expect(ok).toHaveLength(10);
    expect(all.filter((r) => r.status !== 200).every((r) => r.body.code === 'PAYOUT_ABOVE_LIMIT')).toBe(true);
    expect(await exposure(e.markets[0]!.id)).toBe(21_000);
    await ledgerClean();
  });

  it('holds an in-play bet pending for the delay, then accepts it, or rejects and refunds it when the market was suspended meanwhile', async () => {
    const m = await member();
    const live = await home({ status: 'live', startsAt: Date.now() - 60_000 });
    const placed = await place(m, [single(live.sel, 2100)]);
    const bet = placed.body.value.bets[0]!;
    expect(bet.status).toBe('pending');
    expect(bet.acceptAt - bet.placedAt).toBe(5_000);
    expect(bet.legs[0]!.inPlay).toBe(true);
    expect(bet.cashout).toBe(false);
    expect(await decidePendingBets(t.app, Date.now())).toBe(0);
    expect(await decidePendingBets(t.app, Date.now() + 6_000)).toBeGreaterThanOrEqual(1);
    expect((await m.get<BetView>(`/wps/sports/bets/${bet.id}?language=en`)).body.value.status).toBe('open');
    const balance = await m.balance();
    const second = (await place(m, [single(live.sel, 2100)])).body.value.bets[0]!;
    expect(await exposure(live.market)).toBe(4_200);
    // Suspended and reopened during the delay: the suspension count moved.
    await t.app.db.updateTable('sports_markets').set((eb) => ({ status: 'suspended', suspensions: eb('suspensions', '+', 1) })).where('id', '=', live.market).execute();
    await t.app.db.updateTable('sports_markets').set({ status: 'open' }).where('id', '=', live.market).execute();
    await Promise.all([decidePendingBets(t.app, Date.now() + 6_000), decidePendingBets(t.app, Date.now() + 6_000)]);
    const rejected = (await m.get<BetView>(`/wps/sports/bets/${second.id}?language=en`)).body.value;
    expect(rejected.status).toBe('rejected');
    expect(await m.balance()).toBe(balance);
    expect(await exposure(live.market)).toBe(2_100);
    const round = await t.app.db.selectFrom('bets').select('status').where('round_id', '=', `S${second.id}`).executeTakeFirstOrThrow();
    expect(round.status).toBe('rolled_back');
    expect((await m.get<{ list: BetView[] }>('/wps/sports/bets?tab=settled&language=en')).body.value.list.map((x) => x.id)).toContain(second.id);
    // The odds moved against a "none" bet during the delay: rejected.
    const third = (await place(m, [single(live.sel, 2100)])).body.value.bets[0]!;
    await t.app.db.updateTable('sports_selections').set({ odds: 1900 }).where('id', '=', live.sel).execute();
    await decidePendingBets(t.app, Date.now() + 6_000);
    expect((await m.get<BetView>(`/wps/sports/bets/${third.id}?language=en`)).body.value.status).toBe('rejected');
    await ledgerClean();
  });

  it('accepts an in-play bet at better odds the player allowed, its potential and exposure following, and never past the market’s max payout', async () => {
    const m = await member();
    const live = await home({ status: 'live', startsAt: Date.now() - 60_000 });
    const bet = (await place(m, [single(live.sel, 2100)], 'higher')).body.value.bets[0]!;
    await t.app.db.updateTable('sports_selections').set({ odds: 2300 }).where('id', '=', live.sel).execute();
    await decidePendingBets(t.app, Date.now() + 6_000);
    const open = (await m.get<BetView>(`/wps/sports/bets/${bet.id}?language=en`)).body.value;
    expect([open.status, open.potential, open.legs[0]!.odds]).toEqual(['open', 2_300, 2300]);
    expect(await exposure(live.market)).toBe(2_300);
    // A market whose max payout the better odds would pass: the bet is rejected, not over-exposed.
    const capped = await home({ status: 'live', startsAt: Date.now() - 60_000, markets: [{ kind: '1x2', maxPayoutMarket: 2_100, selections: [{ key: 'home', odds: 2100 }, { key: 'away', odds: 2100 }] }] });
    const second = (await place(m, [single(capped.sel, 2100)], 'higher')).body.value.bets[0]!;
    await t.app.db.updateTable('sports_selections').set({ odds: 2500 }).where('id', '=', capped.sel).execute();
    await decidePendingBets(t.app, Date.now() + 6_000);
    expect((await m.get<BetView>(`/wps/sports/bets/${second.id}?language=en`)).body.value.status).toBe('rejected');
    expect(await exposure(capped.market)).toBe(0);
    await ledgerClean();
  });

  it('decides a pending bet on its own page once the delay is over', async () => {
    const s = await getSetting(t.app.db, 'sports');
    await setSetting(t.app.db, 'sports', { ...s, betDelaySeconds: 0 });
    try {
      const m = await member();
      const live = await home({ status: 'live', startsAt: Date.now() - 60_000 });
      const bet = (await place(m, [single(live.sel, 2100)])).body.value.bets[0]!;
      expect(bet.status).toBe('pending');
      expect((await m.get<BetView>(`/wps/sports/bets/${bet.id}?language=en`)).body.value.status).toBe('open');
    } finally {
      await setSetting(t.app.db, 'sports', s);
    }
  });

  it('shows a member only their own bets', async () => {
    const m = await member();
    const intruder = await member();
    const { sel } = await home();
    const bet = (await place(m, [single(sel, 2100)])).body.value.bets[0]!;
    expect((await intruder.get(`/wps/sports/bets/${bet.id}?language=en`)).body.code).toBe('UNKNOWN_BET');
    expect((await intruder.get(`/wps/sports/bets/${bet.id}/cashout`)).body.code).toBe('UNKNOWN_BET');
    expect((await intruder.get('/wps/sports/bets/99999999/cashout')).body.code).toBe('UNKNOWN_BET');
    expect((await intruder.post(`/wps/sports/bets/${bet.id}/cashout`, { stakePart: 1_000, value: 100, requestId: rid(), language: 'en' })).body.code).toBe('UNKNOWN_BET');
    expect((await intruder.get<{ total: number }>('/wps/sports/bets?tab=open&language=en')).body.value.total).toBe(0);
  });
});
