/**
 * Settling one market by hand (staff, after a second person's approval): each selection's result
 * and dead-heat divisor, a void, or a resettlement with corrected results. The bets are paid (or
 * resettled) by the settlement job, batch by batch (settle-bets.ts).
 */
import type { SelectionResult } from '#lib/contracts/sports-model.ts';
import { SELECTION_RESULTS } from '#lib/contracts/sports-model.ts';
import type { AppContext } from '#server/app-context.ts';
import { UnknownSelection } from './errors.ts';
import { pushOdds } from './publish.ts';
import { applyResults, bumpEvent, marketForUpdate, marketPrices, type SelectionOutcome } from './settle-apply.ts';

export interface SelectionSettlement {
  selectionId: number;
  result: SelectionResult;
  /** How many selections tied for the place (1: no dead heat). */
  deadHeat: number;
}

async function settle(app: AppContext, marketId: number, outcomesOf: (selectionIds: number[]) => SelectionOutcome[], to: 'settled' | 'void', now: number): Promise<{ revision: number }> {
  const done = await app.ledger.run(async (sql) => {
    const m = await marketForUpdate(sql, marketId);
    const ids = (await sql.all<{ id: number }>('select id from sports_selections where market_id = ? order by sort, id', [marketId])).map((s) => Number(s.id));
    const revision = await applyResults(sql, m, outcomesOf(ids), to, now);
    if (revision === null) return { revision: m.revision, eventId: m.event_id, version: null, prices: [] };
    return { revision, eventId: m.event_id, version: await bumpEvent(sql, m.event_id, now), prices: await marketPrices(sql, [marketId]) };
  });
  if (done.version !== null) pushOdds(app, done.eventId, done.version, done.prices);
  return { revision: done.revision };
}

/**
 * Settles (or, when already settled or void, resettles) a market with the given results. A
 * selection left out loses (a `winner` market names only its winners); a dead heat divides the
 * winners' stakes by `deadHeat`. Settling with the results it already has changes nothing.
 */
export async function settleMarket(app: AppContext, marketId: number, results: readonly SelectionSettlement[], now = Date.now()): Promise<{ revision: number }> {
  for (const r of results) if (!SELECTION_RESULTS.includes(r.result) || !Number.isInteger(r.deadHeat) || r.deadHeat < 1) throw new RangeError(`settleMarket: bad result for selection ${r.selectionId}`);
  return settle(
    app,
    marketId,
    (ids) => {
      for (const r of results) if (!ids.includes(r.selectionId)) throw new UnknownSelection('That selection is not of this market.', { marketId, selectionId: r.selectionId });
      return ids.map((id) => {
        const r = results.find((x) => x.selectionId === id);
        return { selectionId: id, result: r?.result ?? 'lose', deadHeat: r?.deadHeat ?? 1 };
      });
    },
    'settled',
    now,
  );
}

/** Voids a market: every bet's leg on it counts at 1.00 (a settled market is resettled that way). */
export async function voidMarket(app: AppContext, marketId: number, now = Date.now()): Promise<{ revision: number }> {
  return settle(app, marketId, (ids) => ids.map((id) => ({ selectionId: id, result: 'void', deadHeat: 1 })), 'void', now);
}
