/**
 * Reporting read model of every agent's commission and wage settlements for the back office: the
 * settlement records whose period starts in a time range. A query builder; it executes nothing.
 */
import type { Db } from '#server/db/connect.ts';

/** Settlements with a period starting in [from, to): agent_id, kind, valid_bet, profit, gross, amount, status. */
export function houseSettlementsOf(db: Db, range: { from: number; to: number }) {
  return db
    .selectFrom('agent_settlements')
    .select(['agent_id', 'kind', 'valid_bet', 'profit', 'gross', 'amount', 'status'])
    .where('period_start', '>=', range.from)
    .where('period_start', '<', range.to);
}
