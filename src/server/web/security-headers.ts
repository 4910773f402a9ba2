import type { ServerResponse } from 'node:http';

/**
 * Headers on every response. Pages also carry Astro's <meta> CSP with the hashes of their inline
 * scripts; this header adds what a meta tag cannot say (frame-ancestors) and locks down the rest.
 */
export function setSecurityHeaders(res: ServerResponse, opts: { tls: boolean; api: boolean }): void {
  res.setHeader(
    'Content-Security-Policy',
    opts.api
      ? "default-src 'none'; frame-ancestors 'none'"
      : "frame-ancestors 'self'; base-uri 'self'; object-src 'none'; form-action 'self'",
  );
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('X-Frame-Options', 'SAMEORIGIN');
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
  if (opts.tls) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
}
