/**
 * A member's tickets as the pages see them: each with its lottery, its draw's number, times and
 * result, and whether it can still be cancelled (open, and its draw still taking tickets).
 */
import type { TicketStatus } from '#lib/contracts/lottery-model.ts';
import type { TicketView } from '#lib/contracts/lottery-shapes.ts';
import type { Db } from '#server/db/connect.ts';
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { lotteryName } from './lotteries.ts';

/** A ticket row joined with its draw and lottery (TICKET_SELECT). */
export interface TicketRow {
  id: number;
  draw_id: number;
  follow_id: number | null;
  bet_type: string;
  selection: string;
  lines: number;
  unit_stake: number;
  multiplier: number;
  stake: number;
  terms: string;
  status: string;
  payout: number;
  placed_at: number;
  settled_at: number | null;
  draw_number: string;
  draw_status: string;
  closes_at: number;
  draw_at: number;
  result: string | null;
  code: string;
  names: string;
}

export const TICKET_SELECT = `select t.id, t.draw_id, t.follow_id, t.bet_type, t.selection, t.lines, t.unit_stake, t.multiplier, t.stake, t.terms, t.status, t.payout, t.placed_at, t.settled_at,
  d.number as draw_number, d.status as draw_status, d.closes_at, d.draw_at, d.result, l.code, l.names
  from lottery_tickets t join lottery_draws d on d.id = t.draw_id join lotteries l on l.id = t.lottery_id`;

/** Open, and its draw still taking tickets at `now`. */
export const isCancellable = (r: Pick<TicketRow, 'status' | 'draw_status' | 'closes_at'>, now: number): boolean => r.status === 'open' && r.draw_status === 'open' && now < Number(r.closes_at);

export function ticketView(r: TicketRow, lang: string, now: number): TicketView {
  const drawn = r.result !== null && (r.draw_status === 'drawn' || r.draw_status === 'settled');
  return {
    id: Number(r.id),
    lottery: r.code,
    lotteryName: lotteryName({ code: r.code, names: JSON.parse(r.names) as Record<string, string> }, lang),
    drawId: Number(r.draw_id),
    drawNumber: r.draw_number,
    drawAt: Number(r.draw_at),
    closesAt: Number(r.closes_at),
    betType: r.bet_type,
    selection: r.selection,
    lines: Number(r.lines),
    unitStake: Number(r.unit_stake),
    multiplier: Number(r.multiplier),
    stake: Number(r.stake),
    terms: JSON.parse(r.terms) as TicketView['terms'],
    status: r.status as TicketStatus,
    payout: Number(r.payout),
    followId: r.follow_id === null ? null : Number(r.follow_id),
    placedAt: Number(r.placed_at),
    settledAt: r.settled_at === null ? null : Number(r.settled_at),
    result: drawn ? (JSON.parse(r.result ?? '[]') as string[]) : null,
    cancellable: isCancellable(r, now),
  };
}

/** Tickets by id, in id order, inside a unit of work. */
export async function ticketRowsIn(sql: SqlRunner, ids: readonly number[]): Promise<TicketRow[]> {
  if (!ids.length) return [];
  return sql.all<TicketRow>(`${TICKET_SELECT} where t.id in (${ids.map(() => '?').join(', ')}) order by t.id`, ids);
}

export interface TicketFilter {
  status?: TicketStatus | undefined;
  lottery?: string | undefined;
  pageNo: number;
  pageSize: number;
}

/** The member's tickets, newest first, by status and lottery code, one page. */
export async function memberTickets(db: Db, memberId: number, f: TicketFilter, lang: string, now = Date.now()): Promise<{ list: TicketView[]; pageNum: number; totalPages: number; total: number }> {
  let base = db
    .selectFrom('lottery_tickets as t')
    .innerJoin('lottery_draws as d', 'd.id', 't.draw_id')
    .innerJoin('lotteries as l', 'l.id', 't.lottery_id')
    .where('t.member_id', '=', memberId);
  if (f.status) base = base.where('t.status', '=', f.status);
  if (f.lottery) base = base.where('l.code', '=', f.lottery);
  const counted = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const total = Number(counted?.n ?? 0);
  const rows = await base
    .select([
      't.id',
      't.draw_id',
      't.follow_id',
      't.bet_type',
      't.selection',
      't.lines',
      't.unit_stake',
      't.multiplier',
      't.stake',
      't.terms',
      't.status',
      't.payout',
      't.placed_at',
      't.settled_at',
      'd.number as draw_number',
      'd.status as draw_status',
      'd.closes_at',
      'd.draw_at',
      'd.result',
      'l.code',
      'l.names',
    ])
    .orderBy('t.id', 'desc')
    .limit(f.pageSize)
    .offset((f.pageNo - 1) * f.pageSize)
    .execute();
  return { list: rows.map((r) => ticketView(r, lang, now)), pageNum: f.pageNo, totalPages: Math.ceil(total / f.pageSize), total };
}
