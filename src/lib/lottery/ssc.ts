/**
 * SSC: five digits 0–9, ten-thousands first (100 000 equally likely results).
 * - position: a digit at a chosen position (1 in 10 per line).
 * - big-small-odd-even: per position, big 5–9, small 0–4, odd, even (1 in 2).
 * - sum-big-small: the five digits' sum (0–45), big 23–45, small 0–22 (1 in 2, by symmetry).
 * - sum-odd-even: of the same sum (1 in 2).
 * - front-3, mid-3, back-3: three exact digits at positions 1–3, 2–4 or 3–5 (1 in 1 000).
 */
import type { BetType, ParsedSelection } from './bet-type.ts';
import type { DrawResult, OddsTerms, SelectionError } from '#lib/contracts/lottery-model.ts';
import { product } from './combinatorics.ts';
import { FAST_DEFAULTS, fairOdds } from './fast-odds.ts';
import { positionBet } from './position-bet.ts';
import { parseOptions, parsePositions, positionsText, refused } from './fast-selection.ts';

export const SSC_POSITIONS = ['ten-thousands', 'thousands', 'hundreds', 'tens', 'units'] as const;
const DIGIT_CHOICES = ['big', 'small', 'odd', 'even'] as const;
/** Sums of 23 and more are big: half of the 100 000 results. */
const SUM_BIG_FROM = 23;

const digitAt = (result: DrawResult, position: string) => Number(result[SSC_POSITIONS.indexOf(position as (typeof SSC_POSITIONS)[number])]);
const half = (_line: readonly string[], terms: OddsTerms) => fairOdds(1, 2, terms);

const position = positionBet(SSC_POSITIONS, 0, 9, 1);

const choiceHolds = (choice: string, value: number, bigFrom: number) =>
  choice === 'big' ? value >= bigFrom : choice === 'small' ? value < bigFrom : choice === 'odd' ? value % 2 === 1 : value % 2 === 0;

const perPositionPick = {
  kind: 'options',
  options: SSC_POSITIONS.flatMap((p) => DIGIT_CHOICES.map((c) => `${p}-${c}`)),
  min: 1,
  max: SSC_POSITIONS.length * DIGIT_CHOICES.length,
} as const;
const bigSmallOddEven: BetType = {
  code: 'big-small-odd-even',
  pick: perPositionPick,
  parse(text) {
    const options = parseOptions(text, perPositionPick);
    if (refused(options)) return options;
    const lines = options.map((o) => {
      const choice = DIGIT_CHOICES.find((c) => o.endsWith(`-${c}`)) ?? '';
      return [o.slice(0, o.length - choice.length - 1), choice];
    });
    return { lines, text: options.join(' ') };
  },
  pays: (line, result, terms) => (choiceHolds(line[1] ?? '', digitAt(result, line[0] ?? ''), 5) ? half(line, terms) : 0),
  odds: half,
  defaults: FAST_DEFAULTS,
};

const total = (result: DrawResult) => result.reduce((n, d) => n + Number(d), 0);

function sumBet(code: string, options: readonly string[]): BetType {
  const pick = {
    kind: 'options',
    options,
    min: 1,
    max: options.length,
  } as const;
  return {
    code,
    pick,
    parse(text) {
      const chosen = parseOptions(text, pick);
      if (refused(chosen)) return chosen;
      return { lines: chosen.map((o) => [o]), text: chosen.join(' ') };
    },
    pays: (line, result, terms) => (choiceHolds(line[0] ?? '', total(result), SUM_BIG_FROM) ? half(line, terms) : 0),
    odds: half,
    defaults: FAST_DEFAULTS,
  };
}

function straight(code: string, first: number): BetType {
  const pick = {
    kind: 'positions',
    positions: SSC_POSITIONS.slice(first, first + 3),
    from: 0,
    to: 9,
    pad: 1,
  } as const;
  const odds = (_line: readonly string[], terms: OddsTerms) => fairOdds(1, 1_000, terms);
  return {
    code,
    pick,
    parse(text): ParsedSelection | { error: SelectionError } {
      const parts = parsePositions(text, pick, true);
      if (refused(parts)) return parts;
      return { lines: product(parts), text: positionsText(parts) };
    },
    pays: (line, result, terms) => (line.every((d, i) => result[first + i] === d) ? odds(line, terms) : 0),
    odds,
    defaults: FAST_DEFAULTS,
  };
}

export const SSC_BETS: readonly BetType[] = [
  position,
  bigSmallOddEven,
  sumBet('sum-big-small', ['big', 'small']),
  sumBet('sum-odd-even', ['odd', 'even']),
  straight('front-3', 0),
  straight('mid-3', 1),
  straight('back-3', 2),
];
