/**
 * A player's stake factor (sports_player_limits): the part of every market's limits the player may
 * use, in basis points (10000 the market's own, 2500 a quarter, 0 no sports bets). Placement reads
 * it; staff set it with a note or remove it.
 */
import type { AppContext } from '#server/app-context.ts';

export interface StakeFactorRow {
  memberId: number;
  username: string;
  factorBps: number;
  note: string;
  updatedBy: string | null;
  updatedAt: number;
}

/** Every player with a factor of their own, the most limited first. */
export async function stakeFactors(app: AppContext, memberId?: number): Promise<StakeFactorRow[]> {
  let q = app.db
    .selectFrom('sports_player_limits as p')
    .innerJoin('members as m', 'm.id', 'p.member_id')
    .leftJoin('staff as s', 's.id', 'p.updated_by')
    .select(['p.member_id', 'm.account as username', 'p.stake_factor_bps', 'p.note', 'p.updated_at', 's.display_name']);
  if (memberId !== undefined) q = q.where('p.member_id', '=', memberId);
  const rows = await q.orderBy('p.stake_factor_bps').orderBy('p.updated_at', 'desc').limit(1_000).execute();
  return rows.map((r) => ({ memberId: Number(r.member_id), username: r.username, factorBps: Number(r.stake_factor_bps), note: r.note, updatedBy: r.display_name ?? null, updatedAt: Number(r.updated_at) }));
}

/** Sets (inserts or replaces) a player's factor; answers the factor before (null: none). */
export async function setStakeFactor(app: AppContext, memberId: number, factorBps: number, note: string, staffId: number | null, now = Date.now()): Promise<{ before: number | null; row: StakeFactorRow }> {
  const prior = await app.db.selectFrom('sports_player_limits').select('stake_factor_bps').where('member_id', '=', memberId).executeTakeFirst();
  await app.db
    .insertInto('sports_player_limits')
    .values({ member_id: memberId, stake_factor_bps: factorBps, note, updated_by: staffId, updated_at: now })
    .onConflict((oc) => oc.column('member_id').doUpdateSet({ stake_factor_bps: factorBps, note, updated_by: staffId, updated_at: now }))
    .execute();
  const [row] = await stakeFactors(app, memberId);
  return { before: prior ? Number(prior.stake_factor_bps) : null, row: row! };
}

/** Removes a player's factor; answers the one removed (null: there was none). */
export async function clearStakeFactor(app: AppContext, memberId: number): Promise<number | null> {
  const prior = await app.db.selectFrom('sports_player_limits').select('stake_factor_bps').where('member_id', '=', memberId).executeTakeFirst();
  if (!prior) return null;
  const r = await app.db.deleteFrom('sports_player_limits').where('member_id', '=', memberId).executeTakeFirst();
  return Number(r.numDeletedRows) === 1 ? Number(prior.stake_factor_bps) : null;
}
