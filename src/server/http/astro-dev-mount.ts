import type { AstroIntegration } from 'astro';
import { getRequestListener } from '@hono/node-server';
import type { devRuntime } from '../dev.ts';

const API_PATH = /^\/(wps|lgw|lotto)\//;

/** Mounts the platform API on `astro dev`, through the dev server's module graph so edits reload. */
export function platformApiInDev(): AstroIntegration {
  return {
    name: 'meridian:platform-api',
    hooks: {
      'astro:server:setup': ({ server }) => {
        server.middlewares.use((req, res, next) => {
          if (!API_PATH.test(req.url ?? '')) return next();
          server
            .ssrLoadModule('/src/server/dev.ts')
            .then(async (mod) => {
              const { api } = await (mod as { devRuntime: typeof devRuntime }).devRuntime();
              await getRequestListener(api.fetch)(req, res);
            })
            .catch(next);
        });
      },
    },
  };
}
