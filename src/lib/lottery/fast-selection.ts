/**
 * Reading a fast game's selection text (browser-safe) for the three kinds of pick: numbers
 * ("3 7 11"), options ("big odd") and positions ("1 2||0||9", one part per position). Each reader
 * answers canonical values (padded, sorted, in the pick's order) or the refusal's code.
 */
import type { SelectionError } from '#lib/contracts/lottery-model.ts';
import type { PickSpec } from './bet-type.ts';

type Refusal = { error: SelectionError };
type NumbersPick = Extract<PickSpec, { kind: 'numbers' }>;
type OptionsPick = Extract<PickSpec, { kind: 'options' }>;
type PositionsPick = Extract<PickSpec, { kind: 'positions' }>;

const tokens = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

export const padded = (value: number, width: number) => String(value).padStart(width, '0');

/** A refusal? */
export function refused<T>(r: T | Refusal): r is Refusal {
  return typeof r === 'object' && r !== null && 'error' in r;
}

/** Distinct numbers of from..to, ascending and padded; digits beyond the widest number are a wrong count. */
function readNumbers(parts: readonly string[], from: number, to: number, pad: number): string[] | Refusal {
  const width = Math.max(pad, String(to).length);
  const values: number[] = [];
  for (const p of parts) {
    if (!/^\d+$/.test(p)) return { error: 'NUMBER_OUT_OF_RANGE' };
    if (p.length > width) return { error: 'WRONG_DIGIT_COUNT' };
    const v = Number(p);
    if (v < from || v > to) return { error: 'NUMBER_OUT_OF_RANGE' };
    values.push(v);
  }
  if (new Set(values).size !== values.length) return { error: 'DUPLICATE_SELECTION' };
  return values.sort((a, b) => a - b).map((v) => padded(v, pad));
}

/** A numbers pick: min..max distinct numbers of the grid. */
export function parseNumbers(text: string, pick: NumbersPick): string[] | Refusal {
  const parts = tokens(text);
  if (!parts.length) return { error: 'EMPTY_SELECTION' };
  const values = readNumbers(parts, pick.from, pick.to, pick.pad);
  if (refused(values)) return values;
  if (values.length < pick.min) return { error: 'TOO_FEW_NUMBERS' };
  if (values.length > pick.max) return { error: 'TOO_MANY_NUMBERS' };
  return values;
}

/** An options pick: min..max distinct options (in any letter case), in the pick's order. */
export function parseOptions(text: string, pick: OptionsPick): string[] | Refusal {
  const parts = tokens(text.toLowerCase());
  if (!parts.length) return { error: 'EMPTY_SELECTION' };
  if (parts.some((p) => !pick.options.includes(p))) return { error: 'NUMBER_OUT_OF_RANGE' };
  if (new Set(parts).size !== parts.length) return { error: 'DUPLICATE_SELECTION' };
  if (parts.length < pick.min) return { error: 'TOO_FEW_NUMBERS' };
  if (parts.length > pick.max) return { error: 'TOO_MANY_NUMBERS' };
  return pick.options.filter((o) => parts.includes(o));
}

/**
 * A positions pick: one part per position, separated by "|" (missing trailing parts are empty),
 * each a set of distinct numbers. `everyPosition` asks for at least one number in each part.
 */
export function parsePositions(text: string, pick: PositionsPick, everyPosition: boolean): string[][] | Refusal {
  const parts = text.split('|');
  if (parts.length > pick.positions.length) return { error: 'NUMBER_OUT_OF_RANGE' };
  const out: string[][] = [];
  for (let i = 0; i < pick.positions.length; i++) {
    const part = tokens(parts[i] ?? '');
    const values = readNumbers(part, pick.from, pick.to, pick.pad);
    if (refused(values)) return values;
    out.push(values);
  }
  if (out.every((v) => !v.length)) return { error: 'EMPTY_SELECTION' };
  if (everyPosition && out.some((v) => !v.length)) return { error: 'TOO_FEW_NUMBERS' };
  return out;
}

/** The canonical text of a positions pick. */
export const positionsText = (parts: readonly (readonly string[])[]) => parts.map((p) => p.join(' ')).join('|');
