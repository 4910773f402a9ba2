/**
 * Provably fair randomness for the house games.
 *
 * Every outcome derives from HMAC-SHA256(key = server seed, message = `${clientSeed}:${nonce}:${cursor}`)
 * for cursor = 0, 1, 2, … Each HMAC gives 32 bytes = 8 floats: float i of a block is bytes[4i..4i+3]
 * read as a big-endian uint32 divided by 2^32, so every float lies in [0, 1) on a grid of 2^-32.
 * A round consumes floats in order and moves to the next cursor after 8.
 *
 * Key choice: the server seed is published as a 64-character hex string, and the HMAC key is the
 * UTF-8 bytes of that *text* (64 ASCII bytes: exactly one SHA-256 block, so it is used as is), not
 * the 32 bytes it spells in hex. A player can therefore reproduce any round with any HMAC tool by
 * pasting the seed as text: `HMAC_SHA256(key = "<server seed>", "<client seed>:<nonce>:<cursor>")`.
 * The commitment published before play is serverSeedHash(seed) = hex SHA-256 of the same text.
 *
 * SHA-256 and HMAC come from @noble/hashes (audited, synchronous, no dependencies): the game maths
 * is synchronous and has to run unchanged in a browser (the player's own check) and on the server,
 * so neither node:crypto nor the asynchronous WebCrypto can be used. Only the `sha2`, `hmac` and
 * `utils` subpaths are imported, so the browser bundle carries nothing else. A float source keys
 * the HMAC once (its pad states) and reuses one working HMAC object, so drawing a block costs the
 * two SHA-256 finishes and allocates no hash objects.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 as nobleSha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';

/** A source of floats in [0, 1): every game takes one and consumes it in order. */
export type Floats = () => number;

const DIGEST_BYTES = 32;
const TWO_POW_32 = 4294967296;

/** SHA-256 (FIPS 180-4) of `bytes`. */
export function sha256(bytes: Uint8Array): Uint8Array {
  return nobleSha256(bytes);
}

/** HMAC-SHA256 (RFC 2104) of `message` under `key`. */
export function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  return hmac(nobleSha256, key, message);
}

/** Lower-case hex of `bytes`. */
export function hex(bytes: Uint8Array): string {
  return bytesToHex(bytes);
}

/** Bytes of a hex string (either case). Throws a RangeError on odd length or a non-hex character. */
export function fromHex(text: string): Uint8Array {
  if (text.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(text)) throw new RangeError('Not a hex string.');
  return hexToBytes(text);
}

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

/** UTF-8 bytes of `text` (TextEncoder: a web standard present in browsers and Node alike). */
export function utf8Encode(text: string): Uint8Array<ArrayBuffer> {
  return encoder.encode(text);
}

/** Text of UTF-8 `bytes`; throws a TypeError on malformed UTF-8. */
export function utf8Decode(bytes: Uint8Array): string {
  return decoder.decode(bytes);
}

/** Hex SHA-256 of the server seed text: the commitment shown to the player before play. */
export function serverSeedHash(serverSeed: string): string {
  return hex(sha256(utf8Encode(serverSeed)));
}

/** True for the published server seed format: 64 hex characters. */
export function isServerSeed(text: string): boolean {
  return /^[0-9a-f]{64}$/.test(text);
}

function checkNonce(nonce: number): void {
  if (!Number.isSafeInteger(nonce) || nonce < 0) throw new RangeError('The nonce must be a non-negative safe integer.');
}

/**
 * Binds the server seed once and returns a factory of float streams, one per (client seed, nonce).
 * Identical to calling createFloats for each round, but the key's pad states are computed once:
 * use it when replaying many rounds under one server seed.
 */
export function createFloatSource(serverSeed: string): (clientSeed: string, nonce: number) => Floats {
  const keyed = hmac.create(nobleSha256, utf8Encode(serverSeed));
  // Scratch HMAC objects, shared by the streams of this source: they are only used inside one
  // synchronous refill, which copies its result out, so streams never see each other's state.
  // `_cloneInto` copies a state into an existing object, so a block allocates no hash objects.
  let work = keyed.clone();
  const block = new Uint8Array(DIGEST_BYTES);
  const words = new DataView(block.buffer);
  let lastClientSeed = '';
  let lastClientBytes = utf8Encode('');
  return (clientSeed, nonce) => {
    checkNonce(nonce);
    if (clientSeed !== lastClientSeed) {
      lastClientSeed = clientSeed;
      lastClientBytes = utf8Encode(clientSeed);
    }
    // The message `${clientSeed}:${nonce}:${cursor}`: the fixed prefix, then room for the cursor's digits.
    const nonceText = String(nonce);
    const message = new Uint8Array(lastClientBytes.length + nonceText.length + 2 + 16);
    message.set(lastClientBytes);
    let prefixLength = lastClientBytes.length;
    message[prefixLength++] = 0x3a;
    for (let i = 0; i < nonceText.length; i++) message[prefixLength++] = nonceText.charCodeAt(i);
    message[prefixLength++] = 0x3a;
    const floats = new Float64Array(8);
    let cursor = 0;
    let index = 8;
    const refill = (): void => {
      let length = prefixLength;
      if (cursor < 10) message[length++] = 0x30 + cursor;
      else {
        const digits = String(cursor);
        for (let i = 0; i < digits.length; i++) message[length++] = digits.charCodeAt(i);
      }
      work = keyed._cloneInto(work);
      work.update(message.subarray(0, length)).digestInto(block);
      for (let i = 0; i < 8; i++) floats[i] = words.getUint32(4 * i) / TWO_POW_32;
      cursor++;
      index = 0;
    };
    return () => {
      if (index === 8) refill();
      return floats[index++]!;
    };
  };
}

/**
 * The float stream of one round: HMAC-SHA256(key = UTF-8 of serverSeed, `${clientSeed}:${nonce}:${cursor}`),
 * 8 big-endian uint32 / 2^32 per cursor. The nonce must be a non-negative safe integer.
 */
export function createFloats(serverSeed: string, clientSeed: string, nonce: number): Floats {
  return createFloatSource(serverSeed)(clientSeed, nonce);
}

/** The raw HMAC of one cursor of a round, in hex (for a verification page that shows its working). */
export function roundHmacHex(serverSeed: string, clientSeed: string, nonce: number, cursor: number): string {
  checkNonce(nonce);
  checkNonce(cursor);
  return hex(hmacSha256(utf8Encode(serverSeed), utf8Encode(`${clientSeed}:${nonce}:${cursor}`)));
}

/**
 * floor(next() * n): an integer in [0, n) from one float. n must be a positive integer ≤ 2^32.
 * With 32-bit floats each value has probability floor(2^32/n)/2^32 or ceil(2^32/n)/2^32, i.e.
 * 1/n within 2^-32.
 */
export function intBelow(next: Floats, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > TWO_POW_32) throw new RangeError('n must be an integer in [1, 2^32].');
  return Math.floor(next() * n);
}

/** One item of a non-empty list, chosen with intBelow. */
export function pick<T>(next: Floats, items: readonly T[]): T {
  if (items.length === 0) throw new RangeError('Cannot pick from an empty list.');
  return items[intBelow(next, items.length)]!;
}

/**
 * Fisher–Yates shuffle into a new array: for i = n-1 down to 1, swap item i with item
 * intBelow(next, i + 1) — one float per swap, n-1 floats in all. The input is not modified.
 */
export function shuffle<T>(next: Floats, items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = intBelow(next, i + 1);
    const t = out[i]!;
    out[i] = out[j]!;
    out[j] = t;
  }
  return out;
}
