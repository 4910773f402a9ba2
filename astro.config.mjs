// @ts-check
import './scripts/require-node.mjs';
import { readdirSync } from 'node:fs';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { platformApiInDev } from './src/server/http/astro-dev-mount.ts';

/**
 * `client:interact`: islands that hydrate on the first pointer, focus or key inside them
 * (src/directives/interact.ts, decision 033).
 * @type {import('astro').AstroIntegration}
 */
const interactDirective = {
  name: 'meridian:client-interact',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({ name: 'interact', entrypoint: './src/directives/interact.ts' });
    },
  },
};

/** A language is a folder under locales/; Bengali is the default and has no URL prefix. */
const locales = readdirSync(new URL('./locales/', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

export default defineConfig({
  site: process.env.PUBLIC_URL || 'http://127.0.0.1:4321',
  output: 'server',
  // staticHeaders: the Content-Security-Policy of prerendered pages goes to dist/_headers.json,
  // which the server sends as a header (a <meta> policy cannot carry frame-ancestors).
  adapter: node({ mode: 'middleware', staticHeaders: true }),
  integrations: [react(), interactDirective, platformApiInDev()],
  session: false,
  trailingSlash: 'never',
  build: { format: 'file', inlineStylesheets: 'auto' },
  i18n: { locales, defaultLocale: 'bn', routing: { prefixDefaultLocale: false } },
  server: { host: process.env.HOST || '127.0.0.1', port: Number(process.env.PORT) || 4321 },
  devToolbar: { enabled: false },
  prefetch: false,
  security: {
    checkOrigin: true,
    csp: {
      algorithm: 'SHA-256',
      directives: [
        "default-src 'self'",
        "img-src 'self' data: https:",
        "font-src 'self'",
        "connect-src 'self'",
        "frame-src 'self' https:",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'self'",
      ],
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
    },
  },
  markdown: { syntaxHighlight: false },
  vite: {
    build: { assetsInlineLimit: 2048 },
    ssr: { external: ['better-sqlite3', 'pg', 'pino', '@node-rs/argon2'] },
  },
});
