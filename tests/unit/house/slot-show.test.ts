import { describe, expect, it } from 'vitest';
import { createFloats } from '#lib/fair/rng.ts';
import { SLOT_LINES, spinSlot, type SlotRound, type SlotSpin } from '#lib/fair/slot.ts';
import { lineCells, scatterCells, slotSteps } from '#lib/house/slot-show.ts';

const spin = (pay: number, freeSpinsAwarded = 0): SlotSpin => ({
  stops: [0, 0, 0, 0, 0],
  grid: [
    ['scatter', 'J', 'Q'],
    ['J', 'scatter', 'Q'],
    ['J', 'Q', 'K'],
    ['A', 'J', 'scatter'],
    ['J', 'Q', 'K'],
  ],
  lineWins: [],
  scatterCount: 3,
  scatterPay: 0,
  freeSpinsAwarded,
  pay,
});

describe('playing out a slot round', () => {
  it('counts free spins n / total, raising the total after a retrigger', () => {
    const round: SlotRound = { ...spin(20, 10), stake: 100, totalPay: 0, freeSpins: [] };
    round.freeSpins = Array.from({ length: 20 }, (_, i) => spin(i === 1 ? 5 : 1, i === 1 ? 10 : 0));
    round.totalPay = 20 + 5 + 19;
    const steps = slotSteps(round);
    expect(steps).toHaveLength(21);
    expect(steps[0]).toMatchObject({ free: 0, freeTotal: 0, paidSoFar: 20 });
    expect(steps[1]).toMatchObject({ free: 1, freeTotal: 10 });
    expect(steps[2]).toMatchObject({ free: 2, freeTotal: 10 });
    expect(steps[3]).toMatchObject({ free: 3, freeTotal: 20 });
    expect(steps.at(-1)).toMatchObject({ free: 20, freeTotal: 20, paidSoFar: round.totalPay });
  });

  it('ends on the total pay the server computed', () => {
    for (let nonce = 0; nonce < 200; nonce++) {
      const round = spinSlot(createFloats('a'.repeat(64), 'test', nonce), 100);
      expect(slotSteps(round).at(-1)?.paidSoFar).toBe(round.totalPay);
    }
  });

  it('finds the cells of a line win and of the scatters', () => {
    expect(lineCells(3, 4)).toEqual([
      [0, 0],
      [1, 1],
      [2, 2],
      [3, 1],
    ]);
    expect(lineCells(0, 5).map(([, row]) => row)).toEqual(SLOT_LINES[0]);
    expect(lineCells(99, 3)).toEqual([]);
    expect(scatterCells(spin(0))).toEqual([
      [0, 0],
      [1, 1],
      [3, 2],
    ]);
  });
});
