import { atom } from 'nanostores';
import { apiLanguage } from '../api.ts';
import { CATEGORY_PATH } from '../categories.ts';
import { SPORT_KINDS, SPORTS_VENDOR, type SportKind } from '../contracts/sports-model.ts';
import { gamesApi } from '../games-api.ts';
import { launchErrorMessage, launchFailure, recommendedGames } from '../games/launch-errors.ts';
import { localizedPath } from '../i18n/languages.ts';
import { isTrialType } from '../roles.ts';
import type { GameCard, LaunchResult } from '../types/games.ts';
import type { Category, VendorCard } from '../types/shell.ts';
import { $launch } from './launch.ts';
import { $session, actionRefusal, type ActionRefusal, sessionExpired } from './session.ts';

/**
 * Why a launch did not happen, for the UI to answer (src/islands/chrome/reactions.ts): the action
 * check's refusal, or a forced password change. 'login' after a lost session needs nothing more:
 * the UI asks a lost session to log in by itself.
 */
export type LaunchRefusal = ActionRefusal | 'changePassword' | 'loggedOut';

/** A lobby: a game category or one of the pseudo-categories (hot games, my favourites). */
/** A lobby: a category's, hot games, the member's favourites, or the seamless-wallet vendors' games (/seamless). */
export type LobbyKind = Category | 'HOT' | 'FAV' | 'SEAMLESS';

/** Spec §4: the current game type, and the vassalage (vendor) that follows it. */
export interface CurrentGame {
  gameType: LobbyKind | null;
  vassalage: string | null;
}

const VENDOR_KEY = 'gameVendor';
const IFRAME_KEY = 'iframeUrl';

function readCurrent(): CurrentGame {
  try {
    const raw = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(VENDOR_KEY);
    const v = raw ? (JSON.parse(raw) as Partial<CurrentGame>) : {};
    return { gameType: v.gameType ?? null, vassalage: v.vassalage ?? null };
  } catch {
    return { gameType: null, vassalage: null };
  }
}

export const $currentGame = atom<CurrentGame>({ gameType: null, vassalage: null });

$currentGame.listen((value) => {
  try {
    sessionStorage.setItem(VENDOR_KEY, JSON.stringify(value));
  } catch {
    // Private browsing may refuse storage; the choice then lasts for the page only.
  }
});

/**
 * Spec §4: choosing a category sets the current game type; the vassalage follows it (the vendor
 * chosen with it, the one remembered for the same category, or none for "all").
 */
export function chooseGameType(gameType: LobbyKind, vassalage?: string | null): void {
  const before = $currentGame.get().gameType === null ? readCurrent() : $currentGame.get();
  const keep = before.gameType === gameType ? before.vassalage : null;
  $currentGame.set({ gameType, vassalage: vassalage === undefined ? keep : vassalage });
}

export function chooseVendor(vassalage: string | null): void {
  $currentGame.set({ ...$currentGame.get(), vassalage });
}

/** The member's favourite game ids; null until loaded (or for a visitor). */
export const $favouriteIds = atom<ReadonlySet<number> | null>(null);

let favouritesLoad: Promise<void> | undefined;

export function loadFavouriteIds(): Promise<void> {
  favouritesLoad ??= gamesApi.favouriteIds().then(
    (ids) => $favouriteIds.set(new Set(ids)),
    () => {
      favouritesLoad = undefined;
    },
  );
  return favouritesLoad;
}

/** Marks or unmarks a favourite: shown at once, put back when the server refuses (throws ApiError). */
export async function toggleFavourite(gameId: number): Promise<boolean> {
  const before = $favouriteIds.get() ?? new Set<number>();
  const on = !before.has(gameId);
  const next = new Set(before);
  if (on) next.add(gameId);
  else next.delete(gameId);
  $favouriteIds.set(next);
  try {
    if (on) await gamesApi.addFavourite(gameId);
    else await gamesApi.removeFavourite(gameId);
    return on;
  } catch (err) {
    const now = new Set($favouriteIds.get() ?? []);
    if (on) now.delete(gameId);
    else now.add(gameId);
    $favouriteIds.set(now);
    throw err;
  }
}


/** What the /game page shows: the launch answer, kept for this tab (spec session key iframeUrl). */
export interface OpenGame {
  gameId: number;
  url: string;
  name: string;
  mode: 'real' | 'play';
  /** The lobby to go back to. */
  back: string;
}

export function rememberOpenGame(game: OpenGame): void {
  try {
    sessionStorage.setItem(IFRAME_KEY, JSON.stringify(game));
  } catch {
    // Without storage the game page launches the game again itself.
  }
}

/** The game launched in this tab, when it is the one asked for. */
export function openGameFor(gameId: number, mode: 'real' | 'play'): OpenGame | null {
  try {
    const raw = sessionStorage.getItem(IFRAME_KEY);
    const game = raw ? (JSON.parse(raw) as OpenGame) : null;
    return game && game.gameId === gameId && game.mode === mode && /^(\/|https:\/\/)/.test(game.url) ? game : null;
  } catch {
    return null;
  }
}

/** The /game address of a launched game. */
export function gamePagePath(lang: string, game: Pick<GameCard, 'gameId' | 'gameName' | 'vassalage' | 'gameType'>, mode: 'real' | 'play'): string {
  const q = new URLSearchParams({ gameId: String(game.gameId), name: game.gameName, vendor: game.vassalage, type: game.gameType });
  if (mode === 'play') q.set('trial', '1');
  return `${localizedPath(lang, '/game')}?${q.toString()}`;
}

/** The lobby a category's games are listed in. */
export function lobbyPath(lang: string, gameType: string | null): string {
  const path = gameType && gameType in CATEGORY_PATH ? CATEGORY_PATH[gameType as Category] : '/hot';
  return localizedPath(lang, path);
}

/**
 * Spec §4 "Starting a game…": Play needs the action check (a visitor gets the login modal; a trial
 * account plays with play money where the game has a free trial, else is asked for a real
 * account); Free trial asks for play money. Lottery-type games go to the lottery lobby. The
 * launch answer opens the /game page; a refusal becomes a clear message.
 */
export async function startGame(game: GameCard, opts: { trial: boolean; back?: string }): Promise<LaunchRefusal | null> {
  if (game.engine === 'sportsbook') return openSportsbook(game.gameType === 'ESPORTS' ? 'esports' : 'sports');
  if (launchBlocked()) return null;
  const lang = apiLanguage();
  const session = $session.get();
  let trial = opts.trial;
  if (!trial) {
    if (session.state === 'member' && isTrialType(session.member.type) && game.supportPlay) trial = true;
    else {
      const refusal = actionRefusal('member');
      if (refusal) return refusal;
    }
  }
  if (game.gameType === 'LOTT' || game.gameType === 'ELOTT') {
    location.assign(`${localizedPath(lang, '/lottery')}?gameCode=${encodeURIComponent(game.code)}`);
    return null;
  }
  return openLaunched(game.gameName, trial, opts.back ?? lobbyPath(lang, game.gameType), () => gamesApi.launch(game, trial));
}

/**
 * Spec §4: a vendor tile in SPORTS, ESPORTS, LOTT or ELOTT starts the vendor's own game (its sportsbook, a lottery's page) at once,
 * with real money after the action check; `back` is where the game page's lobby link returns.
 */
export async function startVendor(vendor: Pick<VendorCard, 'vassalage' | 'displayName'>, back: string): Promise<LaunchRefusal | null> {
  const book = SPORT_KINDS.find((k) => SPORTS_VENDOR[k] === vendor.vassalage);
  if (book) return openSportsbook(book);
  if (launchBlocked()) return null;
  const refusal = actionRefusal('member');
  if (refusal) return refusal;
  return openLaunched(vendor.displayName, false, back, () => gamesApi.launch({ vassalage: vendor.vassalage }, false));
}

/**
 * The house sportsbook is the site's own /sports or /esports page, not a provider's game: its tile
 * opens the page at once (visitors browse the events; the slip asks them to log in to bet).
 */
function openSportsbook(kind: SportKind): null {
  location.assign(localizedPath(apiLanguage(), kind === 'esports' ? '/esports' : '/sports'));
  return null;
}

/** No launch before the session is known, nor while one is under way. */
function launchBlocked(): boolean {
  return $session.get().state === 'unknown' || $launch.get().status === 'starting';
}

/** The address a launch answer opens: game_url, or game_url2 when the first is empty. */
function launchUrl(result: LaunchResult): string {
  return result.game_url || result.game_url2;
}

/** "Starting a game…" while the launch is asked for, then the /game page, or why it failed. */
async function openLaunched(name: string, trial: boolean, back: string, launch: () => Promise<LaunchResult>): Promise<LaunchRefusal | null> {
  $launch.set({ status: 'starting', gameName: name });
  try {
    const result = await launch();
    // Spec §4: a lottery (a LOTT or ELOTT vendor tile) opens its own game page, not a game frame.
    if (result.game.engine === 'lottery') {
      $launch.set({ status: 'idle' });
      location.assign(launchUrl(result));
      return null;
    }
    rememberOpenGame({ gameId: result.game.gameId, url: launchUrl(result), name: result.game.gameName, mode: result.mode, back });
    location.assign(gamePagePath(apiLanguage(), result.game, result.mode));
    return null;
  } catch (err) {
    return failLaunch(err, name, trial);
  }
}

/** The launch call alone (the game page uses it when the tab has no launch kept). */
export async function launchOnly(game: Pick<GameCard, 'gameId' | 'nodeId' | 'vassalage'>, trial: boolean): Promise<{ url: string; mode: 'real' | 'play' }> {
  const result = await gamesApi.launch(game, trial);
  return { url: launchUrl(result), mode: result.mode };
}

/**
 * A refused launch: the session is gone (a visitor again), a real account or a password change is
 * needed (returned for the UI to answer), or the failure with its message and other games to try.
 */
export function failLaunch(err: unknown, gameName: string, trial: boolean): LaunchRefusal | null {
  switch (launchFailure(err)) {
    case 'login':
      $launch.set({ status: 'idle' });
      sessionExpired();
      return 'loggedOut';
    case 'trueAccount':
      $launch.set({ status: 'idle' });
      return 'trueAccount';
    case 'changePassword':
      $launch.set({ status: 'idle' });
      return 'changePassword';
    default:
      $launch.set({ status: 'failed', gameName, trial, message: launchErrorMessage(err), recommended: recommendedGames(err).filter((g) => !trial || g.supportPlay) });
      return null;
  }
}
