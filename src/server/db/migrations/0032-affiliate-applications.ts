import { type Kysely, sql } from 'kysely';

/**
 * Affiliate applications (issue 17): at most one pending application per member, held by the
 * database so that many submissions at once leave one (the others answer APPLICATION_OPEN).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('affiliate_applications_one_pending').on('affiliate_applications').column('member_id').unique().where(sql.ref('status'), '=', 'pending').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('affiliate_applications_one_pending').execute();
}
