import { cashierApi, type Period } from '../cashier-api.ts';
import type { RecordType } from '../types/cashier.ts';
import { setUnread } from './wallet.ts';

/** The record pages' queries: each page keeps its filter and shows what these answer. */
export function fetchBetRecords(q: Period & { gameType?: string; vassalage?: string; status?: string; pageNo: number; pageSize: number }) {
  return cashierApi.bets(q);
}

export function fetchAccountRecords(q: Period & { type?: RecordType; pageNo: number; pageSize: number }) {
  return cashierApi.records(q);
}

export function fetchProfit(q: Period) {
  return cashierApi.profit(q);
}

export async function fetchMessages(pageNo: number, pageSize: number) {
  const page = await cashierApi.messages(pageNo, pageSize);
  setUnread(page.unread);
  return page;
}

/** The messages page's read, by its parameters (one cache key per page). */
export function fetchMessagePage(q: { page: number; pageSize: number }) {
  return fetchMessages(q.page, q.pageSize);
}

/** Marks a message (or all) read; the badge follows the server's count. */
export async function readMessage(id: number | 'all'): Promise<void> {
  setUnread((await cashierApi.readMessage(id)).unread);
}
