import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/errors.ts';
import type { ApiEnv } from './env.ts';
import { MAX_BODY_BYTES } from './body.ts';
import { failure } from './errors.ts';
import { sameOriginWrites } from './session.ts';
import { compressAnswers } from './compress.ts';
import { API_ROUTERS } from './routers.ts';
import { STAFF_CHAT_UPLOAD } from './routes/backoffice-support.ts';
import { UPLOAD_PATH } from './routes/cashier.ts';
import { CHAT_UPLOAD_PATH } from './routes/chat-messages.ts';

/** Turns a thrown error into the envelope; anything that is not an AppError is a bug and logged. */
function onError(err: Error, c: Context<ApiEnv>) {
  if (err instanceof AppError) return failure(c, err.code, err.message, err.details);
  c.get('app').log.error({ err, reqId: c.get('requestId') }, 'unhandled error');
  return failure(c, 'INTERNAL_ERROR', 'Something went wrong on our side. Please try again.');
}

/** The platform API's prefixes, and the back office's API (under its own path, where its cookie is sent). */
export const API_PREFIXES = ['/wps/', '/lgw/', '/lotto/', '/backoffice/api/'] as const;

export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((p) => path.startsWith(p));
}

/** The platform API: thin handlers over the domain functions, every answer in the spec's envelope. */
export function createApi(app: AppContext): Hono<ApiEnv> {
  const api = new Hono<ApiEnv>();

  api.use(compressAnswers);
  api.use(requestId({ headerName: 'X-Request-Id', limitLength: 64 }));
  api.use(async (c, next) => {
    const started = performance.now();
    c.set('app', app);
    await next();
    // Each request is logged at info (and only built when that level is on: this runs on every call).
    if (app.log.isLevelEnabled('info')) {
      app.log.info(
        { reqId: c.get('requestId'), method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round((performance.now() - started) * 10) / 10 },
        'request',
      );
    }
  });
  const streamedBodies = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => failure(c, 'PAYLOAD_TOO_LARGE', 'The request body is larger than 1 MB.'),
  });
  // A declared length over the limit is refused at once; a body without one (chunked) is counted as
  // it streams. Bodies read with bodyText() are limited as they are read. Uploads (images up to
  // 5 MB) have a limit of their own on their route.
  api.use((c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.path === UPLOAD_PATH || c.req.path === CHAT_UPLOAD_PATH || STAFF_CHAT_UPLOAD.test(c.req.path)) return next();
    const declared = c.req.header('content-length');
    if (declared === undefined) return streamedBodies(c, next);
    if (Number(declared) > MAX_BODY_BYTES) return Promise.resolve(failure(c, 'PAYLOAD_TOO_LARGE', 'The request body is larger than 1 MB.'));
    return next();
  });

  api.use(sameOriginWrites);

  for (const routes of API_ROUTERS) api.route('/', routes);

  api.notFound((c) => failure(c, 'NOT_FOUND', `No API at ${c.req.method} ${c.req.path}`));
  api.onError(onError);
  return api;
}
