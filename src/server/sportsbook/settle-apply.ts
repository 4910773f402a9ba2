/**
 * Writing a market's results (resulting from a score, settling or voiding by hand, cancelled and
 * abandoned events): inside the caller's unit, under the market's lock, every selection's result
 * and dead-heat divisor, the legs on each selection the same, the market settled (or void) with
 * its revision raised and its settlement walk restarted from the first bet (settle-bets.ts). A
 * market already settled with exactly these results is left as it is (no needless resettlement).
 */
import type { MarketPrice, SelectionResult } from '#lib/contracts/sports-model.ts';
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { MarketStateChanged, UnknownMarket } from './errors.ts';

export interface SelectionOutcome {
  selectionId: number;
  result: SelectionResult;
  deadHeat: number;
}

export interface MarketRow {
  id: number;
  event_id: number;
  kind: string;
  line_q: number | null;
  status: string;
  revision: number;
}

export const marketLock = (marketId: number) => `sports-market:${marketId}`;

export async function marketForUpdate(sql: SqlRunner, marketId: number): Promise<MarketRow> {
  await sql.lock(marketLock(marketId));
  const m = await sql.get<MarketRow>('select id, event_id, kind, line_q, status, revision from sports_markets where id = ?', [marketId]);
  if (!m) throw new UnknownMarket('No such market.', { marketId });
  return { ...m, id: Number(m.id), event_id: Number(m.event_id), revision: Number(m.revision), line_q: m.line_q === null ? null : Number(m.line_q) };
}

/**
 * Applies the results to the market (the caller holds its lock through marketForUpdate): answers
 * the new revision, or null when nothing changed. `to` is the market's new status.
 */
export async function applyResults(sql: SqlRunner, m: MarketRow, outcomes: readonly SelectionOutcome[], to: 'settled' | 'void', now: number): Promise<number | null> {
  const current = await sql.all<{ id: number; result: string | null; dead_heat: number }>('select id, result, dead_heat from sports_selections where market_id = ?', [m.id]);
  const same =
    m.status === to &&
    m.revision > 0 &&
    current.length === outcomes.length &&
    outcomes.every((o) => current.some((c) => Number(c.id) === o.selectionId && c.result === o.result && Number(c.dead_heat) === o.deadHeat));
  if (same) return null;
  const revision = m.revision + 1;
  const moved = await sql.run('update sports_markets set status = ?, revision = ?, settle_cursor = 0, settled_at = null, updated_at = ? where id = ? and revision = ?', [to, revision, now, m.id, m.revision]);
  if (moved !== 1) throw new MarketStateChanged('The market changed meanwhile.', { marketId: m.id });
  for (const o of outcomes) {
    await sql.run('update sports_selections set result = ?, dead_heat = ?, updated_at = ? where id = ? and market_id = ?', [o.result, o.deadHeat, now, o.selectionId, m.id]);
    await sql.run('update sports_bet_legs set result = ?, dead_heat = ? where market_id = ? and selection_id = ?', [o.result, o.deadHeat, m.id, o.selectionId]);
  }
  return revision;
}

/** Raises the event's version (pages redraw); answers it. */
export async function bumpEvent(sql: SqlRunner, eventId: number, now: number): Promise<number> {
  await sql.run('update sports_events set version = version + 1, updated_at = ? where id = ?', [now, eventId]);
  const e = await sql.get<{ version: number }>('select version from sports_events where id = ?', [eventId]);
  return Number(e?.version ?? 0);
}

/** The markets' state and odds as pushed to pages. */
export async function marketPrices(sql: SqlRunner, marketIds: readonly number[]): Promise<MarketPrice[]> {
  const out: MarketPrice[] = [];
  for (const id of marketIds) {
    const m = await sql.get<{ status: MarketPrice['status'] }>('select status from sports_markets where id = ?', [id]);
    if (!m) continue;
    const sels = await sql.all<{ id: number; odds: number; status: 'open' | 'suspended' }>('select id, odds, status from sports_selections where market_id = ? order by sort, id', [id]);
    out.push({ id, status: m.status, selections: sels.map((s) => ({ id: Number(s.id), odds: Number(s.odds), status: s.status })) });
  }
  return out;
}
