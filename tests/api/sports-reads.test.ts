import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventList, EventPage, SportsMenu } from '#lib/contracts/sports.ts';
import { insertSportsEvent } from '#server/db/factories/sportsbook.ts';
import { addDays, dayStart, merchantTimeZone } from '#server/system/index.ts';
import { createPageServices } from '#server/web/page-services.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';

type Env<T> = { success: boolean; code?: string; value: T };
const HOUR = 3_600_000;
const DAY = 86_400_000;

const MW = [{ kind: 'mw' as const, main: true, selections: [{ key: 'home', odds: 1800 }, { key: 'away', odds: 2000 }] }];

for (const dialect of DIALECTS) {
  describe(`sportsbook read side (${dialect})`, () => {
    let t: TestApp;
    const now = Date.now();
    let midnight = 0;
    const ids = { live: 0, today: 0, today2: 0, upcoming: 0, basket: 0, ended: 0, settled: 0, old: 0, hidden: 0, moba: 0, many: 0 };
    let premier = 0;
    let hidden = 0;

    beforeAll(async () => {
      t = await testApp(dialect);
      const db = t.app.db;
      const zone = await merchantTimeZone(db);
      midnight = addDays(dayStart(now, zone), 1, zone);
      const today = now + Math.floor((midnight - now) / 2);
      ids.live = (await insertSportsEvent(db, { competition: 'Premier Test', home: 'Dhaka Tigers', away: 'Sylhet Stars', startsAt: now - 30 * 60_000, status: 'live' })).eventId;
      ids.today = (await insertSportsEvent(db, { competition: 'Premier Test', startsAt: today })).eventId;
      ids.today2 = (await insertSportsEvent(db, { competition: 'Second Test', startsAt: today + 1 })).eventId;
      ids.upcoming = (await insertSportsEvent(db, { competition: 'Premier Test', startsAt: midnight + HOUR })).eventId;
      ids.basket = (await insertSportsEvent(db, { sport: 'basketball', competition: 'Hoops Test', startsAt: midnight + 2 * HOUR, markets: MW })).eventId;
      ids.ended = (await insertSportsEvent(db, { competition: 'Premier Test', startsAt: now - DAY, status: 'ended' })).eventId;
      ids.settled = (await insertSportsEvent(db, { competition: 'Premier Test', startsAt: now - 2 * DAY, status: 'settled' })).eventId;
      ids.old = (await insertSportsEvent(db, { competition: 'Premier Test', startsAt: now - 5 * DAY, status: 'settled' })).eventId;
      ids.hidden = (await insertSportsEvent(db, { competition: 'Hidden Test', startsAt: now - 10 * 60_000, status: 'live' })).eventId;
      ids.moba = (await insertSportsEvent(db, { sport: 'moba', competition: 'Arena Test', startsAt: now - 10 * 60_000, status: 'live', markets: MW })).eventId;
      // Extra markets on the live event: a main correct score (no card slot), a second main total (the first one keeps the slot), a void market.
      const m = await insertSportsEvent(db, {
        competition: 'Premier Test',
        startsAt: midnight + 3 * HOUR,
        markets: [
          { kind: 'cs', main: true, selections: [{ key: '1-0', odds: 7000 }, { key: 'other_home', odds: 15000 }] },
          { kind: 'ou', lineQ: 10, main: true, selections: [{ key: 'over', odds: 1900 }, { key: 'under', odds: 1950 }] },
          { kind: 'ou', lineQ: 14, main: true, selections: [{ key: 'over', odds: 2900 }, { key: 'under', odds: 1400 }] },
          { kind: '1x2', main: true, status: 'void', selections: [{ key: 'home', odds: 2100 }, { key: 'draw', odds: 3300 }, { key: 'away', odds: 3500 }] },
          { kind: 'btts', selections: [{ key: 'yes', odds: 1800 }, { key: 'no', odds: 2000 }] },
        ],
      });
      ids.many = m.eventId;
      await db.updateTable('sports_selections').set({ result: 'void' }).where('market_id', '=', m.markets[3]!.id).execute();

      const comp = await db.selectFrom('sports_competitions').select(['id', 'code']).execute();
      premier = Number(comp.find((c) => c.code === 'premier-test')!.id);
      hidden = Number(comp.find((c) => c.code === 'hidden-test')!.id);
      await db.updateTable('sports_competitions').set({ status: 'hidden' }).where('id', '=', hidden).execute();
      await db.updateTable('sports_competitions').set({ names: JSON.stringify({ en: 'Premier Test', bn: 'প্রিমিয়ার টেস্ট' }), region: JSON.stringify({ en: 'Bangladesh', bn: 'বাংলাদেশ' }) }).where('id', '=', premier).execute();
      await db.updateTable('sports_teams').set({ names: JSON.stringify({ en: 'Dhaka Tigers', bn: 'ঢাকা টাইগার্স' }), short_names: JSON.stringify({ en: 'DHK', bn: 'ঢাকা' }) }).where('code', '=', 'dhaka-tigers').execute();
      await db.updateTable('sports_events').set({ live: JSON.stringify({ home: 1, away: 0, period: 1, clock: 30, parts: [[1, 0]] }), version: 3 }).where('id', '=', ids.live).execute();
      await db
        .updateTable('sports_events')
        .set({ result: JSON.stringify({ home: 2, away: 1, parts: [[1, 0], [1, 1]] }), live: JSON.stringify({ home: 2, away: 1, period: 2, clock: 90, parts: [[1, 0], [1, 1]] }), source: 'sim', commitment: 'c'.repeat(64), seed: 'ab'.repeat(32), sim: JSON.stringify({ model: 1, home: 1100, away: 950 }), ended_at: now - DAY + 2 * HOUR })
        .where('id', 'in', [ids.ended, ids.today])
        .execute();
      await db.updateTable('sports_events').set({ result: null, live: null, ended_at: null }).where('id', '=', ids.today).execute();
    });
    afterAll(() => t.close());

    const list = async (q: string) => {
      const r = await t.json<Env<EventList>>(`/wps/sports/events?${q}`);
      expect(r.status).toBe(200);
      return r.body.value;
    };

    it('live tab: events in play now of the page’s kind, with score and main markets; hidden competitions left out', async () => {
      const v = await list('kind=sports&tab=live&language=en');
      expect(v.list.map((e) => e.id)).toEqual([ids.live]);
      const e = v.list[0]!;
      expect(e.live).toEqual({ home: 1, away: 0, period: 1, clock: 30, parts: [[1, 0]] });
      expect(e.home.name).toBe('Dhaka Tigers');
      expect(e.competition).toEqual({ id: premier, sport: 'football', name: 'Premier Test', region: 'Bangladesh' });
      expect(e.markets.map((m) => m.kind)).toEqual(['1x2', 'ah', 'ou']);
      expect(e.marketCount).toBe(4);
      expect(e.version).toBeGreaterThanOrEqual(3);
      expect(e.simulated).toBe(false);
      expect(e.markets[0]!.selections.map((s) => s.name)).toEqual(['Dhaka Tigers', 'Draw', 'Sylhet Stars']);
      expect(e.markets[1]!.name).toBe('Asian handicap −0.25');
      expect(e.markets[1]!.line).toBe(-0.25);
      expect(e.markets[2]!.selections[0]!.name).toBe('Over 2.5');
      const es = await list('kind=esports&tab=live&language=en');
      expect(es.list.map((x) => x.id)).toEqual([ids.moba]);
      expect(es.list[0]!.markets.map((m) => m.kind)).toEqual(['mw']);
    });

    it('today and upcoming tabs split at the merchant’s midnight, by start time', async () => {
      const today = await list('kind=sports&tab=today&language=en');
      expect(today.list.map((e) => e.id)).toEqual([ids.today, ids.today2]);
      expect(today.list.every((e) => e.startsAt < midnight && e.status === 'scheduled')).toBe(true);
      const upcoming = await list('kind=sports&tab=upcoming&language=en');
      expect(upcoming.list.map((e) => e.id)).toEqual([ids.upcoming, ids.basket, ids.many]);
      // One card slot per kind: a main correct score has none, the first main total keeps its slot, a void main result still shows.
      const many = upcoming.list.find((e) => e.id === ids.many)!;
      expect(many.markets.map((m) => [m.kind, m.line, m.status])).toEqual([
        ['1x2', null, 'void'],
        ['ou', 2.5, 'open'],
      ]);
      expect(many.markets[0]!.selections[0]!.result).toBe('void');
      expect(many.marketCount).toBe(5);
    });

    it('results tab: finished events of the last three days, newest first', async () => {
      const v = await list('kind=sports&tab=results&language=en');
      expect(v.list.map((e) => e.id)).toEqual([ids.ended, ids.settled]);
      expect(v.list[0]!.simulated).toBe(true);
    });

    it('filters by sport and competition', async () => {
      expect((await list('kind=sports&tab=upcoming&sport=basketball&language=en')).list.map((e) => e.id)).toEqual([ids.basket]);
      expect((await list(`kind=sports&tab=today&competitionId=${premier}&language=en`)).list.map((e) => e.id)).toEqual([ids.today]);
      expect((await list(`kind=sports&tab=live&competitionId=${hidden}&language=en`)).list).toEqual([]);
      expect((await list('kind=sports&tab=live&sport=tennis&language=en')).total).toBe(0);
    });

    it('pages: total, page count, a page past the end answers the last one', async () => {
      const p1 = await list('kind=sports&tab=upcoming&language=en&pageNo=1&pageSize=2');
      expect([p1.total, p1.totalPages, p1.pageNum, p1.list.length]).toEqual([3, 2, 1, 2]);
      const p2 = await list('kind=sports&tab=upcoming&language=en&pageNo=2&pageSize=2');
      expect(p2.list.map((e) => e.id)).toEqual([ids.many]);
      const past = await list('kind=sports&tab=upcoming&language=en&pageNo=9&pageSize=2');
      expect([past.pageNum, past.list.map((e) => e.id)]).toEqual([2, [ids.many]]);
      const bad = await t.json<Env<unknown>>('/wps/sports/events?kind=sports&tab=upcoming&pageSize=1000');
      expect(bad.status).toBe(400);
      const badTab = await t.json<Env<unknown>>('/wps/sports/events?kind=sports&tab=soon');
      expect(badTab.status).toBe(400);
    });

    it('names in Bengali, with English where a name has no Bengali', async () => {
      const v = await list('kind=sports&tab=live&language=bn');
      const e = v.list[0]!;
      expect(e.home.name).toBe('ঢাকা টাইগার্স');
      expect(e.home.short).toBe('ঢাকা');
      expect(e.competition.name).toBe('প্রিমিয়ার টেস্ট');
      expect(e.competition.region).toBe('বাংলাদেশ');
      expect(e.markets[0]!.name).toBe('ম্যাচের ফল');
      expect(e.markets[0]!.selections[1]!.name).toBe('ড্র');
      expect(e.markets[1]!.name).toBe('এশিয়ান হ্যান্ডিক্যাপ −০.২৫');
      expect(e.markets[2]!.selections[0]!.name).toContain('২.৫');
      // Stored only in English: shown in English.
      await t.app.db.updateTable('sports_teams').set({ names: JSON.stringify({ en: 'Sylhet Stars' }) }).where('code', '=', 'sylhet-stars').execute();
      await t.app.db.updateTable('sports_events').set((eb) => ({ version: eb('version', '+', 1) })).where('id', '=', ids.live).execute();
      expect((await list('kind=sports&tab=live&language=bn')).list[0]!.away.name).toBe('Sylhet Stars');
    });

    it('lists are kept while their events are unchanged: a raised version, a new event or a hidden competition shows at once', async () => {
      const db = t.app.db;
      const first = await list('kind=sports&tab=live&language=en');
      const sel = first.list[0]!.markets[0]!.selections[0]!;
      await db.updateTable('sports_selections').set({ odds: sel.odds + 50 }).where('id', '=', sel.id).execute();
      // Not yet seen: nothing told the pages (the odds job raises the version with every change).
      expect((await list('kind=sports&tab=live&language=en')).list[0]!.markets[0]!.selections[0]!.odds).toBe(sel.odds);
      await db.updateTable('sports_events').set((eb) => ({ version: eb('version', '+', 1) })).where('id', '=', ids.live).execute();
      const after = await list('kind=sports&tab=live&language=en');
      expect(after.list[0]!.markets[0]!.selections[0]!.odds).toBe(sel.odds + 50);
      expect(after.list[0]!.version).toBe(first.list[0]!.version + 1);
      expect(Math.abs(after.serverTime - Date.now())).toBeLessThan(5_000);

      const extra = await insertSportsEvent(db, { competition: 'Premier Test', startsAt: now - 60_000, status: 'live' });
      expect((await list('kind=sports&tab=live&language=en')).total).toBe(2);
      await db.updateTable('sports_competitions').set({ status: 'hidden' }).where('code', '=', 'premier-test').execute();
      expect((await list('kind=sports&tab=live&language=en')).total).toBe(0);
      await db.updateTable('sports_competitions').set({ status: 'active' }).where('code', '=', 'premier-test').execute();
      await db.deleteFrom('sports_selections').where('market_id', 'in', extra.markets.map((m) => m.id)).execute();
      await db.deleteFrom('sports_markets').where('event_id', '=', extra.eventId).execute();
      await db.deleteFrom('sports_events').where('id', '=', extra.eventId).execute();
      await db.updateTable('sports_selections').set({ odds: sel.odds }).where('id', '=', sel.id).execute();
      await db.updateTable('sports_events').set((eb) => ({ version: eb('version', '+', 1) })).where('id', '=', ids.live).execute();
      expect((await list('kind=sports&tab=live&language=en')).list.map((e) => e.id)).toEqual([ids.live]);
    });

    it('menu: sports in order with live and upcoming counts and shown competitions with events', async () => {
      const r = await t.json<Env<SportsMenu>>('/wps/sports/menu?kind=sports&language=en');
      expect(r.status).toBe(200);
      const m = r.body.value;
      expect(m.kind).toBe('sports');
      expect(m.sports.map((s) => [s.sport, s.name, s.live, s.upcoming])).toEqual([
        ['football', 'Football', 1, 4],
        ['basketball', 'Basketball', 0, 1],
      ]);
      const football = m.sports[0]!;
      expect(football.competitions.map((c) => [c.name, c.events])).toEqual([
        ['Premier Test', 4],
        ['Second Test', 1],
      ]);
      expect(football.competitions.some((c) => c.id === hidden)).toBe(false);
      const bn = await t.json<Env<SportsMenu>>('/wps/sports/menu?kind=esports&language=bn');
      expect(bn.body.value.sports.map((s) => [s.sport, s.name, s.live])).toEqual([['moba', 'মোবা', 1]]);
    });

    it('event page: every market in order with results, the score and fairness (seed only once ended)', async () => {
      const r = await t.json<Env<EventPage>>(`/wps/sports/events/${ids.many}?language=en`);
      expect(r.status).toBe(200);
      const e = r.body.value.event;
      expect(e.markets.map((m) => m.kind)).toEqual(['cs', 'ou', 'ou', '1x2', 'btts']);
      expect(e.markets[0]!.selections.map((s) => s.name)).toEqual(['1-0', 'Any other home win']);
      expect(e.markets[3]!.status).toBe('void');
      expect(e.result).toBeNull();
      expect(e.fairness).toEqual({ commitment: null, seed: null, sim: null });

      const before = (await t.json<Env<EventPage>>(`/wps/sports/events/${ids.today}?language=en`)).body.value.event;
      expect(before.fairness).toEqual({ commitment: 'c'.repeat(64), seed: null, sim: { model: 1, home: 1100, away: 950 } });
      expect(before.simulated).toBe(true);

      const ended = (await t.json<Env<EventPage>>(`/wps/sports/events/${ids.ended}?language=en`)).body.value.event;
      expect(ended.fairness.seed).toBe('ab'.repeat(32));
      expect(ended.result).toEqual({ home: 2, away: 1, parts: [[1, 0], [1, 1]] });

      for (const status of ['live', 'abandoned', 'cancelled']) {
        await t.app.db.updateTable('sports_events').set({ status }).where('id', '=', ids.today).execute();
        expect((await t.json<Env<EventPage>>(`/wps/sports/events/${ids.today}`)).body.value.event.fairness.seed).toBeNull();
      }
      await t.app.db.updateTable('sports_events').set({ status: 'settled' }).where('id', '=', ids.today).execute();
      expect((await t.json<Env<EventPage>>(`/wps/sports/events/${ids.today}`)).body.value.event.fairness.seed).toBe('ab'.repeat(32));
      await t.app.db.updateTable('sports_events').set({ status: 'scheduled' }).where('id', '=', ids.today).execute();
    });

    it('unknown and hidden events answer UNKNOWN_EVENT', async () => {
      for (const id of [999_999, ids.hidden]) {
        const r = await t.json<Env<unknown>>(`/wps/sports/events/${id}?language=en`);
        expect([r.status, r.body.code]).toEqual([404, 'UNKNOWN_EVENT']);
      }
    });

    it('page services answer the same data with the currency and time zone; null for an unknown event', async () => {
      const s = createPageServices(t.app);
      const settings = { currency: expect.objectContaining({ code: expect.any(String) }), timeZone: await merchantTimeZone(t.app.db) };
      const menu = await s.sportsMenu('sports', 'en');
      expect(menu).toMatchObject(settings);
      expect(menu.sports.map((x) => x.sport)).toEqual(['football', 'basketball']);
      const events = await s.sportsEvents({ kind: 'sports', tab: 'upcoming', language: 'en', pageNo: 1, pageSize: 20 });
      expect(events).toMatchObject(settings);
      expect(events.list.map((e) => e.id)).toEqual([ids.upcoming, ids.basket, ids.many]);
      const one = await s.sportsEvent(ids.live, 'bn');
      expect(one).toMatchObject(settings);
      expect(one?.event.home.name).toBe('ঢাকা টাইগার্স');
      expect(await s.sportsEvent(999_999, 'en')).toBeNull();
      expect(await s.sportsEvent(ids.hidden, 'en')).toBeNull();
    });
  });
}
