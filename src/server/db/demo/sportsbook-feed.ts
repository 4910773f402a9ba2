/**
 * The demo's sportsbook events: the simulated feed's fixtures for the settings' window (the
 * matches whose time has just come start at the jobs' first run and play on), past fixtures of the
 * last two days already ended with the simulation's final score (the results tab and the fairness
 * check have content at once; the settlement job results and settles them), and two hand-made
 * events as staff would make them (a cricket final with match winner and total runs, and an
 * outright-style "Tournament top scorer" market of named players; a football shield match).
 */
import { SIM_SOURCE, createEvent, makeFixtures, simFeed, simMatchOf } from '#server/sportsbook/index.ts';
import type { AppContext } from '#server/app-context.ts';
import { getSetting } from '#server/system/index.ts';
import { stateAt } from '#lib/sports/simulate.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The longest simulated match (cricket, 20 overs an innings) with room: fixtures that started this long ago may still be live. */
const LIVE_LOOKBACK = HOUR;

async function teamIdOf(app: AppContext, sport: string, code: string): Promise<number> {
  const row = await app.db.selectFrom('sports_teams').select('id').where('source', '=', SIM_SOURCE).where('sport', '=', sport).where('code', '=', code).executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Past fixtures: one in three of the last two days, each ended with its simulated final score. */
async function seedPast(app: AppContext, margin: number, now: number): Promise<number> {
  const past = simFeed.fixtures(now - 2 * DAY, now - LIVE_LOOKBACK, { margin, inPlayMargin: margin }).filter((_, i) => i % 3 === 0);
  let ended = 0;
  for (const f of past) {
    const spec = f.make();
    const { eventId, created } = await createEvent(app, spec, spec.startsAt - DAY);
    if (!created) continue;
    const match = simMatchOf({ externalId: spec.externalId, sport: spec.sport, seed: spec.fair!.seed, sim: JSON.stringify(spec.fair!.sim) })!;
    const endedAt = spec.startsAt + match.durationMs;
    if (endedAt > now) continue;
    await app.db.transaction().execute(async (tx) => {
      await tx
        .updateTable('sports_events')
        .set((eb) => ({ status: 'ended', live: JSON.stringify(stateAt(match, match.durationMs)), result: JSON.stringify(match.final), ended_at: endedAt, version: eb('version', '+', 1), updated_at: endedAt }))
        .where('id', '=', eventId)
        .where('status', '=', 'scheduled')
        .execute();
      await tx
        .updateTable('sports_markets')
        .set((eb) => ({ status: 'suspended', suspensions: eb('suspensions', '+', 1), updated_at: endedAt }))
        .where('event_id', '=', eventId)
        .where('status', '=', 'open')
        .execute();
    });
    ended++;
  }
  return ended;
}

async function seedManual(app: AppContext, now: number): Promise<void> {
  const t20 = await app.db.selectFrom('sports_competitions').select('id').where('source', '=', SIM_SOURCE).where('code', '=', 'meridia-t20').executeTakeFirst();
  await createEvent(
    app,
    {
      sport: 'cricket',
      competition: t20 ? Number(t20.id) : { code: 'meridia-t20', names: { en: 'Meridia T20 League', bn: 'মেরিডিয়া টি-টোয়েন্টি লিগ' } },
      home: await teamIdOf(app, 'cricket', 'coral-coast-cobras'),
      away: await teamIdOf(app, 'cricket', 'hilltop-leopards'),
      startsAt: now + DAY + 6 * HOUR,
      inPlay: true,
      source: 'manual',
      externalId: 'manual:demo-t20-final',
      markets: [
        { kind: 'mw', main: true, selections: [{ key: 'home', odds: 1850 }, { key: 'away', odds: 1950 }] },
        { kind: 'ou', lineQ: 1282, main: true, selections: [{ key: 'over', odds: 1900 }, { key: 'under', odds: 1900 }] },
        {
          kind: 'winner',
          names: { en: 'Tournament top scorer', bn: 'টুর্নামেন্টের সর্বোচ্চ রান সংগ্রাহক' },
          selections: [
            { key: 'nayan-haldar', names: { en: 'Nayan Haldar', bn: 'নয়ন হালদার' }, odds: 3500 },
            { key: 'corin-vale', names: { en: 'Corin Vale', bn: 'করিন ভেল' }, odds: 4200 },
            { key: 'sabbir-mondol', names: { en: 'Sabbir Mondol', bn: 'সাব্বির মণ্ডল' }, odds: 5000 },
            { key: 'theo-lindqvist', names: { en: 'Theo Lindqvist', bn: 'থিও লিন্ডকুইস্ট' }, odds: 6500 },
            { key: 'any-other', names: { en: 'Any other player', bn: 'অন্য যেকোনো খেলোয়াড়' }, odds: 2600 },
          ],
        },
      ],
    },
    now,
  );
  await createEvent(
    app,
    {
      sport: 'football',
      competition: { code: 'manual:coastal-shield', names: { en: 'Coastal Shield', bn: 'উপকূল শিল্ড' }, region: { en: 'Meridia', bn: 'মেরিডিয়া' } },
      home: await teamIdOf(app, 'football', 'harbour-gulls'),
      away: await teamIdOf(app, 'football', 'lotus-lagoon'),
      startsAt: now + 2 * DAY + 3 * HOUR,
      inPlay: false,
      source: 'manual',
      externalId: 'manual:demo-coastal-shield',
      markets: [
        { kind: '1x2', main: true, selections: [{ key: 'home', odds: 2250 }, { key: 'draw', odds: 3300 }, { key: 'away', odds: 3100 }] },
        { kind: 'ou', lineQ: 10, main: true, selections: [{ key: 'over', odds: 1950 }, { key: 'under', odds: 1850 }] },
        { kind: 'btts', selections: [{ key: 'yes', odds: 1800 }, { key: 'no', odds: 1950 }] },
      ],
    },
    now,
  );
}

/** The demo seed of the feed (SPORTS_SEEDS, after the game rows). */
export async function seedSportsbookFeed(app: AppContext, now: number): Promise<void> {
  const settings = await getSetting(app.db, 'sports');
  const ctx = { margin: settings.margin, inPlayMargin: settings.inPlayMargin };
  // The window first (it makes the teams), from the matches that may still be in play.
  await makeFixtures(app, simFeed, now - LIVE_LOOKBACK, now + settings.feed.daysAhead * DAY, ctx, now);
  await seedPast(app, settings.margin, now);
  await seedManual(app, now);
}
