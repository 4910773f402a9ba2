/** Raffles (lucky draws with tickets and a provably fair draw) and ranking races (join, leaderboard, winners). */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { epochMs, idParams, recordId } from './common.ts';
import { requestId } from './cashier-shapes.ts';
import { Localized } from './promotion-model.ts';

const tag = 'Raffles and races';
const access = 'member';
const RUNNING = ['NOT_FOUND', 'PROMOTION_NOT_STARTED', 'PROMOTION_ENDED', 'NOT_ELIGIBLE'] as const;

const hex64 = z.string().regex(/^[0-9a-f]{64}$/);
export const CLIENT_SEED = /^[A-Za-z0-9_-]{1,64}$/;

export const RaffleDraw = z.object({
  drawId: z.number().int(),
  promotionId: z.number().int(),
  prizeId: z.string(),
  amount: z.number().int().describe('the prize, paid to cash at once'),
  serverSeed: hex64.describe('revealed: its SHA-256 is the hash shown before the draw'),
  serverSeedHash: hex64,
  clientSeed: z.string(),
  nonce: z.number().int(),
  pool: z.array(z.object({ id: z.string(), weight: z.number().int() })).describe('the prizes with stock when the draw began, in the table’s order'),
  gone: z.array(z.string()).describe('prizes picked but found gone meanwhile; the pick was redone without them'),
  at: epochMs,
});
export type RaffleDraw = z.infer<typeof RaffleDraw>;

export const RaffleState = z.object({
  promotionId: z.number().int(),
  ticketPer: z.number().int().describe('valid bet per ticket, minor units'),
  tickets: z.object({
    validBet: z.number().int().describe('valid bet counted in the promotion’s window and categories'),
    earned: z.number().int(),
    used: z.number().int(),
    left: z.number().int().describe('tickets to draw now'),
    toNext: z.number().int().describe('valid bet still to play for the next ticket'),
  }),
  prizes: z.array(z.object({ id: z.string(), name: Localized, amount: z.number().int(), stock: z.number().int(), remaining: z.number().int(), weight: z.number().int() })),
  nextSeedHash: hex64.describe('SHA-256 of the server seed the next draw uses'),
  clientSeed: z.string(),
  nonce: z.number().int().describe('the next draw’s nonce (draws made so far)'),
  draws: z.array(RaffleDraw).describe('the member’s latest draws, newest first'),
});
export type RaffleState = z.infer<typeof RaffleState>;

const RaceRow = z.object({
  place: z.number().int(),
  player: z.string().describe('masked account name'),
  value: z.number().int().describe('turnover in minor units, or the best multiplier in hundredths'),
  prize: z.number().int().describe('what this place would be paid if the period ended now'),
  me: z.boolean(),
});

export const Leaderboard = z.object({
  promotionId: z.number().int(),
  metric: z.enum(['turnover', 'multiplier']),
  from: epochMs,
  to: epochMs,
  period: z.string(),
  signed: z.boolean(),
  top: z.array(RaceRow),
  mine: RaceRow.nullable(),
});
export type Leaderboard = z.infer<typeof Leaderboard>;

export const RaceWinner = z.object({
  promotionId: z.number().int(),
  period: z.string(),
  place: z.number().int(),
  player: z.string(),
  value: z.number().int(),
  metric: z.enum(['turnover', 'multiplier']),
  prize: z.number().int(),
  at: epochMs,
});
export type RaceWinner = z.infer<typeof RaceWinner>;

const promotionBody = z.object({ promotionId: recordId });

export const raffles = {
  raffle: endpoint({ method: 'GET', path: '/wps/raffles/:id', summary: 'A raffle for the member: tickets, prizes with stock left, the next seed’s hash, the client seed and past draws', tag, access, params: idParams, response: RaffleState, errors: ['NOT_FOUND'] }),
  clientSeed: endpoint({
    method: 'POST',
    path: '/wps/raffles/:id/clientSeed',
    summary: 'Sets the member’s client seed for their next draws (the server seed is committed already)',
    tag,
    access,
    params: idParams,
    body: z.object({ clientSeed: z.string().regex(CLIENT_SEED, '1 to 64 letters, digits, _ or -') }),
    response: RaffleState,
    errors: ['NOT_FOUND', 'NOT_ELIGIBLE'],
  }),
  draw: endpoint({
    method: 'POST',
    path: '/wps/relay/MCS2_claimRafflePromotion',
    summary: 'Spends one ticket on one provably fair draw; the prize is paid at once. The same requestId answers the same draw',
    tag,
    access,
    body: promotionBody.extend({ requestId }),
    response: RaffleDraw.extend({ replayed: z.boolean().describe('an earlier request with this requestId made the draw') }),
    errors: [...RUNNING, 'NO_TICKETS', 'PRIZES_GONE'],
  }),
  joinRace: endpoint({
    method: 'POST',
    path: '/wps/races/:id/join',
    summary: 'Signs the member up to a ranking race (a repeat answers signed again)',
    tag,
    access,
    params: idParams,
    response: z.object({ state: z.literal('signed'), joined: z.boolean().describe('this request signed the member up') }),
    errors: [...RUNNING],
  }),
  leaderboard: endpoint({
    method: 'GET',
    path: '/wps/races/:id/leaderboard',
    summary: 'The race’s current period: the top places with masked names, and the member’s own place and value',
    tag,
    access,
    params: idParams,
    query: z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) }),
    response: Leaderboard,
    errors: ['NOT_FOUND'],
  }),
  winners: endpoint({
    method: 'GET',
    path: '/wps/races/winners',
    summary: 'Winners of past race periods, newest first (one race with promotionId)',
    tag,
    access,
    query: z.object({ promotionId: z.optional(recordId) }),
    response: z.array(RaceWinner),
    errors: [],
  }),
};
