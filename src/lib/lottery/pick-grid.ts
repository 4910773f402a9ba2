/**
 * The game page's number grid (browser-safe): the values a bet type's PickSpec offers, the text a
 * set of picks writes ("12 34 56", "big odd", "3 5||0||") and the picks a typed text holds, and the
 * quick picks (big, small, odd, even, all, clear, random). The bet type's own `parse` still
 * decides what a text means; the grid only shows it.
 */
import type { PickSpec } from './bet-type.ts';

/** Picks per row: one row for numbers and options, one per position. */
export type Picks = string[][];

export const QUICK_PICKS = ['big', 'small', 'odd', 'even', 'all', 'clear'] as const;
export type QuickPick = (typeof QUICK_PICKS)[number];

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** The rows of the grid: their names (null for one unnamed row) and values in order. */
export function gridRows(pick: PickSpec): { name: string | null; values: string[] }[] {
  if (pick.kind === 'options') return [{ name: null, values: [...pick.options] }];
  const values = Array.from({ length: pick.to - pick.from + 1 }, (_, i) => pad(pick.from + i, pick.pad));
  if (pick.kind === 'numbers') return [{ name: null, values }];
  return pick.positions.map((name) => ({ name, values }));
}

export function emptyPicks(pick: PickSpec): Picks {
  return gridRows(pick).map(() => []);
}

/** The text a set of picks writes, in the grid's order. */
export function textOf(pick: PickSpec, picks: Picks): string {
  const rows = gridRows(pick);
  const parts = rows.map((row, i) => row.values.filter((v) => picks[i]?.includes(v)).join(' '));
  if (pick.kind !== 'positions') return parts[0] ?? '';
  // Nothing picked anywhere is an empty field, not a row of separators.
  return parts.some((p) => p !== '') ? parts.join('|') : '';
}

const splitWords = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

/** A typed word as the grid writes it ("5" → "05" on a two-digit grid), or null when it is not on the grid. */
function onGrid(word: string, values: readonly string[], width: number | null): string | null {
  if (values.includes(word)) return word;
  if (width !== null && /^\d+$/.test(word) && word.length <= width) {
    const padded = word.padStart(width, '0');
    if (values.includes(padded)) return padded;
  }
  return null;
}

/** The picks a typed text holds (words not on the grid are left to `parse` to refuse). */
export function picksOf(pick: PickSpec, text: string): Picks {
  const rows = gridRows(pick);
  const width = pick.kind === 'options' ? null : pick.pad;
  const parts = pick.kind === 'positions' ? text.split('|') : [text];
  return rows.map((row, i) => {
    const out = new Set<string>();
    for (const w of splitWords(parts[i] ?? '')) {
      const v = onGrid(w.toLowerCase(), row.values, width);
      if (v !== null) out.add(v);
    }
    return row.values.filter((v) => out.has(v));
  });
}

/** Picks one value on or off. */
export function toggle(picks: Picks, row: number, value: string): Picks {
  return picks.map((set, i) => (i !== row ? set : set.includes(value) ? set.filter((v) => v !== value) : [...set, value]));
}

/** Whether a row offers the numeric quick picks (big, small, odd, even): numbers and positions do, named options do not. */
export function hasNumericQuickPicks(pick: PickSpec): boolean {
  return pick.kind !== 'options';
}

/** A quick pick applied to one row: big is the upper half of the range, small the lower. */
export function quickPick(pick: PickSpec, picks: Picks, row: number, quick: QuickPick): Picks {
  const values = gridRows(pick)[row]?.values ?? [];
  const mid = values.length / 2;
  const chosen = (() => {
    switch (quick) {
      case 'clear':
        return [];
      case 'all':
        return values;
      case 'big':
        return values.filter((_, i) => i >= mid);
      case 'small':
        return values.filter((_, i) => i < mid);
      case 'odd':
        return values.filter((v) => Number(v) % 2 === 1);
      case 'even':
        return values.filter((v) => Number(v) % 2 === 0);
    }
  })();
  return picks.map((set, i) => (i === row ? [...chosen] : set));
}

/** A random selection the bet type accepts at its smallest: `min` values (positions: one value in each, all different). */
export function randomPicks(pick: PickSpec, random: (n: number) => number = (n) => Math.floor(Math.random() * n)): Picks {
  const rows = gridRows(pick);
  const take = (values: readonly string[], count: number) => {
    const pool = [...values];
    const out: string[] = [];
    while (out.length < count && pool.length) out.push(pool.splice(random(pool.length), 1)[0] as string);
    return values.filter((v) => out.includes(v));
  };
  if (pick.kind === 'positions') {
    // Different values in each position: rules that want distinct places (11x5 first two) accept it, and the rest do too.
    const values = rows[0]?.values ?? [];
    const chosen = values.length >= rows.length ? take(values, rows.length) : [];
    const order = chosen.map((v) => ({ v, k: random(1_000_000) })).sort((a, b) => a.k - b.k);
    return rows.map((r, i) => (order[i] ? [order[i].v] : take(r.values, 1)));
  }
  return [take(rows[0]?.values ?? [], Math.max(1, pick.min))];
}
