import { Hono, type Context } from 'hono';
import { house } from '#lib/contracts/house.ts';
import { HouseSession, RoomState, RoundResult } from '#lib/contracts/house-shapes.ts';
import { changeSeed, dealRound, gameSessionInfo, joinRoom, leaveRoom, playHouseRound, recentRounds, roomList, roomState, SessionExpired, sitOut } from '#server/providers/index.ts';
import { serve } from '../contract-route.ts';
import type { ApiEnv } from '../env.ts';

/** The launch token of a house-game page, sent in the X-Game-Session header. */
function gameToken(c: Context<ApiEnv>): string {
  const token = c.req.header('x-game-session') ?? '';
  if (token.length < 20 || token.length > 128) throw new SessionExpired('The game session has ended. Open the game again.');
  return token;
}

/** The built-in provider's game API, used by the house-game pages inside the /game frame. */
export const houseRoutes = new Hono<ApiEnv>();

// The session, round and table answers are built from stored JSON (game config, outcomes, seats):
// they are parsed by the contract here, at the boundary, rather than cast.
serve(houseRoutes, house.session, async (c) => HouseSession.parse(await gameSessionInfo(c.get('app'), gameToken(c))));

// The domain judges the body again by the session's game (its engine, stakes and limits).
serve(houseRoutes, house.round, async (c, { body }) => RoundResult.parse(await playHouseRound(c.get('app'), gameToken(c), body)));

serve(houseRoutes, house.seed, (c, { body }) => changeSeed(c.get('app'), gameToken(c), body.clientSeed));

serve(houseRoutes, house.rooms, (c, { query }) => roomList(c.get('app').db, query.mode));

serve(houseRoutes, house.join, (c, { body }) => joinRoom(c.get('app'), gameToken(c), body.roomId));

serve(houseRoutes, house.leave, async (c) => {
  await leaveRoom(c.get('app'), gameToken(c));
  return { left: true } as const;
});

serve(houseRoutes, house.sitOut, async (c, { body }) => {
  await sitOut(c.get('app'), gameToken(c), body.sittingOut);
  return { sittingOut: body.sittingOut };
});

serve(houseRoutes, house.state, async (c) => RoomState.parse(await roomState(c.get('app'), gameToken(c))));

serve(houseRoutes, house.deal, (c) => dealRound(c.get('app'), gameToken(c)));

serve(houseRoutes, house.rounds, (c, { query }) => recentRounds(c.get('app'), gameToken(c), query.limit));
