/**
 * Money requests keyed by the member's intent: the browser mints one key per form submission and
 * sends it again on every retry of that submission. The first call records the key with what it
 * asked for (kind and a fingerprint of amount and target) in the same unit of work as the money
 * moves; a retry answers what the first one did; the same key with another amount, account,
 * target or kind is refused with REQUEST_ID_REUSED and changes nothing.
 */
import type { Db } from '#server/db/connect.ts';
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { changed, first, statements } from '#server/db/statement-builder.ts';
import { RequestIdReused } from './errors.ts';

export type RequestKind = 'deposit' | 'withdrawal' | 'transfer_upline' | 'transfer_downline' | 'vendor_transfer';

export interface MoneyRequest {
  memberId: number;
  key: string;
  kind: RequestKind;
  /** What the request asked for, e.g. `channel:3|amount:50000`. */
  fingerprint: string;
}

function same(req: MoneyRequest, row: { kind: string; fingerprint: string }): void {
  if (row.kind !== req.kind || row.fingerprint !== req.fingerprint) {
    throw new RequestIdReused('This request id was already used for another request. Start a new one.', { kind: row.kind });
  }
}

/** The earlier request with this key (its row id), or undefined when the key is new; a key used for something else is refused. */
export async function earlierRequest(db: Db, req: MoneyRequest): Promise<{ refId: number | null } | undefined> {
  const row = await db.selectFrom('money_requests').select(['kind', 'fingerprint', 'ref_id']).where('member_id', '=', req.memberId).where('request_key', '=', req.key).executeTakeFirst();
  if (!row) return undefined;
  same(req, row);
  return { refId: row.ref_id === null ? null : Number(row.ref_id) };
}

/**
 * Records the key inside the unit of work that moves the money. Returns undefined when this call
 * is the first with the key; otherwise what the first one recorded (a parallel first waits on the
 * unique key and is then seen committed), or REQUEST_ID_REUSED when it asked for something else.
 */
export async function recordRequest(sql: SqlRunner, req: MoneyRequest, now: number): Promise<{ refId: number | null } | undefined> {
  const st = statements(sql);
  const inserted = await changed(
    sql,
    st
      .insertInto('money_requests')
      .values({ member_id: req.memberId, request_key: req.key, kind: req.kind, fingerprint: req.fingerprint, ref_id: null, created_at: now })
      .onConflict((oc) => oc.columns(['member_id', 'request_key']).doNothing()),
  );
  if (inserted === 1) return undefined;
  const row = await first(sql, st.selectFrom('money_requests').select(['kind', 'fingerprint', 'ref_id']).where('member_id', '=', req.memberId).where('request_key', '=', req.key));
  if (!row) throw new RequestIdReused('This request id is being used by another request. Try again.');
  same(req, row);
  return { refId: row.ref_id === null ? null : Number(row.ref_id) };
}

/** Names the row the request created (in the same unit that recorded the key). */
export async function linkRequest(sql: SqlRunner, req: MoneyRequest, refId: number): Promise<void> {
  await changed(sql, statements(sql).updateTable('money_requests').set({ ref_id: refId }).where('member_id', '=', req.memberId).where('request_key', '=', req.key).where('ref_id', 'is', null));
}
