import { Hono } from 'hono';
import { handleCallback } from '#server/providers/callbacks.ts';
import { bodyText } from '../body.ts';
import type { ApiEnv } from '../env.ts';

/**
 * The seamless-wallet callbacks every vendor uses (docs/provider-wallet-api.md): signed with the
 * vendor's secret, idempotent by transaction id, answered byte for byte the same on a replay.
 */
export const providerRoutes = new Hono<ApiEnv>().post('/lgw/provider/v1/:vendor/:op', async (c) => {
  const result = await handleCallback(c.get('app'), c.req.param('vendor'), c.req.param('op'), await bodyText(c), {
    timestamp: c.req.header('x-meridian-timestamp'),
    signature: c.req.header('x-meridian-signature'),
  });
  return c.body(result.body, result.status as 200, { 'Content-Type': 'application/json' });
});
