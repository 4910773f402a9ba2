import { api, ApiError, request } from './api.ts';
import type { ResponseOf } from './contracts/endpoint.ts';
import type { EndpointKey, EndpointsByKey } from './contracts/index.ts';
import { importServerKey, seal } from './crypto/seal.ts';

/** The server's public key, imported once per page (GET /wps/system/publicKey). */
let serverKey: Promise<{ kid: string; key: CryptoKey }> | undefined;

function currentKey(): Promise<{ kid: string; key: CryptoKey }> {
  serverKey ??= request('GET /wps/system/publicKey').then(async ({ kid, spki }) => ({ kid, key: await importServerKey(spki) }));
  serverKey.catch(() => {
    serverKey = undefined;
  });
  return serverKey;
}

/** The endpoints whose body the spec marks encrypted (their contracts name the payload schema). */
type SealedKey = Extract<EndpointKey, `${'POST' | 'PUT'} ${string}`>;

/**
 * Sends a payload the spec marks encrypted to the endpoint `key` names. When the server no longer
 * knows the key (it was rotated while the page was open), the key is fetched again and the call
 * repeated once: the server refused the first body without acting on it.
 */
export async function sealedRequest<K extends SealedKey>(key: K, payload: Record<string, unknown>, retry = true): Promise<ResponseOf<EndpointsByKey[K]>> {
  const { kid, key: publicKey } = await currentKey();
  const space = key.indexOf(' ');
  try {
    // The contract has no `body` for a sealed endpoint (its payload is checked once opened), so the body goes out untyped.
    const send = key.startsWith('PUT ') ? api.put : api.post;
    return await send<ResponseOf<EndpointsByKey[K]>>(key.slice(space + 1), await seal(payload, publicKey, kid));
  } catch (err) {
    if (retry && err instanceof ApiError && err.code === 'DECRYPTION_FAILED') {
      serverKey = undefined;
      return sealedRequest(key, payload, false);
    }
    throw err;
  }
}
