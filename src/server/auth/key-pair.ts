/**
 * Server side of encrypted request payloads: the RSA key pair the browser wraps its AES key for,
 * and `openSealed`, which turns a `{ kid, key, iv, data }` body (src/lib/crypto/seal.ts) back into
 * the JSON object the browser encrypted.
 *
 * Every failure after the body has been recognised as sealed is one `DecryptionFailed` with one
 * message, so a caller cannot tell a bad RSA unwrap from a bad GCM tag (no padding oracle).
 */
import {
  type KeyObject,
  constants,
  createDecipheriv,
  createHash,
  createPrivateKey,
  generateKeyPairSync,
  privateDecrypt,
  randomBytes,
} from 'node:crypto';
import { AppError } from '#server/errors.ts';

/** One server key pair; `kid` lets the browser say which key it wrapped for (key rotation). */
export interface ServerKeyPair {
  kid: string;
  /** base64 DER SubjectPublicKeyInfo, as `importServerKey` in the browser expects it. */
  publicSpki: string;
  privatePem: string;
}

/** The sealed body could not be opened (unknown key, bad key, bad IV, bad tag, not a JSON object). */
export class DecryptionFailed extends AppError {
  readonly code = 'DECRYPTION_FAILED' as const;
}

/** The endpoint only accepts sealed bodies and got something else (for example a plaintext login). */
export class EncryptionRequired extends AppError {
  readonly code = 'ENCRYPTION_REQUIRED' as const;
}

/** The sealed payload's `ts` is missing or outside the accepted window. */
export class PayloadExpired extends AppError {
  readonly code = 'PAYLOAD_EXPIRED' as const;
}

const AES_KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const LIMITS = { kid: 64, key: 1024, iv: 64, data: 1_400_000 } as const;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const DECRYPTION_FAILED = 'The encrypted request could not be decrypted.';

type SealedFields = { kid: string; key: string; iv: string; data: string };

/** Generates an RSA-2048 key pair; `kid` is the first 16 hex chars of SHA-256 over the SPKI DER. */
export function generateServerKeyPair(): ServerKeyPair {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'der' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const kid = createHash('sha256').update(publicKey).digest('hex').slice(0, 16);
  return { kid, publicSpki: publicKey.toString('base64'), privatePem: privateKey };
}

function isBase64(text: string): boolean {
  return text.length > 0 && text.length % 4 === 0 && BASE64.test(text);
}

function boundedString(value: unknown, max: number): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= max;
}

/** True when `body` has the four sealed-payload fields: bounded, non-empty strings, base64 where binary. */
export function isSealedPayload(body: unknown): body is SealedFields {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const { kid, key, iv, data } = body as Record<string, unknown>;
  return (
    boundedString(kid, LIMITS.kid) &&
    boundedString(key, LIMITS.key) &&
    isBase64(key) &&
    boundedString(iv, LIMITS.iv) &&
    isBase64(iv) &&
    boundedString(data, LIMITS.data) &&
    isBase64(data)
  );
}

const privateKeys = new WeakMap<ServerKeyPair, KeyObject>();

/** Parses the PEM once per key pair object. */
function privateKeyOf(pair: ServerKeyPair): KeyObject {
  let key = privateKeys.get(pair);
  if (!key) {
    key = createPrivateKey(pair.privatePem);
    privateKeys.set(pair, key);
  }
  return key;
}

/**
 * RSA-OAEP unwrap. On failure it returns a random key instead of throwing, so a bad wrapped key
 * fails later at the GCM tag exactly like a bad ciphertext does (same error, similar timing).
 */
function unwrapKey(pair: ServerKeyPair, wrapped: Buffer): Buffer {
  try {
    const key = privateKeyOf(pair);
    const raw = privateDecrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, wrapped);
    if (raw.length === AES_KEY_BYTES) return raw;
  } catch {
    // Fall through: indistinguishable from a tag failure.
  }
  return randomBytes(AES_KEY_BYTES);
}

/** AES-256-GCM decryption of `data` (ciphertext ‖ 16-byte tag); throws on a bad tag. */
function decryptGcm(key: Buffer, iv: Buffer, data: Buffer): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  decipher.setAuthTag(data.subarray(data.length - TAG_BYTES));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - TAG_BYTES)), decipher.final()]);
}

/** `__proto__` keys are dropped at every depth, so no later merge or Object.assign can swap a prototype. */
function dropProtoKeys(key: string, value: unknown): unknown {
  return key === '__proto__' ? undefined : value;
}

/** Strict UTF-8 and JSON parsing; only a plain JSON object is accepted. */
function parseObject(plaintext: Buffer): Record<string, unknown> {
  const json = new TextDecoder('utf-8', { fatal: true }).decode(plaintext);
  const value: unknown = JSON.parse(json, dropProtoKeys);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new TypeError('not a JSON object');
  return value as Record<string, unknown>;
}

function decrypt(body: SealedFields, pair: ServerKeyPair): Record<string, unknown> {
  const iv = Buffer.from(body.iv, 'base64');
  const data = Buffer.from(body.data, 'base64');
  if (iv.length !== IV_BYTES || data.length < TAG_BYTES) throw new DecryptionFailed(DECRYPTION_FAILED);
  try {
    return parseObject(decryptGcm(unwrapKey(pair, Buffer.from(body.key, 'base64')), iv, data));
  } catch {
    throw new DecryptionFailed(DECRYPTION_FAILED);
  }
}

function checkFreshness(ts: unknown, now: number, windowMs: number): void {
  if (typeof ts !== 'number' || !Number.isFinite(ts) || Math.abs(now - ts) > windowMs) {
    throw new PayloadExpired('The encrypted request is too old or its clock is off. Please try again.');
  }
}

/**
 * Opens a sealed body with the key pair its `kid` names and returns the encrypted object without
 * `ts`. Throws EncryptionRequired (not a sealed body), DecryptionFailed (anything cryptographic or
 * not a JSON object) or PayloadExpired (`ts` missing or more than `windowMs` from `now`).
 * Freshness is only a window: callers that must refuse replays inside it need their own nonce store.
 */
export function openSealed(
  body: unknown,
  keys: ServerKeyPair[],
  now = Date.now(),
  windowMs = 5 * 60_000,
): Record<string, unknown> {
  if (!isSealedPayload(body)) throw new EncryptionRequired('This request must be encrypted.');
  const sealed: SealedFields = { kid: body.kid, key: body.key, iv: body.iv, data: body.data };
  const pair = keys.find((k) => k.kid === sealed.kid);
  if (!pair) throw new DecryptionFailed(DECRYPTION_FAILED);
  const { ts, ...payload } = decrypt(sealed, pair);
  checkFreshness(ts, now, windowMs);
  return payload;
}
