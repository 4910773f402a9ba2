import type { Db } from '#server/db/connect.ts';
import type { SqlRunner } from '#server/db/sql-runner.ts';
import type { Exclusion } from '#lib/types/rg.ts';
import { AccountExcluded } from './errors.ts';

/**
 * A member's time-outs and self-exclusions (the exclusions table). They are the member's own
 * state, read by every domain that lets a member log in, pay or play, so they live here, below
 * auth, games, providers and cashier; starting one (cashier/exclusions.ts) also ends sessions.
 */

/** UK RTS 13: time-outs of 24 hours, 7 days, 30 days, or up to 6 weeks. */
export const TIME_OUT_DAYS = [1, 7, 30, 42] as const;
/** UK RTS 13: self-exclusion for at least 6 months, or permanently. */
export const SELF_EXCLUSION_MONTHS = [6, 12, 24, 60] as const;

const KINDS: readonly Exclusion['kind'][] = ['time_out', 'self_exclusion'];
function kindOf(kind: string): Exclusion['kind'] {
  const found = KINDS.find((k) => k === kind);
  if (!found) throw new Error(`Unknown exclusion kind ${kind}`);
  return found;
}

/** The exclusion in force for a member now (the longest), if any. */
export async function activeExclusion(db: Db, memberId: number, now = Date.now()): Promise<Exclusion | null> {
  const rows = await db
    .selectFrom('exclusions')
    .select(['kind', 'until'])
    .where('member_id', '=', memberId)
    .where((eb) => eb.or([eb('until', 'is', null), eb('until', '>', now)]))
    .execute();
  if (!rows.length) return null;
  const permanent = rows.find((r) => r.until === null);
  const chosen = permanent ?? rows.reduce((a, b) => ((a.until ?? 0) >= (b.until ?? 0) ? a : b));
  return { kind: kindOf(chosen.kind), until: chosen.until };
}

/** Refuses what an excluded member may not do (log in, deposit, play, take promotions). */
export async function assertNotExcluded(db: Db, memberId: number, now = Date.now()): Promise<void> {
  const ex = await activeExclusion(db, memberId, now);
  if (ex) throw new AccountExcluded(ex.kind === 'time_out' ? 'You are taking a break from play.' : 'You have excluded yourself from play.', { kind: ex.kind, until: ex.until });
}

/**
 * The lock that orders a member's stakes against a responsible-gambling block or a password
 * change: a vendor debit holds it while it checks the member may still stake and until it
 * commits, so a block either comes after a stake completely or the stake sees the block.
 */
export const stakeLock = (memberId: number) => `stakes:${memberId}`;

/** In a unit of work holding stakeLock: the block in force now, if any (the longest). */
export async function exclusionIn(sql: SqlRunner, memberId: number, now: number): Promise<Exclusion | null> {
  const row = await sql.get<{ kind: string; until: number | null }>(
    'select kind, "until" from exclusions where member_id = ? and ("until" is null or "until" > ?) order by case when "until" is null then 1 else 0 end desc, "until" desc limit 1',
    [memberId, now],
  );
  return row ? { kind: kindOf(row.kind), until: row.until === null ? null : Number(row.until) } : null;
}

/** In a unit of work holding stakeLock: records a block from `at` until `until` (null = permanent). */
export async function insertExclusion(sql: SqlRunner, memberId: number, kind: Exclusion['kind'], until: number | null, at: number): Promise<void> {
  await sql.run('insert into exclusions (member_id, kind, "until", created_at) values (?, ?, ?, ?)', [memberId, kind, until, at]);
}
