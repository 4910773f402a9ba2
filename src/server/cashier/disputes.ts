import type { AppContext } from '#server/app-context.ts';
import type { Db } from '#server/db/connect.ts';
import { NotFound } from '#server/errors.ts';
import { Accounts, cashBalance, post } from '#server/ledger/index.ts';
import { accountNamesOf } from '#server/members/index.ts';
import { merchantCurrency } from '#server/system/index.ts';
import { changed, first, statements } from '#server/db/statement-builder.ts';
import { InvalidState } from './errors.ts';
import { sendMessage } from '#server/content/index.ts';
import { memberFilter, type QueueQuery } from './review-queues.ts';

/**
 * Disputes: paid withdrawals the member reported as partially received or not received
 * (confirmReceipt). Staff resolve each once:
 * - received: the money did arrive after all; nothing moves;
 * - repaid: the missing part came back from the bank and is sent again: a reversing entry
 *   (payout channel → the member's hold, `dispute-return:<id>`) and a new payout entry (hold →
 *   payout channel, `dispute-repay:<id>`);
 * - refunded: the missing part is reversed to the member's wallet (payout channel → cash,
 *   `dispute-refund:<id>`); when nothing arrived the fee is given back too.
 * The outcome is set by one guarded update in the same unit of work as the entries.
 */
export type DisputeOutcome = 'received' | 'repaid' | 'refunded';
export type DisputeState = 'open' | 'resolved' | 'all';

const REPORTED = ['partial', 'not_received'];

export async function disputeQueue(db: Db, q: QueueQuery & { state: DisputeState }) {
  const member = await memberFilter(db, q.account);
  if (member === null) return { list: [], total: 0, pageNum: q.pageNo, totalPages: 1 };
  let base = db.selectFrom('withdrawals as w').where('w.status', '=', 'paid').where('w.receipt', 'in', REPORTED);
  if (member !== undefined) base = base.where('w.member_id', '=', member);
  if (q.state === 'open') base = base.where('w.dispute_outcome', 'is', null);
  if (q.state === 'resolved') base = base.where('w.dispute_outcome', 'is not', null);
  const count = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  const rows = await base
    .select(['w.id', 'w.member_id', 'w.amount', 'w.fee', 'w.receipt', 'w.received_amount', 'w.receipt_note', 'w.receipt_at', 'w.decided_at', 'w.dispute_outcome', 'w.dispute_at'])
    .orderBy(q.sort === 'amount' ? 'w.amount' : 'w.id', q.order ?? (q.state === 'open' ? 'asc' : 'desc'))
    .orderBy('w.id', 'desc')
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize)
    .execute();
  const names = await accountNamesOf(db, rows.map((r) => r.member_id));
  const total = Number(count?.n ?? 0);
  return {
    list: rows.map((r) => ({
      id: r.id,
      memberId: r.member_id,
      account: names.get(r.member_id) ?? '',
      amount: r.amount,
      paidOut: r.amount - r.fee,
      receipt: r.receipt as 'partial' | 'not_received',
      receivedAmount: r.received_amount ?? 0,
      missing: r.amount - r.fee - (r.received_amount ?? 0),
      memberNote: r.receipt_note,
      reportedAt: r.receipt_at ?? 0,
      paidAt: r.decided_at,
      outcome: r.dispute_outcome as DisputeOutcome | null,
      resolvedAt: r.dispute_at,
    })),
    total,
    pageNum: q.pageNo,
    totalPages: Math.max(1, Math.ceil(total / q.pageSize)),
  };
}

/** One dispute: the withdrawal, the member's proof images and its history (the row's steps and every ledger entry). */
export async function disputeDetail(db: Db, id: number) {
  const w = await db
    .selectFrom('withdrawals as w')
    .innerJoin('bank_accounts as b', 'b.id', 'w.bank_account_id')
    .selectAll('w')
    .select(['b.bank_name', 'b.account_number', 'b.holder_name'])
    .where('w.id', '=', id)
    .executeTakeFirst();
  if (!w || w.status !== 'paid' || !w.receipt || !REPORTED.includes(w.receipt)) throw new NotFound('No such dispute.');
  const images = await db.selectFrom('uploads').select('id').where('purpose', '=', 'withdrawal_proof').where('ref_id', '=', id).orderBy('id').execute();
  const entries = await db.selectFrom('journal_entries').select(['id', 'kind', 'created_at']).where('ref', '=', `withdrawal:${id}`).orderBy('id').execute();
  const names = await accountNamesOf(db, [w.member_id]);
  const history: { at: number; event: string; note: string | null }[] = [{ at: w.created_at, event: 'requested', note: null }];
  if (w.approved_at) history.push({ at: w.approved_at, event: 'approved', note: null });
  if (w.decided_at) history.push({ at: w.decided_at, event: 'paid', note: null });
  if (w.receipt_at) history.push({ at: w.receipt_at, event: `reported_${w.receipt}`, note: w.receipt_note });
  for (const e of entries) history.push({ at: e.created_at, event: `entry_${e.kind}`, note: `#${e.id}` });
  if (w.dispute_at) history.push({ at: w.dispute_at, event: `resolved_${w.dispute_outcome ?? ''}`, note: w.dispute_note });
  history.sort((a, b) => a.at - b.at);
  return {
    id: w.id,
    memberId: w.member_id,
    account: names.get(w.member_id) ?? '',
    amount: w.amount,
    fee: w.fee,
    paidOut: w.amount - w.fee,
    receipt: w.receipt as 'partial' | 'not_received',
    receivedAmount: w.received_amount ?? 0,
    missing: w.amount - w.fee - (w.received_amount ?? 0),
    memberNote: w.receipt_note,
    bankName: w.bank_name,
    accountNumber: w.account_number,
    holderName: w.holder_name,
    outcome: w.dispute_outcome as DisputeOutcome | null,
    resolutionNote: w.dispute_note,
    proofImages: images.map((i) => i.id),
    history,
  };
}

/** Resolves an open dispute once (see the file's comment); a second or parallel resolution gets INVALID_STATE. */
export async function resolveDispute(app: AppContext, id: number, r: { outcome: DisputeOutcome; note: string; staffId: number }, now = Date.now()): Promise<{ memberId: number; moved: number }> {
  const currency = await merchantCurrency(app.db);
  const done = await app.ledger.run(async (sql) => {
    const st = statements(sql);
    const w = await first(sql, st.selectFrom('withdrawals').select(['member_id', 'amount', 'fee', 'status', 'receipt', 'received_amount']).where('id', '=', id));
    if (!w || w.status !== 'paid' || !w.receipt || !REPORTED.includes(w.receipt)) throw new NotFound('No such dispute.');
    const claimed = await changed(
      sql,
      st
        .updateTable('withdrawals')
        .set({ dispute_outcome: r.outcome, dispute_note: r.note.slice(0, 300), dispute_by: r.staffId, dispute_at: now })
        .where('id', '=', id)
        .where('status', '=', 'paid')
        .where('receipt', 'in', REPORTED)
        .where('dispute_outcome', 'is', null),
    );
    if (claimed !== 1) return null;
    const missing = w.amount - w.fee - (w.received_amount ?? 0);
    const payout = Accounts.clearing('BANK_PAYOUT', currency);
    const hold = Accounts.hold(w.member_id, currency);
    const ref = `withdrawal:${id}`;
    if (r.outcome === 'repaid' && missing > 0) {
      await post(sql, { kind: 'withdrawal_return', key: `dispute-return:${id}`, memberId: w.member_id, ref, postings: [{ account: payout, amount: -missing }, { account: hold, amount: missing }] }, now);
      await post(sql, { kind: 'withdrawal_repay', key: `dispute-repay:${id}`, memberId: w.member_id, ref, postings: [{ account: hold, amount: -missing }, { account: payout, amount: missing }] }, now);
      return { memberId: w.member_id, moved: missing };
    }
    if (r.outcome === 'refunded') {
      const fee = w.receipt === 'not_received' ? w.fee : 0;
      const postings = [
        { account: payout, amount: -missing },
        { account: Accounts.cash(w.member_id, currency), amount: missing + fee },
      ];
      if (fee > 0) postings.push({ account: Accounts.house('PAYMENT_FEES', currency), amount: -fee });
      await post(sql, { kind: 'withdrawal_refund', key: `dispute-refund:${id}`, memberId: w.member_id, ref, postings }, now);
      return { memberId: w.member_id, moved: missing + fee };
    }
    return { memberId: w.member_id, moved: 0 };
  });
  if (!done) throw new InvalidState('This dispute was already resolved.');
  const told = r.outcome === 'refunded' ? 'withdrawal_refunded' : r.outcome === 'repaid' ? 'withdrawal_repaid' : 'withdrawal_dispute_closed';
  await sendMessage(app.db, app.events, done.memberId, told, { id, amount: done.moved }, now);
  if (r.outcome === 'refunded') app.events.publish({ type: 'balance', memberId: done.memberId, data: { balance: await cashBalance(app.reader, done.memberId) } });
  return done;
}
