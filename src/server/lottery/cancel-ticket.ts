/**
 * A player cancels an open ticket while its draw still takes tickets: the ticket turns cancelled
 * by a guarded update (open → cancelled; of many concurrent cancels one matches) and its stake is
 * rolled back through the wallet (`L<id>:cancel`, once per transaction id).
 */
import type { TicketView } from '#lib/contracts/lottery-shapes.ts';
import type { AppContext } from '#server/app-context.ts';
import { NotFound } from '#server/errors.ts';
import { ticketMoney, ticketSession } from '#server/providers/index.ts';
import { TicketNotCancellable } from './errors.ts';
import { drawTakesTickets, publishBalances } from './place-tickets.ts';
import { lotteryById, ticketGameOf } from './ticket-reads.ts';
import { ticketRowsIn, ticketView } from './ticket-views.ts';

export async function cancelTicket(app: AppContext, memberId: number, ticketId: number, lang: string): Promise<{ ticket: TicketView; balance: number }> {
  const owned = await app.db.selectFrom('lottery_tickets').select(['lottery_id', 'draw_id']).where('id', '=', ticketId).where('member_id', '=', memberId).executeTakeFirst();
  if (!owned) throw new NotFound('No such ticket.');
  const game = await ticketGameOf(app.db, await lotteryById(app.db, Number(owned.lottery_id)), memberId);
  const done = await app.ledger.run(async (sql) => {
    const now = Date.now();
    const ticket = await sql.get<{ status: string; round_id: string }>('select status, round_id from lottery_tickets where id = ? and member_id = ?', [ticketId, memberId]);
    if (!ticket || ticket.status !== 'open') throw new TicketNotCancellable('This ticket can no longer be cancelled.', { status: ticket?.status });
    await drawTakesTickets(sql, Number(owned.draw_id), now);
    const turned = await sql.run("update lottery_tickets set status = 'cancelled', settled_at = ? where id = ? and status = 'open'", [now, ticketId]);
    if (turned !== 1) throw new TicketNotCancellable('This ticket can no longer be cancelled.');
    const session = await ticketSession(sql, game, now, false);
    const money = await ticketMoney(sql, session, { op: 'rollback', txnId: `${ticket.round_id}:cancel`, refTxnId: `${ticket.round_id}:bet`, roundId: ticket.round_id }, now);
    const [row] = await ticketRowsIn(sql, [ticketId]);
    if (!row) throw new NotFound('No such ticket.');
    return { row, money };
  });
  publishBalances(app, done.money.changed);
  return { ticket: ticketView(done.row, lang, Date.now()), balance: done.money.balance };
}
