import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BoEvent, BoEventRow, SettlementDesk } from '#lib/contracts/backoffice-sports.ts';
import type { BoBet, LiabilityRow, StakeFactor } from '#lib/contracts/backoffice-sports-risk.ts';
import { fundMember, insertGame } from '#fixtures/factories.ts';
import { insertSportsEvent } from '#server/db/factories/sportsbook.ts';
import { settleDueMarkets } from '#server/sportsbook/index.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { rid, signedIn } from '../fixtures/member.ts';
import { signedInStaff } from '../fixtures/staff.ts';

type Env<T = Record<string, unknown>> = { success: boolean; code?: string; value: T };
type Headers = Record<string, string>;
const HOUR = 3_600_000;

describe.each(DIALECTS)('back office sportsbook desk on %s', (dialect) => {
  let t: TestApp;
  let owner: Headers;
  let trader: Headers;
  let risk: Headers;
  let risk2: Headers;
  let analyst: Headers;
  let support: Headers;

  beforeAll(async () => {
    // Each member's login asks its slider from its own address (x-forwarded-for), as browsers behind the site's proxy do.
    t = await testApp(dialect, { seed: true, config: { trustProxy: true } });
    await insertGame(t.app.db, { vendor: 'PITCH_SPORTS', code: 'sportsbook', name: 'Pitchside Sportsbook', category: 'SPORTS', engine: 'sportsbook', config: { kind: 'sports' } });
    await insertGame(t.app.db, { vendor: 'ARENA_ESPORTS', code: 'esportsbook', name: 'Arena X E-sports', category: 'ESPORTS', engine: 'sportsbook', config: { kind: 'esports' } });
    owner = (await signedInStaff(t, 'owner')).headers;
    trader = (await signedInStaff(t, 'trader')).headers;
    risk = (await signedInStaff(t, 'risk')).headers;
    risk2 = (await signedInStaff(t, 'risk')).headers;
    analyst = (await signedInStaff(t, 'analyst')).headers;
    support = (await signedInStaff(t, 'support')).headers;
  }, 120_000);
  afterAll(() => t.close());

  const call = async <T = Record<string, unknown>>(method: string, path: string, headers: Headers, body?: unknown) => {
    const res = await t.request(`/backoffice/api${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    return { status: res.status, body: (await res.json()) as Env<T> };
  };
  const audits = (action: string, targetId: string | number) => t.app.db.selectFrom('audit_log').selectAll().where('action', '=', action).where('target_id', '=', String(targetId)).execute();
  const event = (spec: Partial<Parameters<typeof insertSportsEvent>[1]> = {}) => insertSportsEvent(t.app.db, { startsAt: Date.now() + HOUR, ...spec });
  const market = (id: number) => t.app.db.selectFrom('sports_markets').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const member = async (cash = 1_000_000) => {
    const m = await signedIn(t);
    if (cash) await fundMember(t.app.db, m.id, cash);
    return m;
  };

  it('lets each role do only its part: support sees nothing, the analyst reads, the trader trades', async () => {
    const e = await event();
    const m = e.markets[0]!.id;
    expect((await call('GET', '/sports/events?language=en', support)).status).toBe(403);
    expect((await call('GET', '/sports/bets', support)).status).toBe(403);
    expect((await call('GET', '/sports/events?language=en', analyst)).status).toBe(200);
    expect((await call('GET', '/sports/liability', analyst)).status).toBe(200);
    const refused = await call('POST', `/sports/markets/${m}/status`, analyst, { status: 'suspended' });
    expect(refused.status).toBe(403);
    expect((await call('PUT', `/sports/selections/${e.markets[0]!.selections['home']}/odds`, analyst, { odds: 2200 })).status).toBe(403);
    expect((await call('PUT', '/sports/stake-factors/nobody', analyst, { factorBps: 2500, note: '' })).status).toBe(403);
    expect((await call('GET', '/sports/settlement', analyst)).status).toBe(403);
    expect((await market(m)).status).toBe('open');
    expect((await call('POST', `/sports/markets/${m}/status`, trader, { status: 'suspended' })).status).toBe(200);
  });

  it('lists events with filters and shows one with its markets, limits, exposure and bets', async () => {
    const e = await event({ competition: 'Desk Cup', home: 'Padma Rovers', away: 'Jamuna Stars' });
    const m = await member();
    const placed = await m.post('/wps/sports/bets', { bets: [{ kind: 'single', legs: [{ selectionId: e.markets[0]!.selections['home']!, odds: 2100 }], unitStake: 10_000 }], oddsChange: 'none', requestId: rid(), language: 'en' });
    expect(placed.status).toBe(200);
    const list = await call<{ list: BoEventRow[]; total: number }>('GET', '/sports/events?language=en&search=padma', trader);
    expect(list.status).toBe(200);
    expect(list.body.value.list.map((x) => x.id)).toEqual([e.eventId]);
    const row = list.body.value.list[0]!;
    expect(row).toMatchObject({ home: 'Padma Rovers', away: 'Jamuna Stars', competition: 'Desk Cup', status: 'scheduled', source: 'manual', bets: 1, exposure: 21_000 });
    expect((await call<{ total: number }>('GET', '/sports/events?language=en&search=Padma&status=live', trader)).body.value.total).toBe(0);
    expect((await call<{ total: number }>('GET', `/sports/events?language=en&search=Padma&from=${Date.now() + 2 * HOUR}`, trader)).body.value.total).toBe(0);
    const one = await call<BoEvent>('GET', `/sports/events/${e.eventId}?language=en`, analyst);
    expect(one.status).toBe(200);
    const first = one.body.value.marketList[0]!;
    expect(first).toMatchObject({ kind: '1x2', name: 'Match result', status: 'open', exposure: 21_000, bets: 1 });
    expect(first.selections.find((s) => s.key === 'home')).toMatchObject({ name: 'Padma Rovers', odds: 2100, bets: 1 });
    expect(one.body.value.marketList.find((x) => x.kind === 'ah')!.line).toBe(-0.25);
    expect((await call('GET', '/sports/events/999999?language=en', trader)).body.code).toBe('UNKNOWN_EVENT');
    const bets = await call<{ list: BoBet[]; total: number; stake: number }>('GET', `/sports/bets?language=en&eventId=${e.eventId}`, analyst);
    expect(bets.body.value.total).toBe(1);
    expect(bets.body.value.list[0]).toMatchObject({ username: m.account, stake: 10_000, potential: 21_000, status: 'open' });
    expect(bets.body.value.list[0]!.legs[0]).toMatchObject({ selection: 'Padma Rovers', market: 'Match result', odds: 2100 });
    expect((await call<{ total: number }>('GET', `/sports/bets?member=${m.account}`, analyst)).body.value.total).toBe(1);
    const liability = await call<{ total: number; markets: LiabilityRow[] }>('GET', '/sports/liability?language=en', analyst);
    expect(liability.body.value.markets.find((x) => x.marketId === first.id)).toMatchObject({ exposure: 21_000, bets: 1, limit: 500_000_000, usedBps: 0 });
  });

  it('suspends and reopens a market: suspensions raised once, a second suspend changes nothing, each change audited and pushed', async () => {
    const e = await event();
    const id = e.markets[1]!.id;
    const spy = vi.spyOn(t.app.events, 'broadcast');
    const version = async () => Number((await t.app.db.selectFrom('sports_events').select('version').where('id', '=', e.eventId).executeTakeFirstOrThrow()).version);
    const v0 = await version();
    const first = await call<{ status: string; suspensions: number; changed: boolean; version: number }>('POST', `/sports/markets/${id}/status`, trader, { status: 'suspended' });
    expect(first.body.value).toMatchObject({ status: 'suspended', suspensions: 1, changed: true, version: v0 + 1 });
    const again = await call<{ suspensions: number; changed: boolean }>('POST', `/sports/markets/${id}/status`, trader, { status: 'suspended' });
    expect(again.body.value).toMatchObject({ suspensions: 1, changed: false });
    expect(await audits('sports.market.suspend', id)).toHaveLength(1);
    const pushed = spy.mock.calls.map((c) => c[0]).filter((p) => p.topic === 'sports' && p.type === 'odds' && (p.data as { eventId: number }).eventId === e.eventId);
    expect(pushed).toHaveLength(1);
    expect((pushed[0]!.data as { markets: { id: number; status: string }[] }).markets[0]).toMatchObject({ id, status: 'suspended' });
    const reopened = await call<{ status: string; suspensions: number }>('POST', `/sports/markets/${id}/status`, trader, { status: 'open' });
    expect(reopened.body.value).toMatchObject({ status: 'open', suspensions: 1 });
    expect(await audits('sports.market.open', id)).toHaveLength(1);
    await call('POST', `/sports/markets/${id}/status`, trader, { status: 'suspended' });
    expect(Number((await market(id)).suspensions)).toBe(2);
    await t.app.db.updateTable('sports_markets').set({ status: 'settled' }).where('id', '=', id).execute();
    expect((await call('POST', `/sports/markets/${id}/status`, trader, { status: 'open' })).body.code).toBe('MARKET_STATE_CHANGED');
    expect((await call('POST', '/sports/markets/999999/status', trader, { status: 'open' })).body.code).toBe('UNKNOWN_MARKET');
    spy.mockRestore();
  });

  it('changes odds (pushed, audited, bets keep theirs), refuses a settled market, and sets a market’s limits', async () => {
    const e = await event();
    const sel = e.markets[0]!.selections['draw']!;
    const spy = vi.spyOn(t.app.events, 'broadcast');
    const res = await call<{ odds: number; version: number }>('PUT', `/sports/selections/${sel}/odds`, trader, { odds: 3450 });
    expect(res.status).toBe(200);
    expect(res.body.value.odds).toBe(3450);
    const odds = spy.mock.calls.map((c) => c[0]).find((p) => p.type === 'odds' && (p.data as { eventId: number }).eventId === e.eventId);
    expect((odds!.data as { version: number; markets: { selections: { id: number; odds: number }[] }[] }).markets[0]!.selections.find((s) => s.id === sel)!.odds).toBe(3450);
    expect((odds!.data as { version: number }).version).toBe(res.body.value.version);
    spy.mockRestore();
    const [row] = await audits('sports.selection.odds', sel);
    expect(JSON.parse(row!.before_json!)).toEqual({ odds: 3300 });
    expect((await call('PUT', `/sports/selections/${sel}/odds`, trader, { odds: 1000 })).status).toBe(400);
    const limits = await call('PUT', `/sports/markets/${e.markets[0]!.id}/limits`, trader, { maxStake: 50_000, maxPayoutBet: 200_000, maxPayoutMarket: null });
    expect(limits.body.value).toMatchObject({ maxStake: 50_000, maxPayoutBet: 200_000, maxPayoutMarket: null });
    expect(await audits('sports.market.limits', e.markets[0]!.id)).toHaveLength(1);
    const one = await call<BoEvent>('GET', `/sports/events/${e.eventId}?language=en`, trader);
    expect(one.body.value.marketList[0]).toMatchObject({ maxStake: 50_000, maxPayoutBet: 200_000, maxPayoutMarket: null });
    await t.app.db.updateTable('sports_markets').set({ status: 'void' }).where('id', '=', e.markets[0]!.id).execute();
    expect((await call('PUT', `/sports/selections/${sel}/odds`, trader, { odds: 3000 })).body.code).toBe('MARKET_CLOSED');
    expect(Number((await t.app.db.selectFrom('sports_selections').select('odds').where('id', '=', sel).executeTakeFirstOrThrow()).odds)).toBe(3450);
  });

  it('sets a player’s stake factor (audited, listed) and placement takes it', async () => {
    const m = await member();
    const set = await call<StakeFactor>('PUT', `/sports/stake-factors/${m.account}`, trader, { factorBps: 2500, note: 'sharp' });
    expect(set.status).toBe(200);
    expect(set.body.value).toMatchObject({ memberId: m.id, factorBps: 2500, note: 'sharp' });
    const again = await call<StakeFactor>('PUT', `/sports/stake-factors/${m.id}`, trader, { factorBps: 1000, note: 'sharper' });
    expect(again.body.value.factorBps).toBe(1000);
    const rows = await audits('sports.stake_factor.set', m.id);
    expect(rows.map((r) => JSON.parse(r.before_json!) as unknown)).toEqual([{ factorBps: null }, { factorBps: 2500 }]);
    const list = await call<{ items: StakeFactor[] }>('GET', '/sports/stake-factors', analyst);
    expect(list.body.value.items.find((x) => x.memberId === m.id)).toMatchObject({ factorBps: 1000 });
    expect((await call('PUT', '/sports/stake-factors/nobody-here', trader, { factorBps: 1000, note: '' })).body.code).toBe('NOT_FOUND');
    // A tenth of the market's 50 000.00 stake limit: 5 000.00 is taken, 5 000.01 is not.
    const e = await event({ markets: [{ kind: '1x2', main: true, maxStake: 5_000_000, selections: [{ key: 'home', odds: 2000 }, { key: 'draw', odds: 3000 }, { key: 'away', odds: 4000 }] }] });
    const bet = (unitStake: number) => m.post('/wps/sports/bets', { bets: [{ kind: 'single', legs: [{ selectionId: e.markets[0]!.selections['home']!, odds: 2000 }], unitStake }], oddsChange: 'none', requestId: rid(), language: 'en' });
    expect((await bet(500_001)).body).toMatchObject({ code: 'STAKE_ABOVE_LIMIT' });
    expect((await bet(500_000)).status).toBe(200);
    const cleared = await call('DELETE', `/sports/stake-factors/${m.id}`, trader);
    expect(cleared.body.value).toEqual({ memberId: m.id, removed: true });
    expect(await audits('sports.stake_factor.clear', m.id)).toHaveLength(1);
  });

  it('makes an event by hand with markets, then starts and cancels hand-made events as the rules allow', async () => {
    const startsAt = Date.now() + 2 * HOUR;
    const made = await call<{ eventId: number }>('POST', '/sports/events', trader, {
      sport: 'football',
      competition: { names: { en: 'Desk Shield', bn: 'ডেস্ক শিল্ড' } },
      home: { names: { en: 'Meghna United', bn: 'মেঘনা ইউনাইটেড' } },
      away: { names: { en: 'Karnaphuli City', bn: 'কর্ণফুলী সিটি' } },
      startsAt,
      inPlay: true,
      markets: [
        { kind: '1x2', selections: [{ key: 'home', odds: 2050 }, { key: 'draw', odds: 3200 }, { key: 'away', odds: 3600 }] },
        { kind: 'ou', line: 2.5, selections: [{ key: 'over', odds: 1900 }, { key: 'under', odds: 1900 }] },
        { kind: 'winner', names: { en: 'Man of the match', bn: 'ম্যাচ সেরা' }, selections: [{ key: 'p1', names: { en: 'Rahim', bn: 'রহিম' }, odds: 3000 }, { key: 'p2', names: { en: 'Karim', bn: 'করিম' }, odds: 2500 }] },
      ],
    });
    expect(made.status).toBe(200);
    const id = made.body.value.eventId;
    expect(await audits('sports.event.create', id)).toHaveLength(1);
    const bn = await call<BoEvent>('GET', `/sports/events/${id}?language=bn`, trader);
    expect(bn.body.value).toMatchObject({ home: 'মেঘনা ইউনাইটেড', competition: 'ডেস্ক শিল্ড', source: 'manual', inPlay: true, startsAt });
    expect(bn.body.value.marketList.map((m) => m.kind)).toEqual(['1x2', 'ou', 'winner']);
    expect(bn.body.value.marketList[1]!.line).toBe(2.5);
    expect(bn.body.value.marketList[2]!.name).toBe('ম্যাচ সেরা');
    expect(bn.body.value.marketList[2]!.selections.map((s) => s.name)).toEqual(['রহিম', 'করিম']);
    const cat = await call<{ competitions: { id: number; name: string }[]; teams: { id: number; name: string }[] }>('GET', '/sports/catalogue?sport=football&language=en', trader);
    expect(cat.body.value.teams.some((x) => x.name === 'Meghna United')).toBe(true);
    const bad = await call('POST', '/sports/events', trader, { sport: 'football', competition: cat.body.value.competitions[0]!.id, home: bn.body.value.homeId, away: bn.body.value.awayId, startsAt, inPlay: false, markets: [{ kind: 'ah', selections: [{ key: 'home', odds: 1900 }, { key: 'away', odds: 1900 }] }] });
    expect(bad.body.code).toBe('VALIDATION_ERROR');
    const wrongKeys = await call('POST', '/sports/events', trader, { sport: 'football', competition: cat.body.value.competitions[0]!.id, home: bn.body.value.homeId, away: bn.body.value.awayId, startsAt, inPlay: false, markets: [{ kind: '1x2', selections: [{ key: 'home', odds: 1900 }, { key: 'away', odds: 1900 }] }] });
    expect(wrongKeys.body.code).toBe('VALIDATION_ERROR');
    expect((await call('POST', `/sports/events/${id}/status`, trader, { action: 'abandon' })).body.code).toBe('EVENT_STATE_CHANGED');
    const started = await call<{ status: string }>('POST', `/sports/events/${id}/status`, trader, { action: 'start' });
    expect(started.body.value.status).toBe('live');
    expect((await call('POST', `/sports/events/${id}/status`, trader, { action: 'start' })).body.code).toBe('EVENT_STATE_CHANGED');
    expect(await audits('sports.event.start', id)).toHaveLength(1);
    const feed = await event({ source: 'sim', externalId: `sim-${rid()}` });
    expect((await call('POST', `/sports/events/${feed.eventId}/status`, trader, { action: 'cancel' })).body.code).toBe('EVENT_STATE_CHANGED');
    const other = await event();
    const cancelled = await call<{ status: string; suspended: number }>('POST', `/sports/events/${other.eventId}/status`, trader, { action: 'cancel', reason: 'postponed' });
    expect(cancelled.body.value).toMatchObject({ status: 'cancelled', suspended: 4 });
    const markets = await t.app.db.selectFrom('sports_markets').select(['status', 'suspensions']).where('event_id', '=', other.eventId).execute();
    expect(markets.every((m) => m.status !== 'open' && Number(m.suspensions) >= 1)).toBe(true);
  });

  it('results an event by hand only with a second staff member: the maker cannot approve, another approves, its markets are resulted and the settlement job pays the member', async () => {
    const m = await member();
    // The bet is placed before the start; the hand-made event is then live and resulted by hand.
    const pre = await event();
    const placed = await m.post<{ bets: { id: number }[] }>('/wps/sports/bets', { bets: [{ kind: 'single', legs: [{ selectionId: pre.markets[0]!.selections['home']!, odds: 2100 }], unitStake: 10_000 }], oddsChange: 'none', requestId: rid(), language: 'en' });
    expect(placed.status).toBe(200);
    // Started by hand ahead of its planned time: it is due for a result all the same.
    await t.app.db.updateTable('sports_events').set({ status: 'live' }).where('id', '=', pre.eventId).execute();

    expect((await call('POST', `/sports/events/${pre.eventId}/result`, analyst, { home: 2, away: 1 })).status).toBe(403);
    const asked = await call<{ approvalId: number }>('POST', `/sports/events/${pre.eventId}/result`, risk, { home: 2, away: 1 });
    expect(asked.status).toBe(200);
    const approvalId = asked.body.value.approvalId;
    expect(await audits('approval.request', approvalId)).toHaveLength(1);
    expect((await call('POST', `/sports/events/${pre.eventId}/result`, trader, { home: 3, away: 1 })).body.code).toBe('EVENT_STATE_CHANGED');
    const desk = await call<SettlementDesk>('GET', '/sports/settlement?language=en', trader);
    expect(desk.body.value.pending.find((p) => p.approvalId === approvalId)).toMatchObject({ action: 'result', eventId: pre.eventId, score: { home: 2, away: 1 }, correction: false });
    expect(desk.body.value.waiting.some((x) => x.id === pre.eventId)).toBe(true);
    const self = await call(`POST`, `/approvals/${approvalId}/approve`, risk, {});
    expect(self.body.code).toBe('SELF_APPROVAL');
    expect((await t.app.db.selectFrom('sports_events').select('result').where('id', '=', pre.eventId).executeTakeFirstOrThrow()).result).toBeNull();
    const ok = await call<{ status: string }>('POST', `/approvals/${approvalId}/approve`, risk2, {});
    expect(ok.body.value.status).toBe('approved');
    const home = await t.app.db.selectFrom('sports_selections').select(['result']).where('id', '=', pre.markets[0]!.selections['home']!).executeTakeFirstOrThrow();
    expect(home.result).toBe('win');
    // The market is resulted from the score at the first revision; the settlement job pays its bets from here.
    expect(await market(pre.markets[0]!.id)).toMatchObject({ status: 'settled' });
    expect(Number((await market(pre.markets[0]!.id)).revision)).toBe(1);
    expect((await t.app.db.selectFrom('sports_events').select('result').where('id', '=', pre.eventId).executeTakeFirstOrThrow()).result).not.toBeNull();
    // The settlement job pays the single at 2.10: the member gets 21,000 back on a 10,000 stake.
    const before = await m.balance();
    await settleDueMarkets(t.app, Date.now());
    const bet = await t.app.db.selectFrom('sports_bets').select(['status', 'result', 'payout']).where('id', '=', placed.body.value.bets[0]!.id).executeTakeFirstOrThrow();
    expect(bet).toMatchObject({ status: 'settled', result: 'won' });
    expect(Number(bet.payout)).toBe(21_000);
    expect(await m.balance()).toBe(before + 21_000);
    const recent = await call<SettlementDesk>('GET', '/sports/settlement?language=en', trader);
    expect(recent.body.value.pending.some((p) => p.approvalId === approvalId)).toBe(false);
  });

  it('sends a market’s settlement and a void for approval, with a reason when it corrects', async () => {
    const e = await event();
    const mk = e.markets[0]!;
    const results = [
      { selectionId: mk.selections['home']!, result: 'lose', deadHeat: 1 },
      { selectionId: mk.selections['draw']!, result: 'win', deadHeat: 1 },
      { selectionId: mk.selections['away']!, result: 'lose', deadHeat: 1 },
    ];
    expect((await call('POST', `/sports/markets/${mk.id}/settle`, trader, { results: results.slice(0, 2) })).body.code).toBe('VALIDATION_ERROR');
    expect((await call('POST', `/sports/markets/${mk.id}/settle`, trader, { results: [...results.slice(0, 2), { selectionId: e.markets[1]!.selections['home']!, result: 'lose', deadHeat: 1 }] })).body.code).toBe('UNKNOWN_SELECTION');
    const asked = await call<{ approvalId: number }>('POST', `/sports/markets/${mk.id}/settle`, trader, { results });
    expect(asked.status).toBe(200);
    expect((await call('POST', `/sports/markets/${mk.id}/void`, trader, { reason: 'x' })).body.code).toBe('MARKET_STATE_CHANGED');
    const desk = await call<SettlementDesk>('GET', '/sports/settlement?language=en', risk);
    expect(desk.body.value.pending.find((p) => p.approvalId === asked.body.value.approvalId)).toMatchObject({ action: 'settle', marketId: mk.id, market: 'Match result' });
    expect((await call<{ status: string }>('POST', `/approvals/${asked.body.value.approvalId}/approve`, risk, {})).body.value.status).toBe('approved');
    expect((await market(mk.id)).status).toBe('settled');
    expect((await call('POST', `/sports/markets/${mk.id}/settle`, trader, { results })).body.code).toBe('VALIDATION_ERROR');
    const voidAsk = await call<{ approvalId: number }>('POST', `/sports/markets/${e.markets[3]!.id}/void`, trader, { reason: 'abandoned at half time' });
    expect(voidAsk.status).toBe(200);
    expect((await call<{ status: string }>('POST', `/approvals/${voidAsk.body.value.approvalId}/approve`, owner, {})).body.value.status).toBe('approved');
    expect((await market(e.markets[3]!.id)).status).toBe('void');
  });
});
