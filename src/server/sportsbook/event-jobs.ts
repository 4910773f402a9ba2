/**
 * The events' lifecycle jobs: fixtures kept ahead from the feeds, scheduled events started at
 * their time, feed events ended (or cancelled) when their feed says so and resulted. Every move
 * is a guarded update keyed by the event (`where id = ? and status = ?`, the row count checked),
 * so of any number of instances exactly one moves an event and pushes it; a run that dies midway
 * is finished by the next. Hand-made events never end by themselves: staff enter their result.
 */
import type { EventStatus, FinalScore, LiveState } from '#lib/contracts/sports-model.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Db } from '#server/db/connect.ts';
import { getSetting } from '#server/system/index.ts';
import { createEvent } from './create-event.ts';
import type { FeedContext, FeedEvent, FeedUpdate, SportsFeed } from './feed.ts';
import type { SportsJob } from './job-type.ts';
import { pushScore } from './publish.ts';
import { resultEvent } from './result-event.ts';
import { forgetSimMatch, simFeed } from './sim-feed.ts';

const DAY = 86_400_000;
/** Each instance looks over the whole window this often (the cheap check between looks only extends it). */
const SWEEP_MS = 10 * 60_000;
/** Events one run moves per step (the rest wait a second for the next run). */
const PER_RUN = 500;

/** The feeds the book follows (their events keep running even when a feed stops offering fixtures). */
export const FEEDS: readonly SportsFeed[] = [simFeed];
export const feedNamed = (name: string): SportsFeed | undefined => FEEDS.find((f) => f.name === name);

/** The state of an event that has just started. */
export const KICK_OFF: LiveState = { home: 0, away: 0, period: 1, clock: 0, parts: [] };

const lastSweep = new Map<string, number>();

/** Makes the fixtures of one feed missing in [from, horizon); answers how many it made. */
export async function makeFixtures(app: AppContext, feed: SportsFeed, from: number, to: number, ctx: FeedContext, now: number): Promise<number> {
  const planned = feed.fixtures(from, to, ctx);
  if (!planned.length) return 0;
  const have = new Set<string>();
  for (let i = 0; i < planned.length; i += PER_RUN) {
    const ids = planned.slice(i, i + PER_RUN).map((f) => f.externalId);
    for (const r of await app.db.selectFrom('sports_events').select('external_id').where('source', '=', feed.name).where('external_id', 'in', ids).execute()) have.add(r.external_id);
  }
  let made = 0;
  // In start order, so the latest start made says everything before it is made.
  for (const f of planned) {
    if (have.has(f.externalId)) continue;
    if ((await createEvent(app, f.make(), now)).created) made++;
  }
  return made;
}

/** Job sports:fixtures — the simulated feed's fixtures for settings.feed.daysAhead days (one query when nothing is due). */
export async function runFixtures(app: AppContext, now: number): Promise<number> {
  const settings = await getSetting(app.db, 'sports');
  if (!settings.feed.simulated) return 0;
  const feed = simFeed;
  const horizon = now + settings.feed.daysAhead * DAY;
  let from = now;
  if (now - (lastSweep.get(feed.name) ?? 0) < SWEEP_MS) {
    const latest = await app.db.selectFrom('sports_events').select((eb) => eb.fn.max('starts_at').as('at')).where('source', '=', feed.name).executeTakeFirst();
    if (latest?.at != null) from = Math.max(now, Number(latest.at) + 1);
    if (from >= horizon) return 0;
  } else lastSweep.set(feed.name, now);
  return makeFixtures(app, feed, from, horizon, { margin: settings.margin, inPlayMargin: settings.inPlayMargin }, now);
}

/** Suspends an event's open markets (raising `suspensions`), inside the caller's transaction. */
async function suspendOpenMarkets(db: Db, eventId: number, now: number): Promise<void> {
  await db
    .updateTable('sports_markets')
    .set((eb) => ({ status: 'suspended', suspensions: eb('suspensions', '+', 1), updated_at: now }))
    .where('event_id', '=', eventId)
    .where('status', '=', 'open')
    .execute();
}

/** Moves one event from `from` to `to` with its extra columns, version raised; the new version when this call moved it. */
async function moveEvent(db: Db, eventId: number, from: EventStatus, to: EventStatus, set: { live?: string; result?: string; ended_at?: number }, now: number): Promise<number | null> {
  const r = await db
    .updateTable('sports_events')
    .set((eb) => ({ status: to, ...set, version: eb('version', '+', 1), updated_at: now }))
    .where('id', '=', eventId)
    .where('status', '=', from)
    .returning('version')
    .executeTakeFirst();
  return r ? Number(r.version) : null;
}

/** Job sports:start — scheduled events whose start has come go live (every source); without in-play betting their markets are suspended. */
export async function runStart(app: AppContext, now: number): Promise<number> {
  const due = await app.db.selectFrom('sports_events').select(['id', 'in_play']).where('status', '=', 'scheduled').where('starts_at', '<=', now).orderBy('starts_at').limit(PER_RUN).execute();
  let moved = 0;
  for (const e of due) {
    const id = Number(e.id);
    const version = await app.db.transaction().execute(async (tx) => {
      const v = await moveEvent(tx, id, 'scheduled', 'live', { live: JSON.stringify(KICK_OFF) }, now);
      if (v !== null && !Number(e.in_play)) await suspendOpenMarkets(tx, id, now);
      return v;
    });
    if (version === null) continue;
    moved++;
    pushScore(app, id, version, 'live', KICK_OFF);
  }
  return moved;
}

export interface FollowedRow {
  id: number;
  external_id: string;
  sport: string;
  source: string;
  starts_at: number;
  status: string;
  seed: string | null;
  sim: string | null;
  live: string | null;
  version: number;
}

/** The live events of the feeds the book follows. */
export async function liveFeedEvents(db: Db): Promise<FollowedRow[]> {
  const rows = await db
    .selectFrom('sports_events')
    .select(['id', 'external_id', 'sport', 'source', 'starts_at', 'status', 'seed', 'sim', 'live', 'version'])
    .where('status', '=', 'live')
    .where(
      'source',
      'in',
      FEEDS.map((f) => f.name),
    )
    .execute();
  return rows.map((r) => ({ ...r, id: Number(r.id), starts_at: Number(r.starts_at), version: Number(r.version) }));
}

export const feedEventOf = (r: FollowedRow): FeedEvent => ({ id: r.id, externalId: r.external_id, sport: r.sport as FeedEvent['sport'], startsAt: r.starts_at, status: r.status as EventStatus, seed: r.seed, sim: r.sim });

/** Ends a live event with its final score (markets suspended); true when this call ended it. */
export async function endEvent(app: AppContext, row: Pick<FollowedRow, 'id'>, state: LiveState, final: FinalScore, now: number): Promise<boolean> {
  const version = await app.db.transaction().execute(async (tx) => {
    const v = await moveEvent(tx, row.id, 'live', 'ended', { live: JSON.stringify(state), result: JSON.stringify(final), ended_at: now }, now);
    if (v !== null) await suspendOpenMarkets(tx, row.id, now);
    return v;
  });
  if (version === null) return false;
  pushScore(app, row.id, version, 'ended', state);
  try {
    await resultEvent(app, row.id, final, now);
  } catch (err) {
    // The settlement job takes ended events up again.
    app.log.warn({ err, eventId: row.id }, 'sportsbook: resulting an ended event failed; settlement retries');
  }
  return true;
}

/** Cancels an event the feed called off (settlement voids its markets); true when this call did it. */
export async function cancelEvent(app: AppContext, eventId: number, from: EventStatus, now: number): Promise<boolean> {
  const version = await app.db.transaction().execute(async (tx) => {
    const v = await moveEvent(tx, eventId, from, 'cancelled', {}, now);
    if (v !== null) await suspendOpenMarkets(tx, eventId, now);
    return v;
  });
  if (version === null) return false;
  pushScore(app, eventId, version, 'cancelled', null);
  return true;
}

/** Job sports:end — feed events their feed says are over: ended with the final score and resulted, or cancelled. */
export async function runEnd(app: AppContext, now: number): Promise<number> {
  const settings = await getSetting(app.db, 'sports');
  const ctx = { margin: settings.margin, inPlayMargin: settings.inPlayMargin };
  let moved = 0;
  for (const row of await liveFeedEvents(app.db)) {
    const feed = feedNamed(row.source);
    const ev = feedEventOf(row);
    const upd: FeedUpdate | null = feed ? feed.follow(ev, now, ctx) : null;
    if (!upd || upd.status === 'live') continue;
    if (upd.status === 'cancelled') {
      if (await cancelEvent(app, row.id, 'live', now)) moved++;
      continue;
    }
    if (!upd.final) continue;
    if (await endEvent(app, row, upd.state, upd.final, now)) moved++;
    forgetSimMatch(ev);
  }
  return moved;
}

export const FIXTURES_JOB: SportsJob = { name: 'sports:fixtures', run: runFixtures };
export const START_JOB: SportsJob = { name: 'sports:start', run: runStart };
export const END_JOB: SportsJob = { name: 'sports:end', run: runEnd };
