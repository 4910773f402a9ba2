import { describe, expect, it } from 'vitest';
import { comboBlock, EMPTY_STAKES, fittingSystems, relatedEvents, type SlipPick, slipBets, slipSummary, systemKey, systemOfKey } from '#lib/stores/sports-slip.ts';

const pick = (selectionId: number, eventId: number, odds: number): SlipPick => ({
  selectionId,
  marketId: selectionId * 10,
  eventId,
  kind: 'sports',
  odds,
  event: `Home ${eventId} v Away ${eventId}`,
  market: 'Match result',
  selection: 'Home',
  startsAt: 0,
  live: false,
});

const three = [pick(1, 100, 2000), pick(2, 200, 1500), pick(3, 300, 3000)];

describe('the bet slip', () => {
  it('flags picks of the same event as related and blocks combining them', () => {
    const picks = [pick(1, 100, 2000), pick(2, 100, 1800), pick(3, 300, 1500)];
    expect([...relatedEvents(picks)]).toEqual([100]);
    expect(comboBlock(picks)).toBe('related');
    expect(comboBlock(three)).toBeNull();
    expect(comboBlock(three.slice(0, 1))).toBe('few');
    expect(comboBlock(three, 2)).toBe('many');
    expect(slipBets('acca', picks, { ...EMPTY_STAKES, acca: 1000 })).toEqual([]);
  });

  it('offers the system bets that fit the pick count, with their number of bets', () => {
    expect(fittingSystems(2)).toEqual([]);
    expect(fittingSystems(3).map(systemKey)).toEqual(['trixie', 'patent', 'n_of_m:2']);
    expect(fittingSystems(4).map(systemKey)).toEqual(['yankee', 'lucky15', 'n_of_m:2', 'n_of_m:3']);
    expect(fittingSystems(5).map(systemKey).slice(0, 2)).toEqual(['canadian', 'lucky31']);
    expect(fittingSystems(6).map(systemKey).slice(0, 2)).toEqual(['heinz', 'lucky63']);
    expect(fittingSystems(7).map(systemKey)[0]).toBe('superheinz');
    expect(fittingSystems(8).map(systemKey)[0]).toBe('goliath');
    expect(fittingSystems(9).map(systemKey)).toEqual(['n_of_m:2', 'n_of_m:3', 'n_of_m:4', 'n_of_m:5', 'n_of_m:6', 'n_of_m:7', 'n_of_m:8']);
    expect(systemOfKey('n_of_m:3')).toEqual({ system: 'n_of_m', size: 3 });
    expect(systemOfKey('yankee')).toEqual({ system: 'yankee', size: null });
    expect(systemOfKey('nonsense')).toBeNull();
    const counts = (m: number) => fittingSystems(m).map((c) => slipSummary(slipBets('system', three.concat([pick(4, 400, 2000), pick(5, 500, 2000), pick(6, 600, 2000), pick(7, 700, 2000), pick(8, 800, 2000)]).slice(0, m), { ...EMPTY_STAKES, system: c, unit: 100 })).bets);
    expect(counts(3)).toEqual([4, 7, 3]);
    expect(counts(4)).toEqual([11, 15, 6, 4]);
    expect(counts(5).slice(0, 2)).toEqual([26, 31]);
    expect(counts(6).slice(0, 2)).toEqual([57, 63]);
    expect(counts(7)[0]).toBe(120);
    expect(counts(8)[0]).toBe(247);
  });

  it('counts singles, the accumulator and a Trixie with their stake and potential return', () => {
    const singles = slipBets('singles', three, { ...EMPTY_STAKES, singles: { 1: 1000, 2: 2000, 3: 0 } });
    expect(singles.map((b) => b.legs[0]!.selectionId)).toEqual([1, 2]);
    expect(slipSummary(singles)).toEqual({ bets: 2, stake: 3000, potential: 2000 + 3000 });

    const acca = slipBets('acca', three, { ...EMPTY_STAKES, acca: 1000 });
    expect(acca).toEqual([{ kind: 'acca', legs: three.map((p) => ({ selectionId: p.selectionId, odds: p.odds })), unitStake: 1000 }]);
    expect(slipSummary(acca)).toEqual({ bets: 1, stake: 1000, potential: 9000 });

    const trixie = slipBets('system', three, { ...EMPTY_STAKES, system: { system: 'trixie', size: null }, unit: 1000 });
    // Doubles 2×1.5, 2×3, 1.5×3 and the treble 2×1.5×3: 3000 + 6000 + 4500 + 9000.
    expect(slipSummary(trixie)).toEqual({ bets: 4, stake: 4000, potential: 22_500 });

    const twoFromThree = slipBets('system', three, { ...EMPTY_STAKES, system: { system: 'n_of_m', size: 2 }, unit: 1000 });
    expect(twoFromThree[0]).toMatchObject({ kind: 'system', system: 'n_of_m', size: 2 });
    expect(slipSummary(twoFromThree)).toEqual({ bets: 3, stake: 3000, potential: 13_500 });
  });

  it('sends nothing without a stake or with a system that does not fit', () => {
    expect(slipBets('acca', three, EMPTY_STAKES)).toEqual([]);
    expect(slipBets('system', three, { ...EMPTY_STAKES, system: { system: 'yankee', size: null }, unit: 100 })).toEqual([]);
    expect(slipBets('system', three, { ...EMPTY_STAKES, system: null, unit: 100 })).toEqual([]);
    expect(slipSummary([])).toEqual({ bets: 0, stake: 0, potential: 0 });
  });
});
