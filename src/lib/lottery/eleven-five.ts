/**
 * 11x5: five distinct numbers of 01–11 in drawn order (462 sets, 55 440 ordered draws).
 * - any-1 … any-5: the line's k numbers are all among the five drawn (C(11−k, 5−k) of 462 sets).
 * - any-6 … any-8: the five drawn are all among the line's k numbers (C(k, 5) of 462 sets).
 *   Choosing n numbers makes C(n, k) lines.
 * - first-1: the first number drawn (1 in 11).
 * - first-2, first-3: the first two / three in order, one number per place (1 in 110, 1 in 990).
 * - first-2-any, first-3-any: the same numbers in any order (2 in 110, 6 in 990); n numbers make C(n, k) lines.
 */
import type { BetType, ParsedSelection } from './bet-type.ts';
import type { DrawResult, OddsTerms, SelectionError } from '#lib/contracts/lottery-model.ts';
import { choose, product, subsets } from './combinatorics.ts';
import { FAST_DEFAULTS, fairOdds } from './fast-odds.ts';
import { parseNumbers, parsePositions, positionsText, refused } from './fast-selection.ts';

const SIZE = 11;
const DRAWN = 5;
const SETS = choose(SIZE, DRAWN);
const PLACES = ['first', 'second', 'third'] as const;

/** How many drawn sets a k-number line wins on. */
const anyWays = (k: number) => (k <= DRAWN ? choose(SIZE - k, DRAWN - k) : choose(k, DRAWN));

function anyBet(k: number): BetType {
  const pick = {
    kind: 'numbers',
    from: 1,
    to: SIZE,
    pad: 2,
    min: k,
    max: SIZE,
  } as const;
  const odds = (_line: readonly string[], terms: OddsTerms) => fairOdds(anyWays(k), SETS, terms);
  return {
    code: `any-${k}`,
    pick,
    parse(text) {
      const values = parseNumbers(text, pick);
      if (refused(values)) return values;
      return { lines: subsets(values, k), text: values.join(' ') };
    },
    pays(line, result, terms) {
      const wins = k <= DRAWN ? line.every((n) => result.includes(n)) : result.every((n) => line.includes(n));
      return wins ? odds(line, terms) : 0;
    },
    odds,
    defaults: FAST_DEFAULTS,
  };
}

/** Ordered draws of the first k places: 11 × 10 × … (k factors). */
const orderedOutcomes = (k: number) => Array.from({ length: k }, (_, i) => SIZE - i).reduce((a, b) => a * b, 1);

function firstInOrder(k: number): BetType {
  const pick = {
    kind: 'positions',
    positions: PLACES.slice(0, k),
    from: 1,
    to: SIZE,
    pad: 2,
  } as const;
  const odds = (_line: readonly string[], terms: OddsTerms) => fairOdds(1, orderedOutcomes(k), terms);
  return {
    code: `first-${k}`,
    pick,
    parse(text): ParsedSelection | { error: SelectionError } {
      const parts = parsePositions(text, pick, true);
      if (refused(parts)) return parts;
      const lines = product(parts).filter((l) => new Set(l).size === l.length);
      if (!lines.length) return { error: 'DUPLICATE_SELECTION' };
      return { lines, text: positionsText(parts) };
    },
    pays: (line, result: DrawResult, terms) => (line.every((n, i) => result[i] === n) ? odds(line, terms) : 0),
    odds,
    defaults: FAST_DEFAULTS,
  };
}

function firstAnyOrder(k: number): BetType {
  const pick = {
    kind: 'numbers',
    from: 1,
    to: SIZE,
    pad: 2,
    min: k,
    max: SIZE,
  } as const;
  const ways = Array.from({ length: k }, (_, i) => i + 1).reduce((a, b) => a * b, 1);
  const odds = (_line: readonly string[], terms: OddsTerms) => fairOdds(ways, orderedOutcomes(k), terms);
  return {
    code: `first-${k}-any`,
    pick,
    parse(text) {
      const values = parseNumbers(text, pick);
      if (refused(values)) return values;
      return { lines: subsets(values, k), text: values.join(' ') };
    },
    pays(line, result, terms) {
      const first = result.slice(0, k);
      return line.every((n) => first.includes(n)) ? odds(line, terms) : 0;
    },
    odds,
    defaults: FAST_DEFAULTS,
  };
}

export const ELEVEN_FIVE_BETS: readonly BetType[] = [...[1, 2, 3, 4, 5, 6, 7, 8].map(anyBet), firstInOrder(1), firstInOrder(2), firstInOrder(3), firstAnyOrder(2), firstAnyOrder(3)];
