/**
 * The seeds of a hash chain, fast: x(i+1) = hex SHA-256 of the text of xi, computed with
 * node:crypto (the same bytes as lib/fair serverSeedHash, which the browser uses to check them).
 *
 * A chain of 20,000 seeds would cost up to 20,000 hashes per draw if walked from x0 each time, so
 * each process keeps, per chain, a checkpoint every CHECKPOINT_EVERY seeds (built once, by the
 * first walk) and the last segment of seeds it expanded. Draws take the seeds back one by one,
 * so a segment serves CHECKPOINT_EVERY draws and a draw costs O(1) hashes amortised.
 */
import { hash } from 'node:crypto';

/** A checkpoint every this many seeds: 200 strings of 64 characters per chain of 20,000. */
export const CHECKPOINT_EVERY = 100;
/** Chains kept per process (least recently used dropped first). */
const MAX_CHAINS = 64;

/** Hex SHA-256 of the seed's text: the next link of the chain. */
export function nextLink(seed: string): string {
  return hash('sha256', seed, 'hex');
}

interface Walk {
  /** checkpoints[k] = x(k × CHECKPOINT_EVERY); built as far as any call needed. */
  checkpoints: string[];
  /** The last segment expanded: x(start) … x(start + CHECKPOINT_EVERY − 1). */
  segment: { start: number; seeds: string[] } | null;
}

const walks = new Map<string, Walk>();

function walkOf(secret: string): Walk {
  let walk = walks.get(secret);
  if (walk) {
    // Most recently used last, so the first key is the one to drop.
    walks.delete(secret);
  } else {
    walk = { checkpoints: [secret], segment: null };
    if (walks.size >= MAX_CHAINS) walks.delete(walks.keys().next().value as string);
  }
  walks.set(secret, walk);
  return walk;
}

/** Extends the checkpoints up to the one at or below `index`. */
function reach(walk: Walk, index: number): void {
  const want = Math.floor(index / CHECKPOINT_EVERY);
  let seed = walk.checkpoints[walk.checkpoints.length - 1]!;
  for (let k = walk.checkpoints.length; k <= want; k++) {
    for (let i = 0; i < CHECKPOINT_EVERY; i++) seed = nextLink(seed);
    walk.checkpoints.push(seed);
  }
}

/** The seed at `index` of the chain that starts at `secret` (x0): SHA-256 applied `index` times. */
export function seedAt(secret: string, index: number): string {
  if (!Number.isSafeInteger(index) || index < 0) throw new RangeError('A seed index is a whole number ≥ 0.');
  const walk = walkOf(secret);
  reach(walk, index);
  const start = index - (index % CHECKPOINT_EVERY);
  if (walk.segment?.start !== start) {
    const seeds = [walk.checkpoints[start / CHECKPOINT_EVERY]!];
    for (let i = 1; i < CHECKPOINT_EVERY; i++) seeds.push(nextLink(seeds[i - 1]!));
    walk.segment = { start, seeds };
  }
  return walk.segment.seeds[index - start]!;
}

/** A fresh chain's commitment x(length), walking from x0 once and keeping its checkpoints for the draws to come. */
export function chainEnd(secret: string, length: number): string {
  if (!Number.isSafeInteger(length) || length < 1) throw new RangeError('A chain has at least one seed.');
  const walk = walkOf(secret);
  reach(walk, length);
  let seed = walk.checkpoints[Math.floor(length / CHECKPOINT_EVERY)]!;
  for (let i = 0; i < length % CHECKPOINT_EVERY; i++) seed = nextLink(seed);
  return seed;
}
