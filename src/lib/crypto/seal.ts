/**
 * Browser side of encrypted request payloads (hybrid encryption).
 *
 * A fresh AES-256-GCM key and 12-byte IV encrypt the UTF-8 JSON; the AES key is wrapped with the
 * server's RSA-OAEP (SHA-256) public key. The server opens it with src/server/auth/key-pair.ts.
 * Uses only WebCrypto, btoa/atob and TextEncoder: this file is bundled for the browser and also
 * runs in Node 24 (tests).
 */

/** The wire format: base64 fields, `data` is the ciphertext followed by the 16-byte GCM tag. */
export interface SealedPayload {
  kid: string;
  key: string;
  iv: string;
  data: string;
}

const RSA_OAEP = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;
const IV_BYTES = 12;
/** btoa takes a binary string; build it in slices so large payloads do not overflow the call stack. */
const CHUNK = 0x8000;

function subtle(): SubtleCrypto {
  const s = globalThis.crypto?.subtle;
  if (!s) throw new Error('WebCrypto is unavailable (a secure context is required).');
  return s;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  }
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Imports the server's public key (base64 DER SubjectPublicKeyInfo) for RSA-OAEP/SHA-256 wrapping. */
export async function importServerKey(spkiBase64: string): Promise<CryptoKey> {
  return subtle().importKey('spki', fromBase64(spkiBase64), RSA_OAEP, false, ['encrypt']);
}

/**
 * Encrypts `payload` for the server holding the private half of `publicKey` (identified by `kid`).
 * Adds `ts` (Date.now()) so the server can refuse stale or replayed payloads; a caller's own `ts`
 * is overwritten.
 */
export async function seal(payload: Record<string, unknown>, publicKey: CryptoKey, kid: string): Promise<SealedPayload> {
  const s = subtle();
  const plaintext = new TextEncoder().encode(JSON.stringify({ ...payload, ts: Date.now() }));
  const aesKey = await s.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const data = await s.encrypt({ name: 'AES-GCM', iv }, aesKey, plaintext);
  const rawKey = new Uint8Array(await s.exportKey('raw', aesKey));
  try {
    const wrapped = await s.encrypt(RSA_OAEP, publicKey, rawKey);
    return { kid, key: toBase64(new Uint8Array(wrapped)), iv: toBase64(iv), data: toBase64(new Uint8Array(data)) };
  } finally {
    rawKey.fill(0);
  }
}
