/**
 * How a bonus ends: converted (wagering done: its share of the bonus wallet moves to cash),
 * forfeited (by the player, a withdrawal or an exclusion) or expired (by the job): its share
 * returns to its promotion's cost account. Each is a guarded update active → closed and one
 * journal entry keyed by the bonus, in one unit of work: a bonus closes once, whoever races.
 */
import type { AppContext } from '#server/app-context.ts';
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { InvalidState, NotFound } from '#server/errors.ts';
import { Accounts, post } from '#server/ledger/index.ts';
import { insertMessageIn, notifyMessages } from '#server/content/index.ts';
import { type BonusRow, lockedWallet, shareOf } from './bonus-wallet.ts';

export type BonusEnd = 'converted' | 'forfeited' | 'expired';
export type ForfeitReason = 'withdrawal' | 'exclusion' | 'player';

const ENTRY = { converted: 'bonus_convert', forfeited: 'bonus_forfeit', expired: 'bonus_expire' } as const;

/**
 * Closes one bonus if it is still active: answers what left the bonus wallet (to cash on
 * conversion, to the promotion's cost account otherwise), or null when it was already closed.
 */
export async function closeBonus(sql: SqlRunner, bonusId: number, end: BonusEnd, now: number, meta: Record<string, unknown> = {}): Promise<number | null> {
  // The guarded update locks the bonus row: stakes and wins of this bonus wait for the commit.
  const bonus = await sql.get<BonusRow>("update member_bonuses set status = ?, closed_at = ? where id = ? and status = 'active' returning id, member_id, promotion_id, amount", [end, now, bonusId]);
  if (!bonus) return null;
  const b = { id: Number(bonus.id), member_id: Number(bonus.member_id), amount: Number(bonus.amount) };
  const wallet = await lockedWallet(sql, b.member_id);
  // The other active bonuses are still active in this unit: the share excludes their amounts.
  const share = wallet ? await shareOf(sql, b, wallet.balance) : 0;
  await sql.run('update member_bonuses set closed_amount = ? where id = ?', [share, b.id]);
  if (share > 0 && wallet) {
    const to = end === 'converted' ? Accounts.cash(b.member_id, wallet.currency) : Accounts.promotionCost(Number(bonus.promotion_id), wallet.currency);
    await post(sql, { kind: ENTRY[end], key: `${ENTRY[end].replace('_', '-')}:${b.id}`, memberId: b.member_id, ref: `bonus:${b.id}`, meta, postings: [{ account: Accounts.bonusWallet(b.member_id, wallet.currency), amount: -share }, { account: to, amount: share }] }, now);
  }
  return share;
}

/** Converts a bonus whose wagering is done (guarded: active and wagered ≥ required); answers whether it converted now. */
export async function convertIfWagered(sql: SqlRunner, bonusId: number, now: number): Promise<boolean> {
  const done = await sql.get<{ id: number }>("select id from member_bonuses where id = ? and status = 'active' and wagered >= wagering_required", [bonusId]);
  return done ? (await closeBonus(sql, bonusId, 'converted', now)) !== null : false;
}

/** In the caller's unit of work: forfeits every active bonus of the member; answers what the bonus wallet lost. */
export async function forfeitActiveBonuses(sql: SqlRunner, memberId: number, reason: ForfeitReason, now: number): Promise<number> {
  const active = await sql.all<{ id: number }>("select id from member_bonuses where member_id = ? and status = 'active' order by id desc", [memberId]);
  let lost = 0;
  // Youngest first: each closes with its own untouched amount, the oldest with the rest.
  for (const a of active) lost += (await closeBonus(sql, Number(a.id), 'forfeited', now, { reason })) ?? 0;
  return lost;
}

/** The player forfeits one bonus; a repeat (or a parallel request) answers what the first one forfeited. */
export async function forfeitBonus(app: AppContext, memberId: number, bonusId: number, now = Date.now()): Promise<{ bonusId: number; forfeited: number }> {
  const forfeited = await app.ledger.run(async (sql) => {
    const row = await sql.get<{ member_id: number }>('select member_id from member_bonuses where id = ?', [bonusId]);
    if (!row || Number(row.member_id) !== memberId) throw new NotFound('No such bonus.');
    const lost = await closeBonus(sql, bonusId, 'forfeited', now, { reason: 'player' });
    if (lost !== null) return lost;
    const closed = await sql.get<{ status: string; closed_amount: number | null }>('select status, closed_amount from member_bonuses where id = ?', [bonusId]);
    if (closed?.status !== 'forfeited') throw new InvalidState(`The bonus is ${closed?.status ?? 'closed'}; it can no longer be forfeited.`);
    return Number(closed.closed_amount ?? 0);
  });
  app.events.publish({ type: 'rewards', memberId, data: {} });
  return { bonusId, forfeited };
}

/** The job: every active bonus past its expiry closes as expired (each in its own unit; a rerun finds them closed). */
export async function expireBonuses(app: AppContext, now: number): Promise<number> {
  const due = await app.db.selectFrom('member_bonuses').select(['id', 'member_id', 'amount']).where('status', '=', 'active').where('expires_at', '<=', now).orderBy('id', 'desc').limit(500).execute();
  let n = 0;
  for (const d of due) {
    const memberId = Number(d.member_id);
    const closed = await app.ledger.run(async (sql) => {
      const left = await closeBonus(sql, Number(d.id), 'expired', now);
      // The member's message closes with the bonus: once, whoever else ran the job.
      if (left !== null) await insertMessageIn(sql, memberId, 'bonus_expired', { id: Number(d.id), amount: Number(d.amount), left }, now);
      return left;
    });
    if (closed === null) continue;
    n++;
    app.events.publish({ type: 'rewards', memberId, data: {} });
    await notifyMessages(app.db, app.events, [memberId], 'bonus_expired');
  }
  return n;
}
