import type { Db } from '#server/db/connect.ts';
import { AUDIT_GENESIS, auditHash, type AuditRowWithHash, type ChainProblem, firstBadRow } from './audit-chain.ts';
import type { Actor } from './staff.ts';

export interface AuditEntry {
  /** Dotted verb: 'member.lock', 'withdrawal.approve', 'settings.change', 'staff.create', … */
  action: string;
  targetType: string;
  targetId: string | number;
  before?: unknown;
  after?: unknown;
}

const json = (v: unknown): string | null => (v === undefined ? null : JSON.stringify(v));
const MAX_TRIES = 100;

/**
 * Appends one row to the audit log, chained to the row before it. The id is chosen here (the
 * tail's + 1) so the hash can cover it; two writers that read the same tail collide on the unique
 * id and previous hash: the loser's insert does nothing (no error, so a PostgreSQL transaction it
 * runs in stays usable), and it reads the new tail and tries again. Rows are never updated or
 * deleted. Then the head (audit_head) moves forward to the new row, never back.
 */
export async function audit(db: Db, actor: Actor, entry: AuditEntry, now = Date.now()): Promise<number> {
  for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
    const tail = await db.selectFrom('audit_log').select(['id', 'hash', 'at']).orderBy('id', 'desc').limit(1).executeTakeFirst();
    const content = {
      id: tail ? Number(tail.id) + 1 : 1,
      // Times never go backwards along the chain (the checker relies on it).
      at: Math.max(now, tail ? Number(tail.at) : 0),
      staff_id: actor.staffId,
      staff_name: actor.username,
      role: actor.role,
      action: entry.action,
      target_type: entry.targetType,
      target_id: String(entry.targetId),
      before_json: json(entry.before),
      after_json: json(entry.after),
      ip: actor.ip.slice(0, 64),
      user_agent: actor.userAgent.slice(0, 300),
    };
    const prev_hash = tail?.hash ?? AUDIT_GENESIS;
    const hash = auditHash(prev_hash, content);
    const r = await db
      .insertInto('audit_log')
      .values({ ...content, prev_hash, hash })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    if (Number(r.numInsertedOrUpdatedRows ?? 0) === 1) {
      await db.updateTable('audit_head').set({ last_id: content.id, last_hash: hash }).where('id', '=', 1).where('last_id', '<', content.id).execute();
      return content.id;
    }
    // Someone else appended first; back off a little so thirty writers do not all retry in step.
    if (attempt > 3) await new Promise((r) => setTimeout(r, Math.random() * Math.min(50, attempt * 2)));
  }
  throw new Error('the audit log stayed busy: no row could be appended');
}

export interface AuditCheck {
  rows: number;
  firstBad: { id: number; problem: AuditProblem } | null;
}

/** What can be wrong: a row of the chain (audit-chain.ts), or rows cut off the end ('missing'). */
export type AuditProblem = ChainProblem | 'missing';

const PAGE = 5_000;

/**
 * Verifies the whole chain in pages of rows (npm run check:audit), then the head: the row it names
 * must still be there with the hash it recorded.
 *
 * Limits, honestly: the chain proves order and content from the first row to the last one left. A
 * removed last row (or several) leaves a valid shorter chain; only the head (a second record,
 * written on every append) shows it. Someone who can write to the database can still rewrite the
 * log from some row on together with the head; catching that needs the head kept outside the
 * database (printed, signed or shipped elsewhere). The head may lag behind the log by a row when a
 * process died between the append and the head's update: rows past the head are not an error.
 */
export async function checkAuditChain(db: Db): Promise<AuditCheck> {
  let prev = { hash: AUDIT_GENESIS, id: 0, at: 0 };
  let rows = 0;
  for (;;) {
    const page: AuditRowWithHash[] = await db.selectFrom('audit_log').selectAll().where('id', '>', prev.id).orderBy('id').limit(PAGE).execute();
    if (page.length === 0) break;
    // Rows with ids below the last one seen cannot appear here: a reorder shows as a broken link.
    const bad = firstBadRow(page, prev);
    if (bad) return { rows: rows + page.findIndex((r) => Number(r.id) === bad.id), firstBad: bad };
    rows += page.length;
    const last = page[page.length - 1];
    if (!last) break;
    prev = { hash: last.hash, id: Number(last.id), at: Number(last.at) };
  }
  const head = await db.selectFrom('audit_head').select(['last_id', 'last_hash']).where('id', '=', 1).executeTakeFirst();
  if (head && Number(head.last_id) > 0) {
    const headId = Number(head.last_id);
    const anchored = await db.selectFrom('audit_log').select('hash').where('id', '=', headId).executeTakeFirst();
    // Gone: the log was cut back (its last row is prev.id). Another hash: rewritten from some row on.
    if (!anchored) return { rows, firstBad: { id: Math.min(prev.id + 1, headId), problem: 'missing' } };
    if (anchored.hash !== head.last_hash) return { rows, firstBad: { id: headId, problem: 'edited' } };
  }
  return { rows, firstBad: null };
}
