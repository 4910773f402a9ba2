import { describe, expect, it } from 'vitest';
import { type CashoutLeg, cashoutValue } from '#lib/sports/cashout.ts';

const terms = { cashout: true, cashoutMargin: 500 };
const leg = (odds: number, currentOdds: number | null, over: Partial<CashoutLeg> = {}): CashoutLeg => ({ odds, currentOdds, marketStatus: 'open', selectionStatus: 'open', result: null, deadHeat: 1, ...over });
const bet = (legs: CashoutLeg[], over: Partial<Parameters<typeof cashoutValue>[0]> = {}) => ({ kind: 'single' as const, status: 'open' as const, openStake: 10_000, legs, ...over });

describe('cash-out value', () => {
  it('is the running stake × accepted ÷ current odds, less the margin, rounded down', () => {
    // 10 000 × 2.000 / 1.500 × 0.95 = 12 666.66… → 12 666.
    expect(cashoutValue(bet([leg(2000, 1500)]), terms)).toEqual({ available: true, reason: null, value: 12_666 });
    // Odds drifted out: worth less than the stake.
    expect(cashoutValue(bet([leg(2000, 4000)]), terms).value).toBe(4_750);
    // Unchanged odds: the stake less the margin.
    expect(cashoutValue(bet([leg(1850, 1850)]), { cashout: true, cashoutMargin: 0 }).value).toBe(10_000);
  });

  it('multiplies an accumulator’s running legs and its settled legs’ factors', () => {
    // Leg 1 won at 2.000 (factor 2), leg 2 running 3.000 now 1.500 (×2), leg 3 void (×1): 10 000 × 4 × 0.95.
    const legs = [leg(2000, 2000, { result: 'win' }), leg(3000, 1500), leg(1900, 1900, { result: 'void' })];
    expect(cashoutValue(bet(legs, { kind: 'acca' }), terms).value).toBe(38_000);
    // A half win on a quarter line: (odds + 1) / 2.
    expect(cashoutValue(bet([leg(1900, 1900, { result: 'half_win' }), leg(2000, 2000)], { kind: 'acca' }), terms).value).toBe(Math.floor((10_000 * 2_900 * 2000 * 9_500) / (2000 * 2000 * 10_000)));
    // A dead heat halves the leg.
    expect(cashoutValue(bet([leg(4000, 4000, { result: 'win', deadHeat: 2 }), leg(2000, 2000)], { kind: 'acca' }), terms).value).toBe(19_000);
  });

  it('says why not: disabled, system, pending, settled, a lost leg, suspended, no price', () => {
    expect(cashoutValue(bet([leg(2000, 2000)]), { cashout: false, cashoutMargin: 500 })).toEqual({ available: false, reason: 'disabled', value: 0 });
    expect(cashoutValue(bet([leg(2000, 2000), leg(2000, 2000), leg(2000, 2000)], { kind: 'system' }), terms).reason).toBe('system');
    expect(cashoutValue(bet([leg(2000, 2000)], { status: 'pending' }), terms).reason).toBe('pending');
    expect(cashoutValue(bet([leg(2000, 2000)], { status: 'settled' }), terms).reason).toBe('settled');
    expect(cashoutValue(bet([leg(2000, 2000)], { status: 'cashed_out', openStake: 0 }), terms).reason).toBe('settled');
    expect(cashoutValue(bet([leg(2000, 2000, { result: 'lose' }), leg(2000, 2000)], { kind: 'acca' }), terms).reason).toBe('settled');
    expect(cashoutValue(bet([leg(2000, 2000, { result: 'win' })]), terms).reason).toBe('settled');
    expect(cashoutValue(bet([leg(2000, 2000, { marketStatus: 'suspended' })]), terms).reason).toBe('suspended');
    expect(cashoutValue(bet([leg(2000, 2000, { selectionStatus: 'suspended' })]), terms).reason).toBe('suspended');
    expect(cashoutValue(bet([leg(2000, null)]), terms).reason).toBe('suspended');
  });

  it('stays exact for a 20-leg accumulator of long odds', () => {
    const legs = Array.from({ length: 20 }, () => leg(9_999, 9_998));
    const exact = (10_000n * 9_999n ** 20n * 9_500n) / (9_998n ** 20n * 10_000n);
    expect(cashoutValue(bet(legs, { kind: 'acca' }), terms).value).toBe(Number(exact));
  });
});
