import { Hono } from 'hono';
import { provider } from '#lib/contracts/provider.ts';
import { handleCallback } from '#server/providers/index.ts';
import { bodyText } from '../body.ts';
import { serve } from '../contract-route.ts';
import type { ApiEnv } from '../env.ts';

/**
 * The seamless-wallet callbacks every vendor uses (docs/provider-wallet-api.md): signed with the
 * vendor's secret, idempotent by transaction id, answered byte for byte the same on a replay. The
 * raw body is read here because the signature covers its exact text.
 */
export const providerRoutes = new Hono<ApiEnv>();

serve(providerRoutes, provider.callback, async (c, { params }) => {
  const result = await handleCallback(c.get('app'), params.vendor, params.op, await bodyText(c), {
    timestamp: c.req.header('x-meridian-timestamp'),
    signature: c.req.header('x-meridian-signature'),
  });
  return c.body(result.body, result.status as 200, { 'Content-Type': 'application/json' });
});
