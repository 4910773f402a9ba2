import type { GameCard } from '../types/games.ts';

/** Spec §9: the game list's page size. */
export const GAME_PAGE_SIZE = 24;
/** Spec §9: hot games shown at once. */
export const HOT_GAMES_COUNT = 20;
/** The longest lobby search. */
export const SEARCH_MAX_LENGTH = 60;

/**
 * A lobby's address with its chosen vendor (?page=) and search (?q=), so a reload shows the same
 * games; other parameters of the current query are kept.
 */
export function lobbyAddress(base: string, current: string, vendor: string | null, search: string): string {
  const query = new URLSearchParams(current);
  if (vendor) query.set('page', vendor);
  else query.delete('page');
  if (search) query.set('q', search);
  else query.delete('q');
  const text = query.toString();
  return text ? `${base}?${text}` : base;
}

/** The games loaded so far for one filter (category, vendor and search). */
export interface GamePages {
  games: GameCard[];
  /** The last page loaded (0 before the first answer). */
  pageNum: number;
  totalPages: number;
}

export const NO_PAGES: GamePages = { games: [], pageNum: 0, totalPages: 1 };

/**
 * Adds a page the server answered. An answer for a page already held (a repeated request) changes
 * nothing; a game already listed is not listed twice (the order can move while paging).
 */
export function appendPage(state: GamePages, page: { games: readonly GameCard[]; pageNum: number; totalPages: number }): GamePages {
  if (page.pageNum <= state.pageNum) return { ...state, totalPages: page.totalPages };
  const seen = new Set(state.games.map((g) => g.gameId));
  return { games: [...state.games, ...page.games.filter((g) => !seen.has(g.gameId))], pageNum: page.pageNum, totalPages: page.totalPages };
}

/** Whether another page is there to load. */
export function hasMore(state: GamePages): boolean {
  return state.pageNum < state.totalPages;
}

/** The page to ask for next. */
export function nextPage(state: GamePages): number {
  return state.pageNum + 1;
}

/** Games whose name (or studio name) holds the words typed, for the short lists filtered in the browser (hot, favourites). */
export function filterByName(games: readonly GameCard[], search: string): GameCard[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...games];
  return games.filter((g) => g.gameName.toLowerCase().includes(needle) || g.nodeName.toLowerCase().includes(needle));
}
