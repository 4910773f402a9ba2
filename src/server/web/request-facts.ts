import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { Config } from '#server/config.ts';
import { locationFromParts } from '#server/http/location.ts';
import type { VisitorLocation } from '#server/system/index.ts';

function header(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/** Whether the visitor reached us over TLS (directly, or per X-Forwarded-Proto behind a trusted proxy). */
export function isTls(req: IncomingMessage, config: Config): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  return config.trustProxy && header(req, 'x-forwarded-proto') === 'https';
}

export function visitorLocation(req: IncomingMessage, config: Config): VisitorLocation {
  const forwarded = config.trustProxy ? header(req, 'x-forwarded-for')?.split(',')[0]?.trim() : undefined;
  const country = config.geoCountryHeader ? header(req, config.geoCountryHeader) : undefined;
  return locationFromParts(forwarded || req.socket.remoteAddress || '', country);
}
