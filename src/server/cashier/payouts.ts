import type { AppContext } from '#server/app-context.ts';
import { NotFound } from '#server/errors.ts';
import { Accounts, post } from '#server/ledger/index.ts';
import { merchantCurrency } from '#server/system/index.ts';
import { changed, first, statements } from '#server/db/statement-builder.ts';
import { InvalidState } from './errors.ts';
import { sendMessage } from '#server/content/index.ts';

/**
 * The back office's two-step payout. `approveWithdrawal` (withdrawals.ts, the command line's
 * `withdrawals:approve`) pays a pending withdrawal out at once: pending → paid, the held money to
 * the payout channel's clearing account. At the desk the decision and the bank transfer are two
 * steps, so a withdrawal goes pending → approved → paid:
 * - approve: the money leaves the member's hold for the payout channel (the same entry and the
 *   same idempotency key, `withdrawal-pay:<id>`, as the one-step approval, so whichever path runs
 *   the money moves once);
 * - mark paid: the transfer was sent; no money moves, and the member's receipt window starts
 *   (decided_at, which autoReceive counts from).
 * The member sees an approved withdrawal as pending until it is paid (listWithdrawals).
 * Each step is one guarded update: of many at once exactly one wins, the rest get INVALID_STATE.
 */
export async function approveForPayout(app: AppContext, id: number, staffId: number, now = Date.now()): Promise<{ memberId: number; amount: number }> {
  const currency = await merchantCurrency(app.db);
  const done = await app.ledger.run(async (sql) => {
    const st = statements(sql);
    const w = await first(sql, st.selectFrom('withdrawals').select(['member_id', 'amount', 'fee', 'status']).where('id', '=', id));
    if (!w) throw new NotFound('No such withdrawal.');
    if ((await changed(sql, st.updateTable('withdrawals').set({ status: 'approved', approved_at: now, approved_by: staffId }).where('id', '=', id).where('status', '=', 'pending'))) !== 1) return null;
    const postings = [
      { account: Accounts.hold(w.member_id, currency), amount: -w.amount },
      { account: Accounts.clearing('BANK_PAYOUT', currency), amount: w.amount - w.fee },
    ];
    if (w.fee > 0) postings.push({ account: Accounts.house('PAYMENT_FEES', currency), amount: w.fee });
    await post(sql, { kind: 'withdrawal', key: `withdrawal-pay:${id}`, memberId: w.member_id, ref: `withdrawal:${id}`, postings }, now);
    return { memberId: w.member_id, amount: w.amount };
  });
  if (!done) throw new InvalidState('This withdrawal is no longer pending.');
  return done;
}

/** The bank transfer of an approved withdrawal was sent: approved → paid, once. */
export async function markWithdrawalPaid(app: AppContext, id: number, staffId: number, now = Date.now()): Promise<{ memberId: number; amount: number }> {
  const w = await app.db.selectFrom('withdrawals').select(['member_id', 'amount']).where('id', '=', id).executeTakeFirst();
  if (!w) throw new NotFound('No such withdrawal.');
  const res = await app.db.updateTable('withdrawals').set({ status: 'paid', decided_at: now, paid_by: staffId }).where('id', '=', id).where('status', '=', 'approved').executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw new InvalidState('Only an approved withdrawal can be marked paid.');
  await sendMessage(app.db, app.events, w.member_id, 'withdrawal_approved', { id, amount: w.amount }, now);
  return { memberId: w.member_id, amount: w.amount };
}
