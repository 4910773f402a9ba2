import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FinalScore } from '#lib/contracts/sports-model.ts';
import { commitmentOf, simulateMatch, stateAt } from '#lib/sports/simulate.ts';
import { seedSportsbookFeed } from '#server/db/demo/sportsbook-feed.ts';
import { addMarket, cancelEvent, createEvent, EventStateChanged, runEnd, runFixtures, runLive, runStart, simFixture, simMatchOf } from '#server/sportsbook/index.ts';
import { pairingsBetween } from '#server/sportsbook/sim-catalogue.ts';
import { BET_STOP_MS, inBetStop } from '#server/sportsbook/sim-feed.ts';
import { getSetting, setSetting } from '#server/system/settings.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { DIALECTS } from '../fixtures/db.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const BENGALI = /[\u0980-\u09FF]/;
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

async function oneDayAhead(t: TestApp): Promise<void> {
  const s = await getSetting(t.app.db, 'sports');
  await setSetting(t.app.db, 'sports', { ...s, feed: { simulated: true, daysAhead: 1 } });
}

describe.each(DIALECTS)('the simulated feed and the events’ lifecycle (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(dialect);
    await oneDayAhead(t);
  });
  afterAll(async () => t.close());

  it('two instances filling the fixture window at once make every fixture once, named in both languages, with its commitment', async () => {
    const now = Date.now();
    const made = await Promise.all([runFixtures(t.app, now), runFixtures(t.app, now)]);
    const rows = await t.app.db.selectFrom('sports_events').select(['id', 'external_id', 'seed', 'commitment', 'sim', 'status', 'in_play', 'kind', 'sport']).where('source', '=', 'sim').execute();
    const planned = pairingsBetween(now, now + DAY);
    expect(rows.length).toBe(planned.length);
    expect(sum(made)).toBe(planned.length);
    expect(new Set(rows.map((r) => r.external_id)).size).toBe(rows.length);
    expect(await runFixtures(t.app, now + 1_000)).toBe(0);
    // Some of every sport, e-sports on their own page.
    expect(new Set(rows.map((r) => r.sport))).toEqual(new Set(['football', 'basketball', 'tennis', 'cricket', 'moba', 'shooter']));
    for (const r of rows) {
      expect(r.kind).toBe(r.sport === 'moba' || r.sport === 'shooter' ? 'esports' : 'sports');
      expect(r.status).toBe('scheduled');
      expect(Number(r.in_play)).toBe(1);
      expect(r.commitment).toBe(commitmentOf(r.seed!));
      expect(r.seed).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.parse(r.sim!)).toMatchObject({ key: r.external_id });
    }
    const teams = await t.app.db.selectFrom('sports_teams').select(['names', 'short_names', 'crest']).where('source', '=', 'sim').execute();
    expect(teams.length).toBeGreaterThan(40);
    for (const tm of teams) {
      const names = JSON.parse(tm.names) as Record<string, string>;
      expect(names['en']).toBeTruthy();
      expect(names['bn']).toMatch(BENGALI);
      expect(JSON.parse(tm.crest)).toMatchObject({ initials: expect.stringMatching(/^[A-Z0-9]{2,3}$/) });
    }
    for (const c of await t.app.db.selectFrom('sports_competitions').select(['names', 'region']).where('source', '=', 'sim').execute()) expect(JSON.parse(c.names).bn).toMatch(BENGALI);
    // Markets priced with the margin: a football fixture's main 1X2 has a book over 100 %.
    const football = rows.find((r) => r.sport === 'football')!;
    const market = await t.app.db.selectFrom('sports_markets').select(['id', 'status']).where('event_id', '=', football.id).where('kind', '=', '1x2').executeTakeFirstOrThrow();
    expect(market.status).toBe('open');
    const odds = await t.app.db.selectFrom('sports_selections').select('odds').where('market_id', '=', market.id).execute();
    const book = sum(odds.map((o) => 1000 / Number(o.odds)));
    expect(book).toBeGreaterThan(1.02);
    expect(book).toBeLessThan(1.1);
  });

  it('start, in-play moves and the end happen exactly once, odds move with the score, a goal stops betting for a while', async () => {
    // A match long past the window, driven by explicit times.
    const base = Date.now() - 60 * DAY;
    const pairing = pairingsBetween(Date.now(), Date.now() + DAY).find((p) => p.competition.sport === 'football')!;
    let spec = simFixture(pairing, 500);
    let match = simMatchOf({ externalId: spec.externalId, sport: 'football', seed: spec.fair!.seed, sim: JSON.stringify(spec.fair!.sim) })!;
    // A seed whose match has a goal with a quiet spell after it (the bet stop ends before the next).
    const quiet = (m: typeof match) => m.moments.find((g) => g.points > 0 && !inBetStop(m, g.at + BET_STOP_MS + 500) && g.at + BET_STOP_MS + 500 < m.durationMs);
    for (let i = 0; !quiet(match); i++) {
      spec = simFixture(pairing, 500, `${i}`.padStart(64, '0'));
      match = simMatchOf({ externalId: spec.externalId, sport: 'football', seed: spec.fair!.seed, sim: JSON.stringify(spec.fair!.sim) })!;
    }
    const goal = quiet(match)!;
    const { eventId } = await createEvent(t.app, { ...spec, externalId: `${spec.externalId}:lifecycle`, startsAt: base }, base - HOUR);
    const event = () => t.app.db.selectFrom('sports_events').selectAll().where('id', '=', eventId).executeTakeFirstOrThrow();
    const markets = () => t.app.db.selectFrom('sports_markets').select(['id', 'kind', 'status', 'suspensions', 'feed_hold']).where('event_id', '=', eventId).orderBy('sort').execute();
    const oneXTwo = async () => {
      const m = (await markets()).find((x) => x.kind === '1x2')!;
      return (await t.app.db.selectFrom('sports_selections').select(['key', 'odds']).where('market_id', '=', m.id).orderBy('sort').execute()).map((s) => Number(s.odds));
    };

    expect(sum(await Promise.all([runStart(t.app, base), runStart(t.app, base)]))).toBe(1);
    expect((await event()).status).toBe('live');
    const before = await oneXTwo();

    // Just after the goal: the score moved once (two instances), the markets suspended, the odds moved.
    const t1 = base + goal.at + 500;
    expect(sum(await Promise.all([runLive(t.app, t1), runLive(t.app, t1)]))).toBe(1);
    const live = await event();
    expect(JSON.parse(live.live!)).toEqual(stateAt(match, goal.at + 500));
    expect(Number(live.version)).toBeGreaterThanOrEqual(2);
    const stopped = await markets();
    expect(stopped.every((m) => m.status === 'suspended' && Number(m.suspensions) === 1 && Number(m.feed_hold) > 0)).toBe(true);
    expect(await oneXTwo()).not.toEqual(before);

    // The stop over: the feed's markets reopen (the ones it can price), the count of suspensions stays.
    const t2 = base + goal.at + BET_STOP_MS + 500;
    await runLive(t.app, t2);
    const reopened = await markets();
    expect(reopened.filter((m) => m.status === 'open').length).toBeGreaterThan(0);
    for (const m of reopened) {
      expect(Number(m.suspensions)).toBeGreaterThanOrEqual(1);
      if (m.status === 'open') expect(Number(m.feed_hold)).toBe(0);
    }
    // A trader's suspension is not the feed's to lift.
    const traderHeld = reopened.find((m) => m.status === 'open')!;
    await t.app.db.updateTable('sports_markets').set({ status: 'suspended', suspensions: Number(traderHeld.suspensions) + 1 }).where('id', '=', traderHeld.id).execute();
    await runLive(t.app, t2 + 12_000);
    expect((await markets()).find((m) => m.id === traderHeld.id)!.status).toBe('suspended');

    // The end: once, with the simulation's final score, nothing left open.
    const tEnd = base + match.durationMs;
    expect(await runEnd(t.app, tEnd - 1)).toBe(0);
    expect(sum(await Promise.all([runEnd(t.app, tEnd), runEnd(t.app, tEnd)]))).toBe(1);
    const ended = await event();
    expect(ended.status).toBe('ended');
    expect(JSON.parse(ended.result!) as FinalScore).toEqual(match.final);
    expect(JSON.parse(ended.live!)).toEqual(stateAt(match, match.durationMs));
    expect(Number(ended.ended_at)).toBe(tEnd);
    expect((await markets()).some((m) => m.status === 'open')).toBe(false);
    expect(await runStart(t.app, tEnd)).toBe(0);
  });

  it('hand-made events: made once per external id, markets added until the end, never ended by the jobs', async () => {
    const now = Date.now() - 30 * DAY;
    const spec = {
      sport: 'cricket' as const,
      competition: { code: 'manual:cup', names: { en: 'Cup', bn: 'কাপ' } },
      home: { code: 'a', names: { en: 'Alpha Side', bn: 'আলফা দল' } },
      away: { code: 'b', names: { en: 'Beta Side', bn: 'বেটা দল' } },
      startsAt: now,
      inPlay: false,
      source: 'manual',
      externalId: 'manual:test-1',
      markets: [{ kind: 'mw' as const, main: true, selections: [{ key: 'home', odds: 1800 }, { key: 'away', odds: 2000 }] }],
    };
    const [a, b] = await Promise.all([createEvent(t.app, spec, now - DAY), createEvent(t.app, spec, now - DAY)]);
    expect(a.eventId).toBe(b.eventId);
    expect([a.created, b.created].filter(Boolean)).toHaveLength(1);
    const { marketId } = await addMarket(t.app, a.eventId, { kind: 'winner', names: { en: 'Top scorer', bn: 'সর্বোচ্চ রান' }, selections: [{ key: 'x', names: { en: 'X', bn: 'এক্স' }, odds: 3000 }, { key: 'y', odds: 2500 }] }, now - DAY);
    const m = await t.app.db.selectFrom('sports_markets').select(['sort', 'names']).where('id', '=', marketId).executeTakeFirstOrThrow();
    expect(Number(m.sort)).toBe(1);
    expect(JSON.parse(m.names!).bn).toBe('সর্বোচ্চ রান');
    // It starts (without in-play betting its markets stop), and stays live: staff enter the result.
    expect(await runStart(t.app, now)).toBeGreaterThanOrEqual(1);
    const markets = await t.app.db.selectFrom('sports_markets').select(['status', 'suspensions']).where('event_id', '=', a.eventId).execute();
    expect(markets.every((x) => x.status === 'suspended' && Number(x.suspensions) === 1)).toBe(true);
    await runEnd(t.app, now + 10 * DAY);
    expect((await t.app.db.selectFrom('sports_events').select('status').where('id', '=', a.eventId).executeTakeFirstOrThrow()).status).toBe('live');
    await t.app.db.updateTable('sports_events').set({ status: 'ended' }).where('id', '=', a.eventId).execute();
    await expect(addMarket(t.app, a.eventId, { kind: 'mw', selections: [{ key: 'home', odds: 1500 }, { key: 'away', odds: 2500 }] })).rejects.toBeInstanceOf(EventStateChanged);
  });

  it('an event its feed calls off is cancelled once, its markets suspended', async () => {
    const now = Date.now() - 20 * DAY;
    const pairing = pairingsBetween(Date.now(), Date.now() + DAY).find((p) => p.competition.sport === 'tennis')!;
    const spec = simFixture(pairing, 500);
    const { eventId } = await createEvent(t.app, { ...spec, externalId: `${spec.externalId}:off`, startsAt: now }, now - HOUR);
    expect(await Promise.all([cancelEvent(t.app, eventId, 'scheduled', now), cancelEvent(t.app, eventId, 'scheduled', now)])).toEqual(expect.arrayContaining([true, false]));
    expect((await t.app.db.selectFrom('sports_events').select('status').where('id', '=', eventId).executeTakeFirstOrThrow()).status).toBe('cancelled');
    const markets = await t.app.db.selectFrom('sports_markets').select(['status', 'suspensions']).where('event_id', '=', eventId).execute();
    expect(markets.every((m) => m.status === 'suspended' && Number(m.suspensions) === 1)).toBe(true);
    expect(await runStart(t.app, now + 1)).toBe(0);
  });
});

describe.each(DIALECTS)('the demo’s sportsbook events (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(dialect);
    await oneDayAhead(t);
  });
  afterAll(async () => t.close());

  it('past events ended with the simulation’s final score, fixtures ahead, some in play, two hand-made events', async () => {
    const now = Date.now();
    await seedSportsbookFeed(t.app, now);
    const ended = await t.app.db.selectFrom('sports_events').select(['external_id', 'sport', 'seed', 'sim', 'result', 'ended_at', 'starts_at']).where('status', '=', 'ended').execute();
    expect(ended.length).toBeGreaterThan(20);
    for (const e of ended) {
      const inputs = JSON.parse(e.sim!);
      const match = simulateMatch(e.sport as 'football', e.seed!, inputs.key, inputs.ratings);
      expect(JSON.parse(e.result!)).toEqual(match.final);
      expect(Number(e.ended_at)).toBe(Number(e.starts_at) + match.durationMs);
      expect(Number(e.ended_at)).toBeLessThanOrEqual(now);
    }
    expect(await t.app.db.selectFrom('sports_events').select('id').where('status', '=', 'scheduled').where('starts_at', '>', now + 20 * HOUR).execute()).not.toHaveLength(0);
    // The jobs' first run starts what is due; some of those are still in play.
    await runStart(t.app, now);
    await runEnd(t.app, now);
    expect((await t.app.db.selectFrom('sports_events').select('id').where('status', '=', 'live').where('source', '=', 'sim').execute()).length).toBeGreaterThan(0);
    const manual = await t.app.db.selectFrom('sports_events').select('id').where('source', '=', 'manual').execute();
    expect(manual).toHaveLength(2);
    const winner = await t.app.db.selectFrom('sports_markets').select(['id', 'names']).where('kind', '=', 'winner').executeTakeFirstOrThrow();
    expect(JSON.parse(winner.names!)).toMatchObject({ en: 'Tournament top scorer' });
    const named = await t.app.db.selectFrom('sports_selections').select('names').where('market_id', '=', winner.id).execute();
    for (const s of named) expect(JSON.parse(s.names!).bn).toMatch(BENGALI);
  });
});
