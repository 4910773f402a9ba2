/**
 * The house draws' published hash chains. A chain is seeds x0 … xN with x(i+1) = SHA-256 of the
 * text of xi (lib/fair serverSeedHash); xN is the commitment, published before the chain's first
 * draw; draws take the seeds back from x(N−1) down, so each revealed seed hashes to the one
 * revealed before it (the first to the commitment) and no seed can be chosen after the fact.
 */
import { randomBytes } from 'node:crypto';
import { serverSeedHash } from '#lib/fair/rng.ts';
import type { Db } from '#server/db/connect.ts';
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { changed, first, statements } from '#server/db/statement-builder.ts';
import { DrawStateChanged } from './errors.ts';

/** The seed at `index` of the chain that starts at `secret` (x0): SHA-256 applied `index` times. */
export function seedAt(secret: string, index: number): string {
  let seed = secret;
  for (let i = 0; i < index; i++) seed = serverSeedHash(seed);
  return seed;
}

/** Commits a new chain of `length` seeds for a lottery: x0 random, the commitment xN stored to be published. */
export async function commitChain(db: Db, lotteryId: number, length: number, now = Date.now()): Promise<{ id: number; commitment: string }> {
  const secret = randomBytes(32).toString('hex');
  const commitment = seedAt(secret, length);
  const row = await db.insertInto('lottery_chains').values({ lottery_id: lotteryId, length, commitment, secret, created_at: now }).returning('id').executeTakeFirstOrThrow();
  return { id: Number(row.id), commitment };
}

export interface TakenSeed {
  chainId: number;
  /** The seed's index in its chain (length − 1 for the chain's first draw). */
  index: number;
  seed: string;
}

/**
 * Takes the next seed of the lottery's active chain for a draw, inside the caller's unit of work
 * (a guarded update of the chain's count: two instances never take the same seed). Null when the
 * lottery has no active chain with a seed left.
 */
export async function takeSeed(sql: SqlRunner, lotteryId: number): Promise<TakenSeed | null> {
  const chain = await first(
    sql,
    statements(sql).selectFrom('lottery_chains').select(['id', 'length', 'used', 'secret']).where('lottery_id', '=', lotteryId).where('status', '=', 'active').where((eb) => eb('used', '<', eb.ref('length'))).orderBy('id').limit(1),
  );
  if (!chain) return null;
  const taken = await changed(sql, statements(sql).updateTable('lottery_chains').set({ used: chain.used + 1 }).where('id', '=', chain.id).where('used', '=', chain.used));
  if (taken !== 1) throw new DrawStateChanged('Another run took this seed; the next run draws.');
  const index = chain.length - 1 - chain.used;
  return { chainId: Number(chain.id), index, seed: seedAt(chain.secret, index) };
}
