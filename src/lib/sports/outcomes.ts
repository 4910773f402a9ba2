/**
 * A selection's result from the final score, for every market kind settled by the score (all but
 * hand-made `winner` markets): quarter lines split the stake over the two neighbouring lines
 * (−0.25 is half on 0 and half on −0.5), giving half wins and half losses (domain-facts.md).
 */
import type { FinalScore, MarketKind, SelectionResult } from '#lib/contracts/sports-model.ts';

/** One half (or the whole) of a lined stake: a margin in quarters above 0 wins, below loses, 0 is a push. */
type Half = 'win' | 'lose' | 'push';
const halfOf = (marginQ: number): Half => (marginQ > 0 ? 'win' : marginQ < 0 ? 'lose' : 'push');

/**
 * A lined selection whose margin over the line is `baseQ + lineQ` quarters (baseQ a whole number of
 * goals × 4): a whole or half line is one stake; a quarter line (odd quarters) two halves on lineQ ± 1.
 */
function lined(baseQ: number, lineQ: number): SelectionResult {
  if (lineQ % 2 === 0) {
    const h = halfOf(baseQ + lineQ);
    return h === 'push' ? 'void' : h;
  }
  const a = halfOf(baseQ + lineQ - 1);
  const b = halfOf(baseQ + lineQ + 1);
  if (a === b) return a === 'push' ? 'void' : a;
  // Neighbouring lines half a goal apart: one half is always a push when they differ.
  const other = a === 'push' ? b : a;
  return other === 'win' ? 'half_win' : 'half_lose';
}

const yes = (won: boolean): SelectionResult => (won ? 'win' : 'lose');

function unknown(kind: string, key: string): never {
  throw new RangeError(`outcomes: no selection "${key}" in a ${kind} market`);
}

/** The selection's result; a key its kind does not have throws (a hand-made market of a score kind with a wrong key). */
export function selectionResult(kind: Exclude<MarketKind, 'winner'>, lineQ: number | null, key: string, score: FinalScore): SelectionResult {
  const { home: h, away: a } = score;
  const line = lineQ ?? 0;
  switch (kind) {
    case '1x2':
      if (key === 'home') return yes(h > a);
      if (key === 'draw') return yes(h === a);
      if (key === 'away') return yes(a > h);
      return unknown(kind, key);
    case 'dc':
      if (key === 'home_draw') return yes(h >= a);
      if (key === 'home_away') return yes(h !== a);
      if (key === 'draw_away') return yes(a >= h);
      return unknown(kind, key);
    case 'mw':
      // Two-way: a level end (a tied map series, a cricket tie) refunds both sides.
      if (key !== 'home' && key !== 'away') return unknown(kind, key);
      if (h === a) return 'void';
      return yes(key === 'home' ? h > a : a > h);
    case 'ah':
    case 'mh':
      // The line is the home side's; the away selection takes the opposite line.
      if (key === 'home') return lined(4 * (h - a), line);
      if (key === 'away') return lined(4 * (a - h), -line);
      return unknown(kind, key);
    case 'ou':
      if (key === 'over') return lined(4 * (h + a), -line);
      if (key === 'under') return lined(-4 * (h + a), line);
      return unknown(kind, key);
    case 'btts':
      if (key === 'yes') return yes(h > 0 && a > 0);
      if (key === 'no') return yes(h === 0 || a === 0);
      return unknown(kind, key);
    case 'cs': {
      const big = h >= 5 || a >= 5;
      if (key === 'other_home') return yes(big && h > a);
      if (key === 'other_draw') return yes(big && h === a);
      if (key === 'other_away') return yes(big && a > h);
      const m = /^([0-4])-([0-4])$/.exec(key);
      if (!m) return unknown(kind, key);
      return yes(Number(m[1]) === h && Number(m[2]) === a);
    }
  }
}
