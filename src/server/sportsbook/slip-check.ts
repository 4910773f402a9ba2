/**
 * A slip's checks, each refusing with its own code before anything is written: the bets' shapes,
 * then every leg against its selection, market and event as read inside the placing unit (known,
 * taking bets, not suspended, at odds the player accepted), then stakes and payouts against the
 * settings, the markets' limits and the player's stake factor. Answers each bet priced at the
 * odds it is accepted at.
 */
import type { OddsChangeMode, SportKind } from '#lib/contracts/sports-model.ts';
import type { SlipBet } from '#lib/contracts/sports-bets.ts';
import { potentialReturn } from '#lib/sports/returns.ts';
import { lineCount } from '#lib/sports/systems.ts';
import type { SqlRunner } from '#server/db/sql-runner.ts';
import type { Settings } from '#server/system/index.ts';
import { DuplicateLeg, MarketClosed, MarketSuspended, OddsChanged, PayoutAboveLimit, RelatedLegs, StakeAboveLimit, StakeTooLow, SystemInvalid, TooManyLegs, UnknownSelection } from './errors.ts';

type SportsSettings = Settings['sports'];

/** A selection with its market and event, as placing and the in-play delay read it. */
export interface LegRow {
  selection_id: number;
  odds: number;
  selection_status: string;
  market_id: number;
  market_status: string;
  suspensions: number;
  line_q: number | null;
  max_stake: number | null;
  max_payout_bet: number | null;
  max_payout_market: number | null;
  event_id: number;
  event_kind: SportKind;
  event_status: string;
  starts_at: number;
  in_play: number;
}

const LEG_SELECT = `select s.id as selection_id, s.odds, s.status as selection_status, m.id as market_id, m.status as market_status, m.suspensions, m.line_q, m.max_stake, m.max_payout_bet, m.max_payout_market,
  e.id as event_id, e.kind as event_kind, e.status as event_status, e.starts_at, e.in_play
  from sports_selections s join sports_markets m on m.id = s.market_id join sports_events e on e.id = m.event_id where s.id in `;

/**
 * The selections' rows by id. With `lock` (the in-play delay's decision) on PostgreSQL the markets
 * are held to the commit, `for update` in market id order: the unit may then move the same rows'
 * exposure (two units holding a share lock and both asking to write would deadlock). Placing reads
 * without it and guards its exposure update instead (raiseExposure), holding a hot market's row only
 * for its commit.
 */
export async function legRowsIn(sql: SqlRunner, selectionIds: readonly number[], lock: boolean): Promise<Map<number, LegRow>> {
  const ids = [...new Set(selectionIds)];
  const rows = await sql.all<LegRow>(`${LEG_SELECT}(${ids.map(() => '?').join(', ')}) order by m.id${lock && sql.dialect === 'postgres' ? ' for update of m' : ''}`, ids);
  return new Map(rows.map((r) => [Number(r.selection_id), normal(r)]));
}

const nullable = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
function normal(r: LegRow): LegRow {
  return {
    ...r,
    selection_id: Number(r.selection_id),
    odds: Number(r.odds),
    market_id: Number(r.market_id),
    suspensions: Number(r.suspensions),
    line_q: nullable(r.line_q),
    max_stake: nullable(r.max_stake),
    max_payout_bet: nullable(r.max_payout_bet),
    max_payout_market: nullable(r.max_payout_market),
    event_id: Number(r.event_id),
    starts_at: Number(r.starts_at),
    in_play: Number(r.in_play),
  };
}

/** The event takes bets at `now`: scheduled and not yet started, or live and offered in-play. */
export const takesBets = (r: LegRow, now: number): boolean => (r.event_status === 'scheduled' && now < r.starts_at) || (r.event_status === 'live' && r.in_play === 1);
/** A leg placed on a live event waits the in-play delay. */
export const isInPlay = (r: LegRow): boolean => r.event_status === 'live';

/** The odds a leg is accepted at, or null when the player did not accept the move. */
export function acceptedOdds(shown: number, current: number, mode: OddsChangeMode): number | null {
  if (mode === 'any') return current;
  if (mode === 'higher') return current >= shown ? current : null;
  return current === shown ? current : null;
}

/** Shape checks that need no reading: leg count, kind and system, one selection once per bet. */
export function checkShapes(bets: readonly SlipBet[], s: SportsSettings): number[] {
  if (bets.length > s.slipMaxBets) throw new SystemInvalid('The slip holds more bets than may be placed at once.', { slipMaxBets: s.slipMaxBets });
  return bets.map((b, index) => {
    if (b.legs.length > s.maxLegs) throw new TooManyLegs('A bet may have at most the allowed number of legs.', { index, maxLegs: s.maxLegs });
    const lines = lineCount({ kind: b.kind, system: b.system ?? null, size: b.size ?? null, legs: b.legs.length }, s.maxLegs);
    if (lines === null) throw new SystemInvalid('The bet’s kind, system and legs do not fit together.', { index });
    const seen = new Set<number>();
    for (const leg of b.legs) {
      if (seen.has(leg.selectionId)) throw new DuplicateLeg('The same selection is twice in one bet.', { index, selectionId: leg.selectionId });
      seen.add(leg.selectionId);
    }
    return lines;
  });
}

export interface PricedLeg {
  row: LegRow;
  odds: number;
}

export interface PricedBet {
  bet: SlipBet;
  lines: number;
  stake: number;
  potential: number;
  kind: SportKind;
  inPlay: boolean;
  legs: PricedLeg[];
}

/**
 * Checks every bet of the slip against the rows read in the unit and prices it. `factorBps` is the
 * player's stake factor. Throws the first refusal; nothing is written here.
 */
export function priceSlip(bets: readonly SlipBet[], lines: readonly number[], rows: ReadonlyMap<number, LegRow>, mode: OddsChangeMode, s: SportsSettings, factorBps: number, now: number): PricedBet[] {
  for (const b of bets)
    for (const leg of b.legs) {
      const row = rows.get(leg.selectionId);
      if (!row) throw new UnknownSelection('That selection is not offered.', { selectionId: leg.selectionId });
    }
  bets.forEach((b, index) => {
    if (b.kind === 'single') return;
    const events = new Set<number>();
    for (const leg of b.legs) {
      const row = rows.get(leg.selectionId)!;
      if (events.has(row.event_id)) throw new RelatedLegs('Two legs of one bet are of the same event.', { index, eventId: row.event_id });
      events.add(row.event_id);
    }
  });
  for (const b of bets)
    for (const leg of b.legs) {
      const row = rows.get(leg.selectionId)!;
      if (row.market_status === 'settled' || row.market_status === 'void' || !takesBets(row, now)) throw new MarketClosed('This market no longer takes bets.', { marketId: row.market_id, selectionId: row.selection_id });
      if (row.market_status !== 'open' || row.selection_status !== 'open') throw new MarketSuspended('This market is suspended for now.', { marketId: row.market_id, selectionId: row.selection_id });
    }
  if (bets.some((b) => b.legs.some((leg) => acceptedOdds(leg.odds, rows.get(leg.selectionId)!.odds, mode) === null))) {
    const prices = new Map<number, number>();
    for (const b of bets) for (const leg of b.legs) prices.set(leg.selectionId, rows.get(leg.selectionId)!.odds);
    throw new OddsChanged('The odds have changed.', { prices: [...prices].map(([selectionId, odds]) => ({ selectionId, odds })) });
  }
  return bets.map((b, index) => {
    const legs = b.legs.map((leg) => ({ row: rows.get(leg.selectionId)!, odds: acceptedOdds(leg.odds, rows.get(leg.selectionId)!.odds, mode)! }));
    const kinds = new Set(legs.map((l) => l.row.event_kind));
    if (kinds.size > 1) throw new SystemInvalid('One bet cannot mix sports and e-sports legs.', { index });
    if (b.unitStake < s.minStake) throw new StakeTooLow('The stake is below the minimum.', { index, min: s.minStake });
    const marketMax = Math.min(...legs.map((l) => l.row.max_stake ?? s.maxStake));
    const max = Math.floor((marketMax * factorBps) / 10_000);
    if (b.unitStake > max) throw new StakeAboveLimit('The stake is above the limit for this bet.', { index, max });
    const n = lines[index]!;
    const stake = b.unitStake * n;
    const potential = potentialReturn({ kind: b.kind, system: b.system ?? null, size: b.size ?? null, unitStake: b.unitStake, stake }, legs.map((l) => l.odds));
    const maxPayout = Math.min(...legs.map((l) => l.row.max_payout_bet ?? s.maxPayoutBet));
    if (potential > maxPayout) throw new PayoutAboveLimit('This bet could pay more than the limit.', { index, max: maxPayout });
    return { bet: b, lines: n, stake, potential, kind: legs[0]!.row.event_kind, inPlay: legs.some((l) => isInPlay(l.row)), legs };
  });
}

/**
 * Raises the exposure of every leg market of the slip by the potentials of the slip's bets on it,
 * one guarded update per market in market id order, and only while the market is still open with
 * the `suspensions` the slip was checked against: `exposure + Σ ≤ max payout` → PAYOUT_ABOVE_LIMIT;
 * suspended meanwhile (even if reopened) → MARKET_SUSPENDED; settled or void → MARKET_CLOSED. Placing
 * runs it last in its unit, so on PostgreSQL the market's row is held only until the commit (a hot
 * market's placements queue for that long, not for the whole unit) and a suspension's guarded
 * update orders with the placement: whichever commits second sees the other.
 */
export async function raiseExposure(sql: SqlRunner, priced: readonly PricedBet[], s: SportsSettings): Promise<void> {
  const per = new Map<number, { add: number; row: LegRow }>();
  for (const p of priced)
    for (const leg of p.legs) {
      const seen = per.get(leg.row.market_id);
      if (seen) seen.add += p.potential;
      else per.set(leg.row.market_id, { add: p.potential, row: leg.row });
    }
  for (const [id, { add, row }] of [...per].sort((a, b) => a[0] - b[0])) {
    const max = row.max_payout_market ?? s.maxPayoutMarket;
    if ((await sql.run("update sports_markets set exposure = exposure + ? where id = ? and status = 'open' and suspensions = ? and exposure + ? <= ?", [add, id, row.suspensions, add, max])) === 1) continue;
    const now = await sql.get<{ status: string; suspensions: number }>('select status, suspensions from sports_markets where id = ?', [id]);
    const at = { marketId: id, selectionId: row.selection_id };
    if (!now || now.status === 'settled' || now.status === 'void') throw new MarketClosed('This market no longer takes bets.', at);
    if (now.status !== 'open' || Number(now.suspensions) !== row.suspensions) throw new MarketSuspended('This market is suspended for now.', at);
    throw new PayoutAboveLimit('This market takes no more bets of this size.', { marketId: id });
  }
  if (sql.dialect === 'postgres') await holdPrices(sql, priced);
}

/**
 * On PostgreSQL, where units run side by side: each leg's selection still open at the odds read,
 * its row held to the commit, so a trader's price change committed after the read refuses the
 * slip with the new prices instead of taking the bet at the old ones. (SQLite's unit holds the
 * database's write lock from its first statement: nothing can change in between.)
 */
async function holdPrices(sql: SqlRunner, priced: readonly PricedBet[]): Promise<void> {
  const read = new Map<number, number>();
  for (const p of priced) for (const leg of p.legs) read.set(leg.row.selection_id, leg.row.odds);
  const moved: { selectionId: number; odds: number }[] = [];
  for (const [id, odds] of [...read].sort((a, b) => a[0] - b[0])) {
    if ((await sql.run("update sports_selections set odds = odds where id = ? and odds = ? and status = 'open'", [id, odds])) === 1) continue;
    const now = await sql.get<{ odds: number; status: string }>('select odds, status from sports_selections where id = ?', [id]);
    if (!now || now.status !== 'open') throw new MarketSuspended('This selection is suspended for now.', { selectionId: id });
    moved.push({ selectionId: id, odds: Number(now.odds) });
  }
  if (moved.length) throw new OddsChanged('The odds have changed.', { prices: moved });
}
