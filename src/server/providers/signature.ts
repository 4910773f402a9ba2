import { createHmac, timingSafeEqual } from 'node:crypto';
import { InvalidSignature, StaleRequest } from './errors.ts';

/** How far a callback's timestamp may be from the server's clock. */
export const SIGNATURE_WINDOW_MS = 5 * 60_000;

/** hex(HMAC-SHA256(secret, `${timestamp}.${body}`)) — what a vendor puts in X-Meridian-Signature. */
export function sign(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** Refuses a missing or wrong signature and a timestamp outside the window. */
export function verifySignature(secret: string, timestamp: string | undefined, signature: string | undefined, body: string, now = Date.now()): void {
  if (!secret || !timestamp || !signature || !/^[0-9a-f]{64}$/i.test(signature)) throw new InvalidSignature('The request is not signed.');
  const ts = Number(timestamp);
  if (!/^\d{10,16}$/.test(timestamp) || Math.abs(now - ts) > SIGNATURE_WINDOW_MS) throw new StaleRequest('The request timestamp is outside the allowed window.');
  const expected = Buffer.from(sign(secret, timestamp, body), 'hex');
  const given = Buffer.from(signature.toLowerCase(), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new InvalidSignature('The signature does not match.');
}
