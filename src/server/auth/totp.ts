/**
 * Time-based one-time passwords ("Google verification"): TOTP per RFC 6238 over HOTP (RFC 4226,
 * HMAC-SHA1) and base32 per RFC 4648, the encoding authenticator apps use for secrets.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const SECRET_BYTES = 20;
const CODE = /^[0-9]{6}$/;
/** A base32 text whose length mod 8 is one of these cannot come from whole bytes. */
const IMPOSSIBLE_REMAINDERS = new Set([1, 3, 6]);

/** RFC 4648 base32, upper case, without '=' padding. */
export function base32Encode(bytes: Uint8Array): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = ((buffer << 8) | byte) & 0xfff;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += ALPHABET.charAt((buffer >> bits) & 31);
    }
  }
  if (bits > 0) out += ALPHABET.charAt((buffer << (5 - bits)) & 31);
  return out;
}

/**
 * RFC 4648 base32 decoding: case-insensitive, ignores spaces anywhere and trailing '=' padding.
 * Throws on any other character and on lengths no byte string encodes to (a truncated secret).
 */
export function base32Decode(text: string): Uint8Array {
  const clean = text.replace(/ /g, '').replace(/=+$/, '').toUpperCase();
  if (IMPOSSIBLE_REMAINDERS.has(clean.length % 8)) throw new RangeError('Invalid base32 length.');
  const out = new Uint8Array(Math.floor((clean.length * 5) / 8));
  let buffer = 0;
  let bits = 0;
  let index = 0;
  for (const char of clean) {
    const value = ALPHABET.indexOf(char);
    if (value < 0) throw new RangeError('Invalid base32 character.');
    buffer = ((buffer << 5) | value) & 0xfff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      out[index++] = (buffer >> bits) & 0xff;
    }
  }
  return out;
}

/** A new TOTP secret: 20 random bytes (160 bits, RFC 4226's recommendation) in base32. */
export function generateTotpSecret(): string {
  return base32Encode(randomBytes(SECRET_BYTES));
}

function assertInteger(name: string, value: number, min: number, max: number): void {
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new RangeError(`${name} must be an integer from ${min} to ${max}.`);
  }
}

function secretKey(secretBase32: string): Uint8Array {
  const key = base32Decode(secretBase32);
  if (key.length === 0) throw new RangeError('The TOTP secret is empty.');
  return key;
}

/** The RFC 6238 time-step counter T = floor(time / step). */
function counterAt(timeMs: number, step: number): number {
  if (!Number.isFinite(timeMs) || timeMs < 0) throw new RangeError('timeMs must be a non-negative finite number.');
  assertInteger('step', step, 1, 86_400);
  return Math.floor(timeMs / 1000 / step);
}

/** HOTP (RFC 4226): HMAC-SHA1 over the 8-byte big-endian counter, dynamic truncation, zero-padded. */
function hotp(key: Uint8Array, counter: number, digits: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac.readUInt8(mac.length - 1) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The TOTP code (RFC 6238, HMAC-SHA1) for `timeMs`; `digits` may be 6 to 8. */
export function totp(secretBase32: string, timeMs: number, step = 30, digits = 6): string {
  assertInteger('digits', digits, 6, 8);
  return hotp(secretKey(secretBase32), counterAt(timeMs, step), digits);
}

/**
 * Checks a 6-digit code against the steps `window` either side of `timeMs` (30-second steps).
 * Returns the matched time-step counter, so the caller can refuse a step already used, or null.
 * Every candidate is computed and compared in constant time, match or not.
 */
export function verifyTotp(secretBase32: string, code: string, timeMs = Date.now(), window = 1): number | null {
  if (!CODE.test(code)) return null;
  assertInteger('window', window, 0, 10);
  const key = secretKey(secretBase32);
  const current = counterAt(timeMs, 30);
  const given = Buffer.from(code, 'ascii');
  let matched: number | null = null;
  for (let counter = current - window; counter <= current + window; counter++) {
    if (counter < 0) continue;
    const equal = timingSafeEqual(Buffer.from(hotp(key, counter, 6), 'ascii'), given);
    if (equal && matched === null) matched = counter;
  }
  return matched;
}

/**
 * The otpauth:// URI authenticator apps scan (Key Uri Format): label `Issuer:account`, both parts
 * percent-encoded, SHA1 / 6 digits / 30 s. The secret is normalised (no spaces or padding).
 */
export function otpauthUri(secretBase32: string, account: string, issuer = 'Meridian'): string {
  const secret = base32Encode(secretKey(secretBase32));
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = `secret=${secret}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=6&period=30`;
  return `otpauth://totp/${label}?${query}`;
}
