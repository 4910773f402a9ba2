import type { Context } from 'hono';
import type { IncomingMessage } from 'node:http';
import type { Config } from '#server/config.ts';
import type { VisitorLocation } from '#server/system/index.ts';

type NodeEnv = { incoming?: IncomingMessage } | undefined;

/** The visitor's IP (the first X-Forwarded-For hop only behind a trusted proxy) and country. */
export function locationOf(c: Context, config: Config): VisitorLocation {
  const socketIp = (c.env as NodeEnv)?.incoming?.socket.remoteAddress ?? '';
  const forwarded = config.trustProxy ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim() : undefined;
  return locationFromParts(forwarded || socketIp, config.geoCountryHeader ? c.req.header(config.geoCountryHeader) : undefined);
}

export function locationFromParts(ip: string, countryHeader: string | undefined): VisitorLocation {
  const country = countryHeader && /^[A-Za-z]{2}$/.test(countryHeader) ? countryHeader.toUpperCase() : null;
  return { ip: ip.replace(/^::ffff:/, '') || 'unknown', country };
}
