/**
 * Placing a bet slip on one draw: every item becomes a ticket, a round `L<ticket id>` of the
 * lottery's house vendor debited through the seamless wallet, or none does. The draw is checked
 * inside the unit of work (on PostgreSQL holding its row `for share`, so the draw's close, a
 * guarded update, waits for placements in flight): it must be open and the unit's own time before
 * closes_at, and that time is the tickets' placed_at. A replayed request id answers the tickets it
 * placed the first time.
 */
import type { SlipItem } from '#lib/contracts/lottery-tickets.ts';
import type { TicketView } from '#lib/contracts/lottery-shapes.ts';
import type { AppContext } from '#server/app-context.ts';
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { Accounts, balanceOf } from '#server/ledger/index.ts';
import { stakeLock } from '#server/members/index.ts';
import { type TicketGame, ticketMoney, ticketSession } from '#server/providers/index.ts';
import { getSetting, merchantCurrency } from '#server/system/index.ts';
import { DrawClosed, DrawNotOpen, UnknownDraw } from './errors.ts';
import { oddsRowsIn, type PricedItem, priceSlip } from './slip.ts';
import { placingOf } from './ticket-reads.ts';
import { ticketRowsIn, ticketView } from './ticket-views.ts';

export interface PlaceInput {
  drawId: number;
  items: SlipItem[];
  requestId: string;
  language: string;
}

export interface Placement {
  memberId: number;
  drawId: number;
  lotteryId: number;
  game: TicketGame;
  items: readonly PricedItem[];
  /** Each ticket's idempotency key is `${keyPrefix}:${index}`. */
  keyPrefix: string;
  followId: number | null;
}

export interface Placed {
  ticketIds: number[];
  balance: number;
  replayed: boolean;
  /** Whose balance changed, for the balance events after the commit. */
  changed: { memberId: number; balance: number }[];
  placedAt: number;
}

/** The tickets already placed under a key prefix (a replay), oldest first. */
async function placedBefore(sql: SqlRunner, memberId: number, keyPrefix: string): Promise<number[]> {
  const head = await sql.get<{ id: number }>('select id from lottery_tickets where member_id = ? and idem_key = ?', [memberId, `${keyPrefix}:0`]);
  if (!head) return [];
  const after = await sql.all<{ id: number; idem_key: string }>('select id, idem_key from lottery_tickets where member_id = ? and id >= ? order by id limit 200', [memberId, head.id]);
  return after.filter((r) => r.idem_key.startsWith(`${keyPrefix}:`)).map((r) => Number(r.id));
}

/**
 * Refuses unless the draw takes tickets at `now`: UNKNOWN_DRAW, DRAW_NOT_OPEN while scheduled,
 * DRAW_CLOSED once closed (or drawn, settled, void) or at and after closes_at.
 */
export async function drawTakesTickets(sql: SqlRunner, drawId: number, now: number): Promise<{ lotteryId: number }> {
  const draw = await sql.get<{ lottery_id: number; status: string; closes_at: number }>(
    `select lottery_id, status, closes_at from lottery_draws where id = ?${sql.dialect === 'postgres' ? ' for share' : ''}`,
    [drawId],
  );
  if (!draw) throw new UnknownDraw('No such draw.');
  if (draw.status === 'scheduled') throw new DrawNotOpen('This draw is not taking tickets yet.');
  if (draw.status !== 'open' || now >= Number(draw.closes_at)) throw new DrawClosed('Betting on this draw has closed.');
  return { lotteryId: Number(draw.lottery_id) };
}

/**
 * Inside a unit of work: places priced items on a draw for a member, all or nothing. The member's
 * stake lock is taken first, so a replay and its original never both place.
 */
export async function placeIn(sql: SqlRunner, p: Placement): Promise<Placed> {
  await sql.lock(stakeLock(p.memberId));
  const before = await placedBefore(sql, p.memberId, p.keyPrefix);
  if (before.length) return { ticketIds: before, balance: -1, replayed: true, changed: [], placedAt: 0 };
  const now = Date.now();
  const draw = await drawTakesTickets(sql, p.drawId, now);
  if (draw.lotteryId !== p.lotteryId) throw new UnknownDraw('The draw is not one of this lottery’s.');
  const session = await ticketSession(sql, p.game, now, true);
  const ticketIds: number[] = [];
  let balance = 0;
  const changed = new Map<number, number>();
  for (const [index, item] of p.items.entries()) {
    const row = await sql.get<{ id: number }>(
      "insert into lottery_tickets (draw_id, lottery_id, member_id, follow_id, bet_type, selection, lines, unit_stake, multiplier, stake, terms, status, round_id, idem_key, placed_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'open', '', ?, ?) returning id",
      [p.drawId, p.lotteryId, p.memberId, p.followId, item.betType, item.selection, item.lines, item.unitStake, item.multiplier, item.stake, JSON.stringify(item.terms), `${p.keyPrefix}:${index}`, now],
    );
    if (!row) throw new Error('the ticket was not stored');
    const id = Number(row.id);
    const roundId = `L${id}`;
    await sql.run('update lottery_tickets set round_id = ? where id = ?', [roundId, id]);
    const money = await ticketMoney(sql, session, { op: 'debit', txnId: `${roundId}:bet`, roundId, amount: item.stake }, now);
    balance = money.balance;
    for (const c of money.changed) changed.set(c.memberId, c.balance);
    ticketIds.push(id);
  }
  return { ticketIds, balance, replayed: false, changed: [...changed].map(([memberId, b]) => ({ memberId, balance: b })), placedAt: now };
}

/** Tells open pages of the members whose balance moved. */
export function publishBalances(app: AppContext, changed: readonly { memberId: number; balance: number }[]): void {
  for (const c of changed) app.events.publish({ type: 'balance', memberId: c.memberId, data: { balance: c.balance } });
}

/** POST /wps/lottery/tickets: a member's slip on one draw. */
export async function placeSlip(app: AppContext, memberId: number, input: PlaceInput): Promise<{ tickets: TicketView[]; balance: number; replayed: boolean }> {
  const [settings, currency] = await Promise.all([getSetting(app.db, 'lottery'), merchantCurrency(app.db)]);
  const { lottery, game } = await placingOf(app.reader, input.drawId, memberId, currency);
  const odds = await oddsRowsIn(app.reader, lottery.id);
  const items = priceSlip(lottery, odds, settings, input.items);
  const { placed, rows, balance } = await app.ledger.run(async (sql) => {
    const placed = await placeIn(sql, { memberId, drawId: input.drawId, lotteryId: lottery.id, game, items, keyPrefix: input.requestId, followId: null });
    const rows = await ticketRowsIn(sql, placed.ticketIds);
    const balance = placed.replayed ? await cashIn(sql, memberId, game.currency) : placed.balance;
    return { placed, rows, balance };
  });
  publishBalances(app, placed.changed);
  const now = Date.now();
  return { tickets: rows.map((r) => ticketView(r, input.language, now)), balance, replayed: placed.replayed };
}

/** The member's cash balance inside a unit of work. */
export const cashIn = (sql: SqlRunner, memberId: number, currency: string): Promise<number> => balanceOf(sql, Accounts.cash(memberId, currency));
