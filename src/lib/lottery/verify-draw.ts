/**
 * The verification page's checks of a house draw's proof, run in the browser with nothing sent
 * anywhere (docs/lottery.md "Fair draws"):
 * 1. SHA-256 of the seed's text equals the previous link (the seed the draw before revealed, or
 *    the chain's commitment for its first draw);
 * 2. hashing the seed length − index times reaches the commitment published before the chain's
 *    first draw (so the seed was fixed before any bet on this draw);
 * 3. HMAC-SHA256(seed, `${drawKey}:${k}`) mapped without bias (fair-draw.ts) gives the published result.
 */
import type { DrawProof } from '#lib/contracts/lottery-fair.ts';
import { hex, hmacSha256, isServerSeed, serverSeedHash, utf8Encode } from '#lib/fair/rng.ts';
import { drawResult } from './fair-draw.ts';

export interface DrawCheck {
  seed: string;
  /** SHA-256 of the seed's text. */
  seedHash: string;
  /** Null when the proof names no previous link (the walk to the commitment still checks the seed). */
  linkOk: boolean | null;
  /** How many times the seed was hashed to reach the commitment. */
  chainSteps: number;
  chainEnd: string;
  chainOk: boolean;
  /** The first HMAC message and its block (the rest follow with cursor 1, 2, …). */
  message: string;
  block: string;
  recomputed: string[];
  published: string[];
  resultOk: boolean;
  verified: boolean;
}

/** The largest walk the page makes (chains are at most 100,000 seeds long). */
const MAX_STEPS = 100_000;

/** Checks a complete proof; null when there is nothing to check (no seed, a gap, a malformed proof). */
export function checkDrawProof(p: DrawProof): DrawCheck | null {
  const { seed, chain, seedIndex, drawKey } = p;
  const published = p.draw.result;
  if (p.gap !== null || !seed || !chain || seedIndex === null || !drawKey || !published) return null;
  if (!isServerSeed(seed)) return null;
  const seedHash = serverSeedHash(seed);
  const linkOk = p.previousLink === null ? null : seedHash === p.previousLink;
  const chainSteps = chain.length - seedIndex;
  let chainEnd = seed;
  const walk = chainSteps >= 1 && chainSteps <= MAX_STEPS;
  if (walk) for (let i = 0; i < chainSteps; i++) chainEnd = serverSeedHash(chainEnd);
  const chainOk = walk && chainEnd === chain.commitment;
  const message = `${drawKey}:0`;
  const block = hex(hmacSha256(utf8Encode(seed), utf8Encode(message)));
  const recomputed = drawResult(p.format, seed, drawKey);
  const resultOk = recomputed.length === published.length && recomputed.every((v, i) => v === published[i]);
  return { seed, seedHash, linkOk, chainSteps, chainEnd, chainOk, message, block, recomputed, published, resultOk, verified: linkOk !== false && chainOk && resultOk };
}

/** The draw id of a `?draw=` query, or null. */
export function drawIdFrom(search: string): number | null {
  const raw = new URLSearchParams(search).get('draw')?.trim() ?? '';
  if (!/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
