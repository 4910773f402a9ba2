/**
 * The context `astro dev` uses: the same API and page services as production, created once per
 * dev server and shared by the API mount and the Astro middleware.
 */
import { loadConfig } from './config.ts';
import { type AppContext, createContext } from './context.ts';
import { createApi } from './http/app.ts';
import { createPageServices } from './web/page-services.ts';

let ready: Promise<{ app: AppContext; api: ReturnType<typeof createApi>; services: ReturnType<typeof createPageServices> }> | undefined;

export function devRuntime() {
  ready ??= (async () => {
    const app = await createContext(loadConfig({ ...process.env, NODE_ENV: 'development' }));
    return { app, api: createApi(app), services: createPageServices(app) };
  })();
  return ready;
}

/** The locals a page gets in development (production builds them in web/server.ts). */
export async function devLocals(clientAddress: string, headers: Headers) {
  const { app, services } = await devRuntime();
  const { resolveGate } = await import('./system/index.ts');
  const { locationFromParts } = await import('./http/location.ts');
  const country = app.config.geoCountryHeader ? (headers.get(app.config.geoCountryHeader) ?? undefined) : undefined;
  return { services, gate: await resolveGate(app.db, locationFromParts(clientAddress, country)) };
}
