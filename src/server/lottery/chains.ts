/**
 * The house draws' published hash chains. A chain is seeds x0 … xN with x(i+1) = SHA-256 of the
 * text of xi (lib/fair serverSeedHash; chain-seeds.ts computes them); xN is the commitment,
 * published before the chain's first draw; draws take the seeds back from x(N−1) down, so each
 * revealed seed hashes to the one revealed before it (the first to the commitment) and no seed
 * can be chosen after the fact. A lottery may hold a queued chain behind the one in use (draws
 * take from the oldest active chain with seeds left); a chain used up or retired by staff is
 * never drawn from again, and only then is its x0 shown.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '#server/db/connect.ts';
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { changed, first, statements } from '#server/db/statement-builder.ts';
import { chainEnd, seedAt } from './chain-seeds.ts';
import { DrawStateChanged } from './errors.ts';

export { seedAt } from './chain-seeds.ts';

/** Chain lengths staff may choose (the setting lottery.chainLength is the default). */
export const CHAIN_LENGTH_MIN = 100;
export const CHAIN_LENGTH_MAX = 100_000;

/** Serialises the chain changes of one lottery (the job on several instances, staff actions). */
export const chainLock = (sql: SqlRunner, lotteryId: number): Promise<void> => sql.lock(`lottery-chains:${lotteryId}`);

export interface NewChain {
  secret: string;
  commitment: string;
  length: number;
}

/** A fresh chain: x0 random, the commitment xN computed (hash it before a unit of work, not inside one). */
export function newChain(length: number): NewChain {
  const secret = randomBytes(32).toString('hex');
  return { secret, commitment: chainEnd(secret, length), length };
}

/** Stores a chain made by newChain, inside a unit of work; its id. */
export async function insertChain(sql: SqlRunner, lotteryId: number, chain: NewChain, now: number): Promise<number> {
  const row = await first(
    sql,
    statements(sql)
      .insertInto('lottery_chains')
      .values({ lottery_id: lotteryId, length: chain.length, commitment: chain.commitment, secret: chain.secret, created_at: now })
      .returning('id'),
  );
  return Number(row?.id);
}

/** Commits a new chain of `length` seeds for a lottery: x0 random, the commitment xN stored to be published. */
export async function commitChain(db: Db, lotteryId: number, length: number, now = Date.now()): Promise<{ id: number; commitment: string }> {
  const chain = newChain(length);
  const row = await db
    .insertInto('lottery_chains')
    .values({ lottery_id: lotteryId, length, commitment: chain.commitment, secret: chain.secret, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), commitment: chain.commitment };
}

export interface TakenSeed {
  chainId: number;
  /** The seed's index in its chain (length − 1 for the chain's first draw). */
  index: number;
  seed: string;
}

/**
 * Takes the next seed of the lottery's active chain for a draw, inside the caller's unit of work
 * (under the lottery's chain lock, with a guarded update of the chain's count and status: two
 * instances never take the same seed, and none is taken from a chain retired meanwhile). Null when the lottery has no active chain with a
 * seed left.
 */
export async function takeSeed(sql: SqlRunner, lotteryId: number): Promise<TakenSeed | null> {
  // Units taking seeds of one lottery queue here rather than fail on each other's guarded update.
  await chainLock(sql, lotteryId);
  const chain = await first(
    sql,
    statements(sql).selectFrom('lottery_chains').select(['id', 'length', 'used', 'secret']).where('lottery_id', '=', lotteryId).where('status', '=', 'active').where((eb) => eb('used', '<', eb.ref('length'))).orderBy('id').limit(1),
  );
  if (!chain) return null;
  const taken = await changed(sql, statements(sql).updateTable('lottery_chains').set({ used: chain.used + 1 }).where('id', '=', chain.id).where('used', '=', chain.used).where('status', '=', 'active'));
  if (taken !== 1) throw new DrawStateChanged('Another run took this seed; the next run draws.');
  const index = chain.length - 1 - chain.used;
  return { chainId: Number(chain.id), index, seed: seedAt(chain.secret, index) };
}

/** Retires a chain (guarded: only an active one); true when this call retired it. */
export async function retireChainRow(sql: SqlRunner, chainId: number, now: number): Promise<boolean> {
  return (await changed(sql, statements(sql).updateTable('lottery_chains').set({ status: 'retired', retired_at: now }).where('id', '=', chainId).where('status', '=', 'active'))) === 1;
}

/** Seeds left across the lottery's active chains, read inside a unit of work. */
export async function seedsLeft(sql: SqlRunner, lotteryId: number): Promise<number> {
  const row = await first(
    sql,
    statements(sql)
      .selectFrom('lottery_chains')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>(eb('length', '-', eb.ref('used'))), eb.lit(0)).as('left'))
      .where('lottery_id', '=', lotteryId)
      .where('status', '=', 'active'),
  );
  return Number(row?.left ?? 0);
}

/** Retires the lottery's chains that every seed has been taken from (their x0 may then be shown); how many. */
export async function retireUsedUp(sql: SqlRunner, lotteryId: number, now: number): Promise<number> {
  return changed(
    sql,
    statements(sql)
      .updateTable('lottery_chains')
      .set({ status: 'retired', retired_at: now })
      .where('lottery_id', '=', lotteryId)
      .where('status', '=', 'active')
      .where((eb) => eb('used', '>=', eb.ref('length'))),
  );
}
