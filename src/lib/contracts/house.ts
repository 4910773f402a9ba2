/**
 * The built-in provider's game API (spec §7), used by the house-game pages inside the /game frame:
 * every call but the room list carries the page's launch token in the X-Game-Session header.
 */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { recordId } from './common.ts';
import { DealResult, HouseSession, RecentRound, RoomCard, RoomState, ROUND_INPUTS, RoundResult, SeedRotation } from './house-shapes.ts';

const tag = 'House games';
const access = 'game-session';

/**
 * The round's body, per engine. Each is open (extra fields pass through) so the server judges the
 * body by the session's game, with the table's own stakes and limits.
 */
const roundBody = z.union([ROUND_INPUTS.roulette.loose(), ROUND_INPUTS.fish.loose(), ROUND_INPUTS.slot.loose()]).describe('roulette: bets; fish: stake and speciesId; slot: stake');

export const house = {
  session: endpoint({ method: 'GET', path: '/lgw/house/v1/session', summary: 'The game, the money mode, the balance and the seed pair in use', tag, access, response: HouseSession, errors: ['NOT_FOUND'] }),
  round: endpoint({
    method: 'POST',
    path: '/lgw/house/v1/round',
    summary: 'Plays one round: the outcome from the seeds and the choice, the stake debited and the win credited',
    tag,
    access,
    body: roundBody,
    response: RoundResult,
    errors: ['NOT_FOUND', 'INSUFFICIENT_FUNDS', 'ROUND_REFUSED', 'ACCOUNT_EXCLUDED'],
  }),
  seed: endpoint({
    method: 'POST',
    path: '/lgw/house/v1/seed',
    summary: 'Rotates the seed pair: reveals the server seed in use and starts a new pair (optionally with the player’s client seed)',
    tag,
    access,
    body: z.object({ clientSeed: z.string().trim().regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, _ and - only, at most 64').optional() }),
    response: SeedRotation,
    errors: [],
  }),
  rooms: endpoint({
    method: 'GET',
    path: '/wps/relay/GLS2_roomList',
    summary: 'The card tables (spec §7 PVP rooms) for real or play money',
    tag,
    access: 'public',
    query: z.object({ mode: z.enum(['real', 'play']).default('real') }),
    response: z.array(RoomCard),
    errors: [],
  }),
  join: endpoint({
    method: 'POST',
    path: '/lgw/house/v1/rooms/join',
    summary: 'Takes a seat at a table',
    tag,
    access,
    body: z.object({ roomId: recordId }),
    response: z.object({ roomId: z.number().int(), seat: z.number().int() }),
    errors: ['NOT_FOUND', 'ROOM_FULL'],
  }),
  leave: endpoint({ method: 'POST', path: '/lgw/house/v1/rooms/leave', summary: 'Leaves the table', tag, access, response: z.object({ left: z.literal(true) }), errors: [] }),
  sitOut: endpoint({
    method: 'POST',
    path: '/lgw/house/v1/rooms/sitout',
    summary: 'Sits out of the next rounds, or back in',
    tag,
    access,
    body: z.object({ sittingOut: z.boolean() }),
    response: z.object({ sittingOut: z.boolean() }),
    errors: ['NOT_SEATED'],
  }),
  state: endpoint({ method: 'GET', path: '/lgw/house/v1/rooms/state', summary: 'The table as the seated player sees it, or the balance when not seated', tag, access, response: RoomState, errors: [] }),
  deal: endpoint({
    method: 'POST',
    path: '/lgw/house/v1/rooms/deal',
    summary: 'Deals a round at the player’s table (house bots fill empty seats)',
    tag,
    access,
    response: DealResult,
    errors: ['NOT_SEATED', 'ROUND_TOO_SOON', 'INSUFFICIENT_FUNDS', 'ACCOUNT_EXCLUDED'],
  }),
  rounds: endpoint({
    method: 'GET',
    path: '/lgw/house/v1/rounds',
    summary: 'The player’s recent rounds with what verifying them needs (server seeds once revealed)',
    tag,
    access,
    query: z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) }),
    response: z.array(RecentRound),
    errors: [],
  }),
};
