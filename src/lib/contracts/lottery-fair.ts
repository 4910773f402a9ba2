/**
 * Provably fair house draws (docs/lottery.md "Fair draws"): each house lottery publishes the
 * commitment of a hash chain before its first draw; a drawn draw reveals its seed, which hashes
 * to the link published before it, and its numbers are HMAC-SHA256(seed, drawKey:cursor) mapped
 * without bias (lib/lottery/fair-draw.ts). The verification page recomputes all of it in the browser.
 */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { epochMs, idParams, language } from './common.ts';
import { LOTTERY_FORMATS } from './lottery-model.ts';
import { DrawResultView, lotteryCode } from './lottery-shapes.ts';

const tag = 'Lottery: fair draws';

/** Why a draw has no proof to check (null when it has one). */
export const PROOF_GAPS = ['not-drawn', 'official', 'void', 'no-seed'] as const;
export type ProofGap = (typeof PROOF_GAPS)[number];

const hex64 = z.string().regex(/^[0-9a-f]{64}$/);

export const ChainView = z.object({
  id: z.number().int(),
  commitment: hex64.describe('x(length): published before the chain’s first draw'),
  length: z.number().int().describe('how many seeds the chain holds'),
  used: z.number().int().describe('how many draws took a seed'),
  status: z.enum(['active', 'retired']),
  createdAt: epochMs,
  retiredAt: epochMs.nullable(),
  secret: hex64.nullable().describe('x0, shown only once the chain is retired (used up or retired by staff); null before'),
});
export type ChainView = z.infer<typeof ChainView>;

export const DrawProof = z.object({
  draw: DrawResultView,
  lottery: lotteryCode,
  lotteryName: z.string(),
  format: z.enum(LOTTERY_FORMATS),
  gap: z.enum(PROOF_GAPS).nullable().describe('why there is nothing to check yet (not drawn, an official result, void, no seed); null when the proof is complete'),
  chain: ChainView.nullable().describe('the chain the seed came from (house draws that took one)'),
  seedIndex: z.number().int().nullable().describe('the seed’s index i in its chain: hashing it length − i times gives the commitment'),
  seed: hex64.nullable().describe('the revealed seed x(i): only once the draw is drawn'),
  previousLink: hex64.nullable().describe('x(i+1): the seed the draw before revealed, or the commitment for the chain’s first draw; SHA-256 of the seed’s text must equal it; null when no stored draw holds it (the walk to the commitment still checks the seed)'),
  previousDraw: z.object({ id: z.number().int(), number: z.string() }).nullable().describe('the draw that revealed previousLink (null when it is the commitment)'),
  drawKey: z.string().nullable().describe('the HMAC message prefix: `${lottery}:${draw number}`; block k is HMAC-SHA256(seed, `${drawKey}:${k}`)'),
});
export type DrawProof = z.infer<typeof DrawProof>;

export const PublishedChains = z.object({
  lottery: lotteryCode,
  lotteryName: z.string(),
  chains: z.array(ChainView).describe('newest first: the queued one, the one in use, then the retired ones'),
});
export type PublishedChains = z.infer<typeof PublishedChains>;

export const lotteryFair = {
  proof: endpoint({
    method: 'GET',
    path: '/wps/lottery/draws/:id/proof',
    summary: 'A draw’s fairness proof: its result, the chain, the revealed seed and the link it must hash to, so a browser can recompute the draw',
    tag,
    access: 'public',
    params: idParams,
    query: z.object({ language }),
    response: DrawProof,
    errors: ['UNKNOWN_DRAW'],
  }),
  chains: endpoint({
    method: 'GET',
    path: '/wps/lottery/chains',
    summary: 'A house lottery’s published chain commitments (in use, queued and retired, with the draws each served)',
    tag,
    access: 'public',
    query: z.object({ lottery: lotteryCode, language }),
    response: PublishedChains,
    errors: ['UNKNOWN_LOTTERY'],
  }),
} as const;
