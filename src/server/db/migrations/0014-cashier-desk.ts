import { type Kysely, sql } from 'kysely';

/**
 * The back office's cashier desk: a withdrawal is approved (its money leaves the hold for the
 * payout channel) before it is marked paid (the bank transfer was sent), and a payout the member
 * reported as partially received or not received is resolved once, by a staff member.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('withdrawals')
    .addColumn('approved_at', 'bigint')
    .execute();
  for (const [name, type] of [
    ['approved_by', 'bigint'],
    ['paid_by', 'bigint'],
    /** received | repaid | refunded, once. */
    ['dispute_outcome', 'text'],
    ['dispute_note', 'text'],
    ['dispute_by', 'bigint'],
    ['dispute_at', 'bigint'],
  ] as const) {
    await db.schema.alterTable('withdrawals').addColumn(name, type).execute();
  }
  // One waiting second-approval request per withdrawal: parallel asks make one, the rest find it.
  await sql`create unique index approvals_one_pending_withdrawal on approvals (target_id) where kind = 'withdrawal.approve' and status = 'pending'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index approvals_one_pending_withdrawal`.execute(db);
  for (const name of ['dispute_at', 'dispute_by', 'dispute_note', 'dispute_outcome', 'paid_by', 'approved_by', 'approved_at']) {
    await db.schema.alterTable('withdrawals').dropColumn(name).execute();
  }
}
