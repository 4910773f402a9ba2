/**
 * The cashier's side of a member as the back office's members desk reads it: paged deposits and
 * withdrawals, members by bank account number, responsible-gambling status (read only: nothing
 * here lifts an exclusion), and the payment-password lock, which staff may lift.
 */
import type { Db } from '#server/db/connect.ts';
import { activeExclusion } from '#server/members/index.ts';
import { listLimits } from './limits.ts';

export interface MoneyRowView {
  id: number;
  at: number;
  amount: number;
  channel: string | null;
  status: string;
}

export interface MoneyPageView {
  list: MoneyRowView[];
  pageNum: number;
  totalPages: number;
  total: number;
}

const pageOf = (total: number, q: { pageNo: number; pageSize: number }) => {
  const totalPages = Math.max(1, Math.ceil(total / q.pageSize));
  return { totalPages, pageNum: Math.min(q.pageNo, totalPages) };
};

/** One page of the member's deposits, newest first (channel by its code). */
export async function depositPageOf(db: Db, memberId: number, q: { pageNo: number; pageSize: number }): Promise<MoneyPageView> {
  const n = await db.selectFrom('deposits').select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', memberId).executeTakeFirstOrThrow();
  const total = Number(n.n);
  const { totalPages, pageNum } = pageOf(total, q);
  const rows = await db
    .selectFrom('deposits as d')
    .leftJoin('payment_channels as c', 'c.id', 'd.channel_id')
    .select(['d.id', 'd.created_at', 'd.amount', 'd.status', 'c.code'])
    .where('d.member_id', '=', memberId)
    .orderBy('d.id', 'desc')
    .limit(q.pageSize)
    .offset((pageNum - 1) * q.pageSize)
    .execute();
  return { list: rows.map((r) => ({ id: r.id, at: r.created_at, amount: r.amount, channel: r.code ?? null, status: r.status })), pageNum, totalPages, total };
}

/** One page of the member's withdrawals, newest first (the bank's name as the channel). */
export async function withdrawalPageOf(db: Db, memberId: number, q: { pageNo: number; pageSize: number }): Promise<MoneyPageView> {
  const n = await db.selectFrom('withdrawals').select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', memberId).executeTakeFirstOrThrow();
  const total = Number(n.n);
  const { totalPages, pageNum } = pageOf(total, q);
  const rows = await db
    .selectFrom('withdrawals as w')
    .leftJoin('bank_accounts as b', 'b.id', 'w.bank_account_id')
    .select(['w.id', 'w.created_at', 'w.amount', 'w.status', 'b.bank_name'])
    .where('w.member_id', '=', memberId)
    .orderBy('w.id', 'desc')
    .limit(q.pageSize)
    .offset((pageNum - 1) * q.pageSize)
    .execute();
  return { list: rows.map((r) => ({ id: r.id, at: r.created_at, amount: r.amount, channel: r.bank_name ?? null, status: r.status })), pageNum, totalPages, total };
}

/** Members who bound a bank account with this number (exact, or ending in it when 4+ digits are given). */
export async function memberIdsByBankAccount(db: Db, number: string, limit = 500): Promise<number[]> {
  const digits = number.replace(/\s+/g, '');
  if (!digits) return [];
  const rows = await db
    .selectFrom('bank_accounts')
    .select('member_id')
    .distinct()
    .where((eb) => (digits.length >= 4 ? eb.or([eb('account_number', '=', digits), eb('account_number', 'like', `%${digits.replace(/[%_\\]/g, '')}`)]) : eb('account_number', '=', digits)))
    .limit(limit)
    .execute();
  return rows.map((r) => r.member_id);
}

/** Responsible-gambling status: the active time-out or exclusion and the deposit limits. */
export async function rgStatusOf(db: Db, memberId: number, now = Date.now()) {
  const [exclusion, limits] = await Promise.all([activeExclusion(db, memberId, now), listLimits(db, memberId, now)]);
  return { exclusion: exclusion ? { kind: String(exclusion.kind), until: exclusion.until } : null, limits: limits.map((l) => ({ period: l.period, amount: l.amount })) };
}

/** Whether wrong payment passwords have locked the member's money actions right now. */
export async function paymentPasswordLocked(db: Db, memberId: number, now = Date.now()): Promise<boolean> {
  const row = await db.selectFrom('payment_password_locks').select('locked_until').where('member_id', '=', memberId).executeTakeFirst();
  return row?.locked_until != null && row.locked_until > now;
}

/** Lifts the payment-password lock (and the count of wrong tries); false when there was none to lift. */
export async function liftPaymentPasswordLock(db: Db, memberId: number, now = Date.now()): Promise<{ lifted: boolean; before: { failures: number; lockedUntil: number | null } | null }> {
  const row = await db.selectFrom('payment_password_locks').select(['failures', 'locked_until']).where('member_id', '=', memberId).executeTakeFirst();
  if (!row || (row.failures === 0 && row.locked_until === null)) return { lifted: false, before: null };
  const r = await db
    .updateTable('payment_password_locks')
    .set({ failures: 0, locked_until: null, updated_at: now })
    .where('member_id', '=', memberId)
    .where('failures', '=', row.failures)
    .where((eb) => (row.locked_until === null ? eb('locked_until', 'is', null) : eb('locked_until', '=', row.locked_until)))
    .executeTakeFirst();
  return { lifted: Number(r.numUpdatedRows) === 1, before: { failures: row.failures, lockedUntil: row.locked_until } };
}
