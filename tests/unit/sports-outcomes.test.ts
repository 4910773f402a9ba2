import { describe, expect, it } from 'vitest';
import type { SelectionResult } from '#lib/contracts/sports-model.ts';
import { selectionResult } from '#lib/sports/outcomes.ts';

const score = (home: number, away: number) => ({ home, away, parts: [] as [number, number][] });
/** Every score with home − away = d and a few different totals (the handicap depends only on the difference). */
const withDiff = (d: number) => [0, 1, 3].map((base) => score(base + Math.max(d, 0), base + Math.max(-d, 0)));
const DIFFS = [-3, -2, -1, 0, 1, 2, 3] as const;
const W = 'win', L = 'lose', V = 'void', HW = 'half_win', HL = 'half_lose';

describe('Asian handicap: the home selection for every goal difference −3..+3 (worked by hand)', () => {
  /** Line (home side's, decimal) → results for differences −3, −2, −1, 0, +1, +2, +3. */
  const HOME: [number, SelectionResult[]][] = [
    [0, [L, L, L, V, W, W, W]],
    [-0.25, [L, L, L, HL, W, W, W]], // 0 and −0.5: a draw refunds half and loses half
    [-0.5, [L, L, L, L, W, W, W]],
    [-0.75, [L, L, L, L, HW, W, W]], // −0.5 and −1: a one-goal win wins half, refunds half
    [-1, [L, L, L, L, V, W, W]],
    [-1.25, [L, L, L, L, HL, W, W]], // −1 and −1.5
    [-1.75, [L, L, L, L, L, HW, W]], // −1.5 and −2
    [-2.25, [L, L, L, L, L, HL, W]], // −2 and −2.5
    [0.25, [L, L, L, HW, W, W, W]], // 0 and +0.5
    [0.75, [L, L, HL, W, W, W, W]], // +0.5 and +1: a one-goal loss loses half, refunds half
    [1.25, [L, L, HW, W, W, W, W]], // +1 and +1.5
    [1.75, [L, HL, W, W, W, W, W]], // +1.5 and +2
    [2.75, [HL, W, W, W, W, W, W]], // +2.5 and +3
  ];
  for (const [line, want] of HOME) {
    it(`home ${line > 0 ? '+' : ''}${line}`, () => {
      DIFFS.forEach((d, i) => {
        for (const s of withDiff(d)) expect(selectionResult('ah', line * 4, 'home', s), `${s.home}-${s.away}`).toBe(want[i]);
      });
    });
  }

  it('the away selection takes the opposite line (home −0.25 is away +0.25)', () => {
    const want: SelectionResult[] = [W, W, W, HW, L, L, L];
    DIFFS.forEach((d, i) => {
      for (const s of withDiff(d)) expect(selectionResult('ah', -1, 'away', s)).toBe(want[i]);
    });
    const wantMinus75: SelectionResult[] = [W, W, W, W, HL, L, L]; // home −0.75 ↔ away +0.75
    DIFFS.forEach((d, i) => expect(selectionResult('ah', -3, 'away', withDiff(d)[0]!)).toBe(wantMinus75[i]));
  });

  it('map handicap settles the same way on maps', () => {
    expect(selectionResult('mh', -6, 'home', score(2, 0))).toBe(W);
    expect(selectionResult('mh', -6, 'home', score(2, 1))).toBe(L);
    expect(selectionResult('mh', -6, 'away', score(2, 1))).toBe(W);
    expect(selectionResult('mh', -5, 'home', score(2, 1))).toBe(HL);
  });
});

describe('totals: over and under around every line, quarter lines split', () => {
  /** Line → over's result for totals 0..6 (under is its mirror). */
  const OVER: [number, SelectionResult[]][] = [
    [0.5, [L, W, W, W, W, W, W]],
    [0.75, [L, HW, W, W, W, W, W]], // 0.5 and 1
    [1, [L, V, W, W, W, W, W]],
    [1.25, [L, HL, W, W, W, W, W]], // 1 and 1.5
    [1.75, [L, L, HW, W, W, W, W]], // 1.5 and 2
    [2, [L, L, V, W, W, W, W]],
    [2.25, [L, L, HL, W, W, W, W]], // 2 and 2.5
    [2.5, [L, L, L, W, W, W, W]],
    [2.75, [L, L, L, HW, W, W, W]], // 2.5 and 3
    [3, [L, L, L, V, W, W, W]],
    [3.25, [L, L, L, HL, W, W, W]], // 3 and 3.5
    [3.75, [L, L, L, L, HW, W, W]],
    [4.25, [L, L, L, L, HL, W, W]],
    [5.75, [L, L, L, L, L, L, HW]],
  ];
  const mirror: Record<SelectionResult, SelectionResult> = { win: L, lose: W, void: V, half_win: HL, half_lose: HW };
  for (const [line, want] of OVER) {
    it(`line ${line}`, () => {
      want.forEach((r, total) => {
        for (let home = 0; home <= total; home++) {
          const s = score(home, total - home);
          expect(selectionResult('ou', line * 4, 'over', s), `over ${total}`).toBe(r);
          expect(selectionResult('ou', line * 4, 'under', s), `under ${total}`).toBe(mirror[r]);
        }
      });
    });
  }
});

describe('markets without a line', () => {
  it('1X2, double chance, match winner and both teams to score', () => {
    const cases: [number, number, Record<string, SelectionResult>][] = [
      [2, 1, { home: W, draw: L, away: L, home_draw: W, home_away: W, draw_away: L, yes: W, no: L }],
      [1, 1, { home: L, draw: W, away: L, home_draw: W, home_away: L, draw_away: W, yes: W, no: L }],
      [0, 0, { home: L, draw: W, away: L, home_draw: W, home_away: L, draw_away: W, yes: L, no: W }],
      [0, 3, { home: L, draw: L, away: W, home_draw: L, home_away: W, draw_away: W, yes: L, no: W }],
    ];
    for (const [h, a, want] of cases) {
      const s = score(h, a);
      for (const k of ['home', 'draw', 'away'] as const) expect(selectionResult('1x2', null, k, s)).toBe(want[k]);
      for (const k of ['home_draw', 'home_away', 'draw_away'] as const) expect(selectionResult('dc', null, k, s)).toBe(want[k]);
      for (const k of ['yes', 'no'] as const) expect(selectionResult('btts', null, k, s)).toBe(want[k]);
    }
    expect(selectionResult('mw', null, 'home', score(2, 1))).toBe(W);
    expect(selectionResult('mw', null, 'away', score(2, 1))).toBe(L);
    expect(selectionResult('mw', null, 'home', score(1, 1))).toBe(V);
  });

  it('correct score: exact scores up to 4 each, and any other by who won', () => {
    expect(selectionResult('cs', null, '2-1', score(2, 1))).toBe(W);
    expect(selectionResult('cs', null, '1-2', score(2, 1))).toBe(L);
    expect(selectionResult('cs', null, '4-4', score(4, 4))).toBe(W);
    expect(selectionResult('cs', null, 'other_home', score(4, 4))).toBe(L);
    expect(selectionResult('cs', null, 'other_home', score(5, 0))).toBe(W);
    expect(selectionResult('cs', null, 'other_home', score(5, 5))).toBe(L);
    expect(selectionResult('cs', null, 'other_draw', score(5, 5))).toBe(W);
    expect(selectionResult('cs', null, 'other_away', score(3, 6))).toBe(W);
    expect(selectionResult('cs', null, '3-4', score(3, 6))).toBe(L);
    expect(() => selectionResult('cs', null, '5-1', score(5, 1))).toThrow(RangeError);
    expect(() => selectionResult('1x2', null, 'over', score(5, 1))).toThrow(RangeError);
  });
});
