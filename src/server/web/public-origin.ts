/**
 * The site's public origin for absolute links (canonical, hreflang): PUBLIC_URL when configured,
 * else the origin the visitor asked for (behind a trusted proxy, its X-Forwarded-Proto/-Host).
 * Read at run time, never baked in by the build: prerendered pages carry the build's origin in
 * their head links, and `withPublicOrigin` puts the running site's origin in its place as the
 * page is served.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { Config } from '#server/config.ts';

/** Something with request headers: a Fetch `Headers` or Node's header record. */
type HeaderSource = Headers | IncomingMessage['headers'];

function headerOf(h: HeaderSource, name: string): string | undefined {
  if (h instanceof Headers) return h.get(name) ?? undefined;
  const v = h[name];
  return (Array.isArray(v) ? v[0] : v)?.split(',')[0]?.trim();
}

/** A host as a browser sends it (name or address, optional port): anything else is not echoed into a page. */
const HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The origin absolute links use: PUBLIC_URL's origin, else the request's own (scheme per TLS or,
 * behind a trusted proxy, X-Forwarded-Proto; host per Host or X-Forwarded-Host). A host that is
 * not a plain host name falls back to the address the server was reached at.
 */
export function publicOrigin(config: Pick<Config, 'publicUrl' | 'trustProxy'>, request: { headers: HeaderSource; tls: boolean; fallbackHost: string }): string {
  if (config.publicUrl) return new URL(config.publicUrl).origin;
  const forwardedProto = config.trustProxy ? headerOf(request.headers, 'x-forwarded-proto') : undefined;
  const scheme = forwardedProto === 'https' || (forwardedProto === undefined && request.tls) ? 'https' : 'http';
  const forwardedHost = config.trustProxy ? headerOf(request.headers, 'x-forwarded-host') : undefined;
  const host = [forwardedHost, headerOf(request.headers, 'host'), request.fallbackHost].find((h) => h !== undefined && HOST.test(h)) ?? 'localhost';
  return `${scheme}://${host.toLowerCase()}`;
}

/** The public origin of a Node request. */
export function originOfRequest(config: Pick<Config, 'publicUrl' | 'trustProxy'>, req: IncomingMessage): string {
  const address = req.socket.localAddress ?? '127.0.0.1';
  const port = req.socket.localPort;
  const fallbackHost = `${address.includes(':') ? `[${address}]` : address}${port ? `:${port}` : ''}`;
  return publicOrigin(config, { headers: req.headers, tls: (req.socket as TLSSocket).encrypted === true, fallbackHost });
}

const HEAD_LINK = /(<link\b[^>]*\brel="(?:canonical|alternate)"[^>]*\bhref=")https?:\/\/[^/"]+/g;

/** A page with the origin of its canonical and hreflang links (in its head) replaced by `origin`. */
export function withPublicOrigin(html: string, origin: string): string {
  const end = html.indexOf('</head>');
  if (end < 0) return html;
  return html.slice(0, end).replace(HEAD_LINK, (_, start: string) => `${start}${origin}`) + html.slice(end);
}

type Next = () => void;

/**
 * Serves the prerendered pages (dist/client/**.html) with the running site's origin in their head
 * links; every other request goes on to `next`. `setHeaders` adds what the static files get
 * (caching, the page's Content-Security-Policy); `compress` compresses the answer.
 */
export function prerenderedPages(o: {
  dir: URL;
  config: Pick<Config, 'publicUrl' | 'trustProxy'>;
  setHeaders: (res: ServerResponse, pathname: string) => void;
  compress: (req: IncomingMessage, res: ServerResponse, next: Next) => void;
}): (req: IncomingMessage, res: ServerResponse, next: Next) => void {
  const pages = new Map<string, string | null>();
  const pageAt = (pathname: string): string | null => {
    let html = pages.get(pathname);
    if (html === undefined) {
      const name = pathname === '/' ? 'index.html' : pathname.endsWith('.html') ? pathname.slice(1) : `${pathname.slice(1)}.html`;
      const file = new URL(name, o.dir);
      html = name.includes('..') || !file.pathname.startsWith(o.dir.pathname) || !existsSync(file) ? null : readFileSync(file, 'utf8');
      if (pages.size < 5_000) pages.set(pathname, html);
    }
    return html;
  };
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let pathname: string;
    try {
      pathname = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/');
    } catch {
      return next();
    }
    if (/\.(?!html$)[a-z0-9]+$/i.test(pathname) || pathname.includes('\0')) return next();
    const html = pageAt(pathname);
    if (html === null) return next();
    const body = withPublicOrigin(html, originOfRequest(o.config, req));
    o.setHeaders(res, pathname === '/' ? '/index.html' : pathname);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Vary', 'Accept-Encoding, Host');
    o.compress(req, res, () => {
      res.statusCode = 200;
      res.end(req.method === 'HEAD' ? undefined : body);
    });
  };
}
