import type { Kysely } from 'kysely';

/**
 * A game vendor's scheduled maintenance window (times in ms since 1970, UTC) and the vendors whose
 * games the lobby suggests meanwhile (a JSON array of vendor codes). Outside the window the vendor
 * plays as its status says; inside it, its games are under maintenance.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('vendors').addColumn('maintenance_from', 'bigint').execute();
  await db.schema.alterTable('vendors').addColumn('maintenance_until', 'bigint').execute();
  await db.schema.alterTable('vendors').addColumn('maintenance_alternatives', 'text', (c) => c.notNull().defaultTo('[]')).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['maintenance_alternatives', 'maintenance_until', 'maintenance_from']) await db.schema.alterTable('vendors').dropColumn(column).execute();
}
