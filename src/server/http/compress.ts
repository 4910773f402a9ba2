import { gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

/** Answers smaller than this go out as they are: compressing them costs more than it saves. */
const THRESHOLD = 1024;
/** Catalogue pages repeat: the compressed form of recent answers is kept (bounded by count and size). */
const MEMO_ENTRIES = 256;
const MEMO_MAX_BODY = 64 * 1024;
const COMPRESSIBLE = /^(application\/json|text\/csv|text\/plain)/;

/**
 * The hottest calls always answer a few dozen bytes: they skip even the look at their answer,
 * which would cost more than the answer itself.
 */
const TINY_ANSWERS = new Set(['/wps/v2/wallets/balance', '/wps/relay/CSP_unreadCount', '/lgw/house/v1/round', '/lgw/house/v1/session']);
const isTiny = (path: string) => TINY_ANSWERS.has(path) || path.startsWith('/lgw/provider/');

const memo = new Map<string, Uint8Array<ArrayBuffer>>();

function gzipOnce(text: string): Uint8Array<ArrayBuffer> {
  const known = memo.get(text);
  if (known) return known;
  const packed = gzipSync(text, { level: 5, memLevel: 7 });
  if (text.length <= MEMO_MAX_BODY) {
    if (memo.size >= MEMO_ENTRIES) memo.delete(memo.keys().next().value as string);
    memo.set(text, packed);
  }
  return packed;
}

/**
 * Gzips the API's answers in one call on the request's own thread. API answers are a few
 * kilobytes, so a one-shot compression is cheaper than a compression stream and leaves no zlib
 * state behind per connection; an answer identical to a recent one (the same catalogue page)
 * reuses its compressed bytes. Static files are precompressed with brotli at build time;
 * server-sent events are never buffered.
 */
export const compressAnswers: MiddlewareHandler = async (c, next) => {
  if (isTiny(c.req.path)) return next();
  await next();
  const res = c.res;
  const type = res.headers.get('content-type') ?? '';
  if (!res.body || res.headers.has('content-encoding') || !COMPRESSIBLE.test(type)) return;
  res.headers.append('Vary', 'Accept-Encoding');
  if (!/\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) return;
  const text = await res.text();
  const headers = new Headers(res.headers);
  headers.delete('Content-Length');
  if (Buffer.byteLength(text) < THRESHOLD) {
    c.res = new Response(text, { status: res.status, headers });
    return;
  }
  const packed = gzipOnce(text);
  headers.set('Content-Encoding', 'gzip');
  headers.set('Content-Length', String(packed.byteLength));
  c.res = new Response(packed, { status: res.status, headers });
};
