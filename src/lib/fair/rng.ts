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
 * SHA-256 (FIPS 180-4) and HMAC (RFC 2104) are implemented here in plain synchronous TypeScript:
 * the game maths is synchronous and has to run unchanged in a browser (the player's own check)
 * and on the server, so neither node:crypto nor the asynchronous WebCrypto can be used. The float
 * generator keeps its buffers and the key's HMAC pad states, so drawing a block costs two
 * compression calls and allocates nothing.
 */

/** A source of floats in [0, 1): every game takes one and consumes it in order. */
export type Floats = () => number;

const K = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);

const INITIAL_STATE = new Int32Array([
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
]);

const BLOCK_BYTES = 64;
const DIGEST_BYTES = 32;
const TWO_POW_32 = 4294967296;

/**
 * One SHA-256 compression: `w[0..15]` holds the block as big-endian words (w must have room for 64
 * words, it is used as the message schedule); `h` (8 words) is updated in place.
 */
function compress(h: Int32Array, w: Int32Array): void {
  for (let t = 16; t < 64; t++) {
    const w15 = w[t - 15]!;
    const w2 = w[t - 2]!;
    const s0 = ((w15 >>> 7) | (w15 << 25)) ^ ((w15 >>> 18) | (w15 << 14)) ^ (w15 >>> 3);
    const s1 = ((w2 >>> 17) | (w2 << 15)) ^ ((w2 >>> 19) | (w2 << 13)) ^ (w2 >>> 10);
    w[t] = (w[t - 16]! + s0 + w[t - 7]! + s1) | 0;
  }
  let a = h[0]!;
  let b = h[1]!;
  let c = h[2]!;
  let d = h[3]!;
  let e = h[4]!;
  let f = h[5]!;
  let g = h[6]!;
  let hh = h[7]!;
  for (let t = 0; t < 64; t++) {
    const s1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const ch = (e & f) ^ (~e & g);
    const t1 = (hh + s1 + ch + K[t]! + w[t]!) | 0;
    const s0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const maj = (a & b) ^ (a & c) ^ (b & c);
    const t2 = (s0 + maj) | 0;
    hh = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  h[0] = (h[0]! + a) | 0;
  h[1] = (h[1]! + b) | 0;
  h[2] = (h[2]! + c) | 0;
  h[3] = (h[3]! + d) | 0;
  h[4] = (h[4]! + e) | 0;
  h[5] = (h[5]! + f) | 0;
  h[6] = (h[6]! + g) | 0;
  h[7] = (h[7]! + hh) | 0;
}

/** Loads 64 bytes of `bytes` from `offset` as 16 big-endian words into `w`. */
function loadBlock(w: Int32Array, bytes: Uint8Array, offset: number): void {
  for (let i = 0; i < 16; i++) {
    const o = offset + 4 * i;
    w[i] = (bytes[o]! << 24) | (bytes[o + 1]! << 16) | (bytes[o + 2]! << 8) | bytes[o + 3]!;
  }
}

/**
 * Continues a hash whose state `h` has already absorbed `prefixBytes` bytes (a multiple of 64),
 * absorbing `message[0..length)` and the final padding. `tail` is a scratch buffer of 128 bytes.
 */
function finish(h: Int32Array, w: Int32Array, tail: Uint8Array, prefixBytes: number, message: Uint8Array, length: number): void {
  let offset = 0;
  for (; offset + BLOCK_BYTES <= length; offset += BLOCK_BYTES) {
    loadBlock(w, message, offset);
    compress(h, w);
  }
  const rest = length - offset;
  const tailBytes = rest < 56 ? BLOCK_BYTES : 2 * BLOCK_BYTES;
  tail.fill(0, 0, tailBytes);
  for (let i = 0; i < rest; i++) tail[i] = message[offset + i]!;
  tail[rest] = 0x80;
  const bits = (prefixBytes + length) * 8;
  const high = Math.floor(bits / TWO_POW_32);
  const low = bits >>> 0;
  tail[tailBytes - 8] = high >>> 24;
  tail[tailBytes - 7] = (high >>> 16) & 0xff;
  tail[tailBytes - 6] = (high >>> 8) & 0xff;
  tail[tailBytes - 5] = high & 0xff;
  tail[tailBytes - 4] = low >>> 24;
  tail[tailBytes - 3] = (low >>> 16) & 0xff;
  tail[tailBytes - 2] = (low >>> 8) & 0xff;
  tail[tailBytes - 1] = low & 0xff;
  for (let o = 0; o < tailBytes; o += BLOCK_BYTES) {
    loadBlock(w, tail, o);
    compress(h, w);
  }
}

function stateToBytes(h: Int32Array): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(DIGEST_BYTES);
  for (let i = 0; i < 8; i++) {
    const v = h[i]!;
    out[4 * i] = v >>> 24;
    out[4 * i + 1] = (v >>> 16) & 0xff;
    out[4 * i + 2] = (v >>> 8) & 0xff;
    out[4 * i + 3] = v & 0xff;
  }
  return out;
}

/** SHA-256 (FIPS 180-4) of `bytes`. */
export function sha256(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const h = INITIAL_STATE.slice();
  finish(h, new Int32Array(64), new Uint8Array(2 * BLOCK_BYTES), 0, bytes, bytes.length);
  return stateToBytes(h);
}

/** The SHA-256 states after absorbing the key XOR ipad and the key XOR opad blocks (RFC 2104). */
interface HmacPads {
  inner: Int32Array;
  outer: Int32Array;
}

function hmacPads(key: Uint8Array): HmacPads {
  const k = key.length > BLOCK_BYTES ? sha256(key) : key;
  const block = new Uint8Array(BLOCK_BYTES);
  const w = new Int32Array(64);
  const pad = (byte: number): Int32Array => {
    for (let i = 0; i < BLOCK_BYTES; i++) block[i] = (k[i] ?? 0) ^ byte;
    const h = INITIAL_STATE.slice();
    loadBlock(w, block, 0);
    compress(h, w);
    return h;
  };
  return { inner: pad(0x36), outer: pad(0x5c) };
}

/** HMAC-SHA256 (RFC 2104) of `message` under `key`. */
export function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array<ArrayBuffer> {
  const pads = hmacPads(key);
  const w = new Int32Array(64);
  const tail = new Uint8Array(2 * BLOCK_BYTES);
  const h = pads.inner.slice();
  finish(h, w, tail, BLOCK_BYTES, message, message.length);
  const innerDigest = stateToBytes(h);
  const o = pads.outer.slice();
  finish(o, w, tail, BLOCK_BYTES, innerDigest, DIGEST_BYTES);
  return stateToBytes(o);
}

const HEX_DIGITS = '0123456789abcdef';

/** Lower-case hex of `bytes`. */
export function hex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += HEX_DIGITS[b >>> 4]! + HEX_DIGITS[b & 15]!;
  return out;
}

/** Bytes of a hex string (either case). Throws a RangeError on odd length or a non-hex character. */
export function fromHex(text: string): Uint8Array<ArrayBuffer> {
  if (text.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(text)) throw new RangeError('Not a hex string.');
  const out = new Uint8Array(text.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(text.slice(2 * i, 2 * i + 2), 16);
  return out;
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
  const pads = hmacPads(utf8Encode(serverSeed));
  // Scratch buffers, shared by the streams of this source: they are only used inside one
  // synchronous refill, which copies its result out, so streams never see each other's state.
  const w = new Int32Array(64);
  const tail = new Uint8Array(2 * BLOCK_BYTES);
  const h = new Int32Array(8);
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
      h.set(pads.inner);
      finish(h, w, tail, BLOCK_BYTES, message, length);
      // Outer hash: one block of the 32-byte inner digest, 0x80, zeros and the 768-bit length.
      for (let i = 0; i < 8; i++) w[i] = h[i]!;
      w[8] = 0x80000000 | 0;
      w.fill(0, 9, 15);
      w[15] = (BLOCK_BYTES + DIGEST_BYTES) * 8;
      h.set(pads.outer);
      compress(h, w);
      for (let i = 0; i < 8; i++) floats[i] = (h[i]! >>> 0) / TWO_POW_32;
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
