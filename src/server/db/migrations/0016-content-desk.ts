import type { Kysely } from 'kysely';
import { notNull, withId, zero } from './columns.ts';

/**
 * The back office's content desk: an announcement written in both languages is one notice (its
 * rows share notice_id, the id of its first row; the version on that row guards edits); help items
 * kept in the database, shown by the help centre after the built-in pages; and the record of
 * internal messages sent by staff (the messages themselves are the cashier domain's rows); and the
 * request ids of the notices, banners and help items created (one per form submission, so a retry
 * answers the first creation instead of creating again).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('announcements').addColumn('notice_id', 'bigint').execute();
  await db.schema.alterTable('announcements').addColumn('version', 'integer', zero).execute();
  await db.schema.createIndex('announcements_by_notice').on('announcements').columns(['notice_id', 'locale']).execute();

  await withId(db, db.schema.createTable('help_items'))
    .addColumn('title_bn', 'text', notNull)
    .addColumn('title_en', 'text', notNull)
    /** Sanitized HTML. */
    .addColumn('content_bn', 'text', notNull)
    .addColumn('content_en', 'text', notNull)
    .addColumn('sort', 'integer', zero)
    /** 1: shown in the help centre. */
    .addColumn('published', 'integer', zero)
    .addColumn('version', 'integer', zero)
    .addColumn('created_at', 'bigint', notNull)
    .addColumn('updated_at', 'bigint', notNull)
    .execute();

  await withId(db, db.schema.createTable('message_sends'))
    /** The client's id of the send: a repeated request answers the first send instead of sending again. */
    .addColumn('request_id', 'text', (c) => c.notNull().unique())
    .addColumn('staff_id', 'bigint')
    .addColumn('staff_name', 'text', notNull)
    /** 'member' | 'label' | 'vipRank' | 'agentTeam' */
    .addColumn('target_kind', 'text', notNull)
    .addColumn('target_value', 'text', notNull)
    .addColumn('subject', 'text', notNull)
    .addColumn('body', 'text', notNull)
    .addColumn('recipients', 'integer', notNull)
    .addColumn('created_at', 'bigint', notNull)
    .execute();

  await withId(db, db.schema.createTable('content_requests'))
    /** The client's id of one form submission; unique, so a parallel retry waits and then sees the first. */
    .addColumn('request_id', 'text', (c) => c.notNull().unique())
    /** 'notice' | 'help' */
    .addColumn('kind', 'text', notNull)
    /** A hash of what was asked for: the same id with another body is refused (REQUEST_ID_REUSED). */
    .addColumn('fingerprint', 'text', notNull)
    .addColumn('staff_id', 'bigint')
    /** The notice or help item created (set in the same transaction). */
    .addColumn('ref_id', 'bigint')
    .addColumn('created_at', 'bigint', notNull)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_requests').execute();
  await db.schema.dropTable('message_sends').execute();
  await db.schema.dropTable('help_items').execute();
  await db.schema.dropIndex('announcements_by_notice').execute();
  await db.schema.alterTable('announcements').dropColumn('version').execute();
  await db.schema.alterTable('announcements').dropColumn('notice_id').execute();
}
