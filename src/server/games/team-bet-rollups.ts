/**
 * Reporting read model of the hourly bet roll-ups (one row per member, game category and hour):
 * a query builder other domains (agent reports and wage runs) compose into their own statements,
 * so the table is named only here. It executes nothing itself.
 */
import type { OperandExpression } from 'kysely';
import type { Db } from '#server/db/connect.ts';

export interface RollupFilter {
  /** Hours in [from, to). */
  from: number;
  to: number;
  /** Only these game categories (all when absent or empty). */
  categories?: readonly string[] | undefined;
}

/** The roll-up rows of these members in the hours of the range. */
export function betRollupsOf(db: Db, members: OperandExpression<number>, f: RollupFilter) {
  const q = db
    .selectFrom('bet_rollups')
    .select(['member_id', 'category', 'hour', 'bet_count', 'stake', 'valid_bet', 'payout'])
    .where('hour', '>=', f.from)
    .where('hour', '<', f.to)
    .where('member_id', 'in', members);
  return f.categories?.length ? q.where('category', 'in', f.categories) : q;
}
