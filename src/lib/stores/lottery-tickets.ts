/**
 * /lottery/tickets: the signed-in member's tickets by status and lottery, page by page, and the
 * member's follows; cancelling a ticket and stopping a follow read both lists again (a cancelled
 * ticket may belong to a follow, a stopped follow's tickets still play).
 */
import { atom } from 'nanostores';
import type { TicketStatus } from '../contracts/lottery-model.ts';
import type { FollowView, TicketView } from '../contracts/lottery-shapes.ts';
import { lotteryHistoryApi } from '../lottery-history-api.ts';
import type { Loadable } from './rewards.ts';

export const TICKETS_PAGE_SIZE = 10;

export interface TicketFilter {
  status: TicketStatus | null;
  lottery: string | null;
  pageNo: number;
}

export interface TicketsPage {
  list: TicketView[];
  pageNum: number;
  totalPages: number;
  total: number;
}

export const $ticketFilter = atom<TicketFilter>({ status: null, lottery: null, pageNo: 1 });
export const $tickets = atom<Loadable<TicketsPage>>({ state: 'idle' });
export const $follows = atom<Loadable<FollowView[]>>({ state: 'idle' });
/** The ticket or follow an action is running on, so its button waits. */
export const $busy = atom<string | null>(null);

export async function loadTickets(filter: Partial<TicketFilter> = {}): Promise<void> {
  const f = { ...$ticketFilter.get(), ...filter };
  $ticketFilter.set(f);
  if ($tickets.get().state !== 'ready') $tickets.set({ state: 'loading' });
  try {
    const page = await lotteryHistoryApi.tickets({ status: f.status ?? undefined, lottery: f.lottery ?? undefined, pageNo: f.pageNo, pageSize: TICKETS_PAGE_SIZE });
    const now = $ticketFilter.get();
    if (now.status === f.status && now.lottery === f.lottery && now.pageNo === f.pageNo) $tickets.set({ state: 'ready', data: page });
  } catch {
    $tickets.set({ state: 'error' });
  }
}

export async function loadFollows(): Promise<void> {
  if ($follows.get().state !== 'ready') $follows.set({ state: 'loading' });
  try {
    $follows.set({ state: 'ready', data: (await lotteryHistoryApi.follows()).follows });
  } catch {
    $follows.set({ state: 'error' });
  }
}

/** Runs one action on a ticket or follow, then reads both lists again; the refusal is thrown for the island to show. */
async function act(key: string, run: () => Promise<unknown>): Promise<void> {
  $busy.set(key);
  try {
    await run();
  } finally {
    $busy.set(null);
    await Promise.all([loadTickets(), loadFollows()]);
  }
}

export const cancelTicket = (id: number) => act(`ticket:${id}`, () => lotteryHistoryApi.cancel(id));
export const stopFollow = (id: number) => act(`follow:${id}`, () => lotteryHistoryApi.stopFollow(id));
