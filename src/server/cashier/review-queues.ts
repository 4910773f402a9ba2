import type { Db } from '#server/db/connect.ts';
import { NotFound } from '#server/errors.ts';
import { accountNamesOf, findMemberByAccount } from '#server/members/index.ts';
import { storedFile } from './uploads.ts';

/**
 * The back office's queues of deposits and withdrawals, one page at a time (the command line's
 * unpaged pending lists are review-lists.ts), optionally of one member (by account name), sorted by
 * number or amount. Without an order, pending rows come oldest first and decided ones newest first.
 * The deposit queue holds the manually reviewed channels only (bank transfers, e-wallets): a
 * gateway's deposits are decided by its signed callback.
 */

export type DepositQueueStatus = 'pending' | 'credited' | 'rejected' | 'failed' | 'all';
export type WithdrawalQueueStatus = 'pending' | 'approved' | 'paid' | 'rejected' | 'all';

interface Paging {
  pageNo: number;
  pageSize: number;
}

export interface QueueQuery extends Paging {
  account?: string | undefined;
  sort?: 'id' | 'amount' | undefined;
  order?: 'asc' | 'desc' | undefined;
}

/** The member an account filter names: undefined for no filter, null when no member has that account. */
export async function memberFilter(db: Db, account: string | undefined): Promise<number | null | undefined> {
  if (!account?.trim()) return undefined;
  return (await findMemberByAccount(db, account))?.id ?? null;
}

export const MANUAL_CHANNEL_KINDS = ['bank', 'ewallet'];

const pageOf = <T>(list: T[], total: number, p: Paging) => ({ list, total, pageNum: p.pageNo, totalPages: Math.max(1, Math.ceil(total / p.pageSize)) });

export async function depositQueue(db: Db, q: QueueQuery & { status: DepositQueueStatus }) {
  const member = await memberFilter(db, q.account);
  if (member === null) return pageOf([], 0, q);
  let base = db.selectFrom('deposits as d').innerJoin('payment_channels as c', 'c.id', 'd.channel_id').where('c.kind', 'in', MANUAL_CHANNEL_KINDS);
  if (q.status !== 'all') base = base.where('d.status', '=', q.status);
  if (member !== undefined) base = base.where('d.member_id', '=', member);
  const count = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  const rows = await base
    .select(['d.id', 'd.member_id', 'c.code as channel', 'c.kind', 'd.amount', 'd.fee', 'd.status', 'd.reference', 'd.note', 'd.receipt_upload_id', 'd.created_at', 'd.decided_at'])
    .orderBy(q.sort === 'amount' ? 'd.amount' : 'd.id', q.order ?? (q.status === 'pending' ? 'asc' : 'desc'))
    .orderBy('d.id', 'desc')
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize)
    .execute();
  const names = await accountNamesOf(db, rows.map((r) => r.member_id));
  const list = rows.map((r) => ({
    id: r.id,
    memberId: r.member_id,
    account: names.get(r.member_id) ?? '',
    channel: r.channel,
    kind: r.kind,
    amount: r.amount,
    fee: r.fee,
    status: r.status,
    reference: r.reference,
    note: r.note,
    hasProof: r.receipt_upload_id !== null,
    createdAt: r.created_at,
    decidedAt: r.decided_at,
  }));
  return pageOf(list, Number(count?.n ?? 0), q);
}

export async function withdrawalQueue(db: Db, q: QueueQuery & { status: WithdrawalQueueStatus }) {
  const member = await memberFilter(db, q.account);
  if (member === null) return pageOf([], 0, q);
  let base = db.selectFrom('withdrawals as w').innerJoin('bank_accounts as b', 'b.id', 'w.bank_account_id');
  if (q.status !== 'all') base = base.where('w.status', '=', q.status);
  if (member !== undefined) base = base.where('w.member_id', '=', member);
  const count = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  const rows = await base
    .select(['w.id', 'w.member_id', 'w.amount', 'w.fee', 'w.status', 'w.note', 'w.receipt', 'w.created_at', 'w.approved_at', 'w.decided_at', 'b.bank_name', 'b.account_number', 'b.holder_name'])
    .orderBy(q.sort === 'amount' ? 'w.amount' : 'w.id', q.order ?? (q.status === 'pending' || q.status === 'approved' ? 'asc' : 'desc'))
    .orderBy('w.id', 'desc')
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize)
    .execute();
  const names = await accountNamesOf(db, rows.map((r) => r.member_id));
  const list = rows.map((r) => ({
    id: r.id,
    memberId: r.member_id,
    account: names.get(r.member_id) ?? '',
    amount: r.amount,
    fee: r.fee,
    status: r.status,
    bankName: r.bank_name,
    accountNumber: r.account_number,
    holderName: r.holder_name,
    note: r.note,
    receipt: r.receipt,
    createdAt: r.created_at,
    approvedAt: r.approved_at,
    decidedAt: r.decided_at,
  }));
  return pageOf(list, Number(count?.n ?? 0), q);
}

/** One withdrawal as the desk shows it before deciding (for the audit's before/after too). */
export async function withdrawalRow(db: Db, id: number) {
  const w = await db.selectFrom('withdrawals').select(['id', 'member_id', 'amount', 'fee', 'status', 'note', 'receipt', 'received_amount', 'approved_at', 'decided_at', 'dispute_outcome']).where('id', '=', id).executeTakeFirst();
  if (!w) throw new NotFound('No such withdrawal.');
  return w;
}

export async function depositRow(db: Db, id: number) {
  const d = await db
    .selectFrom('deposits as d')
    .innerJoin('payment_channels as c', 'c.id', 'd.channel_id')
    .select(['d.id', 'd.member_id', 'd.amount', 'd.fee', 'd.status', 'd.note', 'd.decided_at', 'c.kind'])
    .where('d.id', '=', id)
    .executeTakeFirst();
  if (!d) throw new NotFound('No such deposit.');
  return d;
}

/** A proof image for staff: a deposit's receipt or a withdrawal's proof, whoever uploaded it. */
export async function proofImage(db: Db, dataDir: string, uploadId: number): Promise<{ mime: string; data: Buffer }> {
  const row = await db.selectFrom('uploads').select(['mime', 'path']).where('id', '=', uploadId).where('purpose', 'in', ['deposit_receipt', 'withdrawal_proof']).where('ref_id', 'is not', null).executeTakeFirst();
  if (!row) throw new NotFound('No such file.');
  return { mime: row.mime, data: await storedFile(dataDir, row.path, 'No such file.') };
}

/** The receipt image a member sent with a deposit request. */
export async function depositProof(db: Db, dataDir: string, depositId: number): Promise<{ mime: string; data: Buffer }> {
  const d = await db.selectFrom('deposits').select('receipt_upload_id').where('id', '=', depositId).executeTakeFirst();
  if (!d || d.receipt_upload_id === null) throw new NotFound('This deposit has no proof image.');
  return proofImage(db, dataDir, d.receipt_upload_id);
}
