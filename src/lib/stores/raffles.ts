/**
 * Raffle and race actions for the promotion detail panels: a raffle's state, the client seed, a
 * draw (its requestId minted once per press, so a retried request answers the same draw), joining
 * a race, its leaderboard and the winners of past races.
 */
import type { Leaderboard, RaceWinner, RaffleDraw, RaffleState } from '#lib/contracts/raffles.ts';
import { request } from '../api.ts';
import { KEYS, refresh } from './query.ts';

export type { Leaderboard, RaceWinner, RaffleDraw, RaffleState };

export const loadRaffle = (promotionId: number): Promise<RaffleState> => request('GET /wps/raffles/:id', { params: { id: String(promotionId) } });

export const saveClientSeed = (promotionId: number, clientSeed: string): Promise<RaffleState> =>
  request('POST /wps/raffles/:id/clientSeed', { params: { id: String(promotionId) }, body: { clientSeed } });

/** One press: one requestId, kept by the caller until the press is answered. */
export const newDrawRequestId = (): string => `draw-${crypto.randomUUID()}`;

export async function drawRaffle(promotionId: number, requestId: string): Promise<RaffleDraw> {
  const draw = await request('POST /wps/relay/MCS2_claimRafflePromotion', { body: { promotionId, requestId } });
  await refresh((k) => k.startsWith(KEYS.accountRecords));
  return draw;
}

export const joinRace = (promotionId: number) => request('POST /wps/races/:id/join', { params: { id: String(promotionId) } });

export const loadLeaderboard = (promotionId: number): Promise<Leaderboard> => request('GET /wps/races/:id/leaderboard', { params: { id: String(promotionId) }, query: { limit: 20 } });

export const loadWinners = (promotionId: number): Promise<RaceWinner[]> => request('GET /wps/races/winners', { query: { promotionId } });
