import { describe, expect, it } from 'vitest';
import { AUDIT_GENESIS, auditHash, firstBadRow } from '#server/backoffice/index.ts';

type Row = Parameters<typeof firstBadRow>[0] extends Iterable<infer R> ? R : never;

/** A valid chain of n rows, as audit() appends them. */
function chain(n: number): Row[] {
  const rows: Row[] = [];
  let prev = AUDIT_GENESIS;
  for (let id = 1; id <= n; id++) {
    const content = {
      id,
      at: 1_700_000_000_000 + id * 1_000,
      staff_id: id % 3 === 0 ? null : 7,
      staff_name: id % 3 === 0 ? 'system' : 'finance7',
      role: id % 3 === 0 ? 'system' : 'finance',
      action: 'member.lock',
      target_type: 'member',
      target_id: String(100 + id),
      before_json: JSON.stringify({ locked: false }),
      after_json: JSON.stringify({ locked: true }),
      ip: '203.0.113.7',
      user_agent: 'vitest',
    };
    const hash = auditHash(prev, content);
    rows.push({ ...content, prev_hash: prev, hash });
    prev = hash;
  }
  return rows;
}

describe('the audit chain', () => {
  it('holds for rows appended in order', () => {
    expect(firstBadRow(chain(10))).toBeNull();
    expect(firstBadRow([])).toBeNull();
  });

  it('names an edited field (the row itself)', () => {
    for (const field of ['after_json', 'staff_name', 'role', 'ip', 'user_agent', 'target_id', 'action'] as const) {
      const rows = chain(10);
      rows[4] = { ...rows[4]!, [field]: 'changed' };
      expect(firstBadRow(rows), field).toEqual({ id: 5, problem: 'edited' });
    }
    const rows = chain(10);
    rows[6] = { ...rows[6]!, at: rows[6]!.at + 1 };
    expect(firstBadRow(rows)).toEqual({ id: 7, problem: 'edited' });
  });

  it('names an edit that recomputed the row’s own hash: the next row no longer follows it', () => {
    const rows = chain(10);
    const edited = { ...rows[3]!, after_json: '{"locked":false}' };
    rows[3] = { ...edited, hash: auditHash(edited.prev_hash, edited) };
    expect(firstBadRow(rows)).toEqual({ id: 5, problem: 'broken-link' });
  });

  it('names the row after a deleted middle row, and the second row when the first is deleted', () => {
    const rows = chain(10);
    rows.splice(5, 1);
    expect(firstBadRow(rows)).toEqual({ id: 7, problem: 'broken-link' });
    expect(firstBadRow(chain(10).slice(1))).toEqual({ id: 2, problem: 'broken-link' });
  });

  it('names two rows reordered (kept with their ids, or renumbered to fit)', () => {
    const rows = chain(10);
    [rows[3], rows[4]] = [rows[4]!, rows[3]!];
    expect(firstBadRow(rows)).toEqual({ id: 5, problem: 'broken-link' });
    // The ids swapped back into order (the contents exchanged): the hash covers the id.
    const renumbered = chain(10);
    const [a, b] = [renumbered[3]!, renumbered[4]!];
    renumbered[3] = { ...b, id: a.id, at: a.at };
    renumbered[4] = { ...a, id: b.id, at: b.at };
    expect(firstBadRow(renumbered)).toEqual({ id: 4, problem: 'broken-link' });
  });

  it('names swapped content (every column but id, time and the hashes exchanged)', () => {
    const rows = chain(10);
    const [a, b] = [rows[2]!, rows[7]!];
    rows[2] = { ...b, id: a.id, at: a.at, prev_hash: a.prev_hash, hash: a.hash };
    rows[7] = { ...a, id: b.id, at: b.at, prev_hash: b.prev_hash, hash: b.hash };
    expect(firstBadRow(rows)).toEqual({ id: 3, problem: 'edited' });
  });

  it('names a time that goes backwards', () => {
    const rows = chain(5);
    const r = { ...rows[2]!, at: rows[1]!.at - 1 };
    rows[2] = { ...r, hash: auditHash(r.prev_hash, r) };
    expect(firstBadRow(rows)).toEqual({ id: 3, problem: 'out-of-order' });
  });

  it('cannot see a removed last row by itself (the head, audit_head, is what catches that)', () => {
    expect(firstBadRow(chain(10).slice(0, 9))).toBeNull();
  });
});

describe('the audit desk’s time bounds', () => {
  it('reads epoch milliseconds as they are and days on the merchant’s clock (to: the day included)', async () => {
    const { boundOf } = await import('#server/backoffice/audit-query.ts');
    expect(boundOf('1700000000000', 'Asia/Dhaka', false)).toBe(1_700_000_000_000);
    expect(boundOf('2026-11-25', 'Asia/Dhaka', false)).toBe(Date.UTC(2026, 10, 24, 18));
    expect(boundOf('2026-11-25', 'Asia/Dhaka', true)).toBe(Date.UTC(2026, 10, 25, 18));
    expect(boundOf('2026-03-29', 'Europe/London', true)! - boundOf('2026-03-29', 'Europe/London', false)!).toBe(23 * 3_600_000);
    expect(boundOf(undefined, 'UTC', false)).toBeUndefined();
    expect(boundOf('', 'UTC', false)).toBeUndefined();
  });
});
