import { createHash } from 'node:crypto';

/** The hash the first row of the log follows. */
export const AUDIT_GENESIS = '0'.repeat(64);

/** What a row's hash covers besides the previous hash: every column but the two hashes. */
export interface AuditContent {
  id: number;
  at: number;
  staff_id: number | null;
  staff_name: string;
  role: string;
  action: string;
  target_type: string;
  target_id: string;
  before_json: string | null;
  after_json: string | null;
  ip: string;
  user_agent: string;
}

/**
 * SHA-256 (hex) over the previous row's hash and this row's content as a JSON array in a fixed
 * order. The id is covered, so two rows swapped (ids kept, contents exchanged) break the chain, as
 * do an edited field, a removed row (its successor names a hash no row has) and reordered rows.
 */
export function auditHash(prevHash: string, row: AuditContent): string {
  const content = [row.id, Number(row.at), row.staff_id === null ? null : Number(row.staff_id), row.staff_name, row.role, row.action, row.target_type, row.target_id, row.before_json, row.after_json, row.ip, row.user_agent];
  return createHash('sha256').update(prevHash).update('\n').update(JSON.stringify(content)).digest('hex');
}

export interface AuditRowWithHash extends AuditContent {
  prev_hash: string;
  hash: string;
}

export type ChainProblem = 'edited' | 'broken-link' | 'out-of-order';

/**
 * Walks rows in id order and names the first one that does not hold: its stored hash does not
 * cover its content (edited), it does not follow the row before it (a row removed or rows
 * reordered), or its id or time goes backwards.
 */
export function firstBadRow(rows: Iterable<AuditRowWithHash>, prev = { hash: AUDIT_GENESIS, id: 0, at: 0 }): { id: number; problem: ChainProblem } | null {
  let last = prev;
  for (const row of rows) {
    const id = Number(row.id);
    if (id <= last.id || Number(row.at) < last.at) return { id, problem: 'out-of-order' };
    if (row.prev_hash !== last.hash) return { id, problem: 'broken-link' };
    if (auditHash(row.prev_hash, row) !== row.hash) return { id, problem: 'edited' };
    last = { hash: row.hash, id, at: Number(row.at) };
  }
  return null;
}
