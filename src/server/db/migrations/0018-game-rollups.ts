import { type Kysely, sql } from 'kysely';
import { isPostgres, notNull, zero } from './columns.ts';

/**
 * Hourly bet totals per game (vendor, game code, category, hour the bet was placed), for the back
 * office's GGR by vendor and by game over long ranges without reading every bet. Kept by triggers
 * on `bets`: an insert adds the row's figures, an update adds the difference (a stake added to an
 * open round, a win, a cancelled stake), so the totals are the bets' by construction, whichever
 * code writes them (the wallet, the house games, the bulk seed). Each (game, hour) is split over
 * 16 shards by member, so concurrent bets of different players on one game do not queue on one row.
 */
const SHARDS = 16;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('game_rollups')
    .addColumn('vendor_code', 'text', notNull)
    .addColumn('game_code', 'text', notNull)
    .addColumn('category', 'text', notNull)
    .addColumn('hour', 'bigint', notNull)
    .addColumn('shard', 'integer', notNull)
    .addColumn('bet_count', 'bigint', zero)
    .addColumn('stake', 'bigint', zero)
    .addColumn('valid_bet', 'bigint', zero)
    .addColumn('payout', 'bigint', zero)
    .addPrimaryKeyConstraint('game_rollups_pk', ['hour', 'vendor_code', 'game_code', 'category', 'shard'])
    .execute();

  const hour = (t: string) => sql.raw(`(${t}.created_at / 3600000) * 3600000`);
  const counted = (t: string) => sql.raw(`(case when ${t}.status = 'rolled_back' then 0 else 1 end)`);
  const upsert = sql.raw(
    'on conflict (hour, vendor_code, game_code, category, shard) do update set bet_count = game_rollups.bet_count + excluded.bet_count, stake = game_rollups.stake + excluded.stake, valid_bet = game_rollups.valid_bet + excluded.valid_bet, payout = game_rollups.payout + excluded.payout',
  );
  const columns = sql.raw('(vendor_code, game_code, category, hour, shard, bet_count, stake, valid_bet, payout)');

  // What the bets already hold.
  await sql`insert into game_rollups ${columns}
    select vendor_code, game_code, category, ${hour('bets')}, member_id % ${sql.lit(SHARDS)}, sum(${counted('bets')}), sum(stake), sum(valid_bet), sum(payout)
    from bets group by vendor_code, game_code, category, ${hour('bets')}, member_id % ${sql.lit(SHARDS)}`.execute(db);

  const added = sql`values (new.vendor_code, new.game_code, new.category, ${hour('new')}, new.member_id % ${sql.lit(SHARDS)}, ${counted('new')}, new.stake, new.valid_bet, new.payout)`;
  const changed = sql`values (new.vendor_code, new.game_code, new.category, ${hour('new')}, new.member_id % ${sql.lit(SHARDS)}, ${counted('new')} - ${counted('old')}, new.stake - old.stake, new.valid_bet - old.valid_bet, new.payout - old.payout)`;
  if (isPostgres(db)) {
    await sql`create function bets_game_rollup() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          insert into game_rollups ${columns} ${added} ${upsert};
        else
          insert into game_rollups ${columns} ${changed} ${upsert};
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger bets_game_rollup after insert or update of stake, valid_bet, payout, status on bets for each row execute function bets_game_rollup()`.execute(db);
  } else {
    await sql`create trigger bets_game_rollup_insert after insert on bets begin insert into game_rollups ${columns} ${added} ${upsert}; end`.execute(db);
    await sql`create trigger bets_game_rollup_update after update of stake, valid_bet, payout, status on bets begin insert into game_rollups ${columns} ${changed} ${upsert}; end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger bets_game_rollup on bets`.execute(db);
    await sql`drop function bets_game_rollup()`.execute(db);
  } else {
    await sql`drop trigger bets_game_rollup_insert`.execute(db);
    await sql`drop trigger bets_game_rollup_update`.execute(db);
  }
  await db.schema.dropTable('game_rollups').execute();
}
