/**
 * Odds of the fast games (browser-safe): the inverse of a line's true probability × the return
 * rate, in thousandths, rounded down, so a line never returns more than the stated rate. A
 * probability is given exactly as ways out of outcomes; a line paid once per occurrence (a K3
 * face) passes its occurrences summed over all outcomes as `ways`. Fast games price from `returnBps` alone;
 * their odds rows keep `oddsMilli` null.
 */
import { ODDS_SCALE, type OddsTerms } from '#lib/contracts/lottery-model.ts';

const BPS = 10_000;

/** Odds (thousandths, stake included) of a line that wins in `ways` of `outcomes` equally likely outcomes. */
export function fairOdds(ways: number, outcomes: number, terms: OddsTerms): number {
  if (ways <= 0) return 0;
  return Math.floor((outcomes * terms.returnBps * ODDS_SCALE) / (ways * BPS));
}

/** Default terms of a fast bet type: odds from the true probability at 97.5 %. */
export const FAST_DEFAULTS = {
  oddsMilli: null,
  returnBps: 9_750,
  costUnits: 1,
  maxStake: 5_000_000,
  maxPayout: 50_000_000,
} as const;
