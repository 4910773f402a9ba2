/**
 * Reporting read models of every player's bets for the back office (the whole house, not a team):
 * the hourly roll-ups and the bet rows of a time range, and the games' names. Query builders the
 * back office composes into its own statements, so the tables are named only here; they execute
 * nothing themselves.
 */
import type { Db } from '#server/db/connect.ts';
import type { RollupFilter } from './team-bet-rollups.ts';

/** Every member's roll-up rows (member, category, hour and the sums) in the hours of the range. */
export function houseBetRollupsOf(db: Db, f: RollupFilter) {
  const q = db
    .selectFrom('bet_rollups')
    .select(['member_id', 'category', 'hour', 'bet_count', 'stake', 'valid_bet', 'payout'])
    .where('hour', '>=', f.from)
    .where('hour', '<', f.to);
  return f.categories?.length ? q.where('category', 'in', f.categories) : q;
}

/**
 * Bets placed in [from, to) (the roll-ups' hour is the hour a bet was placed): vendor, game,
 * category, stake, valid bet, payout and whether it counts as a bet (a rolled-back one does not).
 */
export function housePlacedBetsOf(db: Db, f: RollupFilter) {
  const q = db
    .selectFrom('bets')
    .select((eb) => ['vendor_code', 'game_code', 'category', 'stake', 'valid_bet', 'payout', eb.case().when('status', '=', 'rolled_back').then(0).else(1).end().as('counted')])
    .where('created_at', '>=', f.from)
    .where('created_at', '<', f.to);
  return f.categories?.length ? q.where('category', 'in', f.categories) : q;
}

/**
 * Hourly totals per game in the hours of the range (the table migration 0018 keeps from the bets
 * by triggers): vendor_code, game_code, category, hour, bet_count, stake, valid_bet, payout.
 */
export function houseGameRollupsOf(db: Db, f: RollupFilter) {
  const q = db
    .selectFrom('game_rollups')
    .select(['vendor_code', 'game_code', 'category', 'hour', 'bet_count', 'stake', 'valid_bet', 'payout'])
    .where('hour', '>=', f.from)
    .where('hour', '<', f.to);
  return f.categories?.length ? q.where('category', 'in', f.categories) : q;
}

/** The catalogue's names of games: vendor_code, game_code, name (the default) and names (JSON per language). */
export function gameNamesOf(db: Db) {
  return db.selectFrom('games').select(['vendor_code', 'game_code', 'name', 'names']);
}
