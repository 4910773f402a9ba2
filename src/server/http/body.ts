import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { AppError } from '#server/errors.ts';

export class PayloadTooLarge extends AppError {
  readonly code = 'PAYLOAD_TOO_LARGE' as const;
}

/** Bodies of the JSON API (uploads have a limit of their own on their route). */
export const MAX_BODY_BYTES = 1024 * 1024;

const texts = new WeakMap<object, Promise<string>>();

function readIncoming(incoming: IncomingMessage, max: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    incoming.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) {
        incoming.removeAllListeners('data');
        incoming.resume();
        reject(new PayloadTooLarge('The request body is larger than 1 MB.'));
      } else chunks.push(chunk);
    });
    incoming.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    incoming.once('error', reject);
  });
}

/**
 * The request body as text, at most `max` bytes, read once per request. Served by Node it is read
 * straight from the socket's request (building the web Request and its stream for this costs more
 * than a wallet callback's own work); otherwise (tests, chunked bodies) through the web Request.
 */
export function bodyText(c: Context, max = MAX_BODY_BYTES): Promise<string> {
  let text = texts.get(c.req);
  if (!text) {
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    // A body without a declared length was already handed to the web Request by the limit check.
    const direct = incoming && !incoming.readableEnded && c.req.header('content-length') !== undefined;
    text = direct ? readIncoming(incoming, max) : c.req.text().then((t) => (Buffer.byteLength(t) > max ? Promise.reject(new PayloadTooLarge('The request body is larger than 1 MB.')) : t));
    texts.set(c.req, text);
  }
  return text;
}
