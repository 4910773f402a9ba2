/**
 * Wagering: a bet staked while a bonus was active counts once, when it is first settled, its
 * stake weighted by its category's contribution (floored). The bet is the key of its
 * bonus_wagers row, so a replayed or second settlement of the round counts nothing more; a
 * correction that reverses a counted bet deletes the row and takes its amount back.
 */
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { convertIfWagered } from './bonus-close.ts';

// Fixed SQL text: countWager runs in the wallet's settlement callback (see ledger/post.ts).

/** A category's share of a stake under a bonus's contribution table (missing: 0%). */
export function contributionOf(contributions: string, category: string, stake: number): number {
  const table = JSON.parse(contributions) as Record<string, number>;
  const pct = table[category] ?? 0;
  return Math.floor((stake * pct) / 100);
}

/**
 * In the settlement's unit of work: counts a settled bet towards its bonus once and converts the
 * bonus when its wagering is complete. Answers what was counted (0 when counted before, or the
 * bonus is no longer active).
 */
export async function countWager(sql: SqlRunner, bet: { id: number; bonusId: number; category: string; stake: number }, now: number): Promise<number> {
  const bonus = await sql.get<{ contributions: string; status: string }>('select contributions, status from member_bonuses where id = ?', [bet.bonusId]);
  if (bonus?.status !== 'active') return 0;
  const amount = contributionOf(bonus.contributions, bet.category, bet.stake);
  const inserted = await sql.run('insert into bonus_wagers (bet_id, bonus_id, amount, created_at) values (?, ?, ?, ?) on conflict (bet_id) do nothing', [bet.id, bet.bonusId, amount, now]);
  if (inserted !== 1) return 0;
  if (amount > 0) await sql.run("update member_bonuses set wagered = wagered + ? where id = ? and status = 'active'", [amount, bet.bonusId]);
  await convertIfWagered(sql, bet.bonusId, now);
  return amount;
}

/**
 * In the unit of work that reverses a settled bet (a correction or a re-settlement): takes the
 * bet's counted wagering back from its bonus while the bonus is active (a closed bonus keeps its
 * history) and forgets the count, so a later settlement counts the bet again. Answers what was
 * taken back.
 */
export async function reverseWagering(sql: SqlRunner, betId: number): Promise<number> {
  const row = await sql.get<{ bonus_id: number; amount: number }>('delete from bonus_wagers where bet_id = ? returning bonus_id, amount', [betId]);
  if (!row) return 0;
  const amount = Number(row.amount);
  if (amount > 0) await sql.run("update member_bonuses set wagered = case when wagered > ? then wagered - ? else 0 end where id = ? and status = 'active'", [amount, amount, row.bonus_id]);
  return amount;
}
