/**
 * The rating model's prices (the simulated feed, and staff's "price from ratings" for a hand-made
 * event): every market the house offers for an event of a sport, before the start (state null) or
 * in play (the live state), with the bookmaker's margin. Browser-safe and deterministic.
 *
 * Each sport's model gives the distribution of the final score from the ratings and, in play, the
 * score so far and the time left: football a Poisson goal count per side; basketball and cricket a
 * normal approximation of the points or runs still to come; tennis and e-sports independent sets or
 * maps. Every market's fair probabilities come from that one distribution (the simulated matches in
 * simulate.ts draw from the same model, so the prices are fair for them), then the margin is spread
 * proportionally: odds = 1 / (p × (1 + margin)).
 */
import type { LiveState, MarketKind, SportKey } from '#lib/contracts/sports-model.ts';
import {
  BALLS_PER_OVER,
  BASKET_MEAN,
  BASKET_SECOND,
  BASKETBALL_MINUTES,
  BASKETBALL_OT_MINUTES,
  ballChances,
  ballMoments,
  basketballRates,
  CRICKET_OVERS,
  FOOTBALL_MINUTES,
  footballRates,
  normalCdf,
  periodChance,
  poissonPmf,
  type Ratings,
} from './model-rates.ts';

/** Team strengths in thousandths (1000: an average side). */
export type { Ratings };

export interface PricedMarket {
  kind: MarketKind;
  lineQ: number | null;
  /** The main line of its kind (shown in event lists). */
  main: boolean;
  /** Odds in thousandths; null when the selection cannot be offered now (decided, or below 1.01). */
  selections: { key: string; odds: number | null }[];
}

/** A market before the margin: each selection's fair probability (1 / fair odds; pushes taken out). */
export interface FairMarket {
  kind: MarketKind;
  lineQ: number | null;
  main: boolean;
  selections: { key: string; p: number }[];
}

/** A distribution of a whole-number quantity (a margin or a total). */
type Dist = { v: number; p: number }[];
/** A final score with its probability. */
type Grid = { h: number; a: number; p: number }[];

/** The correct-score keys: every h-a for 0..4, then a score with a side of 5 or more by result. */
export const CS_KEYS: readonly string[] = [...Array.from({ length: 25 }, (_, i) => `${Math.floor(i / 5)}-${i % 5}`), 'other_home', 'other_draw', 'other_away'];

/** Odds bounds (thousandths) and the step they are rounded to (0.01). */
const MIN_ODDS = 1010;
const MAX_ODDS = 1_000_000;
const EPS = 1e-12;

/**
 * The event's markets priced at a state: the same kinds and lines whatever the state (so rows stay
 * and only odds move), with margin `marginBps` (500 = 5 %) spread over the selections.
 */
export function priceEvent(sport: SportKey, ratings: Ratings, state: LiveState | null, marginBps: number): PricedMarket[] {
  const factor = 1 + Math.max(0, marginBps) / 10_000;
  return fairMarkets(sport, ratings, state).map((m) => ({
    kind: m.kind,
    lineQ: m.lineQ,
    main: m.main,
    selections: m.selections.map((s) => ({ key: s.key, odds: oddsOf(s.p, factor) })),
  }));
}

/** Odds in thousandths for a fair probability and the margin factor; null when decided or too short. */
export function oddsOf(p: number, factor: number): number | null {
  if (!(p > EPS) || p >= 1 - EPS) return null;
  const exact = 1000 / (p * factor);
  if (exact < MIN_ODDS - 1e-6) return null;
  return Math.min(MAX_ODDS, Math.max(MIN_ODDS, Math.round(exact / 10) * 10));
}

/** Every market of the sport with fair probabilities (summing to 1 within each market). */
export function fairMarkets(sport: SportKey, ratings: Ratings, state: LiveState | null): FairMarket[] {
  switch (sport) {
    case 'football':
      return football(ratings, state);
    case 'basketball':
      return basketball(ratings, state);
    case 'cricket':
      return cricket(ratings, state);
    case 'tennis':
      return bestOfThree(ratings, state, 'ah');
    case 'moba':
    case 'shooter':
      return bestOfThree(ratings, state, 'mh');
  }
}

/* ------------------------------------------------------------------ shared */

/** The half-lines a line stands for: a quarter line is half on each neighbour (−0.25 → 0 and −0.5). */
function components(lineQ: number): number[] {
  return lineQ % 2 !== 0 ? [(lineQ - 1) / 4, (lineQ + 1) / 4] : [lineQ / 4];
}

/**
 * A two-way lined market's fair probabilities: side A wins a component x when v + x > 0, loses when
 * below, is refunded at 0. With push mass P and win mass W, A's fair odds are (1 − P) / W, so its
 * probability is W / (1 − P); A's and B's add to 1.
 */
function twoWay(dist: Dist, lineValues: number[]): [number, number] {
  const w = 1 / lineValues.length;
  let winA = 0;
  let winB = 0;
  // The refunded mass is what is left: win A + win B = 1 − push.
  for (const x of lineValues) {
    for (const { v, p } of dist) {
      const s = v + x;
      if (s > 1e-9) winA += w * p;
      else if (s < -1e-9) winB += w * p;
    }
  }
  const live = winA + winB;
  if (!(live > EPS)) return [0, 0];
  return [winA / live, winB / live];
}

/** Asian handicap (or map handicap) on the home side's line: the home side wins when margin + line > 0. */
function handicap(kind: MarketKind, margin: Dist, lineQ: number, main: boolean): FairMarket {
  const [home, away] = twoWay(margin, components(lineQ));
  return { kind, lineQ, main, selections: [{ key: 'home', p: home }, { key: 'away', p: away }] };
}

/** Over/under a total line: over wins when total − line > 0. */
function totals(total: Dist, lineQ: number, main: boolean): FairMarket {
  const [over, under] = twoWay(total, components(lineQ).map((x) => -x));
  return { kind: 'ou', lineQ, main, selections: [{ key: 'over', p: over }, { key: 'under', p: under }] };
}

function marginOf(grid: Grid): Dist {
  const by = new Map<number, number>();
  for (const { h, a, p } of grid) by.set(h - a, (by.get(h - a) ?? 0) + p);
  return [...by].map(([v, p]) => ({ v, p }));
}

function totalOf(grid: Grid): Dist {
  const by = new Map<number, number>();
  for (const { h, a, p } of grid) by.set(h + a, (by.get(h + a) ?? 0) + p);
  return [...by].map(([v, p]) => ({ v, p }));
}

/** A whole-number quantity with mean μ and standard deviation σ, discretised with continuity. */
function normalDist(mean: number, sd: number, at: number): Dist {
  if (!(sd > 1e-6)) return [{ v: Math.round(mean), p: 1 }];
  const from = Math.floor(mean - 7 * sd);
  const to = Math.ceil(mean + 7 * sd);
  const out: Dist = [];
  let total = 0;
  for (let v = from; v <= to; v++) {
    const p = normalCdf((v + 0.5 - mean) / sd) - normalCdf((v - 0.5 - mean) / sd);
    if (p > 0) {
      out.push({ v: v + at, p });
      total += p;
    }
  }
  return out.map((d) => ({ v: d.v, p: d.p / total }));
}

/** Lines (in quarters) near an even market for a mean margin or total: .5 lines, so no pushes. */
const handicapLineNear = (meanMargin: number) => 2 - 4 * Math.round(meanMargin);
const totalLineNear = (meanTotal: number) => 4 * Math.round(meanTotal) + 2;

/** Two-way winner with a tie-breaker: P(margin > 0) + P(margin = 0) × the home side's tie-break chance. */
function matchWinner(margin: Dist, tieBreakHome: number): FairMarket {
  let home = 0;
  let tie = 0;
  for (const { v, p } of margin) {
    if (v > 0) home += p;
    else if (v === 0) tie += p;
  }
  const h = home + tie * tieBreakHome;
  return { kind: 'mw', lineQ: null, main: true, selections: [{ key: 'home', p: h }, { key: 'away', p: 1 - h }] };
}

/* ---------------------------------------------------------------- football */

/** The final score's distribution: the score so far plus Poisson goals in the minutes left. */
function footballGrid(ratings: Ratings, state: LiveState | null): Grid {
  const rates = footballRates(ratings);
  const left = state ? Math.max(0, FOOTBALL_MINUTES - state.clock) / FOOTBALL_MINUTES : 1;
  const h0 = state?.home ?? 0;
  const a0 = state?.away ?? 0;
  const max = 15;
  const norm = (pmf: number[]) => {
    const s = pmf.reduce((x, y) => x + y, 0);
    return pmf.map((p) => p / s);
  };
  const ph = norm(poissonPmf(rates.home * left, max));
  const pa = norm(poissonPmf(rates.away * left, max));
  const grid: Grid = [];
  ph.forEach((p1, i) => pa.forEach((p2, j) => grid.push({ h: h0 + i, a: a0 + j, p: p1 * p2 })));
  return grid;
}

function football(ratings: Ratings, state: LiveState | null): FairMarket[] {
  const grid = footballGrid(ratings, state);
  let home = 0;
  let draw = 0;
  let away = 0;
  let both = 0;
  const cs = new Map<string, number>(CS_KEYS.map((k) => [k, 0]));
  for (const { h, a, p } of grid) {
    if (h > a) home += p;
    else if (h === a) draw += p;
    else away += p;
    if (h > 0 && a > 0) both += p;
    const key = h <= 4 && a <= 4 ? `${h}-${a}` : h > a ? 'other_home' : h === a ? 'other_draw' : 'other_away';
    cs.set(key, (cs.get(key) ?? 0) + p);
  }
  const margin = marginOf(grid);
  const total = totalOf(grid);
  // The lines come from the ratings alone, so they are the same in every state.
  const preMargin = state ? marginOf(footballGrid(ratings, null)) : margin;
  let mainQ = 0;
  let best = Infinity;
  for (let q = -16; q <= 16; q++) {
    const gap = Math.abs(twoWay(preMargin, components(q))[0] - 0.5);
    if (gap < best - 1e-12) {
      best = gap;
      mainQ = q;
    }
  }
  return [
    { kind: '1x2', lineQ: null, main: true, selections: [{ key: 'home', p: home }, { key: 'draw', p: draw }, { key: 'away', p: away }] },
    { kind: 'dc', lineQ: null, main: false, selections: [{ key: 'home_draw', p: home + draw }, { key: 'home_away', p: home + away }, { key: 'draw_away', p: draw + away }] },
    handicap('ah', margin, mainQ, true),
    handicap('ah', margin, mainQ - 1, false),
    handicap('ah', margin, mainQ + 1, false),
    totals(total, 10, true),
    totals(total, 6, false),
    totals(total, 9, false),
    totals(total, 11, false),
    totals(total, 14, false),
    { kind: 'btts', lineQ: null, main: false, selections: [{ key: 'yes', p: both }, { key: 'no', p: 1 - both }] },
    { kind: 'cs', lineQ: null, main: false, selections: CS_KEYS.map((key) => ({ key, p: cs.get(key) ?? 0 })) },
  ];
}

/* -------------------------------------------------------------- basketball */

/** Points still to come for each side: a compound Poisson process (mean and variance). */
function basketballLeft(ratings: Ratings, minutesLeft: number) {
  const r = basketballRates(ratings);
  const f = minutesLeft / BASKETBALL_MINUTES;
  return {
    mean: { home: r.home * f * BASKET_MEAN, away: r.away * f * BASKET_MEAN },
    variance: r.home * f * BASKET_SECOND + r.away * f * BASKET_SECOND,
  };
}

function basketball(ratings: Ratings, state: LiveState | null): FairMarket[] {
  const played = state?.clock ?? 0;
  const period = state?.period ?? 1;
  const end = period <= 4 ? BASKETBALL_MINUTES : BASKETBALL_MINUTES + BASKETBALL_OT_MINUTES * (period - 4);
  const left = Math.max(0, end - played);
  const now = basketballLeft(ratings, left);
  const h0 = state?.home ?? 0;
  const a0 = state?.away ?? 0;
  const sd = Math.sqrt(now.variance);
  const margin = normalDist(now.mean.home - now.mean.away, sd, h0 - a0);
  const total = normalDist(now.mean.home + now.mean.away, sd, h0 + a0);
  const ot = basketballLeft(ratings, BASKETBALL_OT_MINUTES);
  const otHome = normalCdf((ot.mean.home - ot.mean.away) / Math.sqrt(ot.variance));
  const pre = basketballLeft(ratings, BASKETBALL_MINUTES);
  const ahQ = handicapLineNear(pre.mean.home - pre.mean.away);
  const ouQ = totalLineNear(pre.mean.home + pre.mean.away);
  return [
    matchWinner(margin, otHome),
    handicap('ah', margin, ahQ, true),
    handicap('ah', margin, ahQ - 20, false),
    handicap('ah', margin, ahQ + 20, false),
    totals(total, ouQ, true),
    totals(total, ouQ - 24, false),
    totals(total, ouQ + 24, false),
  ];
}

/* ----------------------------------------------------------------- cricket */

function cricket(ratings: Ratings, state: LiveState | null): FairMarket[] {
  const home = ballMoments(ballChances(ratings, 'home'));
  const away = ballMoments(ballChances(ratings, 'away'));
  const innings = CRICKET_OVERS * BALLS_PER_OVER;
  const period = state?.period ?? 1;
  const overs = state?.clock ?? 0;
  let homeBalls = innings;
  let awayBalls = innings;
  if (state) {
    if (period === 1) homeBalls = Math.max(0, CRICKET_OVERS - overs) * BALLS_PER_OVER;
    else if (period === 2) {
      homeBalls = 0;
      awayBalls = Math.max(0, CRICKET_OVERS - overs) * BALLS_PER_OVER;
    } else {
      // A super over: the home side bats its over first (clock 0), then the away side (clock 1).
      homeBalls = overs === 0 ? BALLS_PER_OVER : 0;
      awayBalls = overs <= 1 ? BALLS_PER_OVER : 0;
    }
  }
  const meanH = home.mean * homeBalls;
  const meanA = away.mean * awayBalls;
  const sd = Math.sqrt(home.variance * homeBalls + away.variance * awayBalls);
  const h0 = state?.home ?? 0;
  const a0 = state?.away ?? 0;
  const margin = normalDist(meanH - meanA, sd, h0 - a0);
  const total = normalDist(meanH + meanA, sd, h0 + a0);
  const superOver = normalCdf(((home.mean - away.mean) * BALLS_PER_OVER) / Math.sqrt((home.variance + away.variance) * BALLS_PER_OVER));
  const preMargin = (home.mean - away.mean) * innings;
  const preTotal = (home.mean + away.mean) * innings;
  const ahQ = handicapLineNear(preMargin);
  const ouQ = totalLineNear(preTotal);
  return [
    matchWinner(margin, superOver),
    handicap('ah', margin, ahQ, true),
    handicap('ah', margin, ahQ - 40, false),
    handicap('ah', margin, ahQ + 40, false),
    totals(total, ouQ, true),
    totals(total, ouQ - 60, false),
    totals(total, ouQ + 60, false),
  ];
}

/* ------------------------------------------------- tennis and e-sports */

/** Final sets (maps) from the current ones, each won by the home side with chance p. */
function bestOfThreeGrid(p: number, h0: number, a0: number): Grid {
  const out: Grid = [];
  const walk = (h: number, a: number, prob: number) => {
    if (h >= 2 || a >= 2) {
      out.push({ h, a, p: prob });
      return;
    }
    walk(h + 1, a, prob * p);
    walk(h, a + 1, prob * (1 - p));
  };
  walk(h0, a0, 1);
  return out;
}

function bestOfThree(ratings: Ratings, state: LiveState | null, handicapKind: 'ah' | 'mh'): FairMarket[] {
  const grid = bestOfThreeGrid(periodChance(ratings), state?.home ?? 0, state?.away ?? 0);
  const margin = marginOf(grid);
  const total = totalOf(grid);
  let home = 0;
  for (const { h, a, p } of grid) if (h > a) home += p;
  return [
    { kind: 'mw', lineQ: null, main: true, selections: [{ key: 'home', p: home }, { key: 'away', p: 1 - home }] },
    handicap(handicapKind, margin, -6, true),
    handicap(handicapKind, margin, 6, false),
    totals(total, 10, true),
  ];
}
