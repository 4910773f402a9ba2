import { Hono } from 'hono';
import { gameMenus } from '#server/system/catalogue.ts';
import type { ApiEnv } from '../env.ts';

export const gameRoutes = new Hono<ApiEnv>().get('/lgw/games/game_menus', async (c) => {
  return c.json({ success: true, value: await gameMenus(c.get('app').db) });
});
