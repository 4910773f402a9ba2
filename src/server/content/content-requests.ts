/**
 * Creations keyed by the form submission: the back office mints one request id per submission of
 * a new notice, banner or help item and sends it again on every retry of that submission. The
 * first call records the id (table content_requests, unique) with a fingerprint of what it asked
 * for, in the same transaction as the creation; a retry, even one racing the first, answers the
 * item the first one created and creates nothing; the same id with another body (or from another
 * staff member, or for another kind of item) is refused with REQUEST_ID_REUSED.
 */
import { createHash } from 'node:crypto';
import { atomically, type Db } from '#server/db/connect.ts';
import { AppError } from '#server/errors.ts';

/** A request id already used for a different creation. */
export class RequestIdReused extends AppError {
  readonly code = 'REQUEST_ID_REUSED' as const;
}

/** What a request id created: a notice, a help item, or a promotion (the back office's promotions desk keys its drafts here too). */
export type ContentRequestKind = 'notice' | 'help' | 'promotion';

export interface ContentRequest {
  requestId: string;
  /** Who submitted it (null: not a staff member, e.g. a script). */
  staffId: number | null;
}

/** JSON with object keys in order, so the same body always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function fingerprintOf(kind: ContentRequestKind, staffId: number | null, body: unknown): string {
  return createHash('sha256').update(`${kind}|${staffId ?? ''}|${canonical(body)}`).digest('hex');
}

/**
 * Runs `create` once per request id: answers the id it created and `replayed: false`, or, when the
 * id was used before for the same body, the first creation's id and `replayed: true`.
 */
export async function createOnce(
  db: Db,
  kind: ContentRequestKind,
  request: ContentRequest,
  body: unknown,
  create: (tx: Db) => Promise<number>,
  now = Date.now(),
): Promise<{ id: number; replayed: boolean }> {
  const fingerprint = fingerprintOf(kind, request.staffId, body);
  return atomically(db, async (tx) => {
    const recorded = await tx
      .insertInto('content_requests')
      .values({ request_id: request.requestId, kind, fingerprint, staff_id: request.staffId, ref_id: null, created_at: now })
      .onConflict((oc) => oc.column('request_id').doNothing())
      .executeTakeFirst();
    if (Number(recorded.numInsertedOrUpdatedRows ?? 0) === 1) {
      const id = await create(tx);
      await tx.updateTable('content_requests').set({ ref_id: id }).where('request_id', '=', request.requestId).execute();
      return { id, replayed: false };
    }
    const first = await tx.selectFrom('content_requests').select(['kind', 'fingerprint', 'ref_id']).where('request_id', '=', request.requestId).executeTakeFirst();
    if (!first || first.ref_id === null) throw new RequestIdReused('This request id is being used by another request. Try again.');
    if (first.kind !== kind || first.fingerprint !== fingerprint) {
      throw new RequestIdReused('This request id was already used for another request. Start a new one.', { kind: first.kind });
    }
    return { id: Number(first.ref_id), replayed: true };
  });
}
