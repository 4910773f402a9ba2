/**
 * Time-based one-time passwords ("Google verification"): TOTP per RFC 6238 over HOTP (RFC 4226,
 * HMAC-SHA1) and base32 per RFC 4648, the encoding authenticator apps use for secrets. The HOTP
 * arithmetic, base32 and secret generation come from the `otpauth` library; this module keeps the
 * project's contract around it: strict input checks with RangeError, a verifier that returns the
 * matched time step (so a used step can be refused) and compares every candidate in constant time.
 */
import { timingSafeEqual } from 'node:crypto';
import { HOTP, Secret } from 'otpauth';

const SECRET_BYTES = 20;
const CODE = /^[0-9]{6}$/;
const BASE32 = /^[A-Z2-7]*$/;
/** A base32 text whose length mod 8 is one of these cannot come from whole bytes. */
const IMPOSSIBLE_REMAINDERS = new Set([1, 3, 6]);

/** RFC 4648 base32, upper case, without '=' padding. */
export function base32Encode(bytes: Uint8Array): string {
  return new Secret({ buffer: bytes.slice().buffer }).base32;
}

/**
 * RFC 4648 base32 decoding: case-insensitive, ignores spaces anywhere and trailing '=' padding.
 * Throws on any other character and on lengths no byte string encodes to (a truncated secret).
 */
export function base32Decode(text: string): Uint8Array {
  const clean = text.replace(/ /g, '').replace(/=+$/, '').toUpperCase();
  if (IMPOSSIBLE_REMAINDERS.has(clean.length % 8)) throw new RangeError('Invalid base32 length.');
  if (!BASE32.test(clean)) throw new RangeError('Invalid base32 character.');
  return Secret.fromBase32(clean).bytes;
}

/** A new TOTP secret: 20 random bytes (160 bits, RFC 4226's recommendation) in base32. */
export function generateTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

function assertInteger(name: string, value: number, min: number, max: number): void {
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new RangeError(`${name} must be an integer from ${min} to ${max}.`);
  }
}

function secretOf(secretBase32: string): Secret {
  const key = base32Decode(secretBase32);
  if (key.length === 0) throw new RangeError('The TOTP secret is empty.');
  return new Secret({ buffer: key.slice().buffer });
}

/** The RFC 6238 time-step counter T = floor(time / step). */
function counterAt(timeMs: number, step: number): number {
  if (!Number.isFinite(timeMs) || timeMs < 0) throw new RangeError('timeMs must be a non-negative finite number.');
  assertInteger('step', step, 1, 86_400);
  return Math.floor(timeMs / 1000 / step);
}

/** HOTP (RFC 4226, HMAC-SHA1, dynamic truncation, zero-padded) of one counter. */
function hotp(secret: Secret, counter: number, digits: number): string {
  return HOTP.generate({ secret, algorithm: 'SHA1', digits, counter });
}

/** The TOTP code (RFC 6238, HMAC-SHA1) for `timeMs`; `digits` may be 6 to 8. */
export function totp(secretBase32: string, timeMs: number, step = 30, digits = 6): string {
  assertInteger('digits', digits, 6, 8);
  return hotp(secretOf(secretBase32), counterAt(timeMs, step), digits);
}

/**
 * Checks a 6-digit code against the steps `window` either side of `timeMs` (30-second steps).
 * Returns the matched time-step counter, so the caller can refuse a step already used, or null.
 * Every candidate is computed and compared in constant time, match or not (the library's own
 * validate stops at the first match and returns only an offset, so it is not used here).
 */
export function verifyTotp(secretBase32: string, code: string, timeMs = Date.now(), window = 1): number | null {
  if (!CODE.test(code)) return null;
  assertInteger('window', window, 0, 10);
  const secret = secretOf(secretBase32);
  const current = counterAt(timeMs, 30);
  const given = Buffer.from(code, 'ascii');
  let matched: number | null = null;
  for (let counter = current - window; counter <= current + window; counter++) {
    if (counter < 0) continue;
    const equal = timingSafeEqual(Buffer.from(hotp(secret, counter, 6), 'ascii'), given);
    if (equal && matched === null) matched = counter;
  }
  return matched;
}

/**
 * The otpauth:// URI authenticator apps scan (Key Uri Format): label `Issuer:account`, both parts
 * percent-encoded, SHA1 / 6 digits / 30 s. The secret is normalised (no spaces or padding). Written
 * here rather than with the library's TOTP#toString so the parameter order stays as published.
 */
export function otpauthUri(secretBase32: string, account: string, issuer = 'Meridian'): string {
  const secret = secretOf(secretBase32).base32;
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = `secret=${secret}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=6&period=30`;
  return `otpauth://totp/${label}?${query}`;
}
