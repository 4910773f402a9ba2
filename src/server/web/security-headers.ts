import type { ServerResponse } from 'node:http';

/**
 * Headers on every response. A page's Content-Security-Policy (with the hashes of its inline
 * scripts) comes from Astro: as a header on pages rendered on demand, and from dist/_headers.json
 * for prerendered ones; API answers get a policy that allows nothing.
 */
export function setSecurityHeaders(res: ServerResponse, opts: { tls: boolean; api: boolean }): void {
  if (opts.api) res.setHeader('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('X-Frame-Options', 'SAMEORIGIN');
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
  if (opts.tls) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
}
