import type { Db } from '#server/db/connect.ts';
import type { MemberEvents } from '#server/events/bus.ts';
import type { SqlRunner } from '#server/db/sql-runner.ts';

/** Spec §4 messages: what happened to the member's money, worded by the client per kind. */
export type MessageKind = 'deposit_credited' | 'deposit_failed' | 'withdrawal_approved' | 'withdrawal_rejected' | 'withdrawal_auto_received' | 'withdrawal_refunded' | 'withdrawal_repaid' | 'withdrawal_dispute_closed' | 'bonus_granted' | 'transfer_received' | 'staff_message' | 'affiliate_approved' | 'affiliate_rejected' | 'vip_upgraded' | 'vip_relegated' | 'vip_monthly_bonus' | 'vip_birthday_bonus' | 'bonus_expiring' | 'redeem_approved' | 'redeem_rejected' | 'feedback_replied' | 'ticket_replied' | 'bonus_expired';

export interface Message {
  id: number;
  kind: MessageKind;
  params: Record<string, string | number>;
  read: boolean;
  time: number;
}

/** Stores a message and tells the member's open pages at once. */
export async function sendMessage(db: Db, events: MemberEvents, memberId: number, kind: MessageKind, params: Record<string, string | number>, now = Date.now()): Promise<void> {
  await db.insertInto('messages').values({ member_id: memberId, kind, params: JSON.stringify(params), read_at: null, created_at: now }).execute();
  events.publish({ type: 'message', memberId, data: { kind, unread: await unreadCount(db, memberId) } });
}

/**
 * Stores one message for each of many members in chunks (inside the caller's transaction, if any);
 * tell their pages afterwards with notifyMessages, once the transaction has committed.
 */
export async function insertMessages(db: Db, memberIds: readonly number[], kind: MessageKind, params: Record<string, string | number>, now = Date.now()): Promise<void> {
  const json = JSON.stringify(params);
  for (let i = 0; i < memberIds.length; i += 500) {
    const chunk = memberIds.slice(i, i + 500);
    await db.insertInto('messages').values(chunk.map((member_id) => ({ member_id, kind, params: json, read_at: null, created_at: now }))).execute();
  }
}

/**
 * Stores one message inside a ledger unit of work (which may not use the query builder's
 * connections): it commits or rolls back with the change it tells of, so a guarded change sends it
 * exactly once. Tell the member's pages with notifyMessages after the unit.
 */
export async function insertMessageIn(sql: SqlRunner, memberId: number, kind: MessageKind, params: Record<string, string | number>, now: number): Promise<void> {
  await sql.run('insert into messages (member_id, kind, params, read_at, created_at) values (?, ?, ?, null, ?)', [memberId, kind, JSON.stringify(params), now]);
}

/** Tells the open pages of members that a message of `kind` arrived. */
export async function notifyMessages(db: Db, events: MemberEvents, memberIds: readonly number[], kind: MessageKind): Promise<void> {
  for (const memberId of memberIds) events.publish({ type: 'message', memberId, data: { kind, unread: await unreadCount(db, memberId) } });
}

export async function unreadCount(db: Db, memberId: number): Promise<number> {
  const row = await db.selectFrom('messages').select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', memberId).where('read_at', 'is', null).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listMessages(db: Db, memberId: number, page: number, pageSize: number): Promise<{ list: Message[]; pageNum: number; totalPages: number; total: number; unread: number }> {
  const total = Number((await db.selectFrom('messages').select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', memberId).executeTakeFirstOrThrow()).n);
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  const pageNum = Math.min(page, totalPages);
  const rows = await db.selectFrom('messages').selectAll().where('member_id', '=', memberId).orderBy('id', 'desc').limit(pageSize).offset((pageNum - 1) * pageSize).execute();
  return {
    list: rows.map((r) => ({ id: r.id, kind: r.kind as MessageKind, params: JSON.parse(r.params) as Record<string, string | number>, read: r.read_at !== null, time: r.created_at })),
    pageNum,
    totalPages,
    total,
    unread: await unreadCount(db, memberId),
  };
}

/** Marks one message (or all) read; another member's message id changes nothing. */
export async function markRead(db: Db, memberId: number, id: number | 'all', now = Date.now()): Promise<void> {
  let q = db.updateTable('messages').set({ read_at: now }).where('member_id', '=', memberId).where('read_at', 'is', null);
  if (id !== 'all') q = q.where('id', '=', id);
  await q.execute();
}
