/** How a player's ticket reads on the tickets page (browser-safe). */
import type { TicketStatus } from '../contracts/lottery-model.ts';

export type TicketOutcome = 'won' | 'returned' | 'lost' | 'open' | 'void' | 'cancelled';

/**
 * A win only when the ticket returned more than its stake (UK RTS 14: a return of the stake or
 * less is never celebrated); a paid ticket that returned its stake or less reads "returned";
 * every other state as it is.
 */
export function ticketOutcome(ticket: { status: TicketStatus; payout: number; stake: number }): TicketOutcome {
  if (ticket.status === 'won') return ticket.payout > ticket.stake ? 'won' : 'returned';
  return ticket.status;
}
