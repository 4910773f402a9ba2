/**
 * Spec §4/§7 lottery launch through launchGame: a lottery is played on its own game page
 * (/lottery?gameCode=…), where tickets are placed with the player's session, so the answer is that
 * page's address rather than a game frame with a game session. A member's launch still counts as
 * recently played.
 */
import type { LaunchResult } from '#lib/types/games.ts';
import { localizedPath } from '#lib/i18n/languages.ts';
import type { Session } from '#server/auth/index.ts';
import type { Db } from '#server/db/connect.ts';
import { cardOf, type GameRow } from './catalogue.ts';

/** The lottery game page of a games row with engine 'lottery' (its game code is the lottery's code). */
export function lotteryGamePath(lang: string, code: string): string {
  return `${localizedPath(lang, '/lottery')}?gameCode=${encodeURIComponent(code)}`;
}

export async function lotteryLaunch(db: Db, game: GameRow, lang: string, session: Session | null): Promise<LaunchResult> {
  const now = Date.now();
  if (session) {
    await db
      .insertInto('recent_games')
      .values({ member_id: session.memberId, game_id: game.id, played_at: now })
      .onConflict((oc) => oc.columns(['member_id', 'game_id']).doUpdateSet({ played_at: now }))
      .execute();
  }
  await db.updateTable('games').set((eb) => ({ plays: eb('plays', '+', 1) })).where('id', '=', game.id).execute();
  const url = lotteryGamePath(lang, game.game_code);
  return { game_url: url, game_url2: url, mode: 'real', game: await cardOf(db, game, lang) };
}
