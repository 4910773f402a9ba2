/**
 * K3: three dice, 216 equally likely outcomes. Odds are the inverse of each line's true
 * probability × the return rate (fast-odds.ts).
 * - sum: the dice's sum, 3–18, each sum its own odds.
 * - big-small: big is a sum of 11–17, small 4–10; a triple loses both (105 of 216 ways each).
 * - odd-even: of the sum; a triple loses both as well (105 of 216 ways each).
 * - triple-any: any triple (6 ways); triple: a chosen triple (1 way).
 * - pair: at least two dice show the chosen face (16 ways; a triple counts).
 * - single: the chosen face, paid once per die showing it (0–3 times; it shows 108 times over
 *   the 216 outcomes, so one occurrence pays twice the rate).
 */
import type { BetType, ParsedSelection } from './bet-type.ts';
import type { DrawResult, OddsTerms, SelectionError } from '#lib/contracts/lottery-model.ts';
import { FAST_DEFAULTS, fairOdds } from './fast-odds.ts';
import { parseNumbers, parseOptions, refused } from './fast-selection.ts';

const OUTCOMES = 216;
const NON_TRIPLE_HALF = 105;
/** Ways to roll each sum 3..18 (index = sum − 3). */
const SUM_WAYS = [1, 3, 6, 10, 15, 21, 25, 27, 27, 25, 21, 15, 10, 6, 3, 1] as const;

const sum = (dice: readonly string[]) => dice.reduce((n, d) => n + Number(d), 0);
const isTriple = (dice: readonly string[]) => dice[0] === dice[1] && dice[1] === dice[2];
const count = (dice: readonly string[], face: string) => dice.filter((d) => d === face).length;

type Parsed = ParsedSelection | { error: SelectionError };

/** One line per chosen number (or option), the text being the chosen values. */
function eachValue(values: string[] | { error: SelectionError }): Parsed {
  if (refused(values)) return values;
  return { lines: values.map((v) => [v]), text: values.join(' ') };
}

function numbersBet(
  code: string,
  from: number,
  to: number,
  pays: (line: readonly string[], dice: DrawResult, terms: OddsTerms) => number,
  odds: (line: readonly string[], terms: OddsTerms) => number,
): BetType {
  const pick = {
    kind: 'numbers',
    from,
    to,
    pad: 1,
    min: 1,
    max: to - from + 1,
  } as const;
  return {
    code,
    pick,
    parse: (text) => eachValue(parseNumbers(text, pick)),
    pays,
    odds,
    defaults: FAST_DEFAULTS,
  };
}

function optionsBet(code: string, options: readonly string[], wins: (option: string, dice: DrawResult) => boolean, ways: (option: string) => number): BetType {
  const pick = {
    kind: 'options',
    options,
    min: 1,
    max: options.length,
  } as const;
  const odds = (line: readonly string[], terms: OddsTerms) => fairOdds(ways(line[0] ?? ''), OUTCOMES, terms);
  return {
    code,
    pick,
    parse: (text) => eachValue(parseOptions(text, pick)),
    pays: (line, dice, terms) => (wins(line[0] ?? '', dice) ? odds(line, terms) : 0),
    odds,
    defaults: FAST_DEFAULTS,
  };
}

const sumOdds = (line: readonly string[], terms: OddsTerms) => fairOdds(SUM_WAYS[Number(line[0]) - 3] ?? 0, OUTCOMES, terms);

const sumBet = numbersBet('sum', 3, 18, (line, dice, terms) => (sum(dice) === Number(line[0]) ? sumOdds(line, terms) : 0), sumOdds);

const bigSmall = optionsBet(
  'big-small',
  ['big', 'small'],
  (option, dice) => !isTriple(dice) && (option === 'big') === sum(dice) >= 11,
  () => NON_TRIPLE_HALF,
);

const oddEven = optionsBet(
  'odd-even',
  ['odd', 'even'],
  (option, dice) => !isTriple(dice) && (option === 'odd') === (sum(dice) % 2 === 1),
  () => NON_TRIPLE_HALF,
);

const tripleAny = optionsBet(
  'triple-any',
  ['any-triple'],
  (_o, dice) => isTriple(dice),
  () => 6,
);

const tripleOdds = (_line: readonly string[], terms: OddsTerms) => fairOdds(1, OUTCOMES, terms);
const triple = numbersBet('triple', 1, 6, (line, dice, terms) => (count(dice, line[0] ?? '') === 3 ? tripleOdds(line, terms) : 0), tripleOdds);

/** At least two of the face: 15 exact pairs (3 places for the odd die × 5 faces) and the triple. */
const pairOdds = (_line: readonly string[], terms: OddsTerms) => fairOdds(16, OUTCOMES, terms);
const pair = numbersBet('pair', 1, 6, (line, dice, terms) => (count(dice, line[0] ?? '') >= 2 ? pairOdds(line, terms) : 0), pairOdds);

/** A face shows 3 × 216 / 6 = 108 times over all outcomes. */
const singleOdds = (_line: readonly string[], terms: OddsTerms) => fairOdds(108, OUTCOMES, terms);
const single: BetType = { ...numbersBet('single', 1, 6, (line, dice, terms) => count(dice, line[0] ?? '') * singleOdds(line, terms), singleOdds), perOccurrence: true };

export const K3_BETS: readonly BetType[] = [sumBet, bigSmall, oddEven, tripleAny, triple, pair, single];
