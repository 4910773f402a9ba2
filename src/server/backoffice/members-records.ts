/** The members desk's record tabs: ledger, bets, deposits, withdrawals and sessions, paged, newest first. */
import type { AppContext } from '#server/app-context.ts';
import { memberSessionPage } from '#server/auth/index.ts';
import { depositPageOf, withdrawalPageOf } from '#server/cashier/index.ts';
import { betRecords } from '#server/games/index.ts';
import { cashPostingPage } from '#server/ledger/index.ts';
import { memberRow } from './members-read.ts';

export interface Paging {
  pageNo: number;
  pageSize: number;
}

const ALL_TIME = { from: 0, to: 8_640_000_000_000 };

export async function ledgerOf(app: AppContext, memberId: number, p: Paging) {
  const m = await memberRow(app, memberId);
  const page = await cashPostingPage(app.db, m.id, { ...ALL_TIME, ...p });
  if (!page) return { list: [], pageNum: 1, totalPages: 1, total: 0 };
  return { list: page.rows.map((r) => ({ id: r.id, at: r.created_at, kind: r.kind, ref: r.ref, amount: r.amount, balanceAfter: r.balance_after })), pageNum: page.pageNum, totalPages: page.totalPages, total: page.total };
}

export async function betsOf(app: AppContext, memberId: number, p: Paging, lang = 'en') {
  const m = await memberRow(app, memberId);
  const page = await betRecords(app.db, { memberId: m.id, ...ALL_TIME, ...p, lang });
  return {
    list: page.list.map((b) => ({ id: b.id, at: b.createdAt, vendor: b.vendor, game: b.gameName, stake: b.stake, payout: b.status === 'settled' ? b.payout : null, status: b.status })),
    pageNum: page.pageNum,
    totalPages: page.totalPages,
    total: page.total,
  };
}

export async function depositsOf(app: AppContext, memberId: number, p: Paging) {
  return depositPageOf(app.db, (await memberRow(app, memberId)).id, p);
}

export async function withdrawalsOf(app: AppContext, memberId: number, p: Paging) {
  return withdrawalPageOf(app.db, (await memberRow(app, memberId)).id, p);
}

export async function sessionsOf(app: AppContext, memberId: number, p: Paging) {
  return memberSessionPage(app.db, (await memberRow(app, memberId)).id, p);
}
