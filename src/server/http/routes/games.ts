import { Hono } from 'hono';
import { games } from '#lib/contracts/games.ts';
import { PasswordChangeRequired, resolveSession } from '#server/auth/index.ts';
import { favouriteGames, favouriteIds, gameById, gameList, gameMenus, hotGames, launchGame, recentGames, setFavourite, vendorGameTypes, vendorLanes, winners } from '#server/games/index.ts';
import { NotFound } from '#server/errors.ts';
import { serve } from '../contract-route.ts';
import type { ApiEnv } from '../env.ts';
import { clientOf, sessionOf, tokenOf } from '../session.ts';

export const gameRoutes = new Hono<ApiEnv>();

serve(gameRoutes, games.menus, (c) => gameMenus(c.get('app').db));

serve(gameRoutes, games.list, (c, { query: q }) =>
  gameList(c.get('app').db, { lang: q.language, category: q.gameType, vendor: q.vassalage, wallet: q.wallet, search: q.search, pageNo: q.pageNo, pageSize: q.pageSize }),
);

serve(gameRoutes, games.hot, (c, { query: q }) => hotGames(c.get('app').db, q.language, q.count, q.vassalage));

serve(gameRoutes, games.vendorGameTypes, (c) => vendorGameTypes(c.get('app').db));

serve(gameRoutes, games.vendorLanes, (c, { query: q }) => vendorLanes(c.get('app').db, q.language, q.gameType, q.count));

serve(gameRoutes, games.winners, (c, { query: q }) => winners(c.get('app').db, q.language, q.count));

serve(gameRoutes, games.favouriteIds, (c) => favouriteIds(c.get('app').db, sessionOf(c).memberId));

serve(gameRoutes, games.favourites, (c, { query: q }) => favouriteGames(c.get('app').db, sessionOf(c).memberId, q.language));

serve(gameRoutes, games.addFavourite, async (c, { body: { gameId } }) => {
  const { db } = c.get('app');
  if (!(await gameById(db, gameId))) throw new NotFound('No such game.');
  await setFavourite(db, sessionOf(c).memberId, gameId, true);
  return { gameId, favourite: true };
});

serve(gameRoutes, games.removeFavourite, async (c, { body: { gameId } }) => {
  await setFavourite(c.get('app').db, sessionOf(c).memberId, gameId, false);
  return { gameId, favourite: false };
});

serve(gameRoutes, games.recent, (c, { query: q }) => recentGames(c.get('app').db, sessionOf(c).memberId, q.language));

serve(gameRoutes, games.launch, async (c, { body }) => {
  const app = c.get('app');
  // The session is optional (a free trial needs none), so it is read here rather than by a guard.
  const token = tokenOf(c) ?? body.token;
  const session = token ? await resolveSession(app, token) : null;
  if (session?.mustChangePassword) throw new PasswordChangeRequired('Change your password first.');
  const game = body.gameId !== undefined ? { gameId: body.gameId } : { vassalage: body.vassalage ?? '' };
  return launchGame(app, { game, trial: body.trial, lang: body.language, ip: clientOf(c).ip }, session);
});
