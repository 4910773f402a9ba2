/**
 * The rating model's parameters, shared by the prices (pricing.ts) and the simulated matches
 * (simulate.ts) so that the odds are fair for the matches the house plays out. Every number here is
 * computed with + − × ÷ only (and the series `expNeg`): a browser replaying a match must reach the
 * very same thresholds as the server, and Math.exp/pow may differ in the last bit between engines.
 */

/** Team strengths in thousandths (1000: an average side). */
export interface Ratings {
  home: number;
  away: number;
}

/** Ratings are clamped to this range (thousandths; 1000 is an average side). */
const clampRating = (r: number) => Math.min(10_000, Math.max(100, Number.isFinite(r) ? r : 1000));

/** The home side's share of the two ratings, −1..1 (0: equal sides). */
export function ratingGap(ratings: Ratings): number {
  const h = clampRating(ratings.home);
  const a = clampRating(ratings.away);
  return (h - a) / (h + a);
}

/** Squared strength ratio: p = h² / (h² + a²), a set's or map's chance for the home side. */
export function periodChance(ratings: Ratings): number {
  const h = clampRating(ratings.home);
  const a = clampRating(ratings.away);
  return (h * h) / (h * h + a * a);
}

/** e^(−x) for x ≥ 0 by halving and a Taylor series, then squaring: the same bits on every engine. */
export function expNeg(x: number): number {
  let y = x;
  let halvings = 0;
  while (y > 0.5) {
    y /= 2;
    halvings++;
  }
  let term = 1;
  let sum = 1;
  for (let k = 1; k < 25; k++) {
    term = (term * -y) / k;
    sum += term;
  }
  for (let i = 0; i < halvings; i++) sum *= sum;
  return sum;
}

/** P(N = k) for k = 0..max of a Poisson(λ) count. */
export function poissonPmf(lambda: number, max: number): number[] {
  const out: number[] = [];
  let p = expNeg(lambda);
  for (let k = 0; k <= max; k++) {
    out.push(p);
    p = (p * lambda) / (k + 1);
  }
  return out;
}

/** Standard normal CDF (Abramowitz–Stegun 7.1.26, error below 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return z >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}

/* ------------------------------------------------------------------ football */

/** Minutes of a football match; goals come as a Poisson process at a constant rate over them. */
export const FOOTBALL_MINUTES = 90;

/** Expected goals over 90 minutes: 1.35 a side, scaled by the rating gap, with a home advantage. */
export function footballRates(ratings: Ratings): { home: number; away: number } {
  const g = ratingGap(ratings);
  return { home: 1.35 * (1 + g) * 1.12 + 0.02, away: (1.35 * (1 - g)) / 1.12 + 0.02 };
}

/* ---------------------------------------------------------------- basketball */

export const BASKETBALL_MINUTES = 48;
export const BASKETBALL_OT_MINUTES = 5;
/** A scoring play is worth 1 (free throw), 2 or 3 points with these chances (out of 20). */
export const BASKET_POINTS: readonly { points: number; weight: number }[] = [
  { points: 1, weight: 4 },
  { points: 2, weight: 11 },
  { points: 3, weight: 5 },
];
/** Mean and second moment of one scoring play's points. */
export const BASKET_MEAN = (1 * 4 + 2 * 11 + 3 * 5) / 20;
export const BASKET_SECOND = (1 * 4 + 4 * 11 + 9 * 5) / 20;

/** Scoring plays per 48 minutes for each side (a compound Poisson process). */
export function basketballRates(ratings: Ratings): { home: number; away: number } {
  const g = ratingGap(ratings);
  return { home: 49 * (1 + 0.25 * g) + 0.8, away: 49 * (1 - 0.25 * g) - 0.8 };
}

/* ------------------------------------------------------------------- cricket */

export const CRICKET_OVERS = 20;
export const BALLS_PER_OVER = 6;
/** Runs a legal ball can bring. */
export const BALL_RUNS = [0, 1, 2, 3, 4, 6] as const;

/**
 * The chance of each of BALL_RUNS for a side batting against the other: boundaries scale with the
 * batting side's strength against the bowlers (home batting first, with a small home advantage).
 */
export function ballChances(ratings: Ratings, batting: 'home' | 'away'): number[] {
  const g = ratingGap(ratings);
  const s = batting === 'home' ? (1 + 0.45 * g) * 1.03 : (1 - 0.45 * g) / 1.03;
  const strength = Math.min(1.8, Math.max(0.4, s));
  const four = 0.11 * strength;
  const six = 0.06 * strength;
  return [1 - 0.38 - 0.09 - 0.01 - four - six, 0.38, 0.09, 0.01, four, six];
}

/** Mean and variance of one ball's runs. */
export function ballMoments(chances: number[]): { mean: number; variance: number } {
  let mean = 0;
  let second = 0;
  chances.forEach((p, i) => {
    const r = BALL_RUNS[i] ?? 0;
    mean += p * r;
    second += p * r * r;
  });
  return { mean, variance: second - mean * mean };
}

/* --------------------------------------------------------------- best of 3 */

/** Sets (tennis) or maps (e-sports) needed to win. */
export const BEST_OF_3_TO_WIN = 2;
