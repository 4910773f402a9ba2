import type { OperandExpression } from 'kysely';
import type { Db } from '#server/db/connect.ts';

/**
 * Cashback and rebates paid in cash to these members in [from, to) — claimed or paid without a
 * claim — by when they were paid: member_id, amount. Each is one journal entry of kind
 * `reward_cashback` or `reward_rebate` posted in the same unit that set claimed_at, so these sums
 * equal the ledger's (agents' reports show them as the team's rebates).
 */
export function rewardsPaidOf(db: Db, members: OperandExpression<number>, r: { from: number; to: number }) {
  return db
    .selectFrom('rewards')
    .select(['member_id', 'amount'])
    .where('kind', 'in', ['cashback', 'rebate'])
    .where('wallet', '=', 'cash')
    .where('state', 'in', ['claimed', 'issued'])
    .where('claimed_at', '>=', r.from)
    .where('claimed_at', '<', r.to)
    .where('member_id', 'in', members);
}
