import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CashoutQuote, BetView } from '#lib/contracts/sports-shapes.ts';
import { fundMember, insertGame } from '#fixtures/factories.ts';
import { insertSportsEvent } from '#server/db/factories/sportsbook.ts';
import { checkLedger } from '#server/ledger/index.ts';
import { ticketMoney, ticketSession } from '#server/providers/index.ts';
import { sportsGames } from '#server/sportsbook/place-bets.ts';
import { getSetting, setSetting } from '#server/system/index.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { rid, signedIn } from '../fixtures/member.ts';

type Placed = { bets: BetView[]; balance: number; replayed: boolean };
type Done = { bet: BetView; amount: number; balance: number; replayed: boolean };
type Member = Awaited<ReturnType<typeof signedIn>>;

const HOUR = 3_600_000;

describe.each(DIALECTS)('sports cash-out on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(dialect, { seed: true, config: { trustProxy: true } });
    await insertGame(t.app.db, { vendor: 'PITCH_SPORTS', code: 'sportsbook', name: 'Pitchside Sportsbook', category: 'SPORTS', engine: 'sportsbook', config: { kind: 'sports' } });
    await insertGame(t.app.db, { vendor: 'ARENA_ESPORTS', code: 'esportsbook', name: 'Arena X E-sports', category: 'ESPORTS', engine: 'sportsbook', config: { kind: 'esports' } });
  }, 120_000);
  afterAll(() => t.close());

  const member = async (cash = 1_000_000) => {
    const m = await signedIn(t);
    await fundMember(t.app.db, m.id, cash);
    return m;
  };
  /** A single on the home side of a new event's 1X2 market (odds 2.100). */
  const placedSingle = async (m: Member, unitStake = 10_000, spec: Partial<Parameters<typeof insertSportsEvent>[1]> = {}) => {
    const e = await insertSportsEvent(t.app.db, { startsAt: Date.now() + HOUR, ...spec });
    const sel = e.markets[0]!.selections['home']!;
    const res = await m.post<Placed>('/wps/sports/bets', { bets: [{ kind: 'single', legs: [{ selectionId: sel, odds: 2100 }], unitStake }], oddsChange: 'none', requestId: rid(), language: 'en' });
    expect(res.status).toBe(200);
    return { bet: res.body.value.bets[0]!, sel, market: e.markets[0]!.id, e };
  };
  const setOdds = (sel: number, odds: number) => t.app.db.updateTable('sports_selections').set({ odds }).where('id', '=', sel).execute();
  const quote = async (m: Member, id: number) => (await m.get<CashoutQuote>(`/wps/sports/bets/${id}/cashout`)).body.value;
  const cashout = (m: Member, id: number, stakePart: number, value: number, requestId = rid()) => m.post<Done>(`/wps/sports/bets/${id}/cashout`, { stakePart, value, requestId, language: 'en' });
  const exposure = async (marketId: number) => Number((await t.app.db.selectFrom('sports_markets').select('exposure').where('id', '=', marketId).executeTakeFirstOrThrow()).exposure);
  const ledgerClean = async () => expect(await checkLedger(t.app.reader, t.app.dialect)).toEqual([]);

  it('cashes out a whole single at the quoted value: one credit on its round, the bet cashed out, its exposure released, a replay paid once', async () => {
    const m = await member();
    const { bet, sel, market } = await placedSingle(m, 10_000);
    await setOdds(sel, 1_500);
    const q = await quote(m, bet.id);
    // 10 000 × 2.100 / 1.500 × 0.95.
    expect(q).toEqual({ betId: bet.id, available: true, reason: null, value: 13_300, openStake: 10_000 });
    const before = await m.balance();
    const requestId = rid();
    const res = await cashout(m, bet.id, 10_000, 13_300, requestId);
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ amount: 13_300, balance: before + 13_300, replayed: false });
    expect(res.body.value.bet).toMatchObject({ status: 'cashed_out', openStake: 0, cashedOut: 13_300, potential: 0, cashout: false });
    expect(await exposure(market)).toBe(0);
    const again = await cashout(m, bet.id, 10_000, 13_300, requestId);
    expect(again.body.value).toMatchObject({ amount: 13_300, replayed: true, balance: before + 13_300 });
    expect(await m.balance()).toBe(before + 13_300);
    const rows = await t.app.db.selectFrom('sports_cashouts').select(['txn_id', 'amount', 'stake_part']).where('bet_id', '=', bet.id).execute();
    expect(rows.map((r) => [r.txn_id, Number(r.amount), Number(r.stake_part)])).toEqual([[`S${bet.id}:co1`, 13_300, 10_000]]);
    const round = await t.app.db.selectFrom('bets').select(['payout', 'status']).where('round_id', '=', `S${bet.id}`).executeTakeFirstOrThrow();
    expect([Number(round.payout), round.status]).toEqual([13_300, 'settled']);
    expect((await quote(m, bet.id)).reason).toBe('settled');
    const tabs = async (tab: string) => (await m.get<{ list: BetView[] }>(`/wps/sports/bets?tab=${tab}&language=en`)).body.value.list.map((x) => x.id);
    expect(await tabs('cashed_out')).toContain(bet.id);
    expect(await tabs('open')).not.toContain(bet.id);
    await ledgerClean();
  });

  it('cashes out part of the stake twice, then the settlement still pays the rest on the same round', async () => {
    const m = await member();
    const { bet, sel, market } = await placedSingle(m, 10_000);
    expect(await exposure(market)).toBe(21_000);
    await setOdds(sel, 1_400);
    const q = await quote(m, bet.id);
    expect(q.value).toBe(14_250);
    const first = await cashout(m, bet.id, 4_000, q.value);
    expect(first.body.value.amount).toBe(5_700);
    expect(first.body.value.bet).toMatchObject({ status: 'open', openStake: 6_000, cashedOut: 5_700, potential: 12_600, cashout: true });
    expect(await exposure(market)).toBe(12_600);
    const q2 = await quote(m, bet.id);
    expect(q2).toMatchObject({ openStake: 6_000, value: 8_550 });
    const second = await cashout(m, bet.id, 1_000, q2.value);
    expect(second.body.value.amount).toBe(1_425);
    expect(second.body.value.bet).toMatchObject({ openStake: 5_000, cashedOut: 7_125, potential: 10_500 });
    const txns = await t.app.db.selectFrom('sports_cashouts').select('txn_id').where('bet_id', '=', bet.id).orderBy('id').execute();
    expect(txns.map((x) => x.txn_id)).toEqual([`S${bet.id}:co1`, `S${bet.id}:co2`]);
    // The settlement's own guarded update and its win credit on the round after the cash-outs.
    const now = Date.now();
    expect(await t.app.db.updateTable('sports_bets').set({ status: 'settled', result: 'won', payout: 10_500, settlements: 1, settled_at: now }).where('id', '=', bet.id).where('status', '=', 'open').where('open_stake', '=', 5_000).executeTakeFirst().then((r) => Number(r.numUpdatedRows))).toBe(1);
    const games = await sportsGames(t.app.reader, m.id, 'BDT');
    const money = await t.app.ledger.run(async (sql) => ticketMoney(sql, await ticketSession(sql, games.sports!, now, false), { op: 'credit', txnId: `S${bet.id}:win`, roundId: `S${bet.id}`, amount: 10_500 }, now));
    const round = await t.app.db.selectFrom('bets').select(['payout', 'stake']).where('round_id', '=', `S${bet.id}`).executeTakeFirstOrThrow();
    expect([Number(round.stake), Number(round.payout)]).toEqual([10_000, 7_125 + 10_500]);
    expect(money.balance).toBe(await m.balance());
    expect((await cashout(m, bet.id, 5_000, 7_125)).body.code).toBe('CASHOUT_UNAVAILABLE');
    await ledgerClean();
  });

  it('refuses a moved price, a wrong amount, a suspended market, a system bet, a pending bet, and when switched off — paying nothing', async () => {
    const m = await member();
    const { bet, sel, market } = await placedSingle(m, 10_000);
    const q = await quote(m, bet.id);
    expect(q.value).toBe(9_500);
    await setOdds(sel, 2_500);
    const before = await m.balance();
    const moved = await cashout(m, bet.id, 10_000, q.value);
    expect(moved.body.code).toBe('CASHOUT_PRICE_CHANGED');
    expect(moved.body['value']).toBe(7_980);
    expect((await cashout(m, bet.id, 10_001, 7_980)).body.code).toBe('CASHOUT_AMOUNT_INVALID');
    expect((await cashout(m, bet.id, 0, 7_980)).status).toBe(400);
    await t.app.db.updateTable('sports_markets').set((eb) => ({ status: 'suspended', suspensions: eb('suspensions', '+', 1) })).where('id', '=', market).execute();
    expect((await quote(m, bet.id)).reason).toBe('suspended');
    expect((await cashout(m, bet.id, 10_000, 7_980)).body.code).toBe('MARKET_SUSPENDED');
    await t.app.db.updateTable('sports_markets').set({ status: 'open' }).where('id', '=', market).execute();
    const events = await Promise.all([1, 2, 3].map(() => insertSportsEvent(t.app.db, { startsAt: Date.now() + HOUR })));
    const trixie = await m.post<Placed>('/wps/sports/bets', { bets: [{ kind: 'system', system: 'trixie', legs: events.map((e) => ({ selectionId: e.markets[0]!.selections['home']!, odds: 2100 })), unitStake: 1_000 }], oddsChange: 'none', requestId: rid(), language: 'en' });
    const sys = trixie.body.value.bets[0]!;
    expect(sys.cashout).toBe(false);
    expect((await quote(m, sys.id)).reason).toBe('system');
    expect((await cashout(m, sys.id, 4_000, 0)).body.code).toBe('CASHOUT_UNAVAILABLE');
    const live = await placedSingle(m, 1_000, { status: 'live', startsAt: Date.now() - 60_000 });
    expect((await quote(m, live.bet.id)).reason).toBe('pending');
    const s = await getSetting(t.app.db, 'sports');
    await setSetting(t.app.db, 'sports', { ...s, cashout: false });
    try {
      expect((await quote(m, bet.id)).reason).toBe('disabled');
      expect((await cashout(m, bet.id, 10_000, 7_980)).body.code).toBe('CASHOUT_UNAVAILABLE');
    } finally {
      await setSetting(t.app.db, 'sports', s);
    }
    expect(await m.balance()).toBe(before - 4_000 - 1_000);
    expect(Number((await t.app.db.selectFrom('sports_cashouts').select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', m.id).executeTakeFirstOrThrow()).n)).toBe(0);
    await ledgerClean();
  });

  it('pays exactly one of 20 parallel cash-outs of one bet, and one of 20 replays of one request', async () => {
    const m = await member();
    const { bet } = await placedSingle(m, 10_000);
    const before = await m.balance();
    const all = await Promise.all(Array.from({ length: 20 }, () => cashout(m, bet.id, 10_000, 9_500)));
    expect(all.filter((r) => r.status === 200)).toHaveLength(1);
    expect(all.filter((r) => r.status !== 200).every((r) => r.body.code === 'CASHOUT_UNAVAILABLE')).toBe(true);
    expect(await m.balance()).toBe(before + 9_500);
    const other = await placedSingle(m, 10_000);
    const requestId = rid();
    const same = await Promise.all(Array.from({ length: 20 }, () => cashout(m, other.bet.id, 5_000, 9_500, requestId)));
    expect(same.every((r) => r.status === 200 && r.body.value.amount === 4_750)).toBe(true);
    expect(same.filter((r) => !r.body.value.replayed)).toHaveLength(1);
    expect(await m.balance()).toBe(before + 9_500 - 10_000 + 4_750);
    await ledgerClean();
  });

  it('leaves exactly one of a cash-out and the settlement: the loser’s guarded update matches no row', async () => {
    const m = await member();
    const { bet } = await placedSingle(m, 10_000);
    // The settlement read the bet (open, 10 000 running), then the cash-out committed first.
    expect((await cashout(m, bet.id, 10_000, 9_500)).status).toBe(200);
    const settled = await t.app.db.updateTable('sports_bets').set({ status: 'settled', result: 'won' }).where('id', '=', bet.id).where('status', '=', 'open').where('open_stake', '=', 10_000).executeTakeFirst();
    expect(Number(settled.numUpdatedRows)).toBe(0);
    // The other way round: settled first, the cash-out is refused and pays nothing.
    const next = await placedSingle(m, 10_000);
    await t.app.db.updateTable('sports_bets').set({ status: 'settled', result: 'lost' }).where('id', '=', next.bet.id).where('status', '=', 'open').where('open_stake', '=', 10_000).execute();
    const before = await m.balance();
    expect((await cashout(m, next.bet.id, 10_000, 9_500)).body.code).toBe('CASHOUT_UNAVAILABLE');
    expect(await m.balance()).toBe(before);
  });
});
