import type { AppContext } from '#server/app-context.ts';
import { atomically } from '#server/db/connect.ts';
import { kyselyRunner } from '#server/db/sql-runner.ts';
import { NotFound } from '#server/errors.ts';
import { Accounts, cashBalance, post } from '#server/ledger/index.ts';
import { getMember, lockMemberRow } from '#server/members/index.ts';
import { onDepositCredited } from '#server/promotions/index.ts';
import { merchantCurrency, merchantTimeZone } from '#server/system/index.ts';
import { channelFor, feeOf } from './channels.ts';
import { AmountOutOfRange, InvalidState } from './errors.ts';
import { assertNotExcluded } from './exclusions.ts';
import { assertWithinLimits } from './limits.ts';
import { sendMessage } from '#server/content/index.ts';
import { earlierRequest, linkRequest, type MoneyRequest, recordRequest } from './requests.ts';
import { attachUploads } from './uploads.ts';
import type { DepositStatus } from '#lib/types/cashier.ts';
import { changed, first, statements } from '#server/db/statement-builder.ts';

export interface DepositView {
  id: number;
  channel: string;
  kind: string;
  amount: number;
  fee: number;
  status: DepositStatus;
  reference: string | null;
  note: string | null;
  time: number;
  decidedAt: number | null;
}

/**
 * A member asks to deposit: within the channel's range and the member's limits, not while excluded.
 * Bank transfers and e-wallets wait for the operator's review; a gateway deposit waits for the
 * gateway's signed callback.
 */
export async function requestDeposit(
  app: AppContext,
  memberId: number,
  r: { channelId: number; amount: number; reference?: string | undefined; receiptUploadId?: number | undefined; requestId?: string | undefined },
  now = Date.now(),
): Promise<{ id: number; status: DepositStatus; kind: string; fee: number; replayed: boolean }> {
  const { db } = app;
  const req: MoneyRequest | undefined = r.requestId ? { memberId, key: r.requestId, kind: 'deposit', fingerprint: `channel:${r.channelId}|amount:${r.amount}` } : undefined;
  const earlier = req && (await earlierRequest(db, req));
  if (earlier?.refId) return { ...(await depositResult(app, earlier.refId)), replayed: true };
  const member = await getMember(db, memberId);
  await assertNotExcluded(db, memberId, now);
  const channel = await channelFor(db, r.channelId, member.vip_rank);
  if (r.amount < channel.min_amount || r.amount > channel.max_amount) {
    throw new AmountOutOfRange('The amount is outside this method’s limits.', { min: channel.min_amount, max: channel.max_amount });
  }
  const fee = feeOf(r.amount, channel.fee_bp);
  // One transaction (no money moves yet): the key, the request and its receipt stand or fall together.
  const created = await atomically(db, async (tx) => {
    const sql = kyselyRunner(tx);
    // The member's deposit requests one at a time (the member row locked on PostgreSQL, first, before
    // any row that refers to it; SQLite runs one transaction at a time): parallel requests cannot
    // pass a limit together.
    await lockMemberRow(tx, memberId);
    const prior = req && (await recordRequest(sql, req, now));
    if (prior?.refId) return { id: prior.refId, replayed: true };
    await assertWithinLimits(tx, memberId, r.amount, now);
    const row = await tx
      .insertInto('deposits')
      .values({ member_id: memberId, channel_id: channel.id, amount: r.amount, fee, status: 'pending', reference: r.reference?.trim() || null, receipt_upload_id: r.receiptUploadId ?? null, note: null, created_at: now, decided_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    if (req) await linkRequest(sql, req, id);
    if (r.receiptUploadId) await attachUploads(tx, memberId, 'deposit_receipt', [r.receiptUploadId], id);
    return { id, replayed: false };
  });
  if (created.replayed) return { ...(await depositResult(app, created.id)), replayed: true };
  return { id: created.id, status: 'pending', kind: channel.kind, fee, replayed: false };
}

/** What a deposit request answered, for a retry of it. */
async function depositResult(app: AppContext, id: number): Promise<{ id: number; status: DepositStatus; kind: string; fee: number }> {
  const d = await app.db.selectFrom('deposits as d').innerJoin('payment_channels as c', 'c.id', 'd.channel_id').select(['d.status', 'd.fee', 'c.kind']).where('d.id', '=', id).executeTakeFirstOrThrow();
  return { id, status: d.status as DepositStatus, kind: d.kind, fee: d.fee };
}

/**
 * Credits a pending deposit exactly once: the money arrives from the channel's clearing account
 * (amount less fee to the member, the fee to the house). Called by the operator's approval and by
 * a gateway's callback; a second call (or a parallel one) finds it no longer pending.
 */
export async function creditDeposit(app: AppContext, depositId: number, by: string, now = Date.now()): Promise<{ credited: boolean; status: DepositStatus }> {
  const { db } = app;
  const currency = await merchantCurrency(db);
  const zone = await merchantTimeZone(db);
  const result = await app.ledger.run(async (sql) => {
    const st = statements(sql);
    const d = await first(
      sql,
      st.selectFrom('deposits as d').innerJoin('payment_channels as c', 'c.id', 'd.channel_id').select(['d.id', 'd.member_id', 'd.amount', 'd.fee', 'd.status', 'c.code']).where('d.id', '=', depositId),
    );
    if (!d) throw new NotFound('No such deposit.');
    if (d.status !== 'pending') return { credited: false, status: d.status as DepositStatus, memberId: d.member_id, amount: d.amount };
    const claimed = await changed(sql, st.updateTable('deposits').set({ status: 'credited', decided_at: now, note: by }).where('id', '=', d.id).where('status', '=', 'pending'));
    if (claimed !== 1) return { credited: false, status: 'credited' as DepositStatus, memberId: d.member_id, amount: d.amount };
    const postings = [
      { account: Accounts.clearing(d.code, currency), amount: -d.amount },
      { account: Accounts.cash(d.member_id, currency), amount: d.amount - d.fee },
    ];
    if (d.fee > 0) postings.push({ account: Accounts.house('PAYMENT_FEES', currency), amount: d.fee });
    const posted = await post(sql, { kind: 'deposit', key: `deposit:${d.id}`, memberId: d.member_id, ref: `deposit:${d.id}`, meta: { channel: d.code }, postings }, now);
    // A deposit bonus the member opted in to is issued with the deposit, in this unit.
    const bonusId = await onDepositCredited(sql, { memberId: d.member_id, depositId: d.id, amount: d.amount, currency, zone }, now);
    return { credited: true, status: 'credited' as DepositStatus, memberId: d.member_id, amount: d.amount, balance: posted.balances, bonusId };
  });
  if (result.credited) {
    await sendMessage(db, app.events, result.memberId, 'deposit_credited', { id: depositId, amount: result.amount }, now);
    app.events.publish({ type: 'balance', memberId: result.memberId, data: { balance: await cashBalance(app.reader, result.memberId) } });
    if ('bonusId' in result && result.bonusId !== null) app.events.publish({ type: 'rewards', memberId: result.memberId, data: {} });
  }
  return { credited: result.credited, status: result.status };
}

/** Refuses a pending deposit (operator review, or a gateway reporting failure), with the reason. */
export async function refuseDeposit(app: AppContext, depositId: number, reason: string, status: 'rejected' | 'failed' = 'rejected', now = Date.now()): Promise<void> {
  const { db } = app;
  const d = await db.selectFrom('deposits').select(['member_id', 'amount', 'status']).where('id', '=', depositId).executeTakeFirst();
  if (!d) throw new NotFound('No such deposit.');
  if (d.status !== 'pending') throw new InvalidState(`This deposit is already ${d.status}.`);
  const res = await db.updateTable('deposits').set({ status, note: reason.slice(0, 300), decided_at: now }).where('id', '=', depositId).where('status', '=', 'pending').executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw new InvalidState('This deposit was decided meanwhile.');
  await sendMessage(db, app.events, d.member_id, 'deposit_failed', { id: depositId, amount: d.amount, reason: reason.slice(0, 300) }, now);
}

export async function listDeposits(app: AppContext, memberId: number, lang: string, limit = 50): Promise<DepositView[]> {
  const rows = await app.db
    .selectFrom('deposits as d')
    .innerJoin('payment_channels as c', 'c.id', 'd.channel_id')
    .select(['d.id', 'c.names', 'c.kind', 'd.amount', 'd.fee', 'd.status', 'd.reference', 'd.note', 'd.created_at', 'd.decided_at'])
    .where('d.member_id', '=', memberId)
    .orderBy('d.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => {
    const names = JSON.parse(r.names) as Record<string, string>;
    return { id: r.id, channel: names[lang] ?? names['en'] ?? '', kind: r.kind, amount: r.amount, fee: r.fee, status: r.status as DepositStatus, reference: r.reference, note: r.status === 'credited' ? null : r.note, time: r.created_at, decidedAt: r.decided_at };
  });
}

/** These shapes are the ones the browser reads (src/lib/types/cashier.ts). */
export type { DepositStatus };
