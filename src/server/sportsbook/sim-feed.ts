/**
 * The simulated feed (the default, and the only one shipped): invented competitions
 * (sim-catalogue.ts) playing rounds on a fixed grid, every fixture with a fresh secret seed whose
 * SHA-256 is published at once, pre-match prices from the rating model with the book's margin, and
 * a match played out in compressed real time from the seed (lib/sports/simulate.ts), so anyone can
 * replay it once the seed is shown after the end. Around each scoring moment the feed stops
 * betting for a few seconds (a bet in its in-play delay then sees the suspension and is refused).
 */
import { randomBytes } from 'node:crypto';
import type { SportKey } from '#lib/contracts/sports-model.ts';
import { type PricedMarket, priceEvent, type Ratings } from '#lib/sports/pricing.ts';
import { commitmentOf, SIM_MODEL, type SimInputs, type SimMatch, simulateMatch, stateAt } from '#lib/sports/simulate.ts';
import type { NewEvent, NewMarket } from './create-event.ts';
import type { FeedContext, FeedEvent, FeedFixture, FeedUpdate, SportsFeed } from './feed.ts';
import { pairingsBetween, type SimPairing } from './sim-catalogue.ts';

export const SIM_SOURCE = 'sim';

/** How long betting stops after a scoring moment (or, where points come every few seconds, after a period ends). */
export const BET_STOP_MS = 6_000;
const STOP_ON: Record<SportKey, 'moment' | 'period'> = { football: 'moment', tennis: 'moment', moba: 'moment', shooter: 'moment', basketball: 'period', cricket: 'period' };

/** The odds stored for a selection the model cannot price (it stays suspended until it can). */
const NO_PRICE = 1000;

/** The book's markets from the model's prices: a selection without a price is suspended, a market with fewer than two prices too. */
export function marketsFromPrices(priced: PricedMarket[]): NewMarket[] {
  return priced.map((m) => {
    const open = m.selections.filter((s) => s.odds !== null).length;
    return {
      kind: m.kind,
      lineQ: m.lineQ,
      main: m.main,
      status: open >= 2 ? 'open' : 'suspended',
      selections: m.selections.map((s) => ({ key: s.key, odds: s.odds ?? NO_PRICE, status: s.odds === null ? 'suspended' : 'open' })),
    };
  });
}

export const simExternalId = (p: Pick<SimPairing, 'competition' | 'round' | 'home' | 'away'>): string => `sim:${p.competition.code}:${p.round}:${p.home.code}-${p.away.code}`;

/** A fixture of the grid made ready for createEvent: a fresh seed, its commitment, the inputs and the pre-match prices. */
export function simFixture(p: SimPairing, marginBps: number, seed = randomBytes(32).toString('hex')): NewEvent {
  const ratings: Ratings = { home: p.home.rating, away: p.away.rating };
  const externalId = simExternalId(p);
  const sim: SimInputs = { model: SIM_MODEL, key: externalId, ratings };
  return {
    sport: p.competition.sport,
    competition: { code: p.competition.code, names: p.competition.names, region: p.competition.region },
    home: { code: p.home.code, names: p.home.names, short: p.home.short, rating: p.home.rating },
    away: { code: p.away.code, names: p.away.names, short: p.away.short, rating: p.away.rating },
    startsAt: p.startsAt,
    inPlay: true,
    source: SIM_SOURCE,
    externalId,
    markets: marketsFromPrices(priceEvent(p.competition.sport, ratings, null, marginBps)),
    fair: { seed, commitment: commitmentOf(seed), sim: sim as unknown as Record<string, unknown> },
  };
}

/** Matches already played out, per event (a match is a pure function of its seed, key and ratings). */
const MATCHES = new Map<string, SimMatch>();
const MATCHES_MAX = 5_000;

/** The simulated match of a stored event (null for an event without fair data). */
export function simMatchOf(event: Pick<FeedEvent, 'externalId' | 'sport' | 'seed' | 'sim'>): SimMatch | null {
  if (!event.seed || !event.sim) return null;
  const cacheKey = `${event.externalId}:${event.seed}`;
  const hit = MATCHES.get(cacheKey);
  if (hit) return hit;
  // The published inputs decide the match (their key is the fixture's external id).
  const inputs = JSON.parse(event.sim) as Partial<SimInputs>;
  const ratings = inputs.ratings ?? { home: 1000, away: 1000 };
  const match = simulateMatch(event.sport, event.seed, inputs.key ?? event.externalId, ratings);
  if (MATCHES.size >= MATCHES_MAX) MATCHES.delete(MATCHES.keys().next().value!);
  MATCHES.set(cacheKey, match);
  return match;
}

/** Forgets a match (its event is over). */
export const forgetSimMatch = (event: Pick<FeedEvent, 'externalId' | 'seed'>): boolean => MATCHES.delete(`${event.externalId}:${event.seed}`);

/**
 * True while betting stops: within BET_STOP_MS after a scoring moment (for tennis and shooter the
 * game or round that wins a set or map), or after a new period starts for the sports that score
 * every few seconds (basketball, cricket).
 */
export function inBetStop(match: SimMatch, elapsed: number): boolean {
  if (elapsed < 0 || elapsed >= match.durationMs) return false;
  const recent = (at: number) => at > 0 && at <= elapsed && elapsed - at < BET_STOP_MS;
  if (STOP_ON[match.sport] === 'period') return match.periods.some(recent);
  // The last moment at or before `elapsed` (moments are in time order), then back over the window.
  let lo = 0;
  let hi = match.moments.length - 1;
  let last = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (match.moments[mid]!.at <= elapsed) {
      last = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  for (let i = last; i >= 0 && elapsed - match.moments[i]!.at < BET_STOP_MS; i--) if (match.moments[i]!.points > 0) return true;
  return false;
}

function ratingsOf(event: FeedEvent): Ratings {
  const inputs = event.sim ? (JSON.parse(event.sim) as Partial<SimInputs>) : {};
  return inputs.ratings ?? { home: 1000, away: 1000 };
}

export const simFeed: SportsFeed = {
  name: SIM_SOURCE,
  fixtures(from: number, to: number, ctx: FeedContext): FeedFixture[] {
    return pairingsBetween(from, to).map((p) => ({ externalId: simExternalId(p), startsAt: p.startsAt, make: () => simFixture(p, ctx.margin) }));
  },
  follow(event: FeedEvent, now: number, ctx: FeedContext): FeedUpdate | null {
    const match = simMatchOf(event);
    if (!match) return null;
    const elapsed = now - event.startsAt;
    if (elapsed < 0) return null;
    const endsAt = event.startsAt + match.durationMs;
    if (elapsed >= match.durationMs) return { status: 'ended', state: stateAt(match, match.durationMs), prices: () => null, betStop: true, final: match.final, endsAt };
    const state = stateAt(match, elapsed);
    return { status: 'live', state, prices: () => priceEvent(event.sport, ratingsOf(event), state, ctx.inPlayMargin), betStop: inBetStop(match, elapsed), final: null, endsAt };
  },
};
