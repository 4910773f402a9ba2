/**
 * The rating model's prices (the simulated feed, and staff's "price from ratings" for a hand-made
 * event): every market the house offers for an event of a sport, before the start (state null) or
 * in play (the live state), with the bookmaker's margin. Browser-safe and deterministic.
 */
import type { LiveState, MarketKind, SportKey } from '#lib/contracts/sports-model.ts';

/** Team strengths in thousandths (1000: an average side). */
export interface Ratings {
  home: number;
  away: number;
}

export interface PricedMarket {
  kind: MarketKind;
  lineQ: number | null;
  /** The main line of its kind (shown in event lists). */
  main: boolean;
  /** Odds in thousandths; null when the selection cannot be offered now (decided, or below 1.01). */
  selections: { key: string; odds: number | null }[];
}

/**
 * The event's markets priced at a state: the same kinds and lines whatever the state (so rows stay
 * and only odds move), with margin `marginBps` (500 = 5 %) spread over the selections.
 */
export function priceEvent(sport: SportKey, ratings: Ratings, state: LiveState | null, marginBps: number): PricedMarket[] {
  void sport;
  void ratings;
  void state;
  void marginBps;
  throw new Error('pricing: built by issue 19, part B');
}
