/**
 * The simulated feed's matches, provably fair: a match is a pure function of its seed, its key and
 * the published ratings, through the house's fair scheme (HMAC-SHA256 of the seed, lottery
 * fair-draw's uniform source). Before the event only SHA-256(seed) is published; after it, the seed,
 * and /sports/verify replays the match in the browser. The match runs in compressed real time.
 *
 * The matches follow the rating model the prices use (model-rates.ts): football goals are Poisson
 * counts placed uniformly over 90 minutes; basketball scoring plays the same over 48 minutes (plus
 * overtime while level); cricket 120 balls an innings (home bats first; a super over while level);
 * tennis sets and e-sports maps each won with the model's chance, their games or rounds shuffled
 * into a valid order. Only + − × ÷ feed the draws, so a browser replays the same match.
 */
import type { FinalScore, LiveState, SportKey } from '#lib/contracts/sports-model.ts';
import { uniformSource } from '#lib/lottery/fair-draw.ts';
import { hex, sha256, utf8Encode } from '#lib/fair/rng.ts';
import {
  BALL_RUNS,
  BALLS_PER_OVER,
  BASKET_POINTS,
  BASKETBALL_MINUTES,
  BASKETBALL_OT_MINUTES,
  ballChances,
  basketballRates,
  CRICKET_OVERS,
  expNeg,
  FOOTBALL_MINUTES,
  footballRates,
  periodChance,
} from './model-rates.ts';
import type { Ratings } from './pricing.ts';

/** The simulation's version: stored with every simulated event's inputs. */
export const SIM_MODEL = 1;

/** The inputs published with the commitment (this exact JSON is `sports_events.sim`). */
export interface SimInputs {
  model: number;
  key: string;
  ratings: Ratings;
}

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
  /**
   * Scoring moments in time order. Tennis and shooter moments are games and rounds (points 1 only for
   * the one that wins the set or map; the period's part counts them all); the others count points.
   */
  moments: SimMoment[];
  /** When each period starts (ms after the start): halves, quarters and overtimes, innings, sets, maps. */
  periods: number[];
  final: FinalScore;
}

/** SHA-256 of the seed's UTF-8 text, lower-case hex: what is published before the match. */
export function commitmentOf(seed: string): string {
  return hex(sha256(utf8Encode(seed)));
}

/** Real time per unit of the sport's clock. */
export const FOOTBALL_MS_PER_MINUTE = 12_000;
export const BASKETBALL_MS_PER_MINUTE = 20_000;
export const CRICKET_MS_PER_BALL = 5_000;
const CRICKET_MS_PER_OVER = CRICKET_MS_PER_BALL * BALLS_PER_OVER;

const TWO_POW_27 = 134_217_728;
const TWO_POW_53 = 9_007_199_254_740_992;

type Draw = (n: number) => number;

/** A uniform number in [0, 1) with 53 random bits. */
const unit = (next: Draw) => (next(2 ** 26) * TWO_POW_27 + next(TWO_POW_27)) / TWO_POW_53;

/** A Poisson(λ) count by inversion of its distribution. */
function poisson(next: Draw, lambda: number): number {
  const u = unit(next);
  let p = expNeg(lambda);
  let cumulative = p;
  let k = 0;
  while (u >= cumulative && k < 1000) {
    k++;
    p = (p * lambda) / k;
    cumulative += p;
    if (p === 0 && cumulative < u) break;
  }
  return k;
}

/** One of `weights`' indexes, each with chance weight / Σ weights. */
function weighted(next: Draw, weights: readonly number[]): number {
  const total = weights.reduce((a, b) => a + b, 0);
  let r = next(total);
  for (let i = 0; i < weights.length; i++) {
    r -= weights[i] ?? 0;
    if (r < 0) return i;
  }
  return weights.length - 1;
}

/** Fisher–Yates shuffle driven by the source. */
function shuffled<T>(next: Draw, items: T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = next(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

const other = (side: 'home' | 'away'): 'home' | 'away' => (side === 'home' ? 'away' : 'home');

/** A match from its seed (hex), key (the fixture's external id) and ratings. */
export function simulateMatch(sport: SportKey, seed: string, key: string, ratings: Ratings): SimMatch {
  const next = uniformSource(seed, key);
  let built: Omit<SimMatch, 'final' | 'sport'>;
  switch (sport) {
    case 'football':
      built = football(next, ratings);
      break;
    case 'basketball':
      built = basketball(next, ratings);
      break;
    case 'cricket':
      built = cricket(next, ratings);
      break;
    case 'tennis':
      built = bestOfThree(next, ratings, tennisSet);
      break;
    case 'shooter':
      built = bestOfThree(next, ratings, shooterMap);
      break;
    case 'moba':
      built = bestOfThree(next, ratings, mobaMap);
      break;
  }
  const match: SimMatch = { sport, ...built, final: { home: 0, away: 0, parts: [] } };
  const end = stateAt(match, match.durationMs);
  match.final = { home: end.home, away: end.away, parts: end.parts };
  return match;
}

/** Moments in time order (a stable sort keeps the drawing order for the same instant). */
const inOrder = (moments: SimMoment[]) => moments.sort((x, y) => x.at - y.at);

/* ---------------------------------------------------------------- football */

function football(next: Draw, ratings: Ratings) {
  const rates = footballRates(ratings);
  const durationMs = FOOTBALL_MINUTES * FOOTBALL_MS_PER_MINUTE;
  const half = durationMs / 2;
  const moments: SimMoment[] = [];
  for (const side of ['home', 'away'] as const) {
    const goals = poisson(next, rates[side]);
    for (let i = 0; i < goals; i++) {
      const at = next(durationMs);
      moments.push({ at, side, points: 1, period: at < half ? 1 : 2 });
    }
  }
  return { durationMs, moments: inOrder(moments), periods: [0, half] };
}

/* -------------------------------------------------------------- basketball */

function basketball(next: Draw, ratings: Ratings) {
  const rates = basketballRates(ratings);
  const quarterMs = (BASKETBALL_MINUTES / 4) * BASKETBALL_MS_PER_MINUTE;
  const otMs = BASKETBALL_OT_MINUTES * BASKETBALL_MS_PER_MINUTE;
  const moments: SimMoment[] = [];
  const periods = [0, quarterMs, 2 * quarterMs, 3 * quarterMs];
  const score = { home: 0, away: 0 };
  const play = (from: number, length: number, share: number, periodOf: (at: number) => number) => {
    for (const side of ['home', 'away'] as const) {
      const plays = poisson(next, rates[side] * share);
      for (let i = 0; i < plays; i++) {
        const at = from + next(length);
        const points = BASKET_POINTS[weighted(next, BASKET_POINTS.map((b) => b.weight))]?.points ?? 2;
        score[side] += points;
        moments.push({ at, side, points, period: periodOf(at) });
      }
    }
  };
  let durationMs = 4 * quarterMs;
  play(0, durationMs, 1, (at) => Math.floor(at / quarterMs) + 1);
  // Overtime while level: five more minutes each time.
  while (score.home === score.away) {
    const period = periods.length + 1;
    periods.push(durationMs);
    play(durationMs, otMs, BASKETBALL_OT_MINUTES / BASKETBALL_MINUTES, () => period);
    durationMs += otMs;
    if (periods.length > 40 && score.home === score.away) {
      // Practically never: a last free throw settles it.
      const side = next(2) === 0 ? 'home' : 'away';
      score[side] += 1;
      moments.push({ at: durationMs - 1, side, points: 1, period });
    }
  }
  return { durationMs, moments: inOrder(moments), periods };
}

/* ----------------------------------------------------------------- cricket */

function cricket(next: Draw, ratings: Ratings) {
  const weights = {
    home: ballChances(ratings, 'home').map((p) => Math.round(p * 1_000_000)),
    away: ballChances(ratings, 'away').map((p) => Math.round(p * 1_000_000)),
  };
  const moments: SimMoment[] = [];
  const score = { home: 0, away: 0 };
  const bat = (side: 'home' | 'away', from: number, balls: number, period: number) => {
    for (let b = 0; b < balls; b++) {
      const runs = BALL_RUNS[weighted(next, weights[side])] ?? 0;
      if (runs === 0) continue;
      score[side] += runs;
      moments.push({ at: from + (b + 1) * CRICKET_MS_PER_BALL - 1, side, points: runs, period });
    }
  };
  const inningsMs = CRICKET_OVERS * CRICKET_MS_PER_OVER;
  bat('home', 0, CRICKET_OVERS * BALLS_PER_OVER, 1);
  bat('away', inningsMs, CRICKET_OVERS * BALLS_PER_OVER, 2);
  const periods = [0, inningsMs];
  let durationMs = 2 * inningsMs;
  // Level after both innings: a super over each (home first) until one side leads.
  while (score.home === score.away) {
    const period = periods.length + 1;
    periods.push(durationMs);
    bat('home', durationMs, BALLS_PER_OVER, period);
    bat('away', durationMs + CRICKET_MS_PER_OVER, BALLS_PER_OVER, period);
    durationMs += 2 * CRICKET_MS_PER_OVER;
    if (periods.length > 40 && score.home === score.away) {
      const side = next(2) === 0 ? 'home' : 'away';
      score[side] += 1;
      moments.push({ at: durationMs - 1, side, points: 1, period });
    }
  }
  return { durationMs, moments, periods };
}

/* ------------------------------------------------- tennis and e-sports */

/** One set or map: the moments inside it, from `from`, and how long it lasted. */
type PeriodPlay = (next: Draw, winner: 'home' | 'away', from: number, period: number) => { moments: SimMoment[]; length: number };

/** The games of a set won by `winner`, in an order that cannot have ended the set earlier. */
const tennisSet: PeriodPlay = (next, winner, from, period) => {
  const loserGames = weighted(next, [3, 8, 15, 20, 22, 14, 18]);
  const loser = other(winner);
  let order: ('home' | 'away')[];
  if (loserGames <= 4) order = [...shuffled(next, [...Array<'home' | 'away'>(5).fill(winner), ...Array<'home' | 'away'>(loserGames).fill(loser)]), winner];
  else {
    const toFive = shuffled(next, [...Array<'home' | 'away'>(5).fill(winner), ...Array<'home' | 'away'>(5).fill(loser)]);
    // 7-5: the winner takes the last two; 7-6: 6-6 either way, then the tie-break.
    order = loserGames === 5 ? [...toFive, winner, winner] : [...toFive, ...(next(2) === 0 ? [winner, loser] : [loser, winner]), winner];
  }
  let at = from;
  const moments = order.map((side, i) => {
    at += 18_000 + next(13) * 1000;
    return { at, side, points: i === order.length - 1 ? 1 : 0, period };
  });
  return { moments, length: at - from + 60_000 };
};

/** A shooter map to 13 rounds: the loser's rounds drawn, then shuffled before the winning round. */
const shooterMap: PeriodPlay = (next, winner, from, period) => {
  const loserRounds = weighted(next, [1, 2, 3, 5, 7, 9, 11, 12, 13, 13, 12, 11, 8]);
  const order = [...shuffled(next, [...Array<'home' | 'away'>(12).fill(winner), ...Array<'home' | 'away'>(loserRounds).fill(other(winner))]), winner];
  let at = from;
  const moments = order.map((side, i) => {
    at += 12_000 + next(7) * 1000;
    return { at, side, points: i === order.length - 1 ? 1 : 0, period };
  });
  return { moments, length: at - from + 45_000 };
};

/** A MOBA map: four to six minutes, then the winner destroys the base. */
const mobaMap: PeriodPlay = (next, winner, from, period) => {
  const length = 240_000 + next(121) * 1000;
  return { moments: [{ at: from + length, side: winner, points: 1, period }], length: length + 45_000 };
};

function bestOfThree(next: Draw, ratings: Ratings, play: PeriodPlay) {
  const p = periodChance(ratings);
  const won = { home: 0, away: 0 };
  const moments: SimMoment[] = [];
  const periods: number[] = [];
  let at = 0;
  while (won.home < 2 && won.away < 2) {
    const winner = unit(next) < p ? 'home' : 'away';
    periods.push(at);
    const out = play(next, winner, at, periods.length);
    moments.push(...out.moments);
    at += out.length;
    won[winner]++;
  }
  return { durationMs: at, moments, periods };
}

/* ------------------------------------------------------------------- state */

/** Moments whose period's part counts games or rounds rather than the points. */
const countsEach = (sport: SportKey) => sport === 'tennis' || sport === 'shooter';

/** The period in play at `elapsedMs` (1-based). */
function periodAt(match: SimMatch, elapsedMs: number): number {
  let period = 1;
  match.periods.forEach((start, i) => {
    if (start <= elapsedMs) period = i + 1;
  });
  return period;
}

/** The sport's clock at `elapsedMs` (sports-model LiveState): minute, over of the innings, or set/map. */
export function clockAt(match: SimMatch, elapsedMs: number): number {
  const e = Math.max(0, Math.min(elapsedMs, match.durationMs));
  const period = periodAt(match, e);
  switch (match.sport) {
    case 'football':
      return Math.min(FOOTBALL_MINUTES, Math.floor(e / FOOTBALL_MS_PER_MINUTE));
    case 'basketball':
      return Math.min(Math.round(match.durationMs / BASKETBALL_MS_PER_MINUTE), Math.floor(e / BASKETBALL_MS_PER_MINUTE));
    case 'cricket': {
      const start = match.periods[period - 1] ?? 0;
      return Math.min(period <= 2 ? CRICKET_OVERS : 2, Math.floor((e - start) / CRICKET_MS_PER_OVER));
    }
    default:
      return period;
  }
}

/** The live state `elapsedMs` after the start (the final state from durationMs on). */
export function stateAt(match: SimMatch, elapsedMs: number): LiveState {
  const e = Math.max(0, Math.min(elapsedMs, match.durationMs));
  const period = periodAt(match, e);
  const parts: [number, number][] = Array.from({ length: period }, () => [0, 0]);
  let home = 0;
  let away = 0;
  const each = countsEach(match.sport);
  for (const m of match.moments) {
    if (m.at > e) continue;
    if (m.side === 'home') home += m.points;
    else away += m.points;
    const part = parts[m.period - 1];
    if (part) part[m.side === 'home' ? 0 : 1] += each ? 1 : m.points;
  }
  return { home, away, period, clock: clockAt(match, e), parts };
}
