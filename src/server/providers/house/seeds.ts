import { randomBytes } from 'node:crypto';
import { serverSeedHash } from '#lib/fair/rng.ts';
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { changed, first, statements } from '#server/db/statement-builder.ts';

export interface ActiveSeed {
  id: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

/** A player's (or table's) current seed pair, created on first use with a random client seed. */
export async function activeSeed(sql: SqlRunner, ownerKey: string, now = Date.now()): Promise<ActiveSeed> {
  const row = await first(
    sql,
    statements(sql).selectFrom('fair_seeds').select(['id', 'server_seed', 'server_seed_hash', 'client_seed', 'nonce']).where('owner_key', '=', ownerKey).where('active', '=', 1),
  );
  if (row) return { id: row.id, serverSeed: row.server_seed, serverSeedHash: row.server_seed_hash, clientSeed: row.client_seed, nonce: row.nonce };
  return createSeed(sql, ownerKey, randomBytes(8).toString('hex'), now);
}

async function createSeed(sql: SqlRunner, ownerKey: string, clientSeed: string, now: number): Promise<ActiveSeed> {
  const serverSeed = randomBytes(32).toString('hex');
  const hash = serverSeedHash(serverSeed);
  const row = await first(
    sql,
    statements(sql)
      .insertInto('fair_seeds')
      .values({ owner_key: ownerKey, server_seed: serverSeed, server_seed_hash: hash, client_seed: clientSeed, nonce: 0, active: 1, created_at: now })
      .returning('id'),
  );
  if (!row) throw new Error('could not store a seed');
  return { id: row.id, serverSeed, serverSeedHash: hash, clientSeed, nonce: 0 };
}

/** Uses the next nonce of a seed pair (each round one, never twice). */
export async function takeNonce(sql: SqlRunner, seedId: number): Promise<number> {
  const row = await first(
    sql,
    statements(sql)
      .updateTable('fair_seeds')
      .set((eb) => ({ nonce: eb('nonce', '+', 1) }))
      .where('id', '=', seedId)
      .where('active', '=', 1)
      .returning('nonce'),
  );
  if (!row) throw new Error('the seed is no longer active');
  return row.nonce - 1;
}

export interface Rotation {
  revealed: { serverSeed: string; serverSeedHash: string; clientSeed: string; rounds: number };
  next: { serverSeedHash: string; clientSeed: string; nonce: number };
}

/**
 * Ends the current seed pair and reveals its server seed (so every round played with it can be
 * checked), then starts a new one — with the player's new client seed when given.
 */
export async function rotateSeed(sql: SqlRunner, ownerKey: string, clientSeed?: string, now = Date.now()): Promise<Rotation> {
  const current = await activeSeed(sql, ownerKey, now);
  await changed(sql, statements(sql).updateTable('fair_seeds').set({ active: 0, revealed_at: now }).where('id', '=', current.id));
  const next = await createSeed(sql, ownerKey, clientSeed ?? current.clientSeed, now);
  return {
    revealed: { serverSeed: current.serverSeed, serverSeedHash: current.serverSeedHash, clientSeed: current.clientSeed, rounds: current.nonce },
    next: { serverSeedHash: next.serverSeedHash, clientSeed: next.clientSeed, nonce: 0 },
  };
}
