import type { Db } from '#server/db/connect.ts';
import { ValidationFailed } from '#server/errors.ts';
import { DepositLimitReached } from './errors.ts';

const HOUR = 3_600_000;
/** UK RTS 12: limits over 24 hours, 7 days and 30 days (rolling windows). */
export const LIMIT_PERIODS = { day: 24 * HOUR, week: 7 * 24 * HOUR, month: 30 * 24 * HOUR } as const;
export type LimitPeriod = keyof typeof LIMIT_PERIODS;
/** An increase (or removal) waits this long and then a confirmation. */
export const INCREASE_DELAY_MS = 24 * HOUR;

export interface LimitView {
  period: LimitPeriod;
  /** null = no limit. */
  amount: number | null;
  used: number;
  remaining: number | null;
  pending: { amount: number | null; from: number } | null;
}

type Row = { period: string; amount: number; pending_amount: number | null; pending_from: number | null };
/** A stored limit of this value means "no limit" (a pending removal). */
const NO_LIMIT = -1;

/** Deposits that count against the limits: credited, and pending ones (so waiting requests cannot get round them). */
async function deposited(db: Db, memberId: number, since: number): Promise<number> {
  const row = await db
    .selectFrom('deposits')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('s'))
    .where('member_id', '=', memberId)
    .where('status', 'in', ['pending', 'credited'])
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.s);
}

export async function listLimits(db: Db, memberId: number, now = Date.now()): Promise<LimitView[]> {
  const rows = new Map((await db.selectFrom('deposit_limits').selectAll().where('member_id', '=', memberId).execute()).map((r) => [r.period, r as Row]));
  return Promise.all(
    (Object.keys(LIMIT_PERIODS) as LimitPeriod[]).map(async (period) => {
      const r = rows.get(period);
      const amount = r && r.amount !== NO_LIMIT ? r.amount : null;
      const used = await deposited(db, memberId, now - LIMIT_PERIODS[period]);
      const pending = r?.pending_from != null ? { amount: r.pending_amount === NO_LIMIT ? null : r.pending_amount, from: r.pending_from } : null;
      return { period, amount, used, remaining: amount === null ? null : Math.max(0, amount - used), pending };
    }),
  );
}

/**
 * Sets a limit. Lowering (or setting a first one) applies at once; raising or removing one is
 * queued for 24 hours and then needs the member's confirmation (confirmLimit).
 */
export async function setLimit(db: Db, memberId: number, period: LimitPeriod, amount: number | null, now = Date.now()): Promise<LimitView[]> {
  if (amount !== null && (!Number.isSafeInteger(amount) || amount <= 0)) throw new ValidationFailed('amount: a positive amount, or null for no limit');
  const current = await db.selectFrom('deposit_limits').selectAll().where('member_id', '=', memberId).where('period', '=', period).executeTakeFirst();
  const currentAmount = current && current.amount !== NO_LIMIT ? current.amount : null;
  const stricter = amount !== null && (currentAmount === null || amount <= currentAmount);
  if (stricter) {
    await db
      .insertInto('deposit_limits')
      .values({ member_id: memberId, period, amount, pending_amount: null, pending_from: null, updated_at: now })
      .onConflict((oc) => oc.columns(['member_id', 'period']).doUpdateSet({ amount, pending_amount: null, pending_from: null, updated_at: now }))
      .execute();
  } else if (current) {
    await db
      .updateTable('deposit_limits')
      .set({ pending_amount: amount ?? NO_LIMIT, pending_from: now + INCREASE_DELAY_MS, updated_at: now })
      .where('member_id', '=', memberId)
      .where('period', '=', period)
      .execute();
  }
  return listLimits(db, memberId, now);
}

/** Applies a queued increase once its 24 hours have passed (refused before). */
export async function confirmLimit(db: Db, memberId: number, period: LimitPeriod, now = Date.now()): Promise<LimitView[]> {
  const row = await db.selectFrom('deposit_limits').selectAll().where('member_id', '=', memberId).where('period', '=', period).executeTakeFirst();
  if (!row?.pending_from || row.pending_amount === null) throw new ValidationFailed('There is no increase waiting for confirmation.');
  if (row.pending_from > now) throw new ValidationFailed('The increase can be confirmed 24 hours after it was asked for.', { from: row.pending_from });
  // Guarded: only the increase that was checked is applied (a decrease or another request since leaves it waiting).
  const done = await db
    .updateTable('deposit_limits')
    .set({ amount: row.pending_amount, pending_amount: null, pending_from: null, updated_at: now })
    .where('member_id', '=', memberId)
    .where('period', '=', period)
    .where('pending_from', '=', row.pending_from)
    .where('pending_amount', '=', row.pending_amount)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) !== 1) throw new ValidationFailed('There is no increase waiting for confirmation.');
  return listLimits(db, memberId, now);
}

/** Refuses a deposit that would pass any limit, saying what is left in each period. */
export async function assertWithinLimits(db: Db, memberId: number, amount: number, now = Date.now()): Promise<void> {
  const limits = await listLimits(db, memberId, now);
  const over = limits.filter((l) => l.remaining !== null && amount > l.remaining);
  if (over.length) {
    throw new DepositLimitReached('This deposit would pass your deposit limit.', { limits: over.map((l) => ({ period: l.period, amount: l.amount, remaining: l.remaining })) });
  }
}
