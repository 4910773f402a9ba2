/**
 * The operator's side of the points mall: goods with what is waiting and approved, adding and
 * changing them (optimistic version: an item changed meanwhile is INVALID_STATE, never
 * overwritten), hiding them, and the redeem queue with filters. Staff writes are audited by the
 * back office that calls these.
 */
import type { AppContext } from '#server/app-context.ts';
import { InvalidState, NotFound } from '#server/errors.ts';
import { accountNamesOf, findMemberByAccount } from '#server/members/index.ts';
import type { MallItemFields, StaffMallItem, StaffRedeem } from '#lib/contracts/backoffice-mall.ts';
import type { MallItemKind, MallRequirement, RedeemState } from '#lib/contracts/loyalty-model.ts';
import type { MallItemRow } from './mall-items.ts';
import { type RedeemRow, redeemRows, toRecord } from './mall-records.ts';

const both = (json: string): { bn: string; en: string } => {
  const all = JSON.parse(json) as Record<string, unknown>;
  const s = (v: unknown) => (typeof v === 'string' ? v : '');
  return { bn: s(all['bn']), en: s(all['en']) };
};

function toStaffItem(r: MallItemRow, units: Map<string, number>): StaffMallItem {
  return {
    id: Number(r.id),
    kind: r.kind as MallItemKind,
    names: both(r.names),
    descriptions: both(r.descriptions),
    image: r.image,
    price: Number(r.price),
    amount: Number(r.amount),
    stock: r.stock === null ? null : Number(r.stock),
    requirement: r.requirement as MallRequirement,
    requirementAmount: Number(r.requirement_amount),
    sort: Number(r.sort),
    status: r.status === 'hidden' ? 'hidden' : 'active',
    version: Number(r.version),
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
    inProcess: units.get(`${r.id}:in_process`) ?? 0,
    approved: units.get(`${r.id}:approved`) ?? 0,
  };
}

async function unitsOf(app: AppContext, itemIds: number[]): Promise<Map<string, number>> {
  if (!itemIds.length) return new Map();
  const rows = await app.db
    .selectFrom('mall_redeems')
    .select((eb) => ['item_id', 'status', eb.fn.sum<number>('quantity').as('n')])
    .where('item_id', 'in', itemIds)
    .where('status', 'in', ['in_process', 'approved'])
    .groupBy(['item_id', 'status'])
    .execute();
  return new Map(rows.map((x) => [`${x.item_id}:${x.status}`, Number(x.n)]));
}

export async function staffMallItems(app: AppContext, status?: 'active' | 'hidden'): Promise<StaffMallItem[]> {
  let q = app.db.selectFrom('mall_items').selectAll();
  if (status) q = q.where('status', '=', status);
  const rows = await q.orderBy('status').orderBy('sort', 'desc').orderBy('id').execute();
  const units = await unitsOf(
    app,
    rows.map((r) => Number(r.id)),
  );
  return rows.map((r) => toStaffItem(r, units));
}

export async function staffMallItem(app: AppContext, id: number): Promise<StaffMallItem> {
  const row = await app.db.selectFrom('mall_items').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new NotFound('No such item.');
  return toStaffItem(row, await unitsOf(app, [id]));
}

const columns = (f: MallItemFields) => ({
  names: JSON.stringify(f.names),
  descriptions: JSON.stringify(f.descriptions),
  image: f.image,
  price: f.price,
  amount: f.amount,
  stock: f.stock,
  requirement: f.requirement,
  requirement_amount: f.requirementAmount,
  sort: f.sort,
});

export async function createMallItem(app: AppContext, f: MallItemFields & { kind: MallItemKind }, now = Date.now()): Promise<StaffMallItem> {
  const row = await app.db
    .insertInto('mall_items')
    .values({ kind: f.kind, ...columns(f), status: 'active', version: 1, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return staffMallItem(app, Number(row.id));
}

/** Changes an item as read at `version`; the kind stays (a voucher redeemed stays a voucher). */
export async function updateMallItem(app: AppContext, id: number, version: number, f: MallItemFields, now = Date.now()): Promise<{ before: StaffMallItem; after: StaffMallItem }> {
  const before = await staffMallItem(app, id);
  const wrong = before.kind === 'physical' ? f.amount !== 0 : f.amount <= 0;
  if (wrong) throw new InvalidState(before.kind === 'physical' ? 'A physical item pays no amount.' : 'A voucher or bonus credit pays a positive amount.', { kind: before.kind });
  const r = await app.db
    .updateTable('mall_items')
    .set((eb) => ({ ...columns(f), version: eb('version', '+', 1), updated_at: now }))
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw new InvalidState('This item was changed meanwhile; reload it.', { version: before.version });
  return { before, after: await staffMallItem(app, id) };
}

export async function setMallItemStatus(app: AppContext, id: number, version: number, status: 'active' | 'hidden', now = Date.now()): Promise<{ before: StaffMallItem; after: StaffMallItem }> {
  const before = await staffMallItem(app, id);
  const r = await app.db
    .updateTable('mall_items')
    .set((eb) => ({ status, version: eb('version', '+', 1), updated_at: now }))
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw new InvalidState('This item was changed meanwhile; reload it.', { version: before.version });
  return { before, after: await staffMallItem(app, id) };
}

export interface RedeemQueueQuery {
  status?: RedeemState | undefined;
  itemId?: number | undefined;
  account?: string | undefined;
  pageNo: number;
  pageSize: number;
}

function toStaffRedeem(x: RedeemRow, accounts: Map<number, string>): StaffRedeem {
  const { name: _name, ...rest } = toRecord(x, 'en');
  const memberId = Number(x.member_id);
  return { ...rest, names: both(x.names), memberId, account: accounts.get(memberId) ?? '', decidedBy: x.staff_id === null ? null : Number(x.staff_id) };
}

async function withAccounts(app: AppContext, rows: RedeemRow[]): Promise<StaffRedeem[]> {
  const accounts = await accountNamesOf(app.db, [...new Set(rows.map((x) => Number(x.member_id)))]);
  return rows.map((x) => toStaffRedeem(x, accounts));
}

/** The queue: waiting requests oldest first (first come, first served), decided ones newest first. */
export async function redeemQueue(app: AppContext, f: RedeemQueueQuery) {
  let q = redeemRows(app);
  if (f.status) q = q.where('r.status', '=', f.status);
  if (f.itemId) q = q.where('r.item_id', '=', f.itemId);
  if (f.account) {
    const member = await findMemberByAccount(app.db, f.account);
    if (!member) return { list: [], pageNum: f.pageNo, totalPages: 1, total: 0 };
    q = q.where('r.member_id', '=', member.id);
  }
  const { n } = await q.clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const total = Number(n);
  const order = f.status === 'in_process' ? 'asc' : 'desc';
  const rows = await q
    .orderBy('r.created_at', order)
    .orderBy('r.id', order)
    .limit(f.pageSize)
    .offset((f.pageNo - 1) * f.pageSize)
    .execute();
  return { list: await withAccounts(app, rows), pageNum: f.pageNo, totalPages: Math.max(1, Math.ceil(total / f.pageSize)), total };
}

export async function staffRedeem(app: AppContext, id: number): Promise<StaffRedeem> {
  const row = await redeemRows(app).where('r.id', '=', id).executeTakeFirst();
  if (!row) throw new NotFound('No such redeem request.');
  const [one] = await withAccounts(app, [row]);
  return one as StaffRedeem;
}
