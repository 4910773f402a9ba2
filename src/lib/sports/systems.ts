/**
 * A bet's lines: which legs each single bet inside it combines. A single is one line of its leg; an
 * accumulator one line of every leg; a named system bet every combination of 2 or more legs (the
 * Patent and the Lucky bets add the singles, domain-facts.md); "n from m" every combination of n.
 */
import { type BetKind, SYSTEM_SHAPES, type SystemType } from '#lib/contracts/sports-model.ts';

/** Every k-combination of 0..m−1 in lexicographic order. */
export function combinations(m: number, k: number): number[][] {
  const out: number[][] = [];
  const pick: number[] = [];
  const walk = (from: number) => {
    if (pick.length === k) {
      out.push([...pick]);
      return;
    }
    for (let i = from; i <= m - (k - pick.length); i++) {
      pick.push(i);
      walk(i + 1);
      pick.pop();
    }
  };
  if (k >= 1 && k <= m) walk(0);
  return out;
}

/** n choose k, exactly (small n). */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return Math.round(r);
}

export interface BetShape {
  kind: BetKind;
  system?: SystemType | null;
  size?: number | null;
  legs: number;
}

/** How many lines the bet holds, or null when kind, system, size and leg count do not fit (SYSTEM_INVALID). */
export function lineCount(b: BetShape, maxLegs = 20): number | null {
  if (b.legs < 1 || b.legs > maxLegs) return null;
  if (b.kind === 'single') return b.legs === 1 && !b.system && !b.size ? 1 : null;
  if (b.kind === 'acca') return b.legs >= 2 && !b.system && !b.size ? 1 : null;
  if (!b.system) return null;
  if (b.system === 'n_of_m') {
    const n = b.size ?? 0;
    return Number.isInteger(n) && n >= 1 && n < b.legs && b.legs >= 3 ? choose(b.legs, n) : null;
  }
  if (b.size) return null;
  const shape = SYSTEM_SHAPES[b.system];
  return shape.legs === b.legs ? shape.lines : null;
}

/** The legs (indexes) of each line, or null when the shape does not fit. */
export function betLines(b: BetShape, maxLegs = 20): number[][] | null {
  if (lineCount(b, maxLegs) === null) return null;
  if (b.kind === 'single') return [[0]];
  if (b.kind === 'acca') return [Array.from({ length: b.legs }, (_, i) => i)];
  if (b.system === 'n_of_m') return combinations(b.legs, b.size!);
  const shape = SYSTEM_SHAPES[b.system as Exclude<SystemType, 'n_of_m'>];
  const out: number[][] = [];
  for (let k = shape.singles ? 1 : 2; k <= b.legs; k++) out.push(...combinations(b.legs, k));
  return out;
}
