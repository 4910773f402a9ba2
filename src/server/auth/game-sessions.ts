import type { AppContext } from '#server/app-context.ts';
import type { Db } from '#server/db/connect.ts';
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { stakeLock } from '#server/members/index.ts';

/**
 * Ending a member's game sessions at the vendors (the provider_sessions table, which auth owns
 * beside the login sessions): a block or a new password stops new stakes at once.
 */

/** Opens a game session at a vendor: the vendor's callbacks find it by the token's hash (member null = a trial). */
export async function openGameSession(
  db: Db,
  s: { tokenHash: string; memberId: number | null; vendorCode: string; gameId: number; mode: 'play' | 'real'; now: number; expiresAt: number },
): Promise<void> {
  await db
    .insertInto('provider_sessions')
    .values({ token_hash: s.tokenHash, member_id: s.memberId, vendor_code: s.vendorCode, game_id: s.gameId, mode: s.mode, play_account_id: null, created_at: s.now, expires_at: s.expiresAt })
    .execute();
}

/** Ends every game session of a member at every vendor (debits stop; late wins and rollbacks still settle). */
export async function endGameSessions(sql: SqlRunner, memberId: number, now: number): Promise<number> {
  return sql.run('update provider_sessions set expires_at = ? where member_id = ? and expires_at > ?', [now, memberId, now]);
}

/** A password change (or reset): the member's game sessions at every vendor end at once, ordered against stakes in flight. */
export async function endGameSessionsNow(app: Pick<AppContext, 'ledger'>, memberId: number): Promise<void> {
  await app.ledger.run(async (sql) => {
    await sql.lock(stakeLock(memberId));
    await endGameSessions(sql, memberId, Date.now());
  });
}
