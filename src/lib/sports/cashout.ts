/**
 * What a bet's running stake cashes out for now, the same in the browser (the slip and the bet
 * list show it) and on the server (which pays it). For a single or an accumulator with running
 * stake S: S × Π(accepted odds ÷ current odds of the unsettled legs) × Π(factors of the settled
 * legs) × (1 − the cash-out margin), rounded down to the minor unit, in integer arithmetic. Not
 * available for system bets, a pending bet, a bet already decided or with a lost leg, a leg whose
 * market or selection is suspended or has no price, or when cash-out is switched off.
 */
import type { BetKind, BetStatus, SelectionResult } from '#lib/contracts/sports-model.ts';
import { legFactor } from './returns.ts';

export type CashoutReason = 'settled' | 'system' | 'suspended' | 'pending' | 'disabled';

export interface CashoutLeg {
  /** The odds the leg was accepted at. */
  odds: number;
  /** The selection's odds now (null: no price offered). */
  currentOdds: number | null;
  /** The leg's market and selection state now. */
  marketStatus: string;
  selectionStatus: string;
  /** The leg's result once its market is settled (null while running). */
  result: SelectionResult | null;
  deadHeat: number;
}

export interface CashoutBet {
  kind: BetKind;
  status: BetStatus;
  openStake: number;
  legs: readonly CashoutLeg[];
}

export interface CashoutTerms {
  cashout: boolean;
  /** Basis points taken off the fair value. */
  cashoutMargin: number;
}

export interface CashoutValue {
  available: boolean;
  reason: CashoutReason | null;
  value: number;
}

const no = (reason: CashoutReason): CashoutValue => ({ available: false, reason, value: 0 });

export function cashoutValue(bet: CashoutBet, terms: CashoutTerms): CashoutValue {
  if (!terms.cashout) return no('disabled');
  if (bet.kind === 'system') return no('system');
  if (bet.status === 'pending') return no('pending');
  if (bet.status !== 'open' || bet.openStake <= 0) return no('settled');
  let num = BigInt(bet.openStake) * BigInt(10_000 - terms.cashoutMargin);
  let den = 10_000n;
  let running = false;
  for (const leg of bet.legs) {
    if (leg.result !== null) {
      const [n, d] = legFactor({ odds: leg.odds, result: leg.result, deadHeat: leg.deadHeat });
      if (n === 0n) return no('settled');
      num *= n;
      den *= d;
      continue;
    }
    running = true;
    if (leg.marketStatus === 'void') continue;
    if (leg.marketStatus !== 'open' || leg.selectionStatus !== 'open' || leg.currentOdds === null || leg.currentOdds <= 1000) return no('suspended');
    num *= BigInt(leg.odds);
    den *= BigInt(leg.currentOdds);
  }
  // Every leg decided: settlement pays it, not a cash-out.
  if (!running) return no('settled');
  return { available: true, reason: null, value: Number(num / den) };
}
