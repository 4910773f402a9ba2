import { describe, expect, it } from 'vitest';
import { betNumbers } from '#lib/fair/roulette.ts';
import { placeChip, slipBets, slipOfBets, slipTotal, stakesBySpot, undoChip, type BetSlip } from '#lib/house/bet-slip.ts';
import { spotKey } from '#lib/house/board.ts';

describe('roulette bet slip', () => {
  const red = { kind: 'red' as const, numbers: betNumbers('red') };
  const split = { kind: 'split' as const, numbers: [18, 17] };

  it('adds chips, sums them per spot and sends one bet per spot', () => {
    let slip: BetSlip = [];
    slip = placeChip(slip, { ...red, amount: 100 }, 1000).slip;
    slip = placeChip(slip, { ...split, amount: 50 }, 1000).slip;
    slip = placeChip(slip, { ...red, amount: 10 }, 1000).slip;
    expect(slipTotal(slip)).toBe(160);
    expect(stakesBySpot(slip).get(spotKey('red', red.numbers))).toBe(110);
    expect(slipBets(slip)).toEqual([
      { kind: 'red', numbers: red.numbers, stake: 110 },
      { kind: 'split', numbers: [17, 18], stake: 50 },
    ]);
  });

  it('refuses a chip that would pass the table limit, and undoes the last chip', () => {
    const first = placeChip([], { ...red, amount: 600 }, 1000);
    const refused = placeChip(first.slip, { ...split, amount: 500 }, 1000);
    expect(refused.refused).toBe('max-total');
    expect(refused.slip).toBe(first.slip);
    const second = placeChip(first.slip, { ...split, amount: 400 }, 1000);
    expect(second.refused).toBeNull();
    expect(undoChip(second.slip)).toEqual(first.slip);
    expect(undoChip([])).toEqual([]);
  });

  it('repeats the bets of the last spin', () => {
    const bets = [{ kind: 'straight' as const, numbers: [0], stake: 30 }];
    expect(slipBets(slipOfBets(bets))).toEqual(bets);
  });
});
