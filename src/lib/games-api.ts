import { api, apiLanguage } from './api.ts';
import type { Category } from './types/shell.ts';
import type { GameCard, GamePage, LaunchResult, WinnerEntry } from './types/games.ts';

/** Spec §7 games calls, as the lobby, the game page and the winners board make them. */
export const gamesApi = {
  /** GCSGAME_gameList: one page of a category (or of the seamless-wallet vendors), optionally one vendor's, optionally searched by name. */
  list: (q: { gameType?: Category | undefined; wallet?: 'seamless' | undefined; vassalage?: string | undefined; search?: string | undefined; pageNo: number; pageSize: number }) =>
    api.get<GamePage>('/wps/relay/GCSGAME_gameList', {
      platform: 'html5-desktop',
      clientType: 3,
      language: apiLanguage(),
      ...(q.gameType ? { gameType: q.gameType } : {}),
      ...(q.wallet ? { wallet: q.wallet } : {}),
      ...(q.vassalage ? { vassalage: q.vassalage } : {}),
      ...(q.search ? { search: q.search } : {}),
      pageNo: q.pageNo,
      pageSize: q.pageSize,
    }),
  /** GCSGAME_hotGamesV2 (isPlatform 2, count 20). */
  hot: (count: number, vassalage?: string) =>
    api.get<GameCard[]>('/wps/relay/GCSGAME_hotGamesV2', { isPlatform: 2, platform: 'html5-desktop', language: apiLanguage(), count, ...(vassalage ? { vassalage } : {}) }),
  favouriteIds: () => api.get<number[]>('/wps/relay/MCSFE_getFavoriteGames'),
  favourites: () => api.get<GameCard[]>('/wps/relay/MCSFE_getFavoriteGamesList', { language: apiLanguage() }),
  addFavourite: (gameId: number) => api.post<{ gameId: number; favourite: boolean }>('/wps/relay/MCSFE_addFavoriteGame', { gameId }),
  removeFavourite: (gameId: number) => api.post<{ gameId: number; favourite: boolean }>('/wps/relay/MCSFE_removeFavoriteGame', { gameId }),
  recent: () => api.get<GameCard[]>('/wps/relay/GCS_recentGame', { language: apiLanguage() }),
  winners: (count: number) => api.get<WinnerEntry[]>('/wps/relay/GCSGAME_getRankList', { language: apiLanguage(), count }),
  /** Spec §7 launch v2; `trial` asks for play money. A vendor alone starts the vendor's own game. */
  launch: (game: Pick<GameCard, 'gameId' | 'nodeId' | 'vassalage'> | Pick<GameCard, 'vassalage'>, trial: boolean) =>
    api.post<LaunchResult>('/wps/game/launchGame', {
      ...('gameId' in game ? { gameId: game.gameId, nodeId: game.nodeId } : {}),
      accountType: 1,
      confirmTrans: 0,
      vassalage: game.vassalage,
      launchMode: 'GLS',
      platform: 'html5-desktop',
      clientType: 3,
      language: apiLanguage(),
      trial,
    }),
};
