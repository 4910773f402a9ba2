import { describe, expect, it } from 'vitest';
import { LOTTERY_FORMATS } from '#lib/contracts/lottery-model.ts';
import { isRefused } from '#lib/lottery/bet-type.ts';
import { offeredOdds } from '#lib/lottery/offered-odds.ts';
import { outcomeKind } from '#lib/lottery/outcome.ts';
import { emptyPicks, gridRows, picksOf, quickPick, randomPicks, textOf, toggle } from '#lib/lottery/pick-grid.ts';
import { BET_TYPES } from '#lib/lottery/registry.ts';

const numbers = { kind: 'numbers', from: 0, to: 99, pad: 2, min: 1, max: 100 } as const;
const positions = { kind: 'positions', positions: ['first', 'second', 'third'], from: 0, to: 9, pad: 1 } as const;

describe('the game page’s number grid', () => {
  it('writes the picks as text in grid order and reads typed text back', () => {
    let picks = emptyPicks(numbers);
    picks = toggle(picks, 0, '56');
    picks = toggle(picks, 0, '12');
    picks = toggle(picks, 0, '34');
    expect(textOf(numbers, picks)).toBe('12 34 56');
    expect(picksOf(numbers, '12, 34;56')).toEqual([['12', '34', '56']]);
    expect(picksOf(numbers, '5 7')).toEqual([['05', '07']]);
    expect(picksOf(numbers, '123 ab 07')).toEqual([['07']]);
    expect(textOf(numbers, toggle(picks, 0, '34'))).toBe('12 56');
  });

  it('keeps positions apart with |', () => {
    const picks = picksOf(positions, '3 5||0');
    expect(picks).toEqual([['3', '5'], [], ['0']]);
    expect(textOf(positions, picks)).toBe('3 5||0');
  });

  it('quick picks: big and small halves, odd, even, all and clear on one row', () => {
    const p = emptyPicks(positions);
    expect(quickPick(positions, p, 1, 'big')[1]).toEqual(['5', '6', '7', '8', '9']);
    expect(quickPick(positions, p, 1, 'small')[1]).toEqual(['0', '1', '2', '3', '4']);
    expect(quickPick(positions, p, 0, 'odd')[0]).toEqual(['1', '3', '5', '7', '9']);
    expect(quickPick(positions, p, 2, 'even')[2]).toEqual(['0', '2', '4', '6', '8']);
    expect(quickPick(positions, p, 0, 'all')[0]).toHaveLength(10);
    expect(quickPick(positions, quickPick(positions, p, 0, 'all'), 0, 'clear')[0]).toEqual([]);
    expect(gridRows(numbers)[0]?.values[0]).toBe('00');
  });

  for (const format of LOTTERY_FORMATS) {
    it(`a random pick of every ${format} bet type is a selection its rules accept, and has odds to show`, () => {
      for (const bet of BET_TYPES[format]) {
        for (let i = 0; i < 20; i++) {
          const text = textOf(bet.pick, randomPicks(bet.pick));
          const parsed = bet.parse(text);
          expect(isRefused(parsed) ? `${bet.code}: ${text} → ${parsed.error}` : 'ok').toBe('ok');
          if (!isRefused(parsed)) expect(parsed.lines.length).toBeGreaterThan(0);
        }
        const odds = offeredOdds(format, bet.code, bet.defaults);
        expect(odds.length, bet.code).toBeGreaterThan(0);
        for (const o of odds) expect(o.milli, bet.code).toBeGreaterThan(0);
      }
    });
  }

  it('states the usual odds of a number bet, not a special case: 3 tod at a number of three different digits', () => {
    const tod = BET_TYPES.thai.find((b) => b.code === '3-tod')!;
    const usual = tod.odds(['123'], tod.defaults);
    expect(tod.odds(['000'], tod.defaults)).toBeGreaterThan(usual);
    expect(offeredOdds('thai', '3-tod', tod.defaults)).toEqual([{ option: null, milli: usual }]);
  });

  it('a win is told only when the return is more than the stake (RTS 14)', () => {
    expect(outcomeKind(1_000, 1_950)).toBe('won');
    expect(outcomeKind(1_000, 1_000)).toBe('returned');
    expect(outcomeKind(1_000, 400)).toBe('returned');
    expect(outcomeKind(1_000, 0)).toBe('lost');
  });
});
