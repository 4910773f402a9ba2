/**
 * Keno: twenty distinct numbers of 01–80 are drawn. `pick-k` (k = 1…10): a line is k numbers and
 * pays by how many of them are drawn, from the paytable of k. Each paytable keeps the shape of a
 * common keno table (KENO_SHAPES: relative prizes by matches) scaled so the expected return is the
 * stated rate: with P(m) = C(k, m) · C(80 − k, 20 − m) / C(80, 20) (hypergeometric, computed exactly),
 * prize(m) = ⌊shape(m) × rate ÷ Σ P(j) · shape(j)⌋ in thousandths. Choosing n > k numbers makes
 * C(n, k) lines, at most KENO_MAX_LINES.
 */
import type { BetType } from './bet-type.ts';
import type { OddsTerms } from '#lib/contracts/lottery-model.ts';
import { choose, chooseBig, subsets } from './combinatorics.ts';
import { FAST_DEFAULTS } from './fast-odds.ts';
import { parseNumbers, refused } from './fast-selection.ts';

const POOL = 80;
const DRAWN = 20;
/** The most lines one keno selection may make. */
export const KENO_MAX_LINES = 252;

/** Relative prizes by the number of matches, for picks of 1…10 (index = matches). */
export const KENO_SHAPES: Readonly<Record<number, readonly number[]>> = {
  1: [0, 3],
  2: [0, 0, 12],
  3: [0, 0, 1, 40],
  4: [0, 0, 1, 5, 100],
  5: [0, 0, 0, 2, 15, 600],
  6: [0, 0, 0, 1, 6, 80, 1_800],
  7: [0, 0, 0, 1, 3, 20, 150, 5_000],
  8: [0, 0, 0, 0, 2, 10, 80, 1_000, 10_000],
  9: [0, 0, 0, 0, 1, 5, 50, 300, 4_000, 10_000],
  10: [2, 0, 0, 0, 0, 3, 15, 100, 1_000, 4_000, 10_000],
};

/** Draws (of C(80, 20)) in which a k-number line has exactly m numbers drawn. */
export const kenoWays = (k: number, m: number): bigint => chooseBig(k, m) * chooseBig(POOL - k, DRAWN - m);

/** Paytables already worked out, by pick and return rate. */
const tables = new Map<number, Map<number, readonly number[]>>();

/** The paytable of pick-k at a return rate: thousandths per unit by matches 0…k. */
export function kenoPaytable(k: number, returnBps: number): readonly number[] {
  let byRate = tables.get(k);
  if (!byRate) tables.set(k, (byRate = new Map()));
  const known = byRate.get(returnBps);
  if (known) return known;
  const shape = KENO_SHAPES[k] ?? [];
  const total = chooseBig(POOL, DRAWN);
  const weighted = shape.reduce((sum, s, m) => sum + BigInt(s) * kenoWays(k, m), 0n);
  // rate in thousandths is returnBps / 10; prize(m) = shape(m) × rate × total / weighted
  const table = shape.map((s) => Number((BigInt(s) * BigInt(returnBps) * total) / (10n * weighted)));
  byRate.set(returnBps, table);
  return table;
}

/** The drawn numbers as a set, kept for the last result asked (settling a draw asks the same result ticket after ticket). */
let lastResult: readonly string[] | null = null;
let lastDrawn = new Set<string>();
function drawnSet(result: readonly string[]): ReadonlySet<string> {
  if (result !== lastResult) {
    lastResult = result;
    lastDrawn = new Set(result);
  }
  return lastDrawn;
}

/** The most numbers pick-k accepts: C(n, k) lines stay within KENO_MAX_LINES. */
function maxNumbers(k: number): number {
  let n = k;
  while (n < POOL && choose(n + 1, k) <= KENO_MAX_LINES) n++;
  return n;
}

function pickBet(k: number): BetType {
  const pick = {
    kind: 'numbers',
    from: 1,
    to: POOL,
    pad: 2,
    min: k,
    max: maxNumbers(k),
  } as const;
  return {
    code: `pick-${k}`,
    pick,
    parse(text) {
      const values = parseNumbers(text, pick);
      if (refused(values)) return values;
      return { lines: subsets(values, k), text: values.join(' ') };
    },
    pays(line, result, terms: OddsTerms) {
      const drawn = drawnSet(result);
      let matches = 0;
      for (const x of line) if (drawn.has(x)) matches++;
      return kenoPaytable(k, terms.returnBps)[matches] ?? 0;
    },
    odds: (_line, terms) => kenoPaytable(k, terms.returnBps)[k] ?? 0,
    defaults: FAST_DEFAULTS,
  };
}

export const KENO_BETS: readonly BetType[] = Array.from({ length: 10 }, (_, i) => pickBet(i + 1));
