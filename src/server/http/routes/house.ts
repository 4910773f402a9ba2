import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { SessionExpired } from '#server/providers/errors.ts';
import { changeSeed, gameSessionInfo, playHouseRound, recentRounds } from '#server/providers/house/play.ts';
import { dealRound, joinRoom, leaveRoom, roomList, roomState, sitOut } from '#server/providers/house/rooms.ts';
import type { ApiEnv } from '../env.ts';
import { recordId } from '../schemas.ts';
import { jsonBody, readJson, readQuery } from '../validate.ts';

/** The launch token of a house-game page, sent in the X-Game-Session header. */
function gameToken(c: Context<ApiEnv>): string {
  const token = c.req.header('x-game-session') ?? '';
  if (token.length < 20 || token.length > 128) throw new SessionExpired('The game session has ended. Open the game again.');
  return token;
}

/** The built-in provider's game API, used by the house-game pages inside the /game frame. */
export const houseRoutes = new Hono<ApiEnv>()
  .get('/lgw/house/v1/session', async (c) => c.json({ success: true, value: await gameSessionInfo(c.get('app'), gameToken(c)) }))
  .post('/lgw/house/v1/round', async (c) => c.json({ success: true, value: await playHouseRound(c.get('app'), gameToken(c), await jsonBody(c)) }))
  .post('/lgw/house/v1/seed', async (c) => {
    const { clientSeed } = await readJson(c, z.object({ clientSeed: z.string().trim().regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, _ and - only, at most 64').optional() }));
    return c.json({ success: true, value: await changeSeed(c.get('app'), gameToken(c), clientSeed) });
  })
  /** Spec §7 PVP rooms: the card tables, for the game session's money (or real money without one). */
  .get('/wps/relay/GLS2_roomList', async (c) => {
    const { mode } = readQuery(c, z.object({ mode: z.enum(['real', 'play']).default('real') }));
    return c.json({ success: true, value: await roomList(c.get('app').db, mode) });
  })
  .post('/lgw/house/v1/rooms/join', async (c) => {
    const { roomId } = await readJson(c, z.object({ roomId: recordId }));
    return c.json({ success: true, value: await joinRoom(c.get('app'), gameToken(c), roomId) });
  })
  .post('/lgw/house/v1/rooms/leave', async (c) => {
    await leaveRoom(c.get('app'), gameToken(c));
    return c.json({ success: true, value: { left: true } });
  })
  .post('/lgw/house/v1/rooms/sitout', async (c) => {
    const { sittingOut } = await readJson(c, z.object({ sittingOut: z.boolean() }));
    await sitOut(c.get('app'), gameToken(c), sittingOut);
    return c.json({ success: true, value: { sittingOut } });
  })
  .get('/lgw/house/v1/rooms/state', async (c) => c.json({ success: true, value: await roomState(c.get('app'), gameToken(c)) }))
  .post('/lgw/house/v1/rooms/deal', async (c) => c.json({ success: true, value: await dealRound(c.get('app'), gameToken(c)) }))
  .get('/lgw/house/v1/rounds', async (c) => {
    const { limit } = readQuery(c, z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) }));
    return c.json({ success: true, value: await recentRounds(c.get('app'), gameToken(c), limit) });
  });
