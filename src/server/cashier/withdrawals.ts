import { addressFirstSeen, type Client, sendCode, useCode } from '#server/auth/index.ts';
import type { AppContext } from '#server/app-context.ts';
import { atomically } from '#server/db/connect.ts';
import { NotFound, ValidationFailed } from '#server/errors.ts';
import { Accounts, cashBalance, post } from '#server/ledger/index.ts';
import { getMember, type MemberRow } from '#server/members/index.ts';
import { BonusActive, forfeitActiveBonuses } from '#server/promotions/index.ts';
import { loadSettings, merchantCurrency } from '#server/system/index.ts';
import { feeOf } from './channels.ts';
import { AmountOutOfRange, InvalidState, StepUpRequired } from './errors.ts';
import { sendMessage } from '#server/content/index.ts';
import { assertPaymentPassword } from './payment-password.ts';
import { earlierRequest, linkRequest, type MoneyRequest, recordRequest } from './requests.ts';
import { attachUploads } from './uploads.ts';
import { assertWithinDailyLimits, dailyLimitsOf } from './withdrawal-daily.ts';
import type { WithdrawalStatus, Receipt } from '#lib/types/cashier.ts';
import { changed, first, rows, statements } from '#server/db/statement-builder.ts';
import type { SqlRunner } from '#server/db/sql-runner.ts';

export interface WithdrawalView {
  id: number;
  amount: number;
  fee: number;
  status: WithdrawalStatus;
  account: string;
  receipt: Receipt | null;
  receivedAmount: number | null;
  remaining: number | null;
  note: string | null;
  time: number;
  decidedAt: number | null;
  /** When an unconfirmed payout counts as received. */
  autoReceiptAt: number | null;
  proofImages: number[];
}

const HOUR = 3_600_000;

/**
 * Spec step-up: a withdrawal to an account bound recently, or from an address first seen in the
 * last day, needs a code as well as the payment password.
 */
async function needsStepUp(app: AppContext, member: MemberRow, bankAccountId: number, ip: string, now: number): Promise<boolean> {
  const hours = (await loadSettings(app.db)).cashier.newAccountStepUpHours;
  const account = await app.db.selectFrom('bank_accounts').select('created_at').where('id', '=', bankAccountId).executeTakeFirst();
  if (account && now - account.created_at < hours * HOUR) return true;
  const firstSeen = await addressFirstSeen(app.db, member.id, ip);
  return firstSeen === null || now - firstSeen < 24 * HOUR;
}

function stepUpMethods(m: MemberRow): ('sms' | 'email')[] {
  return [...(m.mobile_num ? (['sms'] as const) : []), ...(m.email ? (['email'] as const) : [])];
}

const targetOf = (m: MemberRow, method: 'sms' | 'email') => (method === 'sms' ? `${m.mobile_country ?? ''}${m.mobile_num ?? ''}` : (m.email ?? '').toLowerCase());

/** Sends the step-up code for a withdrawal. */
export async function sendWithdrawalCode(app: AppContext, memberId: number, method: 'sms' | 'email', client: Client) {
  const m = await getMember(app.db, memberId);
  if (!stepUpMethods(m).includes(method)) throw new ValidationFailed('method: not available for this account');
  return sendCode(app, { purpose: 'second-factor', channel: method, target: targetOf(m, method), ip: client.ip, lang: client.lang, memberId });
}

/**
 * A withdrawal request: the payment password (and a code when stepping up), the amount within the
 * limits. The money moves to a hold — not spendable, not lost — in the same unit of work as the
 * request, so parallel requests can never hold more than the balance. Cash is always withdrawable;
 * while a bonus is active the request is refused with BONUS_ACTIVE (the bonus and what would be
 * lost) unless it says `forfeitBonus`, and then the bonuses are forfeited in the same unit.
 */
export async function requestWithdrawal(
  app: AppContext,
  memberId: number,
  r: { bankAccountId: number; amount: number; paymentPassword: string; code?: string | undefined; method?: 'sms' | 'email' | undefined; requestId?: string | undefined; forfeitBonus?: boolean | undefined },
  client: Client,
  now = Date.now(),
): Promise<WithdrawalView> {
  const { db } = app;
  const req: MoneyRequest | undefined = r.requestId ? { memberId, key: r.requestId, kind: 'withdrawal', fingerprint: `account:${r.bankAccountId}|amount:${r.amount}` } : undefined;
  // A retry of a request already made answers it again (its code is spent, its money already held).
  const earlier = req && (await earlierRequest(db, req));
  if (earlier?.refId) return (await listWithdrawals(app, memberId, { id: earlier.refId }))[0] as WithdrawalView;
  const settings = await loadSettings(db);
  const member = await getMember(db, memberId);
  const account = await db.selectFrom('bank_accounts').select(['id', 'confirmed_at']).where('id', '=', r.bankAccountId).where('member_id', '=', memberId).executeTakeFirst();
  if (!account) throw new NotFound('No such bank account.');
  await assertPaymentPassword(db, member, r.paymentPassword, now);
  const { minWithdrawal, maxWithdrawal, withdrawalFeeBp } = settings.cashier;
  if (r.amount < minWithdrawal || r.amount > maxWithdrawal) throw new AmountOutOfRange('The amount is outside the withdrawal limits.', { min: minWithdrawal, max: maxWithdrawal });
  // Asked before a step-up code is spent: the confirmed request (forfeitBonus) then sends the same code.
  if (r.forfeitBonus !== true) await bonusesBeforeWithdrawal(app.reader, memberId, false, now);
  if (await needsStepUp(app, member, account.id, client.ip, now)) {
    const methods = stepUpMethods(member);
    if (!r.code || !r.method) throw new StepUpRequired('Confirm this withdrawal with a code.', { methods });
    await useCode(db, { purpose: 'second-factor', target: targetOf(member, r.method), code: r.code });
  }
  const currency = settings.whitelabel.currency.code;
  const fee = feeOf(r.amount, withdrawalFeeBp);
  const daily = await dailyLimitsOf(db, memberId, now);
  const id = await app.ledger.run(async (sql) => {
    const prior = req && (await recordRequest(sql, req, now));
    if (prior?.refId) return prior.refId;
    await assertWithinDailyLimits(sql, memberId, daily, r.amount);
    await bonusesBeforeWithdrawal(sql, memberId, r.forfeitBonus === true, now);
    const row = await first(
      sql,
      statements(sql).insertInto('withdrawals').values({ member_id: memberId, bank_account_id: account.id, amount: r.amount, fee, status: 'pending', created_at: now }).returning('id'),
    );
    const wid = Number(row?.id);
    if (req) await linkRequest(sql, req, wid);
    await post(sql, { kind: 'withdrawal_hold', key: `withdrawal-hold:${wid}`, memberId, ref: `withdrawal:${wid}`, postings: [{ account: Accounts.cash(memberId, currency), amount: -r.amount }, { account: Accounts.hold(memberId, currency), amount: r.amount }] }, now);
    return wid;
  });
  app.events.publish({ type: 'balance', memberId, data: { balance: await cashBalance(app.reader, memberId) } });
  if (r.forfeitBonus) app.events.publish({ type: 'rewards', memberId, data: {} });
  const [view] = await listWithdrawals(app, memberId, { id });
  return view as WithdrawalView;
}

/** In the request's unit: refuses while a bonus is active (nothing changes), or forfeits them all when the player confirmed. */
async function bonusesBeforeWithdrawal(sql: SqlRunner, memberId: number, forfeit: boolean, now: number): Promise<void> {
  const active = await rows(sql, statements(sql).selectFrom('member_bonuses').select('id').where('member_id', '=', memberId).where('status', '=', 'active').orderBy('id'));
  if (active.length === 0) return;
  if (forfeit) {
    await forfeitActiveBonuses(sql, memberId, 'withdrawal', now);
    return;
  }
  const wallet = await first(sql, statements(sql).selectFrom('ledger_accounts').select('balance').where('kind', '=', 'member_bonus').where('owner_id', '=', memberId).where('ref', '=', ''));
  throw new BonusActive('You have an active bonus. Withdrawing now forfeits it.', { bonusId: Number(active[0]?.id), bonusIds: active.map((a) => Number(a.id)), lost: Number(wallet?.balance ?? 0) });
}

/** Operator: pays a pending withdrawal out (once; a second or parallel approval finds it paid). */
export async function approveWithdrawal(app: AppContext, id: number, now = Date.now()): Promise<boolean> {
  const currency = await merchantCurrency(app.db);
  const done = await app.ledger.run(async (sql) => {
    const st = statements(sql);
    const w = await first(sql, st.selectFrom('withdrawals').select(['member_id', 'amount', 'fee', 'status']).where('id', '=', id));
    if (!w) throw new NotFound('No such withdrawal.');
    if ((await changed(sql, st.updateTable('withdrawals').set({ status: 'paid', decided_at: now }).where('id', '=', id).where('status', '=', 'pending'))) !== 1) return null;
    const postings = [
      { account: Accounts.hold(w.member_id, currency), amount: -w.amount },
      { account: Accounts.clearing('BANK_PAYOUT', currency), amount: w.amount - w.fee },
    ];
    if (w.fee > 0) postings.push({ account: Accounts.house('PAYMENT_FEES', currency), amount: w.fee });
    await post(sql, { kind: 'withdrawal', key: `withdrawal-pay:${id}`, memberId: w.member_id, ref: `withdrawal:${id}`, postings }, now);
    return w;
  });
  if (!done) return false;
  await sendMessage(app.db, app.events, done.member_id, 'withdrawal_approved', { id, amount: done.amount }, now);
  return true;
}

/** Operator: refuses a pending withdrawal; the held money returns to the member's wallet. */
export async function rejectWithdrawal(app: AppContext, id: number, reason: string, now = Date.now()): Promise<boolean> {
  const currency = await merchantCurrency(app.db);
  const done = await app.ledger.run(async (sql) => {
    const st = statements(sql);
    const w = await first(sql, st.selectFrom('withdrawals').select(['member_id', 'amount']).where('id', '=', id));
    if (!w) throw new NotFound('No such withdrawal.');
    if ((await changed(sql, st.updateTable('withdrawals').set({ status: 'rejected', note: reason.slice(0, 300), decided_at: now }).where('id', '=', id).where('status', '=', 'pending'))) !== 1) return null;
    await post(sql, { kind: 'withdrawal_release', key: `withdrawal-release:${id}`, memberId: w.member_id, ref: `withdrawal:${id}`, postings: [{ account: Accounts.hold(w.member_id, currency), amount: -w.amount }, { account: Accounts.cash(w.member_id, currency), amount: w.amount }] }, now);
    return w;
  });
  if (!done) return false;
  await sendMessage(app.db, app.events, done.member_id, 'withdrawal_rejected', { id, amount: done.amount, reason: reason.slice(0, 300) }, now);
  app.events.publish({ type: 'balance', memberId: done.member_id, data: { balance: await cashBalance(app.reader, done.member_id) } });
  return true;
}

/**
 * Spec §3/§4: after a payout the member confirms received, partially received (with the amount
 * received) or not received, with up to three proof images.
 */
export async function confirmReceipt(
  app: AppContext,
  memberId: number,
  id: number,
  r: { receipt: 'received' | 'partial' | 'not_received'; receivedAmount?: number | undefined; note?: string | undefined; imageIds: number[] },
  now = Date.now(),
): Promise<WithdrawalView> {
  const { db } = app;
  const w = await db.selectFrom('withdrawals').select(['amount', 'fee', 'status', 'receipt']).where('id', '=', id).where('member_id', '=', memberId).executeTakeFirst();
  if (!w) throw new NotFound('No such withdrawal.');
  if (w.status !== 'paid' || w.receipt !== null) throw new InvalidState('This withdrawal cannot be confirmed now.');
  const paid = w.amount - w.fee;
  let received: number | null = null;
  if (r.receipt === 'received') received = paid;
  else if (r.receipt === 'not_received') received = 0;
  else if (!r.receivedAmount || r.receivedAmount <= 0 || r.receivedAmount >= paid) {
    throw new ValidationFailed('receivedAmount: more than 0 and less than the amount paid out', { fields: [{ field: 'receivedAmount', message: 'cashier.receipt.partialAmount' }] });
  } else received = r.receivedAmount;
  // The answer and its images together: a parallel answer that loses keeps its images unattached.
  await atomically(db, async (tx) => {
    const res = await tx
      .updateTable('withdrawals')
      .set({ receipt: r.receipt, received_amount: received, receipt_note: r.note?.slice(0, 140) ?? null, receipt_at: now })
      .where('id', '=', id)
      .where('status', '=', 'paid')
      .where('receipt', 'is', null)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw new InvalidState('This withdrawal was confirmed meanwhile.');
    await attachUploads(tx, memberId, 'withdrawal_proof', r.imageIds, id);
  });
  const [view] = await listWithdrawals(app, memberId, { id });
  return view as WithdrawalView;
}

/**
 * The scheduled job: payouts left unconfirmed for the configured minutes count as received.
 * Idempotent: only unconfirmed ones change, whatever runs it and how often.
 */
export async function autoReceive(app: AppContext, now = Date.now()): Promise<number> {
  const minutes = (await loadSettings(app.db)).cashier.autoReceiptMinutes;
  const due = await app.db.selectFrom('withdrawals').select(['id', 'member_id', 'amount', 'fee']).where('status', '=', 'paid').where('receipt', 'is', null).where('decided_at', '<=', now - minutes * 60_000).execute();
  let changed = 0;
  for (const w of due) {
    const res = await app.db.updateTable('withdrawals').set({ receipt: 'auto_received', received_amount: w.amount - w.fee, receipt_at: now }).where('id', '=', w.id).where('receipt', 'is', null).executeTakeFirst();
    if (Number(res.numUpdatedRows) === 1) {
      changed++;
      await sendMessage(app.db, app.events, w.member_id, 'withdrawal_auto_received', { id: w.id, amount: w.amount }, now);
    }
  }
  return changed;
}

export async function listWithdrawals(app: AppContext, memberId: number, q: { id?: number; limit?: number } = {}): Promise<WithdrawalView[]> {
  const minutes = (await loadSettings(app.db)).cashier.autoReceiptMinutes;
  let query = app.db
    .selectFrom('withdrawals as w')
    .innerJoin('bank_accounts as b', 'b.id', 'w.bank_account_id')
    .select(['w.id', 'w.amount', 'w.fee', 'w.status', 'w.receipt', 'w.received_amount', 'w.note', 'w.created_at', 'w.decided_at', 'b.bank_name', 'b.account_number'])
    .where('w.member_id', '=', memberId);
  if (q.id !== undefined) query = query.where('w.id', '=', q.id);
  const rows = await query.orderBy('w.id', 'desc').limit(q.limit ?? 50).execute();
  const images = rows.length
    ? await app.db.selectFrom('uploads').select(['id', 'ref_id']).where('purpose', '=', 'withdrawal_proof').where('ref_id', 'in', rows.map((r) => r.id)).execute()
    : [];
  return rows.map((r) => ({
    id: r.id,
    amount: r.amount,
    fee: r.fee,
    // Approved at the back office but not yet sent (payouts.ts): still pending to the member.
    status: (r.status === 'approved' ? 'pending' : r.status) as WithdrawalStatus,
    account: `${r.bank_name} •••• ${r.account_number.slice(-4)}`,
    receipt: r.receipt as Receipt | null,
    receivedAmount: r.received_amount,
    remaining: r.received_amount === null ? null : r.amount - r.fee - r.received_amount,
    note: r.note,
    time: r.created_at,
    decidedAt: r.decided_at,
    autoReceiptAt: r.status === 'paid' && r.receipt === null && r.decided_at !== null ? r.decided_at + minutes * 60_000 : null,
    proofImages: images.filter((i) => i.ref_id === r.id).map((i) => i.id),
  }));
}

/** These shapes are the ones the browser reads (src/lib/types/cashier.ts). */
export type { WithdrawalStatus, Receipt };
