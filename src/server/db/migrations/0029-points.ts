import type { Kysely } from 'kysely';

/**
 * Points (issue 17): the deposit-points job reads credited deposits in the order they were
 * credited (decided_at), from its cursor; this index serves that read without scanning every
 * deposit ever made.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('deposits_by_credit').on('deposits').columns(['status', 'decided_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('deposits_by_credit').execute();
}
