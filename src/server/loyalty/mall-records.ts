/**
 * Redeem requests as records: the member's redeem history (spec §7 MCS2_getRedeemPointList) and
 * one request after it was made, each with its item's name in the reader's language.
 */
import type { AppContext } from '#server/app-context.ts';
import { NotFound } from '#server/errors.ts';
import type { RedeemRecord } from '#lib/contracts/mall.ts';
import type { MallItemKind, RedeemState } from '#lib/contracts/loyalty-model.ts';
import { textIn } from './mall-items.ts';

const COLUMNS = [
  'r.id',
  'r.member_id',
  'r.item_id',
  'r.quantity',
  'r.points',
  'r.amount',
  'r.status',
  'r.address',
  'r.mobile',
  'r.paid_account',
  'r.reason',
  'r.staff_id',
  'r.created_at',
  'r.decided_at',
  'i.kind',
  'i.names',
  'i.image',
] as const;

export function redeemRows(app: AppContext) {
  return app.db.selectFrom('mall_redeems as r').innerJoin('mall_items as i', 'i.id', 'r.item_id').select(COLUMNS);
}

export type RedeemRow = Awaited<ReturnType<ReturnType<typeof redeemRows>['executeTakeFirstOrThrow']>>;

export function toRecord(x: RedeemRow, lang: string): RedeemRecord {
  return {
    id: Number(x.id),
    itemId: Number(x.item_id),
    kind: x.kind as MallItemKind,
    name: textIn(x.names, lang),
    image: x.image,
    quantity: Number(x.quantity),
    points: Number(x.points),
    amount: Number(x.amount),
    status: x.status as RedeemState,
    address: x.address,
    mobile: x.mobile,
    paidAccount: x.paid_account === 'cash' || x.paid_account === 'bonus' || x.paid_account === 'delivery' ? x.paid_account : null,
    reason: x.reason,
    createdAt: Number(x.created_at),
    decidedAt: x.decided_at === null ? null : Number(x.decided_at),
  };
}

export async function redeemRecord(app: AppContext, memberId: number, id: number, lang: string): Promise<RedeemRecord> {
  const row = await redeemRows(app).where('r.id', '=', id).where('r.member_id', '=', memberId).executeTakeFirst();
  if (!row) throw new NotFound('No such redeem request.');
  return toRecord(row, lang);
}

export interface HistoryQuery {
  status?: RedeemState | undefined;
  pageNo: number;
  pageSize: number;
}

/** The member's requests, newest first, a page at a time. */
export async function redeemHistory(app: AppContext, memberId: number, q: HistoryQuery, lang: string) {
  let base = app.db.selectFrom('mall_redeems').where('member_id', '=', memberId);
  if (q.status) base = base.where('status', '=', q.status);
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const total = Number(n);
  let list = redeemRows(app).where('r.member_id', '=', memberId);
  if (q.status) list = list.where('r.status', '=', q.status);
  const rows = await list
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize)
    .execute();
  return { list: rows.map((x) => toRecord(x, lang)), pageNum: q.pageNo, totalPages: Math.max(1, Math.ceil(total / q.pageSize)), total };
}
