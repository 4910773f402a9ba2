/**
 * The feed adapter (docs/sportsbook.md "Feed adapter"): what the sportsbook needs from a source
 * of sports data, so a real feed can plug in where the simulated one (sim-feed.ts) is today. A
 * feed answers the fixtures it offers in a time window (ready to be made by createEvent) and, for
 * each of its events the book follows, where the event stands now: its status, live state, prices
 * and, once over, its final score. The lifecycle jobs (event-jobs.ts, live-job.ts) do the rest:
 * rows, guarded transitions, bet stops, pushes and resulting.
 */
import type { EventStatus, FinalScore, LiveState, MarketKind, SportKey } from '#lib/contracts/sports-model.ts';
import type { NewEvent } from './create-event.ts';

/** The prices and margins the book runs with (the `sports` settings). */
export interface FeedContext {
  margin: number;
  inPlayMargin: number;
}

/** One of the feed's events as the book holds it. */
export interface FeedEvent {
  id: number;
  externalId: string;
  sport: SportKey;
  startsAt: number;
  status: EventStatus;
  /** Simulated events: the seed and the simulation's inputs (JSON) stored at creation. */
  seed: string | null;
  sim: string | null;
}

/** A market's prices as the feed quotes them, matched to the book's market by kind and line. */
export interface FeedPrice {
  kind: MarketKind;
  lineQ: number | null;
  /** Odds in thousandths; null: the selection cannot be offered now (decided, or too short). */
  selections: { key: string; odds: number | null }[];
}

/** Where an event stands at a moment. */
export interface FeedUpdate {
  /** live: in play; ended: over with `final`; cancelled: called off by the feed (settlement voids). */
  status: 'live' | 'ended' | 'cancelled';
  state: LiveState;
  /** The in-play prices now, asked only when the book reprices (null: the feed has none; the book keeps its own). */
  prices(): FeedPrice[] | null;
  /** True while the feed stops betting on the event (just after a scoring moment). */
  betStop: boolean;
  final: FinalScore | null;
  /** When the feed expects the event to be over (epoch ms), if it knows. */
  endsAt: number | null;
}

/** A fixture the feed offers: its id and start, its details (teams, markets, prices, fair data) built only when the book makes it. */
export interface FeedFixture {
  externalId: string;
  startsAt: number;
  make(): NewEvent;
}

export interface SportsFeed {
  /** The events' `source`. */
  readonly name: string;
  /** Fixtures starting in [from, to), in start order: each one made once by its externalId. */
  fixtures(from: number, to: number, ctx: FeedContext): FeedFixture[];
  /** Where the event stands at `now` (null: the feed knows nothing new). */
  follow(event: FeedEvent, now: number, ctx: FeedContext): FeedUpdate | null;
}
