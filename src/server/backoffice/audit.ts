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
const MAX_TRIES = 50;

function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string; message?: string };
  return err.code === '23505' || err.code === 'SQLITE_CONSTRAINT_UNIQUE' || err.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/**
 * Appends one row to the audit log, chained to the row before it. The id is chosen here (the
 * tail's + 1) so the hash can cover it; two writers that read the same tail collide on the unique
 * id and previous hash, and the loser reads the new tail and tries again. Rows are never updated
 * or deleted.
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
    try {
      await db.insertInto('audit_log').values({ ...content, prev_hash, hash: auditHash(prev_hash, content) }).execute();
      return content.id;
    } catch (e) {
      if (!isUniqueViolation(e)) throw e;
    }
  }
  throw new Error('the audit log stayed busy: no row could be appended');
}

export interface AuditCheck {
  rows: number;
  firstBad: { id: number; problem: ChainProblem } | null;
}

const PAGE = 5_000;

/** Verifies the whole chain in pages of rows (npm run check:audit). */
export async function checkAuditChain(db: Db): Promise<AuditCheck> {
  let prev = { hash: AUDIT_GENESIS, id: 0, at: 0 };
  let rows = 0;
  for (;;) {
    const page: AuditRowWithHash[] = await db.selectFrom('audit_log').selectAll().where('id', '>', prev.id).orderBy('id').limit(PAGE).execute();
    if (page.length === 0) return { rows, firstBad: null };
    // Rows with ids below the last one seen cannot appear here: a reorder shows as a broken link.
    const bad = firstBadRow(page, prev);
    if (bad) return { rows: rows + page.findIndex((r) => Number(r.id) === bad.id), firstBad: bad };
    rows += page.length;
    const last = page[page.length - 1];
    if (!last) return { rows, firstBad: null };
    prev = { hash: last.hash, id: Number(last.id), at: Number(last.at) };
  }
}
