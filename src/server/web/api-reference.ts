/**
 * /docs/api: the API reference, rendered in the browser by Scalar's standalone viewer from
 * /wps/openapi.json. Everything is served from this site (the viewer's script is read from the
 * installed package, compressed once); the page's policy lets it reach nothing else.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

export const API_REFERENCE_PATH = '/docs/api';
const VIEWER = `${API_REFERENCE_PATH}/viewer.js`;
const START = `${API_REFERENCE_PATH}/start.js`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>API reference · Meridian</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
</head>
<body>
<div id="app"></div>
<script src="${VIEWER}"></script>
<script src="${START}"></script>
</body>
</html>
`;

// No fonts, proxy or registry from outside, and none of the viewer's hosted extras (its AI helper,
// MCP generator and deploy toolbar reach the viewer maker's services): the document is this
// site's own, read from its origin.
const START_SCRIPT = `Scalar.createApiReference('#app', {
  url: '/wps/openapi.json',
  withDefaultFonts: false,
  telemetry: false,
  showDeveloperTools: 'never',
  agent: { disabled: true },
  mcp: { disabled: true },
  metaData: { title: 'API reference · Meridian' },
});
`;

const POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  // The viewer sets styles from script.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

interface Asset {
  type: string;
  plain: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

const assets = new Map<string, Asset>();

function asset(path: string): Asset | undefined {
  const hit = assets.get(path);
  if (hit) return hit;
  let made: Asset | undefined;
  if (path === API_REFERENCE_PATH || path === `${API_REFERENCE_PATH}/`) made = { type: 'text/html; charset=utf-8', plain: Buffer.from(PAGE) };
  else if (path === START) made = { type: 'text/javascript; charset=utf-8', plain: Buffer.from(START_SCRIPT) };
  else if (path === VIEWER) {
    // The package exports no path to its browser build: it sits beside the main entry (dist/).
    const main = createRequire(import.meta.url).resolve('@scalar/api-reference');
    made = { type: 'text/javascript; charset=utf-8', plain: readFileSync(join(dirname(main), 'browser', 'standalone.js')) };
  }
  if (!made) return undefined;
  // Compressed once per process (the viewer is 4 MB of script; brotli quality 5 takes well under a second).
  made.br = brotliCompressSync(made.plain, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: made.plain.length } });
  made.gzip = gzipSync(made.plain, { level: 6 });
  assets.set(path, made);
  return made;
}

/** Answers the reference page and its two scripts; false for any other path. */
export function serveApiReference(req: IncomingMessage, res: ServerResponse, path: string): boolean {
  if (!path.startsWith(API_REFERENCE_PATH) || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
  const a = asset(path);
  if (!a) return false;
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const [body, encoding] = a.br && /\bbr\b/.test(accepts) ? [a.br, 'br'] : a.gzip && /\bgzip\b/.test(accepts) ? [a.gzip, 'gzip'] : [a.plain, undefined];
  res.setHeader('Content-Type', a.type);
  res.setHeader('Content-Security-Policy', POLICY);
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.setHeader('Vary', 'Accept-Encoding');
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.writeHead(200);
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}
