import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { constants as zlib } from 'node:zlib';
import compression from 'compression';
import sirv from 'sirv';
import type { AppContext } from '#server/context.ts';
import { createApi, isApiPath } from '#server/http/app.ts';
import { resolveGate } from '#server/system/index.ts';
import { serveApiReference } from './api-reference.ts';
import { createHttpServer } from './http-server.ts';
import { refuseUnknownHost } from './invalid-host.ts';
import { createPageServices } from './page-services.ts';
import { prerenderedPages } from './public-origin.ts';
import { isTls, visitorLocation } from './request-facts.ts';
import { setSecurityHeaders } from './security-headers.ts';

type AstroHandler = (req: IncomingMessage, res: ServerResponse, next: () => void, locals: object) => Promise<void>;

const DIST = new URL('../../../dist/', import.meta.url);
const IMMUTABLE = 'public, max-age=31536000, immutable';
const STATUS_PAGE = 'system-status';

/** The Content-Security-Policy of each prerendered page, written by the build (see astro.config.mjs). */
function readStaticPolicies(): Map<string, string> {
  const file = new URL('_headers.json', DIST);
  if (!existsSync(file)) return new Map();
  const entries = JSON.parse(readFileSync(file, 'utf8')) as { pathname: string; headers: { key: string; value: string }[] }[];
  return new Map(
    entries.flatMap((e) => e.headers.filter((h) => h.key.toLowerCase() === 'content-security-policy').map((h) => [e.pathname, h.value] as const)),
  );
}

function isPageRequest(req: IncomingMessage, path: string): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && (!/\.[a-z0-9]+$/i.test(path) || path.endsWith('.html'));
}

const isBackofficePage = (path: string): boolean => path === '/backoffice' || path.startsWith('/backoffice/');

/** The language prefix of a page path ('' for the default language, '/en' …). */
function localePrefix(path: string): string {
  return /^\/([a-z]{2})(?:\/|$)/.exec(path)?.[0]?.replace(/\/$/, '') ?? '';
}

/**
 * One Node process serves the API, the built static assets (precompressed, hashed ones cached
 * for a year) and the on-demand pages. While the site is in maintenance or the visitor's region
 * is restricted, every page request renders the status page instead.
 */
export async function startWebServer(app: AppContext): Promise<Server> {
  const entry = new URL('server/entry.mjs', DIST);
  if (!existsSync(entry)) throw new Error('No build found in dist/: run `npm run build` first (npm start does it for you).');
  const { handler } = (await import(entry.href)) as { handler: AstroHandler };
  const api = getRequestListener(createApi(app).fetch);
  const services = createPageServices(app);
  // Pages are tens of kilobytes at most: a 256 KB brotli window (not 4 MB) and a smaller gzip
  // state keep many concurrent streams from costing hundreds of megabytes.
  const compress = compression({ threshold: 1024, memLevel: 7, brotli: { params: { [zlib.BROTLI_PARAM_LGWIN]: 18 } } });
  const staticPolicies = readStaticPolicies();
  const setHeaders = (res: ServerResponse, pathname: string) => {
    res.setHeader('Cache-Control', pathname.startsWith('/_astro/') ? IMMUTABLE : 'public, max-age=0, must-revalidate');
    const policy = staticPolicies.get(pathname.replace(/\.html$/, ''));
    if (policy) res.setHeader('Content-Security-Policy', policy);
  };
  const statics = sirv(new URL('client/', DIST).pathname, { brotli: true, gzip: true, etag: true, setHeaders });
  // Prerendered pages get the running site's origin in their canonical and hreflang links.
  const prerendered = prerenderedPages({ dir: new URL('client/', DIST), config: app.config, setHeaders, compress: (req, res, next) => compress(req as never, res as never, next) });

  const fail = (res: ServerResponse) => (err: unknown) => {
    app.log.error({ err }, 'page failed');
    if (!res.headersSent) res.writeHead(500).end();
  };
  // The catch-all page answers every path no other page claims, so `next` is only a safety net.
  const render = (req: IncomingMessage, res: ServerResponse, locals: object) => (): void => {
    compress(req as never, res as never, () => {
      handler(req, res, () => res.writeHead(404).end(), locals).catch(fail(res));
    });
  };

  const serve = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const isApi = isApiPath(path);
    setSecurityHeaders(res, { tls: isTls(req, app.config), api: isApi });
    if (serveApiReference(req, res, path)) return;
    if (isApi) {
      // The API compresses its own answers (src/server/http/compress.ts).
      void api(req, res);
      return;
    }
    // Spec §8 domain check: a page on a host the domain list does not name gets the invalid-URL page.
    if (isPageRequest(req, path) && !isBackofficePage(path) && (await refuseUnknownHost(app, req, res))) return;
    // The back office stays open in maintenance and to restricted regions: staff turn them off there.
    const gate = isPageRequest(req, path) && !isBackofficePage(path) ? await resolveGate(app.db, visitorLocation(req, app.config)) : null;
    const page = render(req, res, { services, gate });
    if (gate && gate.status !== 0) {
      req.url = `${localePrefix(path)}/${STATUS_PAGE}`;
      page();
      return;
    }
    // A file removed under a running server (a rebuild of dist/) ends that answer, not the process.
    res.once('pipe', (file: NodeJS.ReadableStream) => {
      file.once('error', (err) => {
        app.log.warn({ err, path }, 'static file vanished');
        res.destroy();
      });
    });
    prerendered(req, res, () => statics(req, res, page));
  };
  const server = createHttpServer((req, res) => {
    serve(req, res).catch(fail(res));
  });
  await new Promise<void>((resolve) => server.listen(app.config.port, app.config.host, resolve));
  return server;
}
