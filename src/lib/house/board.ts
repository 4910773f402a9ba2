/**
 * The European roulette betting board as places to put chips, built from the fair maths' layout
 * (TABLE_ROWS, betNumbers): every number, every edge between two numbers (split), every meeting
 * point of four (corner), the outer edge of each row (street) and between two rows (six line), the
 * zero's edges and corners, and the outside bets. Only valid bets can be formed here.
 */
import { type BetKind, betNumbers, isValidBet, TABLE_ROWS } from '../fair/roulette.ts';

/** How a spot is drawn: a number cell, or a target on an edge or a corner between cells. */
export type SpotShape = 'number' | 'zero' | 'vedge' | 'hedge' | 'corner';

/**
 * An inside-bet spot. Positions are in board units with the board upright: u runs across the three
 * columns (0 at the outer edge beside 1, 4, 7 …; 3 at the far edge beside 3, 6, 9 …) and v down the
 * twelve rows (0 at the top of row 1-2-3, 12 at the bottom of 34-35-36; the zero sits from −1 to 0).
 */
export interface BoardSpot {
  key: string;
  kind: BetKind;
  numbers: number[];
  u: number;
  v: number;
  shape: SpotShape;
}

export interface OutsideSpot {
  key: string;
  kind: BetKind;
  numbers: number[];
  /** 1–3 for columns and dozens. */
  anchor: number;
}

/** The identity of a bet on the board: its kind and its numbers (sorted). */
export function spotKey(kind: BetKind, numbers: readonly number[]): string {
  return `${kind}:${[...numbers].sort((a, b) => a - b).join('.')}`;
}

function spot(kind: BetKind, numbers: number[], u: number, v: number, shape: SpotShape): BoardSpot {
  return { key: spotKey(kind, numbers), kind, numbers, u, v, shape };
}

/** Every inside-bet spot: 37 numbers, 60 splits, 14 streets, 23 corners, 11 six lines. */
export function insideSpots(): BoardSpot[] {
  const spots: BoardSpot[] = [spot('straight', [0], 1.5, -0.5, 'zero')];
  TABLE_ROWS.forEach((row, r) => {
    row.forEach((n, c) => {
      spots.push(spot('straight', [n], c + 0.5, r + 0.5, 'number'));
      if (c < 2) spots.push(spot('split', betNumbers('split', n, n + 1), c + 1, r + 0.5, 'vedge'));
      if (r < 11) spots.push(spot('split', betNumbers('split', n, n + 3), c + 0.5, r + 1, 'hedge'));
      if (c < 2 && r < 11) spots.push(spot('corner', betNumbers('corner', n), c + 1, r + 1, 'corner'));
    });
    spots.push(spot('street', betNumbers('street', row[0]), 0, r + 0.5, 'vedge'));
    if (r < 11) spots.push(spot('sixline', betNumbers('sixline', row[0]), 0, r + 1, 'corner'));
  });
  for (const n of [1, 2, 3]) spots.push(spot('split', betNumbers('split', 0, n), n - 0.5, 0, 'hedge'));
  spots.push(spot('street', betNumbers('street', 0, 1), 1, 0, 'corner'));
  spots.push(spot('street', betNumbers('street', 0, 3), 2, 0, 'corner'));
  spots.push(spot('corner', betNumbers('corner', 0), 0, 0, 'corner'));
  return spots;
}

const EVEN_MONEY = ['low', 'even', 'red', 'black', 'odd', 'high'] as const satisfies readonly BetKind[];

/** The outside bets: columns, dozens and the six even-money bets (in board order). */
export function outsideSpots(): { columns: OutsideSpot[]; dozens: OutsideSpot[]; evens: OutsideSpot[] } {
  const make = (kind: BetKind, anchor: number): OutsideSpot => {
    const numbers = betNumbers(kind, anchor);
    return { key: spotKey(kind, numbers), kind, numbers, anchor };
  };
  return {
    columns: [1, 2, 3].map((a) => make('column', a)),
    dozens: [1, 2, 3].map((a) => make('dozen', a)),
    evens: EVEN_MONEY.map((kind) => make(kind, 0)),
  };
}

export type BoardOrientation = 'upright' | 'across';

/**
 * Where a board position sits on screen, as fractions of the number area (zero included).
 * upright (phones): zero on top, rows down the screen; across (wide screens): zero on the left,
 * rows from left to right, with 3-6-9… on the top line and 1-4-7… on the bottom line.
 */
export function spotPosition(u: number, v: number, orientation: BoardOrientation): { x: number; y: number } {
  if (orientation === 'upright') return { x: u / 3, y: (v + 1) / 13 };
  return { x: (v + 1) / 13, y: (3 - u) / 3 };
}

/** True when every spot forms a valid bet: a check the tests run over the whole board. */
export function isValidSpot(s: { kind: BetKind; numbers: readonly number[] }): boolean {
  return isValidBet(s.kind, s.numbers);
}
