import { createHmac, timingSafeEqual } from 'node:crypto';
import { InvalidSignature, StaleRequest } from './errors.ts';

/** How far a callback's timestamp may be from the server's clock. */
export const SIGNATURE_WINDOW_MS = 5 * 60_000;

/** hex(HMAC-SHA256(secret, `${timestamp}.${body}`)) — what a vendor puts in X-Meridian-Signature. */
export function sign(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/**
 * Refuses a missing or wrong signature and a timestamp outside the window. A vendor may have
 * several valid secrets at once (the previous one during a rotation's grace period): a signature
 * with any of them is accepted.
 */
export function verifySignature(secrets: string | readonly string[], timestamp: string | undefined, signature: string | undefined, body: string, now = Date.now()): void {
  const valid = (typeof secrets === 'string' ? [secrets] : secrets).filter((s) => s !== '');
  if (valid.length === 0 || !timestamp || !signature || !/^[0-9a-f]{64}$/i.test(signature)) throw new InvalidSignature('The request is not signed.');
  const ts = Number(timestamp);
  if (!/^\d{10,16}$/.test(timestamp) || Math.abs(now - ts) > SIGNATURE_WINDOW_MS) throw new StaleRequest('The request timestamp is outside the allowed window.');
  const given = Buffer.from(signature.toLowerCase(), 'hex');
  // Every secret is compared (no early exit), each in constant time.
  let matched = false;
  for (const secret of valid) {
    const expected = Buffer.from(sign(secret, timestamp, body), 'hex');
    if (expected.length === given.length && timingSafeEqual(expected, given)) matched = true;
  }
  if (!matched) throw new InvalidSignature('The signature does not match.');
}
