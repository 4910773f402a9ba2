import type { Kysely } from 'kysely';
import { isPostgres, notNull, withId, zero } from './columns.ts';

/** Player-versus-player card rooms: seats held by players, rounds dealt from the room's fair seed. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const idRef = isPostgres(db) ? 'bigint' : 'integer';
  await withId(db, db.schema.createTable('pvp_rooms'))
    .addColumn('game_id', idRef, (c) => c.notNull().references('games.id'))
    .addColumn('name', 'text', notNull)
    .addColumn('ante', 'bigint', notNull)
    .addColumn('seats', 'integer', notNull)
    .addColumn('mode', 'text', notNull)
    .addColumn('status', 'integer', zero)
    .addColumn('last_round_at', 'bigint', zero)
    .execute();
  await db.schema
    .createTable('pvp_seats')
    .addColumn('room_id', idRef, (c) => c.notNull().references('pvp_rooms.id'))
    .addColumn('seat', 'integer', notNull)
    .addColumn('member_id', idRef)
    .addColumn('session_hash', 'text', notNull)
    .addColumn('sitting_out', 'integer', zero)
    .addColumn('joined_at', 'bigint', notNull)
    .addColumn('last_seen_at', 'bigint', notNull)
    .addPrimaryKeyConstraint('pvp_seats_pk', ['room_id', 'seat'])
    .execute();
  await db.schema.createIndex('pvp_seats_by_session').on('pvp_seats').column('session_hash').unique().execute();
  await withId(db, db.schema.createTable('pvp_rounds'))
    .addColumn('room_id', idRef, notNull)
    .addColumn('seed_id', idRef, notNull)
    .addColumn('nonce', 'bigint', notNull)
    .addColumn('players', 'text', notNull)
    .addColumn('outcome', 'text', notNull)
    .addColumn('ante', 'bigint', notNull)
    .addColumn('pot', 'bigint', notNull)
    .addColumn('rake', 'bigint', notNull)
    .addColumn('created_at', 'bigint', notNull)
    .execute();
  await db.schema.createIndex('pvp_rounds_by_room').on('pvp_rounds').columns(['room_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['pvp_rounds', 'pvp_seats', 'pvp_rooms']) await db.schema.dropTable(t).execute();
}
