/**
 * The simulated feed's matches, provably fair: a match is a pure function of its seed, its key and
 * the published ratings, through the house's fair scheme (HMAC-SHA256 of the seed, lottery
 * fair-draw's uniform source). Before the event only SHA-256(seed) is published; after it, the seed,
 * and /sports/verify replays the match in the browser. The match runs in compressed real time.
 */
import type { FinalScore, LiveState, SportKey } from '#lib/contracts/sports-model.ts';
import type { Ratings } from './pricing.ts';

/** One scoring moment: when (ms after the start), who, how much, in which period. */
export interface SimMoment {
  at: number;
  side: 'home' | 'away';
  points: number;
  period: number;
}

export interface SimMatch {
  sport: SportKey;
  /** How long the match lasts in real time (ms from the start to the end). */
  durationMs: number;
  moments: SimMoment[];
  final: FinalScore;
}

/** A match from its seed (hex), key (the fixture's external id) and ratings. */
export function simulateMatch(sport: SportKey, seed: string, key: string, ratings: Ratings): SimMatch {
  void sport;
  void seed;
  void key;
  void ratings;
  throw new Error('simulation: built by issue 19, part B');
}

/** The live state `elapsedMs` after the start (the final state from durationMs on). */
export function stateAt(match: SimMatch, elapsedMs: number): LiveState {
  void match;
  void elapsedMs;
  throw new Error('simulation: built by issue 19, part B');
}
