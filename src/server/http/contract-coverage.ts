import type { Hono } from 'hono';
import { keyOf, type Endpoint } from '#lib/contracts/endpoint.ts';
import { ENDPOINTS } from '#lib/contracts/index.ts';
import type { ApiEnv } from './env.ts';
import { API_ROUTERS, registeredRoutes } from './routers.ts';

/**
 * Routes the routers register without a contract, and contracts no router serves. `npm run
 * check` fails on either (scripts/check-contracts.ts): an endpoint exists only with its contract.
 */
export function contractGaps(routers: readonly Hono<ApiEnv>[] = API_ROUTERS, endpoints: readonly Endpoint[] = ENDPOINTS) {
  const registered = new Set(registeredRoutes(routers));
  const documented = new Set(endpoints.map(keyOf));
  return {
    undocumented: [...registered].filter((k) => !documented.has(k)),
    unserved: [...documented].filter((k) => !registered.has(k)),
  };
}
