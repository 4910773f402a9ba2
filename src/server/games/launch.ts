import { randomInt } from 'node:crypto';
import { isTrialType } from '#lib/roles.ts';
import type { LaunchResult } from '#lib/types/games.ts';
import { digest, newToken, NotLoggedIn, openGameSession, type Session } from '#server/auth/index.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Db } from '#server/db/connect.ts';
import { NotFound } from '#server/errors.ts';
import { Accounts, post, shardOf } from '#server/ledger/index.ts';
import { GameMaintenance } from './errors.ts';
import { lotteryLaunch } from './lottery-launch.ts';
import { assertNotExcluded } from '#server/members/index.ts';
import { loadSettings } from '#server/system/index.ts';
import { alternatives, cardOf, gameById, type GameRow, gameVendorDown, parseAlternatives, vendorEntry } from './catalogue.ts';

/** Play money a trial session starts with (10,000.00). */
export const PLAY_MONEY = 1_000_000;
const SESSION_MS = 12 * 3_600_000;

function pickHost(hosts: readonly string[]): string {
  return (hosts[randomInt(hosts.length)] ?? '').replace(/\/$/, '');
}

/** The game asked for, or the vendor's own game when a vendor tile asked (a vendor without one is under maintenance). */
async function gameToLaunch(db: Db, asked: { gameId: number } | { vassalage: string }, lang: string): Promise<GameRow> {
  if ('gameId' in asked) {
    const game = await gameById(db, asked.gameId);
    if (!game) throw new NotFound('No such game.');
    return game;
  }
  const entry = await vendorEntry(db, asked.vassalage);
  if (!entry) throw new NotFound('No such game vendor.');
  if (!entry.game) throw new GameMaintenance('This game vendor is under maintenance. Try one of these instead.', { recommended: await alternatives(db, lang, entry.category, 0) });
  return entry.game;
}

/**
 * Spec §4/§7 launch: a game session for the player (real money) or, for a free trial, trial
 * accounts and visitors, play money that never touches the cash ledger (paced per address). A game
 * or vendor under maintenance answers with recommended alternatives.
 */
export async function launchGame(
  app: AppContext,
  r: { game: { gameId: number } | { vassalage: string }; trial: boolean; lang: string; ip: string },
  session: Session | null,
): Promise<LaunchResult> {
  const { db } = app;
  // Responsible gambling first: a member on a time-out or self-exclusion is not offered other games either.
  if (session) await assertNotExcluded(db, session.memberId);
  const game = await gameToLaunch(db, r.game, r.lang);
  if (game.status !== 0 || gameVendorDown(game)) {
    const prefer = parseAlternatives(game.vendor_alternatives);
    throw new GameMaintenance('This game is under maintenance. Try one of these instead.', { recommended: await alternatives(db, r.lang, game.category, game.id, 4, prefer) });
  }
  // Spec §4: a lottery plays on the lottery's own page (tickets go through the player's session), not in a game frame.
  if (game.engine === 'lottery') return lotteryLaunch(db, game, r.lang, session);
  const play = r.trial || session === null || isTrialType(session.isAgent);
  if (!session && !play) throw new NotLoggedIn('Please log in to play.');
  if (play && game.support_trial !== 1) {
    if (!session) throw new NotLoggedIn('Please log in to play this game.');
    throw new GameMaintenance('This game has no free trial.', { recommended: await alternatives(db, r.lang, game.category, game.id) });
  }
  if (!game.engine) throw new GameMaintenance('This studio is not connected yet.', { recommended: await alternatives(db, r.lang, game.category, game.id) });
  if (play) await app.limits.hit('trialLaunchIp', r.ip);

  const token = newToken();
  const tokenHash = digest(token);
  const now = Date.now();
  await openGameSession(db, { tokenHash, memberId: session?.memberId ?? null, vendorCode: game.vendor_code, gameId: game.id, mode: play ? 'play' : 'real', now, expiresAt: now + SESSION_MS });
  if (play) {
    const key = tokenHash.slice(0, 32);
    await app.ledger.run((sql) =>
      post(sql, { kind: 'play_fund', key: `play-fund:${key}`, memberId: session?.memberId ?? null, postings: [{ account: Accounts.playBank(shardOf(key)), amount: -PLAY_MONEY }, { account: Accounts.play(key), amount: PLAY_MONEY }] }, now),
    );
  }
  if (session) {
    await db
      .insertInto('recent_games')
      .values({ member_id: session.memberId, game_id: game.id, played_at: now })
      .onConflict((oc) => oc.columns(['member_id', 'game_id']).doUpdateSet({ played_at: now }))
      .execute();
  }
  await db.updateTable('games').set((eb) => ({ plays: eb('plays', '+', 1) })).where('id', '=', game.id).execute();

  const hosts = (await loadSettings(db)).launchGameCDNs;
  const path = `/house/${game.engine}?session=${encodeURIComponent(token)}&lang=${encodeURIComponent(r.lang)}`;
  return { game_url: pickHost(hosts) + path, game_url2: pickHost(hosts) + path, mode: play ? 'play' : 'real', game: await cardOf(db, game, r.lang) };
}
