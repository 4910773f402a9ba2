/**
 * Helpers of the digit games (VN, Thai, 4D; browser-safe): reading a typed selection of
 * fixed-width numbers, the k-combinations of a list, and the values of one prize row of a result.
 */
import { type DrawResult, DRAW_SHAPES, type LotteryFormat, type SelectionError } from '#lib/contracts/lottery-model.ts';

/** Bengali digits ০–৯ typed on a phone are read as 0–9. */
const BENGALI_ZERO = 0x09e6;
const toAsciiDigits = (text: string) => text.replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - BENGALI_ZERO));

/** The words of a typed selection: separated by spaces, commas, semicolons or new lines. */
export function words(text: string): string[] {
  return toAsciiDigits(text)
    .split(/[\s,;]+/)
    .filter(Boolean);
}

/**
 * Distinct numbers of exactly `digits` digits (leading zeros kept), sorted; refused when none,
 * when a word is not a number (NUMBER_OUT_OF_RANGE), has another length (WRONG_DIGIT_COUNT),
 * repeats (DUPLICATE_SELECTION) or when there are more than `max`.
 */
export function digitNumbers(text: string, digits: number, max: number): string[] | { error: SelectionError } {
  const list = words(text);
  if (!list.length) return { error: 'EMPTY_SELECTION' };
  if (list.some((w) => !/^[0-9]+$/.test(w))) return { error: 'NUMBER_OUT_OF_RANGE' };
  if (list.some((w) => w.length !== digits)) return { error: 'WRONG_DIGIT_COUNT' };
  if (new Set(list).size !== list.length) return { error: 'DUPLICATE_SELECTION' };
  if (list.length > max) return { error: 'TOO_MANY_NUMBERS' };
  return list.sort();
}

/** n choose k (exact for the small numbers of a selection). */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return Math.round(r);
}

/** The k-combinations of `items`, each in the items' order, in lexicographic order. */
export function combinations<T>(items: readonly T[], k: number): T[][] {
  const out: T[][] = [];
  const pick: T[] = [];
  const walk = (from: number) => {
    if (pick.length === k) {
      out.push([...pick]);
      return;
    }
    for (let i = from; i <= items.length - (k - pick.length); i++) {
      pick.push(items[i]!);
      walk(i + 1);
      pick.pop();
    }
  };
  walk(0);
  return out;
}

/** The values of prize row `prize` of a result of `format` (DRAW_SHAPES order). */
export function prizeValues(format: LotteryFormat, result: DrawResult, prize: string): string[] {
  const shape = DRAW_SHAPES[format];
  if (shape.kind !== 'digits') return [];
  let at = 0;
  for (const row of shape.prizes) {
    if (row.prize === prize) return result.slice(at, at + row.count);
    at += row.count;
  }
  return [];
}

/** The prize row each value of a result of `format` belongs to, in order. */
export function prizeOfEach(format: LotteryFormat): string[] {
  const shape = DRAW_SHAPES[format];
  if (shape.kind !== 'digits') return [];
  return shape.prizes.flatMap((row) => Array.from({ length: row.count }, () => row.prize));
}

/** How many prizes of `format` have at least `digits` digits (what one lô line costs in units). */
export function prizesWithDigits(format: LotteryFormat, digits: number): number {
  const shape = DRAW_SHAPES[format];
  if (shape.kind !== 'digits') return 0;
  return shape.prizes.filter((row) => row.digits >= digits).reduce((n, row) => n + row.count, 0);
}
