import type { AppContext } from '#server/app-context.ts';
import type { Db } from '#server/db/connect.ts';
import { NotFound, ValidationFailed } from '#server/errors.ts';
import { validBetSince } from '#server/games/index.ts';
import { Accounts, cashBalance, post } from '#server/ledger/index.ts';
import { findMemberByAccount } from '#server/members/index.ts';
import { merchantCurrency } from '#server/system/index.ts';
import { assertNotExcluded } from './exclusions.ts';
import { sendMessage } from './messages.ts';

export interface BonusView {
  id: number;
  amount: number;
  reason: string;
  grantedAt: number;
  wageringRequired: number;
  /** Valid bet placed since the bonus was granted (counted towards its wagering). */
  wagered: number;
  status: 'wagering' | 'completed';
}

/** Bonus details: each bonus with its wagering progress (valid bets since it was granted). */
export async function listBonuses(db: Db, memberId: number): Promise<BonusView[]> {
  const rows = await db.selectFrom('bonuses').selectAll().where('member_id', '=', memberId).orderBy('id', 'desc').execute();
  return Promise.all(
    rows.map(async (b) => {
      const wagered = b.wagering_required > 0 ? await validBetSince(db, memberId, b.granted_at) : 0;
      return { id: b.id, amount: b.amount, reason: b.reason, grantedAt: b.granted_at, wageringRequired: b.wagering_required, wagered: Math.min(wagered, b.wagering_required), status: wagered >= b.wagering_required ? 'completed' : 'wagering' };
    }),
  );
}

/** The valid bet still needed before the member may withdraw (the largest unmet requirement). */
export async function wageringLeft(db: Db, memberId: number): Promise<number> {
  return Math.max(0, ...(await listBonuses(db, memberId)).map((b) => b.wageringRequired - b.wagered));
}

/**
 * Operator: grants a bonus (paid from the bonus expense account), with a wagering multiple of it.
 * With a `key` (an approved back-office request's), the money moves once under that key: a second
 * call with it keeps nothing and answers the first grant's id.
 */
export async function grantBonus(app: AppContext, r: { account: string; amount: number; wageringMultiple: number; reason: string; key?: string }, now = Date.now()): Promise<number> {
  if (!Number.isSafeInteger(r.amount) || r.amount <= 0) throw new ValidationFailed('amount: a positive amount in minor units');
  if (!Number.isInteger(r.wageringMultiple) || r.wageringMultiple < 0 || r.wageringMultiple > 100) throw new ValidationFailed('wagering: 0 to 100 times');
  const member = await findMemberByAccount(app.db, r.account);
  if (!member || member.is_agent === 4) throw new NotFound('No such member.');
  await assertNotExcluded(app.db, member.id, now);
  const currency = await merchantCurrency(app.db);
  const id = await app.ledger.run(async (sql) => {
    const row = await sql.get<{ id: number }>("insert into bonuses (member_id, amount, wagering_required, reason, status, granted_at) values (?, ?, ?, ?, 'granted', ?) returning id", [
      member.id,
      r.amount,
      r.amount * r.wageringMultiple,
      r.reason.slice(0, 140),
      now,
    ]);
    const bid = row?.id ?? 0;
    const posted = await post(sql, { kind: 'bonus', key: r.key ?? `bonus:${bid}`, memberId: member.id, ref: `bonus:${bid}`, postings: [{ account: Accounts.bonus(currency), amount: -r.amount }, { account: Accounts.cash(member.id, currency), amount: r.amount }] }, now);
    if (!posted.replayed) return bid;
    // Already granted under this key: keep nothing of this call.
    await sql.run('delete from bonuses where id = ?', [bid]);
    const first = await sql.get<{ ref: string | null }>('select ref from journal_entries where id = ?', [posted.entryId]);
    return Number(first?.ref?.slice('bonus:'.length) ?? 0);
  });
  await sendMessage(app.db, app.events, member.id, 'bonus_granted', { id, amount: r.amount }, now);
  app.events.publish({ type: 'balance', memberId: member.id, data: { balance: await cashBalance(app.reader, member.id) } });
  return id;
}
