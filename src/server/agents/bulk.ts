/**
 * Bulk writers for seeds and tests: bets with their hourly roll-ups (as the wallet keeps them:
 * one roll-up row per member, category and hour of placement, bet_count counting the bets not
 * rolled back), in multi-row statements. The caller owns the transaction.
 */
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { HOUR } from '#server/system/index.ts';

export interface BetInput {
  memberId: number;
  category: string;
  vendor: string;
  gameCode: string;
  roundId: string;
  stake: number;
  validBet: number;
  payout: number;
  /** open, settled or rolled_back */
  status: string;
  currency: string;
  createdAt: number;
  settledAt: number | null;
}

/** Inserts rows in statements of `chunk` rows (`cols` columns each). */
export async function insertRows(runner: SqlRunner, table: string, cols: string[], rows: unknown[][], chunk = 500, suffix = ''): Promise<void> {
  const one = `(${cols.map(() => '?').join(', ')})`;
  for (let i = 0; i < rows.length; i += chunk) {
    const part = rows.slice(i, i + chunk);
    await runner.run(`insert into ${table} (${cols.join(', ')}) values ${part.map(() => one).join(', ')}${suffix}`, part.flat());
  }
}

export interface Rollup {
  memberId: number;
  category: string;
  hour: number;
  count: number;
  stake: number;
  valid: number;
  payout: number;
}

/** Hourly roll-ups of bets (by the hour each bet was placed). */
export function rollupsOf(bets: BetInput[], into = new Map<string, Rollup>()): Map<string, Rollup> {
  for (const b of bets) {
    const hour = Math.floor(b.createdAt / HOUR) * HOUR;
    const key = `${b.memberId}|${b.category}|${hour}`;
    let r = into.get(key);
    if (!r) {
      r = { memberId: b.memberId, category: b.category, hour, count: 0, stake: 0, valid: 0, payout: 0 };
      into.set(key, r);
    }
    r.count += b.status === 'rolled_back' ? 0 : 1;
    r.stake += b.stake;
    r.valid += b.validBet;
    r.payout += b.payout;
  }
  return into;
}

export async function writeRollups(runner: SqlRunner, rollups: Iterable<Rollup>, chunk = 500): Promise<void> {
  await insertRows(
    runner,
    'bet_rollups',
    ['member_id', 'category', 'hour', 'bet_count', 'stake', 'valid_bet', 'payout'],
    [...rollups].map((r) => [r.memberId, r.category, r.hour, r.count, r.stake, r.valid, r.payout]),
    chunk,
    ' on conflict (member_id, category, hour) do update set bet_count = bet_rollups.bet_count + excluded.bet_count, stake = bet_rollups.stake + excluded.stake, valid_bet = bet_rollups.valid_bet + excluded.valid_bet, payout = bet_rollups.payout + excluded.payout',
  );
}

export const BET_COLUMNS = ['member_id', 'vendor_code', 'game_id', 'game_code', 'category', 'round_id', 'stake', 'valid_bet', 'payout', 'status', 'currency', 'created_at', 'settled_at'];

export const betValues = (b: BetInput): unknown[] => [b.memberId, b.vendor, null, b.gameCode, b.category, b.roundId, b.stake, b.validBet, b.payout, b.status, b.currency, b.createdAt, b.settledAt];

/** Writes bets and adds them to the hourly roll-ups. */
export async function writeBets(runner: SqlRunner, bets: BetInput[], chunk = 500): Promise<void> {
  await insertRows(runner, 'bets', BET_COLUMNS, bets.map(betValues), chunk);
  await writeRollups(runner, rollupsOf(bets).values(), chunk);
}
