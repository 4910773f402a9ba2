/** Spec §3/§7 games: the catalogue, the lobby's lanes, favourites, recent games and the launch. */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { epochMs, language, minor, pageNo, pageSize, recordId } from './common.ts';

const tag = 'Games';

export const Category = z.enum(['LIVE', 'SPORTS', 'RNG', 'FISH', 'PVP', 'ESPORTS', 'LOTT', 'ELOTT']);
export type Category = z.infer<typeof Category>;

/** A studio's code: capitals, digits and _. */
const vendor = z.string().trim().regex(/^[A-Z0-9_]{2,32}$/);
const trimmed = (max: number) => z.string().max(max).transform((v) => v.trim());

/** Spec §3 game (a tile in a lobby). */
export const GameCard = z.object({
  gameId: z.number().int(),
  vassalage: z.string(),
  gameName: z.string(),
  nodeId: z.string().describe('the studio’s id'),
  nodeName: z.string().describe('the studio’s display name'),
  showIcon: z.string(),
  supportPlay: z.boolean().describe('whether the free-trial (play money) button shows'),
  gameType: Category,
  accountTypeName: z.string(),
  code: z.string(),
  isHot: z.boolean(),
  maintenance: z.boolean(),
  engine: z.string().nullable().describe('the house engine, or null for an outside vendor'),
});
export type GameCard = z.infer<typeof GameCard>;

export const GamePage = z.object({ games: z.array(GameCard), pageNum: z.number().int(), totalPages: z.number().int(), total: z.number().int() });
export type GamePage = z.infer<typeof GamePage>;

/** A vendor lane in a lobby: the studio and its first games. */
export const VendorLane = z.object({ vassalage: z.string(), displayName: z.string(), smallIcon: z.string(), maintenance: z.boolean(), total: z.number().int(), games: z.array(GameCard) });
export type VendorLane = z.infer<typeof VendorLane>;

export const VendorCard = z.object({ vassalage: z.string(), displayName: z.string(), smallIcon: z.string(), isHot: z.boolean(), maintenance: z.boolean() });
export type VendorCard = z.infer<typeof VendorCard>;
export const CategoryEntry = z.object({ gameCategory: Category, vendors: z.array(VendorCard) });
export type CategoryEntry = z.infer<typeof CategoryEntry>;

/** Spec §3 launch response. */
export const LaunchResult = z.object({
  game_url: z.string(),
  game_url2: z.string(),
  mode: z.enum(['real', 'play']),
  game: GameCard.describe('the game started (for a vendor launch, the vendor’s own game)'),
});
export type LaunchResult = z.infer<typeof LaunchResult>;

export const WinnerEntry = z.object({ player: z.string().describe('masked'), gameName: z.string(), prize: minor, time: epochMs });
export type WinnerEntry = z.infer<typeof WinnerEntry>;

const languageOnly = z.object({ language });
const favourite = z.object({ gameId: z.number().int(), favourite: z.boolean() });

export const games = {
  menus: endpoint({ method: 'GET', path: '/lgw/games/game_menus', summary: 'Each category with its vendors, in menu order', tag, access: 'public', response: z.array(CategoryEntry), errors: [] }),
  list: endpoint({
    method: 'GET',
    path: '/wps/relay/GCSGAME_gameList',
    summary: 'One page of games: a category, a vendor, the seamless- or transfer-wallet vendors, searched by name',
    tag,
    access: 'public',
    query: z.object({
      merchant: z.string().max(40).optional(),
      platform: z.string().max(20).optional(),
      clientType: z.coerce.number().int().optional(),
      vassalage: vendor.optional(),
      gameType: Category.optional(),
      wallet: z.enum(['seamless', 'transfer']).optional().describe('seamless: only vendors playing through the seamless wallet (the /seamless lobby)'),
      language,
      search: trimmed(60).optional(),
      pageNo,
      pageSize: pageSize(24, 60),
    }),
    response: GamePage,
    errors: [],
  }),
  hot: endpoint({
    method: 'GET',
    path: '/wps/relay/GCSGAME_hotGamesV2',
    summary: 'The hot games, optionally of one vendor',
    tag,
    access: 'public',
    query: z.object({
      merchantCode: z.string().max(40).optional(),
      isPlatform: z.coerce.number().int().optional(),
      vassalage: vendor.optional(),
      platform: z.string().max(20).optional(),
      language,
      count: z.coerce.number().int().min(1).max(60).default(20),
    }),
    response: z.array(GameCard),
    errors: [],
  }),
  vendorGameTypes: endpoint({
    method: 'GET',
    path: '/wps/relay/GCSGAME_getVassGameType',
    summary: 'Which categories each vendor has games in',
    tag,
    access: 'public',
    response: z.array(z.object({ vassalage: z.string(), gameTypes: z.array(z.string()) })),
    errors: [],
  }),
  vendorLanes: endpoint({
    method: 'GET',
    path: '/wps/relay/GCSGAME_gameVendor',
    summary: 'The lanes of a category: each studio with its first games',
    tag,
    access: 'public',
    query: z.object({ gameType: Category, language, count: z.coerce.number().int().min(1).max(24).default(12) }),
    response: z.array(VendorLane),
    errors: [],
  }),
  winners: endpoint({
    method: 'GET',
    path: '/wps/relay/GCSGAME_getRankList',
    summary: 'The most recent big wins of the last week (settled bets paying at least loyalty.winnersMinPrize and more than their stake), player names masked',
    tag,
    access: 'public',
    query: z.object({ language, count: z.coerce.number().int().min(1).max(50).default(20) }),
    response: z.array(WinnerEntry),
    errors: [],
  }),
  favouriteIds: endpoint({ method: 'GET', path: '/wps/relay/MCSFE_getFavoriteGames', summary: 'The ids of the player’s favourite games', tag, access: 'player', response: z.array(z.number().int()), errors: [] }),
  favourites: endpoint({ method: 'GET', path: '/wps/relay/MCSFE_getFavoriteGamesList', summary: 'The player’s favourite games', tag, access: 'player', query: languageOnly, response: z.array(GameCard), errors: [] }),
  addFavourite: endpoint({
    method: 'POST',
    path: '/wps/relay/MCSFE_addFavoriteGame',
    summary: 'Marks a game as a favourite',
    tag,
    access: 'player',
    body: z.object({ gameId: recordId }),
    response: favourite,
    errors: ['NOT_FOUND'],
  }),
  removeFavourite: endpoint({
    method: 'POST',
    path: '/wps/relay/MCSFE_removeFavoriteGame',
    summary: 'Removes a game from the favourites',
    tag,
    access: 'player',
    body: z.object({ gameId: recordId }),
    response: favourite,
    errors: [],
  }),
  recent: endpoint({ method: 'GET', path: '/wps/relay/GCS_recentGame', summary: 'The games the player launched last', tag, access: 'player', query: languageOnly, response: z.array(GameCard), errors: [] }),
  launch: endpoint({
    method: 'POST',
    path: '/wps/game/launchGame',
    summary: 'Starts a game (spec §7 launch v2): `trial` asks for play money; a vassalage without a gameId starts that vendor’s own game',
    tag,
    // A free trial needs no session: the handler reads one when there is one.
    access: 'public',
    body: z
      .object({
        gameId: z.optional(recordId),
        nodeId: z.string().max(40).optional(),
        accountType: z.coerce.number().int().optional(),
        confirmTrans: z.coerce.number().int().optional(),
        vassalage: vendor.optional(),
        launchMode: z.string().max(10).optional(),
        platform: z.string().max(20).optional(),
        clientType: z.coerce.number().int().optional(),
        username: z.string().max(64).optional(),
        token: z.string().max(128).optional(),
        merchantCode: z.string().max(40).optional(),
        language,
        trial: z.boolean().default(false),
      })
      .refine((b) => b.gameId !== undefined || b.vassalage !== undefined, { message: 'a gameId or a vassalage is required', path: ['gameId'] }),
    response: LaunchResult,
    errors: ['NOT_FOUND', 'GAME_MAINTENANCE', 'NOT_LOGGED_IN', 'PASSWORD_CHANGE_REQUIRED', 'ACCOUNT_EXCLUDED'],
  }),
};
