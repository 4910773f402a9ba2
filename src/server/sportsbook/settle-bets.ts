/**
 * Paying a resulted market's bets, exactly once (job sports:settle, docs/sportsbook.md). A market
 * whose results were written (revision > 0) walks its bets in id order after its settle_cursor, a
 * batch per unit of work under the market's lock:
 * - a bet is settled when every leg has a result (otherwise its last market settles it): its
 *   return (returns.ts betReturn, on the running stake after partial cash-outs) is credited to its
 *   round through the house vendor's wallet (`S<id>:win`, 0 for a loss, which closes the round),
 *   and its row moves open → settled by an update guarded by the open stake read, so a cash-out
 *   racing the settlement leaves exactly one of the two (the loser's unit rolls back and retries);
 * - a bet already settled whose return is now different (a correction, a void after settlement)
 *   is resettled: the round's payout moves to cash-outs + the new return (`S<id>:win:r<n>`), what
 *   the balance could not cover is recorded as unrecovered (the round's whole shortfall after this
 *   resettlement: a later correction back in the player's favour clears it first);
 * - a bet still in its in-play delay stops the walk (the next run goes on once it is decided);
 *   rejected and fully cashed-out bets are passed.
 * The cursor moves by a guarded update in the same unit (`where settle_cursor = ? and revision = ?`),
 * so a batch commits once whatever runs it, and a process that dies midway resumes after the last
 * committed batch. The walk's end stamps settled_at; an ended event whose markets are all settled
 * or void and walked moves to settled.
 */
import type { BetKind, SelectionResult, SettledLeg, SystemType } from '#lib/contracts/sports-model.ts';
import { betResultOf, betReturn } from '#lib/sports/returns.ts';
import type { AppContext } from '#server/app-context.ts';
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { type RoundCredit, settleTicketRounds, ticketResettle, ticketSession } from '#server/providers/index.ts';
import { MarketStateChanged } from './errors.ts';
import type { SportsJob } from './job-type.ts';
import { pushScore } from './publish.ts';
import { resultEndedEvents } from './result-event.ts';
import { closeUnfinishedEvents } from './settle-abandon.ts';
import { bumpEvent, marketLock } from './settle-apply.ts';
import { type SportsGame, sportsGames } from './settle-game.ts';

export const SETTLE_BATCH = 1_000;
/** Bets per `in (…)` list (a few fixed statement texts). */
const LIST = 100;

interface BetRow {
  id: number;
  member_id: number;
  vendor: string;
  kind: BetKind;
  system: SystemType | null;
  size: number | null;
  unit_stake: number;
  stake: number;
  open_stake: number;
  cashed_out: number;
  payout: number;
  status: string;
  result: string | null;
  round_id: string;
  settlements: number;
}

export interface SettleOptions {
  batch?: number;
  now?: number;
  /** Called after each committed batch (tests stop a settlement here to play a crash). */
  afterBatch?: (batchesDone: number) => void | Promise<void>;
}

export interface SettleOutcome {
  /** Bets this call settled or resettled. */
  bets: number;
  /** Σ of first settlements' returns and resettlements' moves. */
  payout: number;
  /** The market's walk is complete at its current revision. */
  finished: boolean;
}

interface Batch {
  done: boolean;
  bets: number;
  payout: number;
  eventId: number | null;
  changed: Map<number, number>;
}

const marks = (n: number) => Array.from({ length: n }, () => '?').join(', ');

async function legsOf(sql: SqlRunner, betIds: readonly number[]): Promise<Map<number, { result: string | null; odds: number; dead_heat: number }[]>> {
  const out = new Map<number, { result: string | null; odds: number; dead_heat: number }[]>();
  for (let i = 0; i < betIds.length; i += LIST) {
    const part = betIds.slice(i, i + LIST);
    const rows = await sql.all<{ bet_id: number; odds: number; result: string | null; dead_heat: number }>(`select bet_id, odds, result, dead_heat from sports_bet_legs where bet_id in (${marks(part.length)}) order by bet_id, idx`, part);
    for (const r of rows) {
      const id = Number(r.bet_id);
      let legs = out.get(id);
      if (!legs) out.set(id, (legs = []));
      legs.push({ result: r.result, odds: Number(r.odds), dead_heat: Number(r.dead_heat) });
    }
  }
  return out;
}

async function oneBatch(sql: SqlRunner, games: Map<string, SportsGame>, marketId: number, size: number, now: number): Promise<Batch> {
  await sql.lock(marketLock(marketId));
  const out: Batch = { done: true, bets: 0, payout: 0, eventId: null, changed: new Map() };
  const m = await sql.get<{ event_id: number; revision: number; settle_cursor: number; settled_at: number | null }>('select event_id, revision, settle_cursor, settled_at from sports_markets where id = ?', [marketId]);
  if (!m || Number(m.revision) === 0 || m.settled_at !== null) return out;
  const revision = Number(m.revision);
  const cursor = Number(m.settle_cursor);
  const bets = await sql.all<BetRow>(
    'select b.id, b.member_id, b.vendor, b.kind, b.system, b.size, b.unit_stake, b.stake, b.open_stake, b.cashed_out, b.payout, b.status, b.result, b.round_id, b.settlements from sports_bet_legs l join sports_bets b on b.id = l.bet_id where l.market_id = ? and l.bet_id > ? order by l.bet_id limit ?',
    [marketId, cursor, size],
  );
  const legs = await legsOf(
    sql,
    bets.filter((b) => b.status === 'open' || b.status === 'settled').map((b) => Number(b.id)),
  );
  const credits = new Map<string, (RoundCredit & { id: number })[]>();
  const whole = new Map<string, { result: string; paid: number; ids: number[] }>();
  let last = cursor;
  let blocked = false;
  for (const b of bets) {
    const id = Number(b.id);
    if (b.status === 'pending') {
      // Not decided yet: the walk waits here for the delay's decision.
      blocked = true;
      break;
    }
    last = id;
    if (b.status !== 'open' && b.status !== 'settled') continue;
    const mine = legs.get(id) ?? [];
    if (!mine.length || mine.some((l) => l.result === null)) continue;
    const settled: SettledLeg[] = mine.map((l) => ({ odds: l.odds, result: l.result as SelectionResult, deadHeat: l.dead_heat }));
    const stake = Number(b.stake);
    const openStake = Number(b.open_stake);
    const paid = betReturn({ kind: b.kind, system: b.system, size: b.size, unitStake: Number(b.unit_stake), stake, openStake }, settled);
    const result = betResultOf(settled, paid);
    const game = games.get(b.vendor);
    if (!game) throw new Error(`sportsbook: no game row of vendor ${b.vendor}`);
    if (b.status === 'open') {
      if (openStake === stake) {
        // Bets without a cash-out are moved together, grouped by what they get (checked by the row count).
        const k = `${result}|${paid}`;
        const g = whole.get(k);
        if (g) g.ids.push(id);
        else whole.set(k, { result, paid, ids: [id] });
      } else {
        const n = await sql.run("update sports_bets set status = 'settled', result = ?, payout = ?, settlements = 1, settled_at = ? where id = ? and status = 'open' and open_stake = ?", [result, paid, now, id, openStake]);
        if (n !== 1) throw new MarketStateChanged(`Bet ${id} changed while its market was settled; the next run goes on.`, { marketId });
      }
      let list = credits.get(b.vendor);
      if (!list) credits.set(b.vendor, (list = []));
      list.push({ id, memberId: Number(b.member_id), roundId: b.round_id, txnId: `S${id}:win`, amount: paid });
      out.bets++;
      out.payout += paid;
    } else if (paid !== Number(b.payout)) {
      const n = Number(b.settlements) + 1;
      const s = await ticketSession(sql, { ...game, memberId: Number(b.member_id) }, now, false);
      const r = await ticketResettle(sql, s, { txnId: `S${id}:win:r${n}`, roundId: b.round_id, payout: Number(b.cashed_out) + paid }, now);
      for (const c of r.changed) out.changed.set(c.memberId, c.balance);
      const moved = await sql.run('update sports_bets set result = ?, payout = ?, settlements = ?, unrecovered = ?, settled_at = ? where id = ? and settlements = ?', [result, paid, n, r.unrecovered, now, id, Number(b.settlements)]);
      if (moved !== 1) throw new MarketStateChanged(`Bet ${id} was resettled meanwhile; the next run goes on.`, { marketId });
      out.bets++;
      out.payout += r.moved;
    } else if (result !== b.result) {
      await sql.run('update sports_bets set result = ? where id = ? and status = ?', [result, id, 'settled']);
    }
  }
  for (const g of whole.values())
    for (let i = 0; i < g.ids.length; i += LIST) {
      const part = g.ids.slice(i, i + LIST);
      const n = await sql.run(`update sports_bets set status = 'settled', result = ?, payout = ?, settlements = 1, settled_at = ? where id in (${marks(part.length)}) and status = 'open' and open_stake = stake`, [g.result, g.paid, now, ...part]);
      if (n !== part.length) throw new MarketStateChanged('A bet changed while its market was settled; the next run goes on.', { marketId });
    }
  for (const [vendor, list] of credits) for (const [memberId, balance] of await settleTicketRounds(sql, games.get(vendor)!, list, now)) out.changed.set(memberId, balance);
  out.done = !blocked && bets.length < size;
  const moved = await sql.run(`update sports_markets set settle_cursor = ?${out.done ? ', settled_at = ?' : ''} where id = ? and settle_cursor = ? and revision = ?`, [last, ...(out.done ? [now] : []), marketId, cursor, revision]);
  if (moved !== 1) throw new MarketStateChanged('Another run settled this batch.', { marketId });
  if (blocked) out.done = true;
  out.eventId = Number(m.event_id);
  return out;
}

/** An ended event whose markets are all settled or void and walked moves to settled (answers its new version, or null). */
async function finishEvent(sql: SqlRunner, eventId: number, now: number): Promise<number | null> {
  const left = await sql.get<{ n: number }>("select count(*) as n from sports_markets where event_id = ? and (status in ('open', 'suspended') or settled_at is null)", [eventId]);
  if (Number(left?.n ?? 0) > 0) return null;
  const n = await sql.run("update sports_events set status = 'settled', updated_at = ? where id = ? and status = 'ended'", [now, eventId]);
  return n === 1 ? bumpEvent(sql, eventId, now) : null;
}

/**
 * Settles (or resettles) every bet of a resulted market not yet done at its revision, batch by
 * batch; safe to run from any number of places at once. `finished` is false while a bet in its
 * in-play delay holds the walk, or when another run took the batch.
 */
export async function settleMarketBets(app: AppContext, marketId: number, opts: SettleOptions = {}, games?: Map<string, SportsGame>): Promise<SettleOutcome> {
  const out: SettleOutcome = { bets: 0, payout: 0, finished: false };
  const g = games ?? (await sportsGames(app));
  const size = opts.batch ?? SETTLE_BATCH;
  for (let batches = 0; ; ) {
    const now = opts.now ?? Date.now();
    let b: Batch;
    try {
      b = await app.ledger.run((sql) => oneBatch(sql, g, marketId, size, now));
    } catch (err) {
      if (err instanceof MarketStateChanged) return out;
      throw err;
    }
    for (const [memberId, balance] of b.changed) app.events.publish({ type: 'balance', memberId, data: { balance } });
    out.bets += b.bets;
    out.payout += b.payout;
    if (b.done) {
      const m = await app.db.selectFrom('sports_markets').select(['settled_at', 'event_id']).where('id', '=', marketId).executeTakeFirst();
      out.finished = m?.settled_at != null;
      if (out.finished && m) {
        const eventId = Number(m.event_id);
        const version = await app.ledger.run((sql) => finishEvent(sql, eventId, now));
        if (version !== null) pushScore(app, eventId, version, 'settled', await liveOf(app, eventId));
      }
      return out;
    }
    await opts.afterBatch?.(++batches);
  }
}

async function liveOf(app: AppContext, eventId: number) {
  const e = await app.db.selectFrom('sports_events').select('live').where('id', '=', eventId).executeTakeFirst();
  return e?.live ? JSON.parse(e.live) : null;
}

/** Every market whose results are written and whose walk is not done (oldest first). */
export async function settleDueMarkets(app: AppContext, now: number, opts: Omit<SettleOptions, 'now'> = {}): Promise<number> {
  const due = await app.db
    .selectFrom('sports_markets')
    .select('id')
    .where('status', 'in', ['settled', 'void'])
    .where('settled_at', 'is', null)
    .where('revision', '>', 0)
    .orderBy('id')
    .limit(100)
    .execute();
  if (!due.length) return 0;
  const games = await sportsGames(app);
  let bets = 0;
  for (const m of due) bets += (await settleMarketBets(app, Number(m.id), { ...opts, now }, games)).bets;
  return bets;
}

/**
 * Job sports:settle — ended events left unresulted are resulted, cancelled and abandoned events'
 * markets closed by the rules, then every due market's bets paid.
 */
export const settleJob: SportsJob = {
  name: 'sports:settle',
  run: async (app, now) => (await resultEndedEvents(app, now)) + (await closeUnfinishedEvents(app, now)) + (await settleDueMarkets(app, now)),
};
