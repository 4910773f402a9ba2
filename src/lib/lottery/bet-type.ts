/**
 * What every bet type of every format answers (browser-safe): how the player picks numbers, how a
 * selection's text becomes lines, what a line returns against a result, the odds a line is
 * offered at and the default terms staff start from. The formats' files fill BET_TYPES
 * (registry.ts); the server prices and settles tickets with them, the game page draws its grid
 * and counts lines with the very same functions.
 */
import type { DrawResult, LotteryFormat, OddsTerms, SelectionError } from '#lib/contracts/lottery-model.ts';

/**
 * How the game page offers a bet type:
 * - numbers: a grid of from..to (printed with `pad` digits); a selection is min..max of them,
 *   typed as text "12 34 56" (spaces, commas or semicolons between).
 * - options: named choices (big, small, odd, even, dragon, tiger, a sum "3"…"18"); text "big odd".
 * - positions: for each named position a set of from..to; text in position order separated by
 *   "|", each part space-separated and possibly empty: "3 5||0||".
 */
export type PickSpec =
  | { kind: 'numbers'; from: number; to: number; pad: number; min: number; max: number }
  | { kind: 'options'; options: readonly string[]; min: number; max: number }
  | { kind: 'positions'; positions: readonly string[]; from: number; to: number; pad: number };

/** A selection the rules accept: its lines (each one bet) and its canonical text (stored on the ticket). */
export interface ParsedSelection {
  lines: string[][];
  text: string;
}

/** Default terms and limits of a bet type (the first `lottery_odds` row; staff edit it after). */
export interface BetDefaults extends OddsTerms {
  /** Largest stake of one ticket of this bet type (minor units). */
  maxStake: number;
  /** Largest payout of one ticket (minor units); a ticket that could pay more is refused. */
  maxPayout: number;
}

export interface BetType {
  /** Unique within its format, kebab-case ("lo2", "de", "xien2", "3-top", "sum", "any-3"). */
  code: string;
  pick: PickSpec;
  /** Canonical lines of a selection, or the refusal's code. */
  parse(text: string): ParsedSelection | { error: SelectionError };
  /** What one line returns against a result, per unit staked, in thousandths (0 = lost); a lô line adds one odds per occurrence. */
  pays(line: readonly string[], result: DrawResult, terms: OddsTerms): number;
  /** The odds one line is offered at (thousandths, stake included): the most it returns per unit on one occurrence. */
  odds(line: readonly string[], terms: OddsTerms): number;
  defaults: BetDefaults;
  /**
   * Paid once per occurrence, and one drawn value can match one of a selection's lines at most (lô:
   * a prize ends in one number; a die shows one face): a ticket is paid at most as many occurrences
   * as a line can have, however many lines it holds.
   */
  perOccurrence?: true;
}

export type BetTypes = Record<LotteryFormat, readonly BetType[]>;

/** A refused selection? */
export function isRefused(p: ParsedSelection | { error: SelectionError }): p is { error: SelectionError } {
  return 'error' in p;
}
