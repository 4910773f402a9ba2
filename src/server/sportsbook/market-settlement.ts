/**
 * Settling one market by hand (staff, after a second person's approval): each selection's result
 * and dead-heat divisor, a void, or a resettlement with corrected results.
 */
import type { SelectionResult } from '#lib/contracts/sports-model.ts';
import type { AppContext } from '#server/app-context.ts';

export interface SelectionSettlement {
  selectionId: number;
  result: SelectionResult;
  /** How many selections tied for the place (1: no dead heat). */
  deadHeat: number;
}

/** Settles (or, when already settled, resettles) a market with the given results for every selection. */
export async function settleMarket(app: AppContext, marketId: number, results: readonly SelectionSettlement[], now = Date.now()): Promise<{ revision: number }> {
  void app;
  void marketId;
  void results;
  void now;
  throw new Error('settleMarket: being built');
}

/** Voids a market: every bet's leg on it counts at 1.00 (a settled market is resettled that way). */
export async function voidMarket(app: AppContext, marketId: number, now = Date.now()): Promise<{ revision: number }> {
  void app;
  void marketId;
  void now;
  throw new Error('voidMarket: being built');
}
