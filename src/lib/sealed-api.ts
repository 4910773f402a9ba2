import { api, ApiError } from './api.ts';
import { importServerKey, seal } from './crypto/seal.ts';

/** The server's public key, imported once per page (GET /wps/system/publicKey). */
let serverKey: Promise<{ kid: string; key: CryptoKey }> | undefined;

function currentKey(): Promise<{ kid: string; key: CryptoKey }> {
  serverKey ??= api
    .get<{ kid: string; spki: string }>('/wps/system/publicKey')
    .then(async ({ kid, spki }) => ({ kid, key: await importServerKey(spki) }));
  serverKey.catch(() => {
    serverKey = undefined;
  });
  return serverKey;
}

/**
 * Sends a payload the spec marks encrypted. When the server no longer knows the key (it was
 * rotated while the page was open), the key is fetched again and the call repeated once: the
 * server refused the first body without acting on it.
 */
async function sendSealed<T>(method: 'post' | 'put', path: string, payload: Record<string, unknown>, retry = true): Promise<T> {
  const { kid, key } = await currentKey();
  try {
    return await api[method]<T>(path, await seal(payload, key, kid));
  } catch (err) {
    if (retry && err instanceof ApiError && err.code === 'DECRYPTION_FAILED') {
      serverKey = undefined;
      return sendSealed<T>(method, path, payload, false);
    }
    throw err;
  }
}

export const sealedApi = {
  post: <T>(path: string, payload: Record<string, unknown>) => sendSealed<T>('post', path, payload),
  put: <T>(path: string, payload: Record<string, unknown>) => sendSealed<T>('put', path, payload),
};
