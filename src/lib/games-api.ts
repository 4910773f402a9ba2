import { apiLanguage, request } from './api.ts';
import type { Category } from './types/shell.ts';
import type { GameCard } from './types/games.ts';

/** Spec §7 games calls, as the lobby, the game page and the winners board make them. */
export const gamesApi = {
  /** GCSGAME_gameList: one page of a category (or of the seamless-wallet vendors), optionally one vendor's, optionally searched by name. */
  list: (q: { gameType?: Category | undefined; wallet?: 'seamless' | undefined; vassalage?: string | undefined; search?: string | undefined; pageNo: number; pageSize: number }) =>
    request('GET /wps/relay/GCSGAME_gameList', {
      query: {
        platform: 'html5-desktop',
        clientType: 3,
        language: apiLanguage(),
        ...(q.gameType ? { gameType: q.gameType } : {}),
        ...(q.wallet ? { wallet: q.wallet } : {}),
        ...(q.vassalage ? { vassalage: q.vassalage } : {}),
        ...(q.search ? { search: q.search } : {}),
        pageNo: q.pageNo,
        pageSize: q.pageSize,
      },
    }),
  /** GCSGAME_hotGamesV2 (isPlatform 2, count 20). */
  hot: (count: number, vassalage?: string) =>
    request('GET /wps/relay/GCSGAME_hotGamesV2', { query: { isPlatform: 2, platform: 'html5-desktop', language: apiLanguage(), count, ...(vassalage ? { vassalage } : {}) } }),
  favouriteIds: () => request('GET /wps/relay/MCSFE_getFavoriteGames'),
  favourites: () => request('GET /wps/relay/MCSFE_getFavoriteGamesList', { query: { language: apiLanguage() } }),
  addFavourite: (gameId: number) => request('POST /wps/relay/MCSFE_addFavoriteGame', { body: { gameId } }),
  removeFavourite: (gameId: number) => request('POST /wps/relay/MCSFE_removeFavoriteGame', { body: { gameId } }),
  recent: () => request('GET /wps/relay/GCS_recentGame', { query: { language: apiLanguage() } }),
  winners: (count: number) => request('GET /wps/relay/GCSGAME_getRankList', { query: { language: apiLanguage(), count } }),
  /** Spec §7 launch v2; `trial` asks for play money. A vendor alone starts the vendor's own game. */
  launch: (game: Pick<GameCard, 'gameId' | 'nodeId' | 'vassalage'> | Pick<GameCard, 'vassalage'>, trial: boolean) =>
    request('POST /wps/game/launchGame', {
      body: {
        ...('gameId' in game ? { gameId: game.gameId, nodeId: game.nodeId } : {}),
        accountType: 1,
        confirmTrans: 0,
        vassalage: game.vassalage,
        launchMode: 'GLS',
        platform: 'html5-desktop',
        clientType: 3,
        language: apiLanguage(),
        trial,
      },
    }),
};
