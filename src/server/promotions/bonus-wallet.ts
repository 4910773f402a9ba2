/**
 * The bonus wallet's reads: a member's active bonuses, the wallet's balance, the bonus a stake
 * plays (the oldest active one; a younger active bonus waits untouched until it closes) and the
 * share of the wallet that belongs to one bonus. See docs/promotions.md "The bonus wallet".
 */
import type { Db } from '#server/db/connect.ts';
import type { SqlRunner } from '#server/db/sql-runner.ts';

// Fixed SQL text where the wallet callbacks run it (stakeBonus, lockedWallet): the same text each
// time lets the prepared-statement cache hit (see ledger/post.ts).

export interface BonusRow {
  id: number;
  member_id: number;
  promotion_id: number;
  amount: number;
  wagering_required: number;
  wagered: number;
  max_bet: number;
  contributions: string;
  expires_at: number;
  status: string;
  closed_amount: number | null;
  created_at: number;
}

/** A member's active bonuses, oldest first (the first is the one stakes play). */
export async function activeBonusesOf(db: Db, memberId: number): Promise<BonusRow[]> {
  const rows = await db.selectFrom('member_bonuses').selectAll().where('member_id', '=', memberId).where('status', '=', 'active').orderBy('id').execute();
  return rows.map((r) => ({ ...r, id: Number(r.id), member_id: Number(r.member_id), promotion_id: Number(r.promotion_id), amount: Number(r.amount), wagering_required: Number(r.wagering_required), wagered: Number(r.wagered), max_bet: Number(r.max_bet), expires_at: Number(r.expires_at), closed_amount: r.closed_amount === null ? null : Number(r.closed_amount), created_at: Number(r.created_at) }));
}

/** The member's bonus-wallet balance (0 before the wallet is opened). */
export async function bonusBalance(db: Db, memberId: number): Promise<number> {
  const row = await db.selectFrom('ledger_accounts').select('balance').where('kind', '=', 'member_bonus').where('owner_id', '=', memberId).where('ref', '=', '').executeTakeFirst();
  return row ? Number(row.balance) : 0;
}

export interface StakeBonus {
  id: number;
  maxBet: number;
  /** What of the bonus wallet this bonus may spend (the wallet less the younger active bonuses' untouched amounts). */
  spendable: number;
  currency: string;
}

/**
 * Before a stake: the bonus it plays, locked (a no-op update) so that a forfeit, expiry or
 * conversion waits for the stake's commit; undefined when the member has none, or the oldest one
 * is past its expiry (the expiry job closes it within a minute; stakes meanwhile use cash only).
 * Without a bonus this is one indexed read that finds no row.
 */
export async function stakeBonus(sql: SqlRunner, memberId: number, now: number): Promise<StakeBonus | undefined> {
  let row: { id: number; max_bet: number; expires_at: number } | undefined;
  // A bonus closed between the read and the lock (PostgreSQL) lets the next active one play.
  for (let tries = 0; tries < 3 && !row; tries++) {
    const found = await sql.get<{ id: number }>("select id from member_bonuses where member_id = ? and status = 'active' order by id limit 1", [memberId]);
    if (!found) return undefined;
    row = await sql.get("update member_bonuses set wagered = wagered where id = ? and status = 'active' returning id, max_bet, expires_at", [found.id]);
  }
  if (!row || Number(row.expires_at) <= now) return undefined;
  const wallet = await lockedWallet(sql, memberId);
  const younger = await sql.get<{ total: number }>("select coalesce(sum(amount), 0) as total from member_bonuses where member_id = ? and status = 'active' and id > ?", [memberId, row.id]);
  return { id: Number(row.id), maxBet: Number(row.max_bet), spendable: Math.max(0, (wallet?.balance ?? 0) - Number(younger?.total ?? 0)), currency: wallet?.currency ?? '' };
}

/** The member's bonus-wallet account row, locked until the commit; undefined when never opened. */
export async function lockedWallet(sql: SqlRunner, memberId: number): Promise<{ balance: number; currency: string } | undefined> {
  const row = await sql.get<{ balance: number; currency: string }>("update ledger_accounts set balance = balance where kind = 'member_bonus' and owner_id = ? and ref = '' returning balance, currency", [memberId]);
  return row ? { balance: Number(row.balance), currency: row.currency } : undefined;
}

/**
 * The part of the bonus wallet that belongs to one active bonus: the oldest active bonus owns
 * the wallet less the untouched amounts of the younger ones; a younger one owns its amount.
 */
export async function shareOf(sql: SqlRunner, bonus: { id: number; member_id: number; amount: number }, balance: number): Promise<number> {
  const others = await sql.all<{ id: number; amount: number }>("select id, amount from member_bonuses where member_id = ? and status = 'active' and id <> ?", [bonus.member_id, bonus.id]);
  if (others.some((o) => Number(o.id) < bonus.id)) return Math.max(0, Math.min(bonus.amount, balance));
  return Math.max(0, balance - others.reduce((s, o) => s + Number(o.amount), 0));
}
