/**
 * What the sportsbook tells open pages (the public stream /wps/sports/stream): an event's score
 * and status, a market's odds and state. Called after the change commits.
 */
import type { EventStatus, LiveState, MarketPrice, SportsPush } from '#lib/contracts/sports-model.ts';
import type { AppContext } from '#server/app-context.ts';

const push = (app: Pick<AppContext, 'events'>, e: SportsPush): void => app.events.broadcast({ topic: 'sports', type: e.type, data: e as unknown as Record<string, unknown> });

/** An event's status or live state changed. */
export function pushScore(app: Pick<AppContext, 'events'>, eventId: number, version: number, status: EventStatus, live: LiveState | null): void {
  push(app, { type: 'score', eventId, version, status, live });
}

/** Markets of an event changed odds or state. */
export function pushOdds(app: Pick<AppContext, 'events'>, eventId: number, version: number, markets: MarketPrice[]): void {
  if (markets.length) push(app, { type: 'odds', eventId, version, markets });
}
