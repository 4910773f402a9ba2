/**
 * Placing a slip: every bet becomes a bet row with its legs, a round `S<bet id>` of the house
 * vendor of its events' page (PITCH_SPORTS or ARENA_ESPORTS) debited through the seamless wallet,
 * or none does. Everything is decided inside one unit of work under the member's stake lock: a
 * replayed request id answers the bets it placed the first time; every leg's selection, market
 * and event is read again there and checked; the bets, legs and debits are written; last, each leg
 * market's exposure is raised by one guarded update that also requires the market still open with
 * the `suspensions` read (so a suspension committed meanwhile refuses the slip, and on PostgreSQL
 * a hot market's row is held only for the commit). A bet with a leg on a live event waits the
 * in-play delay as `pending` (accept-bets.ts decides it).
 */
import type { SlipBet } from '#lib/contracts/sports-bets.ts';
import type { BetView } from '#lib/contracts/sports-shapes.ts';
import { type OddsChangeMode, SPORTS_VENDOR, type SportKind } from '#lib/contracts/sports-model.ts';
import type { AppContext } from '#server/app-context.ts';
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { Accounts, balanceOf } from '#server/ledger/index.ts';
import { stakeLock } from '#server/members/index.ts';
import { type TicketGame, ticketMoney, ticketSession } from '#server/providers/index.ts';
import { getSetting, merchantCurrency } from '#server/system/index.ts';
import { betViews } from './bet-views.ts';
import { checkShapes, legRowsIn, type PricedBet, priceSlip, raiseExposure } from './slip-check.ts';

export interface PlaceBetsInput {
  bets: SlipBet[];
  oddsChange: OddsChangeMode;
  requestId: string;
  language: string;
}

/** The house game rows of the sportsbook's two vendors ('sportsbook', 'esportsbook'). */
const GAME_CODES: Record<SportKind, string> = { sports: 'sportsbook', esports: 'esportsbook' };

type GameRow = { id: number; vendor_code: string; game_code: string; category: string };

/** The game rows per read connection: they are written once with the catalogue and never change, and every slip needs them. */
const gameRows = new WeakMap<SqlRunner, GameRow[]>();

/** The house game a member's bets of a kind play, through the read connection. */
export async function sportsGames(reader: SqlRunner, memberId: number, currency: string): Promise<Record<SportKind, TicketGame | null>> {
  let rows = gameRows.get(reader);
  if (!rows) {
    rows = await reader.all<GameRow>('select id, vendor_code, game_code, category from games where (vendor_code = ? and game_code = ?) or (vendor_code = ? and game_code = ?)', [SPORTS_VENDOR.sports, GAME_CODES.sports, SPORTS_VENDOR.esports, GAME_CODES.esports]);
    if (rows.length === 2) gameRows.set(reader, rows);
  }
  const list = rows;
  const of = (kind: SportKind): TicketGame | null => {
    const r = list.find((g) => g.vendor_code === SPORTS_VENDOR[kind]);
    return r ? { memberId, vendor: r.vendor_code, gameId: Number(r.id), gameCode: r.game_code, category: r.category, currency } : null;
  };
  return { sports: of('sports'), esports: of('esports') };
}

/** The bets already placed under a request id (a replay), oldest first. */
async function placedBefore(sql: SqlRunner, memberId: number, requestId: string): Promise<number[]> {
  const head = await sql.get<{ id: number }>('select id from sports_bets where member_id = ? and idem_key = ?', [memberId, `${requestId}:0`]);
  if (!head) return [];
  const after = await sql.all<{ id: number; idem_key: string }>('select id, idem_key from sports_bets where member_id = ? and id >= ? order by id limit 200', [memberId, head.id]);
  return after.filter((r) => r.idem_key.startsWith(`${requestId}:`)).map((r) => Number(r.id));
}

/** The player's stake factor in basis points (10000 without a limit of their own). */
export async function stakeFactorIn(sql: SqlRunner, memberId: number): Promise<number> {
  const row = await sql.get<{ stake_factor_bps: number }>('select stake_factor_bps from sports_player_limits where member_id = ?', [memberId]);
  return row ? Number(row.stake_factor_bps) : 10_000;
}

/** Stores one priced bet and its legs and debits its stake; answers the bet id and the balance after. */
async function storeBet(sql: SqlRunner, memberId: number, p: PricedBet, game: TicketGame, mode: OddsChangeMode, idemKey: string, language: string, now: number, delayMs: number, session: Awaited<ReturnType<typeof ticketSession>>) {
  const status = p.inPlay ? 'pending' : 'open';
  const acceptAt = p.inPlay ? now + delayMs : now;
  const row = await sql.get<{ id: number }>(
    `insert into sports_bets (member_id, vendor, kind, system, size, lines, unit_stake, stake, open_stake, potential, status, odds_change, round_id, idem_key, language, in_play, placed_at, accept_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '', ?, ?, ?, ?, ?) returning id`,
    [memberId, game.vendor, p.bet.kind, p.bet.system ?? null, p.bet.size ?? null, p.lines, p.bet.unitStake, p.stake, p.stake, p.potential, status, mode, idemKey, language, p.inPlay ? 1 : 0, now, acceptAt],
  );
  if (!row) throw new Error('the bet was not stored');
  const id = Number(row.id);
  const roundId = `S${id}`;
  await sql.run('update sports_bets set round_id = ? where id = ?', [roundId, id]);
  const values: unknown[] = [];
  for (const [idx, leg] of p.legs.entries()) values.push(id, idx, leg.row.event_id, leg.row.market_id, leg.row.selection_id, leg.odds, leg.row.line_q, leg.row.suspensions, leg.row.event_status === 'live' ? 1 : 0);
  await sql.run(`insert into sports_bet_legs (bet_id, idx, event_id, market_id, selection_id, odds, line_q, suspensions, in_play) values ${p.legs.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`, values);
  const money = await ticketMoney(sql, session, { op: 'debit', txnId: `${roundId}:bet`, roundId, amount: p.stake }, now);
  return { id, money };
}

/** POST /wps/sports/bets: the member's slip, all bets or none. */
export async function placeBets(app: AppContext, memberId: number, input: PlaceBetsInput): Promise<{ bets: BetView[]; balance: number; replayed: boolean }> {
  const [settings, currency] = await Promise.all([getSetting(app.db, 'sports'), merchantCurrency(app.db)]);
  const lines = checkShapes(input.bets, settings);
  const games = await sportsGames(app.reader, memberId, currency);
  const selectionIds = input.bets.flatMap((b) => b.legs.map((l) => l.selectionId));
  const done = await app.ledger.run(async (sql) => {
    await sql.lock(stakeLock(memberId));
    const before = await placedBefore(sql, memberId, input.requestId);
    if (before.length) return { ids: before, balance: await balanceOf(sql, Accounts.cash(memberId, currency)), replayed: true, changed: [] as { memberId: number; balance: number }[] };
    const now = Date.now();
    const rows = await legRowsIn(sql, selectionIds, false);
    const factor = await stakeFactorIn(sql, memberId);
    const priced = priceSlip(input.bets, lines, rows, input.oddsChange, settings, factor, now);
    const sessions = new Map<SportKind, Awaited<ReturnType<typeof ticketSession>>>();
    const ids: number[] = [];
    let balance = 0;
    const changed = new Map<number, number>();
    for (const [index, p] of priced.entries()) {
      const game = games[p.kind];
      if (!game) throw new Error(`the ${p.kind} sportsbook has no game row`);
      let session = sessions.get(p.kind);
      if (!session) {
        session = await ticketSession(sql, game, now, true);
        sessions.set(p.kind, session);
      }
      const stored = await storeBet(sql, memberId, p, game, input.oddsChange, `${input.requestId}:${index}`, input.language, now, settings.betDelaySeconds * 1000, session);
      ids.push(stored.id);
      balance = stored.money.balance;
      for (const c of stored.money.changed) changed.set(c.memberId, c.balance);
    }
    await raiseExposure(sql, priced, settings);
    return { ids, balance, replayed: false, changed: [...changed].map(([m, b]) => ({ memberId: m, balance: b })) };
  });
  for (const c of done.changed) app.events.publish({ type: 'balance', memberId: c.memberId, data: { balance: c.balance } });
  const bets = await betViews(app.reader, done.ids, input.language, settings);
  return { bets, balance: done.balance, replayed: done.replayed };
}
