import type { Db } from '#server/db/connect.ts';
import { generateServerKeyPair, openSealed, type ServerKeyPair } from './key-pair.ts';

const cache = new WeakMap<Db, Promise<ServerKeyPair[]>>();

async function load(db: Db): Promise<ServerKeyPair[]> {
  const rows = await db
    .selectFrom('server_keys')
    .select(['kid', 'public_spki', 'private_pem'])
    .where('retired_at', 'is', null)
    .orderBy('created_at', 'desc')
    .execute();
  if (rows.length) return rows.map((r) => ({ kid: r.kid, publicSpki: r.public_spki, privatePem: r.private_pem }));
  // First start: make a key pair. Two instances racing both insert; everyone then uses the newest.
  const pair = generateServerKeyPair();
  await db
    .insertInto('server_keys')
    .values({ kid: pair.kid, public_spki: pair.publicSpki, private_pem: pair.privatePem, created_at: Date.now(), retired_at: null })
    .onConflict((oc) => oc.column('kid').doNothing())
    .execute();
  return load(db);
}

/** The server's key pairs for encrypted payloads, newest first (made on first use, shared by every instance). */
export function serverKeys(db: Db): Promise<ServerKeyPair[]> {
  let keys = cache.get(db);
  if (!keys) {
    keys = load(db);
    cache.set(db, keys);
    keys.catch(() => cache.delete(db));
  }
  return keys;
}

/** The public key clients encrypt with. */
export async function publicKey(db: Db): Promise<{ kid: string; spki: string }> {
  const [active] = await serverKeys(db);
  if (!active) throw new Error('no server key');
  return { kid: active.kid, spki: active.publicSpki };
}

/** Opens an encrypted request body; a plaintext body is refused (ENCRYPTION_REQUIRED). */
export async function openPayload(db: Db, body: unknown): Promise<Record<string, unknown>> {
  return openSealed(body, await serverKeys(db));
}
