/**
 * A fixed-odds bet on fixed-width numbers (browser-safe): each chosen number is one line, paid at
 * the staff's odds (`oddsMilli`, the default when a row has none) for each time it matches. The
 * VN, Thai and 4D bet types are made with it.
 */
import type { DrawResult, OddsTerms } from '#lib/contracts/lottery-model.ts';
import type { BetDefaults, BetType } from './bet-type.ts';
import { digitNumbers } from './digits.ts';

export interface NumberBetSpec {
  code: string;
  /** Digits of each number (2 for "07"). */
  digits: number;
  /** Most numbers in one selection. */
  max: number;
  defaults: BetDefaults & { oddsMilli: number };
  /** How many times the number wins against the result (0 = lost; lô counts occurrences). */
  hits(number: string, result: DrawResult): number;
  /** What one hit returns per unit, in thousandths, at the odds `oddsMilli` (default: the odds). */
  hitPays?(number: string, result: DrawResult, oddsMilli: number): number;
  /** What one line is offered at, at `oddsMilli` (default: the odds). */
  lineOdds?(number: string, oddsMilli: number): number;
  /** The line a typed number stands for (3 tod: its digits sorted); numbers with the same line repeat. */
  canonical?(number: string): string;
}

/** The staff's odds of a row, or the bet type's default. */
export const oddsOf = (terms: OddsTerms, defaults: { oddsMilli: number }) => terms.oddsMilli ?? defaults.oddsMilli;

export function numberBet(spec: NumberBetSpec): BetType {
  const { code, digits, max, defaults } = spec;
  return {
    code,
    pick: {
      kind: 'numbers',
      from: 0,
      to: 10 ** digits - 1,
      pad: digits,
      min: 1,
      max,
    },
    parse(text) {
      const numbers = digitNumbers(text, digits, max);
      if (!Array.isArray(numbers)) return numbers;
      const lines = spec.canonical ? numbers.map(spec.canonical) : numbers;
      if (new Set(lines).size !== lines.length) return { error: 'DUPLICATE_SELECTION' };
      lines.sort();
      return { lines: lines.map((n) => [n]), text: lines.join(' ') };
    },
    pays(line, result, terms) {
      const number = line[0] ?? '';
      const times = spec.hits(number, result);
      if (!times) return 0;
      const odds = oddsOf(terms, defaults);
      return times * (spec.hitPays ? spec.hitPays(number, result, odds) : odds);
    },
    odds(line, terms) {
      const odds = oddsOf(terms, defaults);
      return spec.lineOdds ? spec.lineOdds(line[0] ?? '', odds) : odds;
    },
    defaults,
  };
}
