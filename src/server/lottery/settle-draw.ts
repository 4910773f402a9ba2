/**
 * Settlement of a draw, exactly once (job lottery:settle, and right after an official result is
 * approved or corrected). Tickets are taken in id order after the draw's settle_cursor, a batch
 * per unit of work: each ticket's payout from its own stored terms (Σ of its lines' `pays` ×
 * unit stake × multiplier), credited through the house vendor's wallet (`L<id>:win`, 0 for a
 * loss, which closes the round) and its status moved open → won/lost by a guarded update; the
 * cursor and the draw's totals move in the same unit, and the last batch moves the draw drawn →
 * settled. A process that dies mid-draw leaves the cursor at the last committed batch; the next
 * run goes on from there, and the wallet's transaction ids make a repeated credit a no-op.
 *
 * After a correction (the draw's revision raised, cursor back to 0) the same walk resettles the
 * tickets settled at an older revision (ticketResettle, `L<id>:win:r<revision>`). A void draw's
 * walk refunds: open tickets rolled back (`L<id>:void`), already settled ones resettled to pay
 * back exactly their stake (`L<id>:void:r<revision>`).
 */
import type { DrawResult, OddsTerms } from '#lib/contracts/lottery-model.ts';
import { ticketPayout } from '#lib/contracts/lottery-model.ts';
import { isRefused } from '#lib/lottery/bet-type.ts';
import { betTypeOf } from '#lib/lottery/registry.ts';
import type { AppContext } from '#server/app-context.ts';
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { type RoundCredit, settleTicketRounds, ticketMoney, ticketResettle } from '#server/providers/index.ts';
import { announceDraw } from './draw-transitions.ts';
import { DrawStateChanged } from './errors.ts';
import { type Lottery, lotteryOf } from './lotteries.ts';
import { type LotteryGame, lotteryGame, sessionsFor } from './settle-wallet.ts';

export const SETTLE_BATCH = 1_000;
/** Tickets per `in (…)` list (a few fixed statement texts). */
const LIST = 100;

interface TicketRow {
  id: number;
  member_id: number;
  bet_type: string;
  selection: string;
  unit_stake: number;
  multiplier: number;
  stake: number;
  terms: string;
  status: string;
  settled_revision: number | null;
  round_id: string;
}

export interface SettleOptions {
  batch?: number;
  now?: number;
  /** Called after each committed batch (tests stop a settlement here to play a crash). */
  afterBatch?: (batchesDone: number) => void | Promise<void>;
}

export interface SettleOutcome {
  /** Tickets this call settled, resettled or refunded. */
  tickets: number;
  payout: number;
  /** The draw is settled (or its void refunded) now. */
  finished: boolean;
}

/** What a ticket pays against a result, from its stored terms (ticketPayout of Σ pays). */
export function payoutOf(lottery: Lottery, t: Pick<TicketRow, 'bet_type' | 'selection' | 'unit_stake' | 'multiplier' | 'terms'>, result: DrawResult): number {
  const bet = betTypeOf(lottery.format, t.bet_type);
  if (!bet) throw new Error(`lottery ${lottery.code}: no bet type ${t.bet_type} to settle ticket`);
  const parsed = bet.parse(t.selection);
  if (isRefused(parsed)) throw new Error(`lottery ${lottery.code}: stored selection "${t.selection}" no longer parses (${parsed.error})`);
  const terms = JSON.parse(t.terms) as OddsTerms;
  let milli = 0;
  for (const line of parsed.lines) milli += bet.pays(line, result, terms);
  return ticketPayout(milli, Number(t.unit_stake), t.multiplier);
}

interface Batch {
  done: boolean;
  status: string;
  count: number;
  stake: number;
  payout: number;
  changed: Map<number, number>;
}

async function oneBatch(sql: SqlRunner, lottery: Lottery, game: LotteryGame, drawId: number, size: number, now: number): Promise<Batch> {
  await sql.lock(`lottery-draw:${drawId}`);
  const d = await sql.get<{ status: string; result: string | null; revision: number; settle_cursor: number; settled_at: number | null }>(
    'select status, result, revision, settle_cursor, settled_at from lottery_draws where id = ?',
    [drawId],
  );
  const refunding = d?.status === 'void' && d.settled_at === null;
  const out: Batch = { done: true, status: 'skip', count: 0, stake: 0, payout: 0, changed: new Map() };
  if (!d || (d.status !== 'drawn' && !refunding)) return out;
  const result = d.result === null ? null : (JSON.parse(d.result) as DrawResult);
  if (!refunding && !result) throw new Error(`draw ${drawId} is drawn without a result`);
  const revision = Number(d.revision);
  const cursor = Number(d.settle_cursor);
  const tickets = await sql.all<TicketRow>(
    'select id, member_id, bet_type, selection, unit_stake, multiplier, stake, terms, status, settled_revision, round_id from lottery_tickets where draw_id = ? and id > ? order by id limit ?',
    [drawId, cursor, size],
  );
  const session = sessionsFor(sql, game, now);
  const setTicket = async (id: number, from: string, to: string, payout: number, unrecovered: number | null) => {
    const n = await sql.run('update lottery_tickets set status = ?, payout = ?, settled_revision = ?, settled_at = ?, unrecovered = coalesce(?, unrecovered) where id = ? and status = ?', [to, payout, revision, now, unrecovered, id, from]);
    if (n !== 1) throw new DrawStateChanged(`Ticket ${id} changed while its draw was settled; the next run goes on.`);
  };
  const credits: (RoundCredit & { id: number })[] = [];
  for (const t of tickets) {
    const id = Number(t.id);
    const stake = Number(t.stake);
    const settled = t.status === 'won' || t.status === 'lost';
    const s = () => session(Number(t.member_id));
    let paid = 0;
    if (refunding) {
      if (t.status === 'open') {
        const m = await ticketMoney(sql, await s(), { op: 'rollback', txnId: `L${id}:void`, refTxnId: `L${id}:bet`, roundId: t.round_id }, now);
        for (const c of m.changed) out.changed.set(c.memberId, c.balance);
        await setTicket(id, 'open', 'void', 0, null);
      } else if (settled) {
        const r = await ticketResettle(sql, await s(), { txnId: `L${id}:void:r${revision}`, roundId: t.round_id, payout: stake }, now);
        for (const c of r.changed) out.changed.set(c.memberId, c.balance);
        await setTicket(id, t.status, 'void', 0, r.unrecovered);
      } else continue;
    } else {
      if (t.status !== 'open' && !settled) continue;
      paid = payoutOf(lottery, t, result as DrawResult);
      const to = paid > 0 ? 'won' : 'lost';
      if (t.status === 'open') credits.push({ id, memberId: Number(t.member_id), roundId: t.round_id, txnId: `L${id}:win`, amount: paid });
      else if (t.settled_revision === null || Number(t.settled_revision) < revision) {
        const r = await ticketResettle(sql, await s(), { txnId: `L${id}:win:r${revision}`, roundId: t.round_id, payout: paid }, now);
        for (const c of r.changed) out.changed.set(c.memberId, c.balance);
        await setTicket(id, t.status, to, paid, r.unrecovered);
      }
    }
    out.count++;
    out.stake += stake;
    out.payout += paid;
  }
  // First settlements: the wallet's batch path (one credit per round, shared reads), then the tickets.
  for (const [memberId, balance] of await settleTicketRounds(sql, game, credits, now)) out.changed.set(memberId, balance);
  const lost = credits.filter((c) => c.amount === 0).map((c) => c.id);
  for (let i = 0; i < lost.length; i += LIST) {
    const part = lost.slice(i, i + LIST);
    const n = await sql.run(`update lottery_tickets set status = 'lost', payout = 0, settled_revision = ?, settled_at = ? where id in (${part.map(() => '?').join(', ')}) and status = 'open'`, [revision, now, ...part]);
    if (n !== part.length) throw new DrawStateChanged('A ticket changed while its draw was settled; the next run goes on.');
  }
  for (const c of credits) if (c.amount > 0) await setTicket(c.id, 'open', 'won', c.amount, null);
  out.done = tickets.length < size;
  const last = tickets.length ? Number(tickets[tickets.length - 1]!.id) : cursor;
  const finish = out.done ? (refunding ? ', settled_at = ?' : ", status = 'settled', settled_at = ?") : '';
  const params: unknown[] = [last, out.count, out.stake, out.payout];
  if (out.done) params.push(now);
  params.push(drawId, d.status, cursor);
  const moved = await sql.run(`update lottery_draws set settle_cursor = ?, tickets = tickets + ?, stake = stake + ?, payout = payout + ?${finish} where id = ? and status = ? and settle_cursor = ?`, params);
  if (moved !== 1) throw new DrawStateChanged('Another run settled this batch.');
  out.status = out.done && !refunding ? 'settled' : d.status;
  return out;
}

/**
 * Settles (or, for a void draw, refunds) every ticket of a draw not yet done, batch by batch;
 * safe to run from any number of places at once (each batch re-reads the cursor under the draw's
 * lock and moves it by a guarded update).
 */
export async function settleDraw(app: AppContext, drawId: number, opts: SettleOptions = {}): Promise<SettleOutcome> {
  const row = await app.db
    .selectFrom('lottery_draws')
    .innerJoin('lotteries', 'lotteries.id', 'lottery_draws.lottery_id')
    .select(['lotteries.id', 'lotteries.code', 'lotteries.game_id', 'lotteries.type', 'lotteries.format', 'lotteries.region', 'lotteries.names', 'lotteries.schedule', 'lotteries.close_seconds', 'lotteries.source', 'lotteries.status', 'lotteries.sort', 'lotteries.version'])
    .where('lottery_draws.id', '=', drawId)
    .executeTakeFirst();
  const out: SettleOutcome = { tickets: 0, payout: 0, finished: false };
  if (!row) return out;
  const lottery = lotteryOf(row);
  const game = await lotteryGame(app, lottery);
  const size = opts.batch ?? SETTLE_BATCH;
  for (let batches = 0; ; ) {
    const now = opts.now ?? Date.now();
    let b: Batch;
    try {
      b = await app.ledger.run((sql) => oneBatch(sql, lottery, game, drawId, size, now));
    } catch (err) {
      if (err instanceof DrawStateChanged) return out;
      throw err;
    }
    for (const [memberId, balance] of b.changed) app.events.publish({ type: 'balance', memberId, data: { balance } });
    out.tickets += b.count;
    out.payout += b.payout;
    if (b.done) {
      out.finished = b.status === 'settled' || b.status === 'void';
      if (out.finished) await announceDraw(app, lottery, drawId);
      return out;
    }
    await opts.afterBatch?.(++batches);
  }
}

/** Job lottery:settle — every drawn draw, and every void draw whose refunds are not finished. */
export async function settleDueDraws(app: AppContext, now: number): Promise<number> {
  const due = await app.db
    .selectFrom('lottery_draws')
    .select('id')
    .where((eb) => eb.or([eb('status', '=', 'drawn'), eb.and([eb('status', '=', 'void'), eb('settled_at', 'is', null)])]))
    .orderBy('draw_at')
    .limit(50)
    .execute();
  let settled = 0;
  for (const d of due) if ((await settleDraw(app, Number(d.id), { now })).finished) settled++;
  return settled;
}
