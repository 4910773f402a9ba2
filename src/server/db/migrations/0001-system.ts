import type { Kysely } from 'kysely';
import { notNull, withId, zero } from './columns.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', notNull)
    .addColumn('updated_at', 'bigint', notNull)
    .execute();

  await db.schema
    .createTable('register_rules')
    .addColumn('field', 'text', (c) => c.primaryKey())
    .addColumn('enabled', 'integer', zero)
    .addColumn('required', 'integer', zero)
    .addColumn('accepted_pattern', 'text', notNull)
    .addColumn('pattern_id', 'text', notNull)
    .addColumn('min_length', 'integer', zero)
    .addColumn('max_length', 'integer', zero)
    .addColumn('sort', 'integer', zero)
    .execute();

  await db.schema
    .createTable('countries')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('dialing_code', 'text', notNull)
    .addColumn('enabled', 'integer', zero)
    .addColumn('sort', 'integer', zero)
    .execute();

  await withId(db, db.schema.createTable('resources'))
    .addColumn('resource_type', 'text', notNull)
    .addColumn('url', 'text', notNull)
    .addColumn('label_name_en', 'text', notNull)
    .addColumn('sort', 'integer', zero)
    .execute();

  await withId(db, db.schema.createTable('domains'))
    .addColumn('host', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', notNull)
    .addColumn('active', 'integer', zero)
    .execute();

  await withId(db, db.schema.createTable('announcements'))
    .addColumn('type', 'text', notNull)
    .addColumn('locale', 'text', notNull)
    .addColumn('title', 'text', notNull)
    .addColumn('content', 'text', notNull)
    .addColumn('image_url', 'text')
    .addColumn('link_url', 'text')
    .addColumn('popup', 'integer', zero)
    .addColumn('sort', 'integer', zero)
    .addColumn('published_at', 'bigint', notNull)
    .addColumn('expires_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('announcements_by_locale_type')
    .on('announcements')
    .columns(['locale', 'type', 'published_at'])
    .execute();

  await db.schema
    .createTable('vendors')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('display_name', 'text', notNull)
    .addColumn('category', 'text', notNull)
    .addColumn('small_icon', 'text', notNull)
    .addColumn('is_hot', 'integer', zero)
    .addColumn('wallet_type', 'text', notNull)
    .addColumn('status', 'integer', zero)
    .addColumn('sort', 'integer', zero)
    .execute();
  await db.schema.createIndex('vendors_by_category').on('vendors').columns(['category', 'sort']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['vendors', 'announcements', 'domains', 'resources', 'countries', 'register_rules', 'settings']) {
    await db.schema.dropTable(t).execute();
  }
}
