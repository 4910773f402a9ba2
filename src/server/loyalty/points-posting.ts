/**
 * Moving a member's points (unit PTS) inside a unit of work: an earning repays owed points first,
 * a take-back (a rolled-back bet) takes what the balance holds and records the rest as owed, so a
 * member's points never go below zero. The entry kinds of points: points_earn, points_reverse
 * (bets), points_deposit, points_convert; the points mall's are points_redeem and
 * points_redeem_refund.
 */
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { type AccountRef, Accounts, post, type PostResult } from '#server/ledger/index.ts';

export const POINTS_KINDS = {
  earn: 'points_earn',
  reverse: 'points_reverse',
  deposit: 'points_deposit',
  convert: 'points_convert',
  redeem: 'points_redeem',
  redeemRefund: 'points_redeem_refund',
} as const;

/** Serialises a member's points units (PostgreSQL; SQLite runs units one at a time). */
export function lockMemberPoints(sql: SqlRunner, memberId: number): Promise<void> {
  return sql.lock(`points:${memberId}`);
}

/** An account's balance read under its row lock (a no-op update), so it cannot change before the commit; 0 when not opened yet. */
export async function lockedBalance(sql: SqlRunner, a: AccountRef): Promise<number> {
  const row = await sql.get<{ balance: number }>('update ledger_accounts set balance = balance where kind = ? and owner_id = ? and ref = ? returning balance', [a.kind, a.owner, a.ref]);
  return row === undefined ? 0 : Number(row.balance);
}

export interface PointsEntry {
  kind: string;
  key: string;
  ref: string | null;
  meta: Record<string, unknown>;
}

/** How a change of points split between the balance and the owed account. */
export interface PointsSplit {
  /** What the member's spendable balance moved by. */
  balance: number;
  /** What the owed account moved by (positive: owed points repaid; negative: newly owed). */
  owed: number;
}

/**
 * Posts `delta` points to a member against `counter` (the house's issuing account) as one entry:
 * positive repays owed points first and credits the rest; negative takes from the balance what it
 * holds and owes the rest. Answers the entry (null when delta is 0) and the split.
 */
export async function movePoints(sql: SqlRunner, memberId: number, delta: number, counter: AccountRef, e: PointsEntry, now: number): Promise<{ posted: PostResult; split: PointsSplit } | null> {
  if (delta === 0) return null;
  const points = Accounts.points(memberId);
  const owedAccount = Accounts.pointsOwed(memberId);
  let split: PointsSplit;
  if (delta > 0) {
    const owed = -Math.min(0, await lockedBalance(sql, owedAccount));
    const repaid = Math.min(delta, owed);
    split = { balance: delta - repaid, owed: repaid };
  } else {
    const held = Math.max(0, await lockedBalance(sql, points));
    const taken = Math.min(-delta, held);
    split = { balance: -taken, owed: delta + taken };
  }
  const postings = [
    { account: points, amount: split.balance },
    { account: owedAccount, amount: split.owed },
    { account: counter, amount: -delta },
  ].filter((p) => p.amount !== 0);
  const meta = { ...e.meta, ...(split.owed !== 0 ? { owed: split.owed } : {}) };
  const posted = await post(sql, { kind: e.kind, key: e.key, memberId, ref: e.ref, meta, postings }, now);
  return { posted, split };
}
