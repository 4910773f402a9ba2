/**
 * The in-play delay: a bet placed on a live event waits `betDelaySeconds` as `pending`, then is
 * accepted only if every leg's market is still open and was not suspended meanwhile (its
 * `suspensions` unchanged), its selection open, its event still taking bets, and its odds still
 * acceptable as the player allowed (taking the current odds where the player accepted them, the
 * bet's potential and its markets' exposure following). Otherwise it is rejected: its exposure
 * released and its stake rolled back through the wallet (`S<id>:void`). Each decision is one
 * guarded update `pending → open | rejected` under the bet's lock, so of any number of instances
 * (and the bet's own page asking) exactly one decides.
 */
import type { OddsChangeMode } from '#lib/contracts/sports-model.ts';
import { potentialReturn } from '#lib/sports/returns.ts';
import type { AppContext } from '#server/app-context.ts';
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { ticketMoney, ticketSession } from '#server/providers/index.ts';
import { getSetting, merchantCurrency, type Settings } from '#server/system/index.ts';
import type { SportsJob } from './job-type.ts';
import { acceptedOdds, legRowsIn, takesBets } from './slip-check.ts';
import { sportsGames } from './place-bets.ts';

/** The lock every change of one bet's state takes (acceptance, cash-out). */
export const betLock = (betId: number): string => `sports-bet:${betId}`;

interface PendingBet {
  member_id: number;
  vendor: string;
  kind: 'single' | 'acca' | 'system';
  system: string | null;
  size: number | null;
  unit_stake: number;
  stake: number;
  potential: number;
  status: string;
  odds_change: OddsChangeMode;
  round_id: string;
  accept_at: number;
}

type Decision = { decided: 'open' | 'rejected'; memberId: number; balance: number | null } | null;

/** Releases (negative) or raises a bet's share of its markets' exposure; a raise is guarded by each market's max payout. */
async function moveExposure(sql: SqlRunner, marketIds: readonly number[], delta: number, caps: ReadonlyMap<number, number>): Promise<boolean> {
  if (delta === 0) return true;
  if (delta < 0) {
    for (const id of marketIds) await sql.run('update sports_markets set exposure = exposure - ? where id = ?', [-delta, id]);
    return true;
  }
  try {
    await sql.attempt(async () => {
      for (const id of marketIds) if ((await sql.run('update sports_markets set exposure = exposure + ? where id = ? and exposure + ? <= ?', [delta, id, delta, caps.get(id)!])) !== 1) throw new Error('over the market limit');
    });
    return true;
  } catch {
    return false;
  }
}

/** Decides one pending bet whose delay is over (no-op for any other). */
export async function decideBet(app: AppContext, betId: number, s: Settings['sports'], now = Date.now()): Promise<Decision> {
  const head = await app.reader.get<{ member_id: number; vendor: string; status: string; accept_at: number }>('select member_id, vendor, status, accept_at from sports_bets where id = ?', [betId]);
  if (!head || head.status !== 'pending' || Number(head.accept_at) > now) return null;
  const memberId = Number(head.member_id);
  const games = await sportsGames(app.reader, memberId, await merchantCurrency(app.db));
  const game = [games.sports, games.esports].find((g) => g?.vendor === head.vendor);
  if (!game) throw new Error(`no game row of ${head.vendor}`);
  const decision = await app.ledger.run(async (sql): Promise<Decision> => {
    await sql.lock(betLock(betId));
    const bet = await sql.get<PendingBet>('select member_id, vendor, kind, system, size, unit_stake, stake, potential, status, odds_change, round_id, accept_at from sports_bets where id = ?', [betId]);
    if (!bet || bet.status !== 'pending') return null;
    const legs = (await sql.all<{ idx: number; selection_id: number; market_id: number; odds: number; suspensions: number }>('select idx, selection_id, market_id, odds, suspensions from sports_bet_legs where bet_id = ? order by idx', [betId])).map((l) => ({
      idx: Number(l.idx),
      selectionId: Number(l.selection_id),
      marketId: Number(l.market_id),
      odds: Number(l.odds),
      suspensions: Number(l.suspensions),
    }));
    const rows = await legRowsIn(sql, legs.map((l) => l.selectionId), true);
    const potential = Number(bet.potential);
    const marketIds = legs.map((l) => l.marketId);
    let newOdds: number[] | null = legs.map((l) => {
      const r = rows.get(l.selectionId);
      if (!r || r.market_status !== 'open' || r.suspensions !== l.suspensions || r.selection_status !== 'open' || !takesBets(r, now)) return -1;
      return acceptedOdds(l.odds, r.odds, bet.odds_change) ?? -1;
    });
    if (newOdds.includes(-1)) newOdds = null;
    if (newOdds) {
      const stake = Number(bet.stake);
      const next = potentialReturn({ kind: bet.kind, system: bet.system as never, size: bet.size === null ? null : Number(bet.size), unitStake: Number(bet.unit_stake), stake }, newOdds);
      const maxBet = Math.min(...legs.map((l) => rows.get(l.selectionId)!.max_payout_bet ?? s.maxPayoutBet));
      const caps = new Map(legs.map((l) => [l.marketId, rows.get(l.selectionId)!.max_payout_market ?? s.maxPayoutMarket]));
      if (next <= maxBet && (await moveExposure(sql, marketIds, next - potential, caps))) {
        if ((await sql.run("update sports_bets set status = 'open', potential = ? where id = ? and status = 'pending'", [next, betId])) !== 1) throw new Error('the pending bet changed under its lock');
        for (const [i, l] of legs.entries()) if (newOdds[i] !== l.odds) await sql.run('update sports_bet_legs set odds = ? where bet_id = ? and idx = ?', [newOdds[i], betId, l.idx]);
        return { decided: 'open', memberId, balance: null };
      }
    }
    if ((await sql.run("update sports_bets set status = 'rejected', open_stake = 0, settled_at = ? where id = ? and status = 'pending'", [now, betId])) !== 1) throw new Error('the pending bet changed under its lock');
    await moveExposure(sql, marketIds, -potential, new Map());
    const session = await ticketSession(sql, game, now, false);
    const money = await ticketMoney(sql, session, { op: 'rollback', txnId: `${bet.round_id}:void`, refTxnId: `${bet.round_id}:bet`, roundId: bet.round_id }, now);
    return { decided: 'rejected', memberId, balance: money.balance };
  });
  if (decision?.balance != null) app.events.publish({ type: 'balance', memberId: decision.memberId, data: { balance: decision.balance } });
  return decision;
}

/** Decides every pending bet whose delay is over, oldest first; answers how many were decided. */
export async function decidePendingBets(app: AppContext, now: number): Promise<number> {
  const due = await app.reader.all<{ id: number }>("select id from sports_bets where status = 'pending' and accept_at <= ? order by accept_at, id limit 500", [now]);
  if (!due.length) return 0;
  const s = await getSetting(app.db, 'sports');
  let n = 0;
  for (const { id } of due) if (await decideBet(app, Number(id), s, now)) n++;
  return n;
}

/** `sports:accept`: the in-play delay's decisions, after the events' lifecycle and before settlement. */
export const acceptBetsJob: SportsJob = { name: 'sports:accept', run: decidePendingBets };
