import { defineMiddleware } from 'astro:middleware';

const STATUS_PAGE = /(^|\/)system-status$/;

/**
 * In production the Node server hands every page its services and maintenance gate. Under
 * `astro dev` this middleware builds the same locals from the dev runtime and applies the gate.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  if (import.meta.env.DEV && !context.isPrerendered && !context.locals.services) {
    const { devLocals } = await import('./server/dev.ts');
    Object.assign(context.locals, await devLocals(context.clientAddress, context.request.headers));
  }
  const gate = context.locals.gate;
  if (gate && gate.status !== 0 && !STATUS_PAGE.test(context.url.pathname)) {
    const prefix = /^\/[a-z]{2}(?=\/)/.exec(context.url.pathname)?.[0] ?? '';
    return context.rewrite(`${prefix}/system-status`);
  }
  return next();
});
