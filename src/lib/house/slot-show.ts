/**
 * How a slot round the server returned is played out on screen: the paid spin, then each free
 * spin with its "free spins n / total" counter (retriggers raise the total from the next spin on),
 * and the cells each line win covers.
 */
import { SLOT_LINES, type SlotRound, type SlotSpin } from '../fair/slot.ts';

export interface SlotStep {
  spin: SlotSpin;
  /** 0 for the paid spin, 1 … n for free spins. */
  free: number;
  /** Free spins awarded so far when this step is shown (0 for the paid spin). */
  freeTotal: number;
  /** Pay of the round so far, this step included. */
  paidSoFar: number;
}

export function slotSteps(round: SlotRound): SlotStep[] {
  const steps: SlotStep[] = [{ spin: round, free: 0, freeTotal: 0, paidSoFar: round.pay }];
  let total = round.freeSpinsAwarded;
  let paid = round.pay;
  round.freeSpins.forEach((spin, i) => {
    paid += spin.pay;
    steps.push({ spin, free: i + 1, freeTotal: total, paidSoFar: paid });
    total += spin.freeSpinsAwarded;
  });
  return steps;
}

/** The [reel, row] cells of a line win: the first `count` reels of the line. */
export function lineCells(line: number, count: number): [number, number][] {
  const rows = SLOT_LINES[line];
  if (!rows) return [];
  return rows.slice(0, count).map((row, reel) => [reel, row]);
}

/** The [reel, row] cells holding a scatter. */
export function scatterCells(spin: SlotSpin): [number, number][] {
  const cells: [number, number][] = [];
  spin.grid.forEach((column, reel) => column.forEach((symbol, row) => symbol === 'scatter' && cells.push([reel, row])));
  return cells;
}
