/**
 * PK10: a ranking of cars 01–10, first place first (10! equally likely rankings).
 * - position: a car at a chosen place (1 in 10 per line).
 * - dragon-tiger: places 1–5 each against places 10–6; dragon wins when place i's car number
 *   is higher than place (11 − i)'s, tiger when lower (1 in 2; they are never equal).
 * - top-two-sum: the sum of the first two cars, 3–19; each sum its own odds (of 90 ordered pairs).
 * - top-two-big-small: that sum, big 12–19 (40 of 90), small 3–11 (50 of 90).
 * - top-two-odd-even: that sum, odd (50 of 90), even (40 of 90).
 */
import type { BetType } from './bet-type.ts';
import type { DrawResult, OddsTerms } from '#lib/contracts/lottery-model.ts';
import { FAST_DEFAULTS, fairOdds } from './fast-odds.ts';
import { positionBet } from './position-bet.ts';
import { parseNumbers, parseOptions, refused } from './fast-selection.ts';

export const PK10_PLACES = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'] as const;
const CARS = 10;
const PAIRS = CARS * (CARS - 1);
/** The top-two sum from 12 up is big. */
const TOP_TWO_BIG_FROM = 12;

const placeIndex = (place: string) => PK10_PLACES.indexOf(place as (typeof PK10_PLACES)[number]);
const topTwo = (result: DrawResult) => Number(result[0]) + Number(result[1]);

/** Ordered pairs of two different cars summing to s. */
function sumWays(s: number): number {
  let n = 0;
  for (let a = 1; a <= CARS; a++) if (s - a >= 1 && s - a <= CARS && s - a !== a) n++;
  return n;
}
/** Ordered pairs whose sum meets the test. */
function waysWhere(test: (s: number) => boolean): number {
  let n = 0;
  for (let s = 3; s <= 2 * CARS - 1; s++) if (test(s)) n += sumWays(s);
  return n;
}

const position = positionBet(PK10_PLACES, 1, CARS, 2);

const DUEL_PLACES = PK10_PLACES.slice(0, 5);
const dragonTigerPick = {
  kind: 'options',
  options: DUEL_PLACES.flatMap((p) => [`${p}-dragon`, `${p}-tiger`]),
  min: 1,
  max: 2 * DUEL_PLACES.length,
} as const;
const half = (_line: readonly string[], terms: OddsTerms) => fairOdds(1, 2, terms);
const dragonTiger: BetType = {
  code: 'dragon-tiger',
  pick: dragonTigerPick,
  parse(text) {
    const options = parseOptions(text, dragonTigerPick);
    if (refused(options)) return options;
    return {
      lines: options.map((o) => [o.slice(0, o.lastIndexOf('-')), o.slice(o.lastIndexOf('-') + 1)]),
      text: options.join(' '),
    };
  },
  pays(line, result, terms) {
    const i = placeIndex(line[0] ?? '');
    const dragon = Number(result[i]) > Number(result[CARS - 1 - i]);
    return (line[1] === 'dragon') === dragon ? half(line, terms) : 0;
  },
  odds: half,
  defaults: FAST_DEFAULTS,
};

const sumPick = {
  kind: 'numbers',
  from: 3,
  to: 2 * CARS - 1,
  pad: 1,
  min: 1,
  max: 2 * CARS - 3,
} as const;
const sumOdds = (line: readonly string[], terms: OddsTerms) => fairOdds(sumWays(Number(line[0])), PAIRS, terms);
const topTwoSum: BetType = {
  code: 'top-two-sum',
  pick: sumPick,
  parse(text) {
    const values = parseNumbers(text, sumPick);
    if (refused(values)) return values;
    return { lines: values.map((v) => [v]), text: values.join(' ') };
  },
  pays: (line, result, terms) => (topTwo(result) === Number(line[0]) ? sumOdds(line, terms) : 0),
  odds: sumOdds,
  defaults: FAST_DEFAULTS,
};

function topTwoChoice(code: string, options: readonly [string, string], holds: (option: string, s: number) => boolean): BetType {
  const pick = { kind: 'options', options, min: 1, max: 2 } as const;
  const ways = new Map(options.map((o) => [o, waysWhere((s) => holds(o, s))]));
  const odds = (line: readonly string[], terms: OddsTerms) => fairOdds(ways.get(line[0] ?? '') ?? 0, PAIRS, terms);
  return {
    code,
    pick,
    parse(text) {
      const chosen = parseOptions(text, pick);
      if (refused(chosen)) return chosen;
      return { lines: chosen.map((o) => [o]), text: chosen.join(' ') };
    },
    pays: (line, result, terms) => (holds(line[0] ?? '', topTwo(result)) ? odds(line, terms) : 0),
    odds,
    defaults: FAST_DEFAULTS,
  };
}

export const PK10_BETS: readonly BetType[] = [
  position,
  dragonTiger,
  topTwoSum,
  topTwoChoice('top-two-big-small', ['big', 'small'], (o, s) => (o === 'big') === s >= TOP_TWO_BIG_FROM),
  topTwoChoice('top-two-odd-even', ['odd', 'even'], (o, s) => (o === 'odd') === (s % 2 === 1)),
];
