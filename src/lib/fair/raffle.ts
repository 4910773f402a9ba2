/**
 * The raffle draw (lucky draw), provably fair with the house games' commit–reveal scheme: the
 * float stream of rng.ts, HMAC-SHA256(key = server seed, `${clientSeed}:${nonce}:${cursor}`).
 *
 * Rule: the pool is the prize table's prizes that had stock when the draw began, in the table's
 * order. One float picks a prize by weight: r = intBelow(next, total weight), and the prize is the
 * first whose running sum of weights exceeds r. If the server then finds that prize's stock just
 * ran out (another player took its last unit), the prize is taken out of the pool and the next
 * float picks again over what is left, until a prize is taken. The server records the pool and the
 * prizes found gone, so anyone can replay a draw from the revealed seed without the server.
 */
import { createFloats, type Floats, intBelow, serverSeedHash } from './rng.ts';

export interface PoolPrize {
  id: string;
  weight: number;
}

/** One weighted pick from a non-empty pool (one float). */
export function weightedPick(next: Floats, pool: readonly PoolPrize[]): string {
  const total = pool.reduce((s, p) => s + p.weight, 0);
  if (pool.length === 0 || total < 1) throw new RangeError('Cannot draw from an empty prize pool.');
  let r = intBelow(next, total);
  for (const p of pool) {
    if (r < p.weight) return p.id;
    r -= p.weight;
  }
  throw new RangeError('unreachable: the weights add up to the total');
}

/**
 * Draws over `pool`; `isGone(id)` answers whether a picked prize turned out to be gone (the server
 * asks its stock; a verifier asks the recorded list). Answers the prize taken and the prizes
 * found gone in the order they were picked, or null when every prize of the pool was gone.
 */
export function drawFrom(next: Floats, pool: readonly PoolPrize[], isGone: (id: string) => boolean): { prizeId: string | null; gone: string[] } {
  let left = pool.slice();
  const gone: string[] = [];
  while (left.length > 0) {
    const id = weightedPick(next, left);
    if (!isGone(id)) return { prizeId: id, gone };
    gone.push(id);
    left = left.filter((p) => p.id !== id);
  }
  return { prizeId: null, gone };
}

export interface RaffleDrawRecord {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  pool: readonly PoolPrize[];
  gone: readonly string[];
  prizeId: string;
}

export interface RaffleVerification {
  /** The revealed seed hashes to the hash shown before the draw. */
  hashMatches: boolean;
  /** The prize the seeds give under the rule above. */
  prizeId: string | null;
  /** Both hold: the draw is the one the seeds committed to. */
  valid: boolean;
}

/** Replays a recorded draw in the browser or on the server. */
export function verifyRaffleDraw(d: RaffleDrawRecord): RaffleVerification {
  const hashMatches = serverSeedHash(d.serverSeed) === d.serverSeedHash.trim().toLowerCase();
  const gone = new Set(d.gone);
  const { prizeId } = drawFrom(createFloats(d.serverSeed, d.clientSeed, d.nonce), d.pool, (id) => gone.has(id));
  return { hashMatches, prizeId, valid: hashMatches && prizeId === d.prizeId };
}
