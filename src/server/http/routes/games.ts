import { Hono } from 'hono';
import { z } from 'zod';
import { CATEGORIES } from '#lib/categories.ts';
import { resolveSession } from '#server/auth/sessions.ts';
import { favouriteGames, favouriteIds, gameById, gameList, hotGames, recentGames, setFavourite, vendorGameTypes, vendorLanes, winners } from '#server/games/catalogue.ts';
import { launchGame } from '#server/games/launch.ts';
import { NotFound } from '#server/errors.ts';
import { PasswordChangeRequired } from '#server/auth/errors.ts';
import { gameMenus } from '#server/system/catalogue.ts';
import type { ApiEnv } from '../env.ts';
import { languageParam, pageNo, pageSize, recordId, trimmed } from '../schemas.ts';
import { clientOf, requireSession, sessionOf, tokenOf } from '../session.ts';
import { readJson, readQuery } from '../validate.ts';

const category = z.enum(CATEGORIES as readonly [string, ...string[]]);
const vendor = z.string().trim().regex(/^[A-Z0-9_]{2,32}$/);
const gameId = recordId;

const listQuery = z.object({
  merchant: z.string().max(40).optional(),
  platform: z.string().max(20).optional(),
  clientType: z.coerce.number().int().optional(),
  vassalage: vendor.optional(),
  gameType: category.optional(),
  /** seamless: only vendors playing through the seamless wallet (the /seamless lobby). */
  wallet: z.enum(['seamless', 'transfer']).optional(),
  language: languageParam,
  search: trimmed(60).optional(),
  pageNo,
  pageSize: pageSize(24, 60),
});

const anyone = requireSession({ allowTrial: true });

export const gameRoutes = new Hono<ApiEnv>()
  .get('/lgw/games/game_menus', async (c) => c.json({ success: true, value: await gameMenus(c.get('app').db) }))
  .get('/wps/relay/GCSGAME_gameList', async (c) => {
    const q = readQuery(c, listQuery);
    const value = await gameList(c.get('app').db, { lang: q.language, category: q.gameType as never, vendor: q.vassalage, wallet: q.wallet, search: q.search, pageNo: q.pageNo, pageSize: q.pageSize });
    return c.json({ success: true, value });
  })
  .get('/wps/relay/GCSGAME_hotGamesV2', async (c) => {
    const q = readQuery(c, z.object({ merchantCode: z.string().max(40).optional(), isPlatform: z.coerce.number().int().optional(), vassalage: vendor.optional(), platform: z.string().max(20).optional(), language: languageParam, count: z.coerce.number().int().min(1).max(60).default(20) }));
    return c.json({ success: true, value: await hotGames(c.get('app').db, q.language, q.count, q.vassalage) });
  })
  .get('/wps/relay/GCSGAME_getVassGameType', async (c) => c.json({ success: true, value: await vendorGameTypes(c.get('app').db) }))
  .get('/wps/relay/GCSGAME_gameVendor', async (c) => {
    const q = readQuery(c, z.object({ gameType: category, language: languageParam, count: z.coerce.number().int().min(1).max(24).default(12) }));
    return c.json({ success: true, value: await vendorLanes(c.get('app').db, q.language, q.gameType as never, q.count) });
  })
  .get('/wps/relay/GCSGAME_getRankList', async (c) => {
    const q = readQuery(c, z.object({ language: languageParam, count: z.coerce.number().int().min(1).max(50).default(20) }));
    return c.json({ success: true, value: await winners(c.get('app').db, q.language, q.count) });
  })
  .get('/wps/relay/MCSFE_getFavoriteGames', anyone, async (c) => c.json({ success: true, value: await favouriteIds(c.get('app').db, sessionOf(c).memberId) }))
  .get('/wps/relay/MCSFE_getFavoriteGamesList', anyone, async (c) => {
    const q = readQuery(c, z.object({ language: languageParam }));
    return c.json({ success: true, value: await favouriteGames(c.get('app').db, sessionOf(c).memberId, q.language) });
  })
  .post('/wps/relay/MCSFE_addFavoriteGame', anyone, async (c) => {
    const { gameId: id } = await readJson(c, z.object({ gameId }));
    if (!(await gameById(c.get('app').db, id))) throw new NotFound('No such game.');
    await setFavourite(c.get('app').db, sessionOf(c).memberId, id, true);
    return c.json({ success: true, value: { gameId: id, favourite: true } });
  })
  .post('/wps/relay/MCSFE_removeFavoriteGame', anyone, async (c) => {
    const { gameId: id } = await readJson(c, z.object({ gameId }));
    await setFavourite(c.get('app').db, sessionOf(c).memberId, id, false);
    return c.json({ success: true, value: { gameId: id, favourite: false } });
  })
  .get('/wps/relay/GCS_recentGame', anyone, async (c) => {
    const q = readQuery(c, z.object({ language: languageParam }));
    return c.json({ success: true, value: await recentGames(c.get('app').db, sessionOf(c).memberId, q.language) });
  })
  /**
   * Spec §7 launch v2. `trial` asks for play money (the free-trial button). A vassalage without a
   * gameId starts that vendor's own game (spec §4: SPORTS and ESPORTS vendor tiles).
   */
  .post('/wps/game/launchGame', async (c) => {
    const body = await readJson(
      c,
      z.object({
        gameId: gameId.optional(),
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
        language: languageParam,
        trial: z.boolean().default(false),
      }).refine((b) => b.gameId !== undefined || b.vassalage !== undefined, { message: 'a gameId or a vassalage is required', path: ['gameId'] }),
    );
    const app = c.get('app');
    const token = tokenOf(c) ?? body.token;
    const session = token ? await resolveSession(app, token) : null;
    if (session?.mustChangePassword) throw new PasswordChangeRequired('Change your password first.');
    return c.json({ success: true, value: await launchGame(app, { game: body.gameId !== undefined ? { gameId: body.gameId } : { vassalage: body.vassalage ?? '' }, trial: body.trial, lang: body.language, ip: clientOf(c).ip }, session) });
  });
