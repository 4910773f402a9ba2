/**
 * The fast games return what they state (97.5 % by default), bet type by bet type.
 *
 * 1. Exact: each representative line's expected return, over every outcome that decides it (K3's
 *    216 rolls, 11x5's 55 440 ordered draws, SSC's 100 000 results, PK10's 90 ordered pairs of the
 *    places a line reads, Keno's hypergeometric match counts), through the bet type's own `pays`,
 *    lies within 0.5 pp below the stated rate and never above it.
 * 2. Simulated: 1,000,000 draws per game, mapped onto the format's shape by the same function as
 *    the house draws (shapeResult in fair-draw.ts). The draws here come from a fast seeded
 *    generator rather than HMAC-SHA256: the HMAC's uniformity is the fair-draw tests' concern,
 *    this test is about the paytables. Each bet type's measured return, averaged over its lines,
 *    must be within ±0.5 pp of the stated rate. A bet type whose lines win rarely and pay much
 *    (a K3 triple, an 11x5 first-three, an SSC straight, a Keno pick of 5 or more) swings by more
 *    than that over a million draws by chance alone (its standard error, measured alongside, is
 *    above 0.125 pp); for those the simulation is held to four standard errors and the ±0.5 pp
 *    bound rests on the exact check above.
 */
import { describe, expect, it } from 'vitest';
import type { DrawResult, LotteryFormat, OddsTerms } from '#lib/contracts/lottery-model.ts';
import { type BetType, isRefused } from '#lib/lottery/bet-type.ts';
import { chooseBig, subsets } from '#lib/lottery/combinatorics.ts';
import { shapeResult } from '#lib/lottery/fair-draw.ts';
import { kenoWays } from '#lib/lottery/keno.ts';
import { BET_TYPES } from '#lib/lottery/registry.ts';

const TERMS: OddsTerms = { oddsMilli: null, returnBps: 9_750, costUnits: 1 };
const STATED = TERMS.returnBps / 10_000;
const BOUND = 0.005;
const DRAWS = 1_000_000;
const TWO_POW_32 = 4_294_967_296;

/** sfc32, a small fast generator with a 128-bit state, as unbiased whole numbers below n (rejection sampling, as fair-draw.ts). */
function seeded(seed: number): (n: number) => number {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const word = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 16; i++) word();
  return (n) => {
    const limit = Math.floor(TWO_POW_32 / n) * n;
    for (;;) {
      const w = word();
      if (w < limit) return w % n;
    }
  };
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
/** Windows of k consecutive values of 1..size, wrapping round: size lines covering each value k times. */
const windows = (size: number, k: number) => range(0, size - 1).map((i) => range(0, k - 1).map((j) => ((i + j) % size) + 1));

function linesOf(bet: BetType, texts: readonly string[]): string[][] {
  return texts.flatMap((t) => {
    const p = bet.parse(t);
    if (isRefused(p)) throw new Error(`${bet.code}: "${t}" refused (${p.error})`);
    return p.lines;
  });
}

/** The lines each bet type is measured on: all of them where few, else a set covering the grid evenly. */
function representative(format: LotteryFormat, bet: BetType): string[][] {
  const pick = bet.pick;
  if (pick.kind === 'options') return linesOf(bet, [pick.options.join(' ')]);
  if (format === 'keno') {
    const k = Number(bet.code.slice('pick-'.length));
    return linesOf(
      bet,
      range(0, 3).map((j) =>
        range(1, k)
          .map((i) => j * 20 + i)
          .join(' '),
      ),
    );
  }
  if (format === '11x5') {
    // Eleven windows of the grid where lines win often; six where they win rarely (their bound rests on the exact check).
    const k = pick.kind === 'positions' ? pick.positions.length : pick.min;
    const lines = windows(11, k).filter((_, i) => k <= 2 || i % 2 === 0);
    return linesOf(
      bet,
      lines.map((w) => w.join(pick.kind === 'positions' ? '|' : ' ')),
    );
  }
  if (pick.kind === 'positions') {
    if (format === 'ssc' && pick.positions.length === 3)
      return linesOf(
        bet,
        range(0, 9).map((d) => [d, (d + 3) % 10, (d + 7) % 10].join('|')),
      );
    // Every number at the first and the last position: exactly one line of each wins every draw.
    const every = range(pick.from, pick.to).join(' ');
    return linesOf(bet, [pick.positions.map((_, i) => (i === 0 || i === pick.positions.length - 1 ? every : '')).join('|')]);
  }
  return linesOf(bet, [range(pick.from, pick.to).join(' ')]);
}

/** Every equally likely result of the small formats, listed once. */
const EVERY_RESULT = {
  k3: () => range(0, 215).map((v) => [Math.floor(v / 36), Math.floor(v / 6) % 6, v % 6].map((d) => String(d + 1))),
  ssc: () => range(0, 99_999).map((v) => String(v).padStart(5, '0').split('')),
  '11x5': () => subsets(range(1, 11), 5).flatMap((set) => permutations(set).map((order) => order.map(pad2))),
};
const everyResult = new Map<string, DrawResult[]>();
function listed(format: keyof typeof EVERY_RESULT): DrawResult[] {
  if (!everyResult.has(format)) everyResult.set(format, EVERY_RESULT[format]());
  return everyResult.get(format)!;
}

/** Every outcome deciding a line, with its probability: enumerated, or built for the places/matches it reads. */
function* outcomes(format: LotteryFormat, bet: BetType, line: readonly string[]): Generator<[DrawResult, number]> {
  switch (format) {
    case 'k3':
    case 'ssc':
    case '11x5': {
      const all = listed(format);
      for (const result of all) yield [result, 1 / all.length];
      return;
    }
    case 'pk10': {
      // A line reads at most two places (one car's place, a duel, the first two); the others take the remaining cars in order.
      const places = pk10Places(bet.code, line);
      for (const a of range(1, 10)) {
        for (const b of range(1, 10)) {
          if (a === b) continue;
          const rest = range(1, 10).filter((c) => c !== a && c !== b);
          const ranking: number[] = [];
          for (let i = 0; i < 10; i++) ranking.push(i === places[0] ? a : i === places[1] ? b : rest.shift()!);
          yield [ranking.map(pad2), 1 / 90];
        }
      }
      return;
    }
    case 'keno': {
      const total = Number(chooseBig(80, 20));
      const others = range(1, 80)
        .map(pad2)
        .filter((n) => !line.includes(n));
      for (let m = 0; m <= line.length; m++) yield [[...line.slice(0, m), ...others.slice(0, 20 - m)], Number(kenoWays(line.length, m)) / total];
      return;
    }
    default:
      throw new Error(`not a fast format: ${format}`);
  }
}

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [items.slice()];
  return items.flatMap((x, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((p) => [x, ...p]));
}

const PK10_PLACES = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];
function pk10Places(code: string, line: readonly string[]): [number, number] {
  if (code === 'position') return [PK10_PLACES.indexOf(line[0] ?? ''), -1];
  if (code === 'dragon-tiger') {
    const i = PK10_PLACES.indexOf(line[0] ?? '');
    return [i, 9 - i];
  }
  return [0, 1];
}

function exactReturn(format: LotteryFormat, bet: BetType, line: readonly string[]): number {
  let r = 0;
  for (const [result, p] of outcomes(format, bet, line)) r += (p * bet.pays(line, result, TERMS)) / 1000;
  return r;
}

interface Measured {
  code: string;
  measured: number;
  stdError: number;
}

/** One million draws of the format; each bet type's return averaged over its representative lines. */
function simulate(format: LotteryFormat, seed: number): Measured[] {
  const next = seeded(seed);
  const bets = BET_TYPES[format].map((bet) => ({ bet, lines: representative(format, bet), sum: 0, squares: 0 }));
  for (let d = 0; d < DRAWS; d++) {
    const result = shapeResult(format, next);
    for (const b of bets) {
      let pays = 0;
      for (const line of b.lines) pays += b.bet.pays(line, result, TERMS);
      const perLine = pays / b.lines.length / 1000;
      b.sum += perLine;
      b.squares += perLine * perLine;
    }
  }
  return bets.map((b) => {
    const mean = b.sum / DRAWS;
    const variance = b.squares / DRAWS - mean * mean;
    return { code: b.bet.code, measured: mean, stdError: Math.sqrt(variance / DRAWS) };
  });
}

const pp = (x: number) => `${(100 * x).toFixed(3)} %`;

const GAMES: readonly [LotteryFormat, number][] = [
  ['k3', 1],
  ['11x5', 2],
  ['ssc', 3],
  ['pk10', 4],
  ['keno', 5],
];

describe('fast games: the stated return', () => {
  for (const [format] of GAMES) {
    it(`${format}: every bet type's exact return is within 0.5 pp below the stated ${pp(STATED)}`, () => {
      for (const bet of BET_TYPES[format]) {
        for (const line of representative(format, bet)) {
          const r = exactReturn(format, bet, line);
          expect(r, `${format}/${bet.code} ${line.join(' ')}: ${pp(r)}`).toBeLessThanOrEqual(STATED + 1e-12);
          expect(r, `${format}/${bet.code} ${line.join(' ')}: ${pp(r)}`).toBeGreaterThanOrEqual(STATED - BOUND);
        }
      }
    }, 120_000);
  }

  for (const [format, seed] of GAMES) {
    it(`${format}: 1,000,000 simulated draws return the stated rate for every bet type`, () => {
      const measured = simulate(format, seed);
      expect(measured).toHaveLength(BET_TYPES[format].length);
      for (const m of measured) {
        const gap = Math.abs(m.measured - STATED);
        const bound = m.stdError <= BOUND / 4 ? BOUND : 4 * m.stdError;
        expect(gap, `${format}/${m.code}: measured ${pp(m.measured)} (standard error ${pp(m.stdError)}), allowed ±${pp(bound)}`).toBeLessThanOrEqual(bound);
      }
    }, 120_000);
  }
});
