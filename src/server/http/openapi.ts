/**
 * The OpenAPI 3.1 document, generated from the endpoint contracts (decision 018) by zod-openapi:
 * served at /wps/openapi.json and read by the reference page at /docs/api.
 */
import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from 'zod-openapi';
import type { Access, Endpoint } from '#lib/contracts/endpoint.ts';
import { STATUS_BY_CODE, type ErrorCode } from '#lib/contracts/errors.ts';
import { ENDPOINTS } from '#lib/contracts/index.ts';
import { SESSION_COOKIE } from '#server/auth/index.ts';
import { STAFF_COOKIE } from '#server/backoffice/index.ts';

/** Errors any endpoint of an access can answer before its handler runs. */
const ACCESS_ERRORS: Record<Access, readonly ErrorCode[]> = {
  public: [],
  player: ['NOT_LOGGED_IN'],
  member: ['NOT_LOGGED_IN', 'TRIAL_ACCOUNT', 'PASSWORD_CHANGE_REQUIRED'],
  agent: ['NOT_LOGGED_IN', 'TRIAL_ACCOUNT', 'PASSWORD_CHANGE_REQUIRED', 'NOT_AGENT'],
  'game-session': ['SESSION_EXPIRED'],
  signed: [],
  staff: ['STAFF_NOT_LOGGED_IN', 'STAFF_FORBIDDEN', 'STAFF_IP_NOT_ALLOWED'],
};

const SECURITY: Record<Access, Record<string, string[]>[] | undefined> = {
  public: undefined,
  player: [{ session: [] }, { bearer: [] }],
  member: [{ session: [] }, { bearer: [] }],
  agent: [{ session: [] }, { bearer: [] }],
  'game-session': [{ gameSession: [] }],
  signed: [{ signature: [] }],
  staff: [{ staffSession: [] }],
};

/** Every error code an endpoint can answer with: its own, its access's, and the request checks'. */
export function errorsOf(e: Endpoint): ErrorCode[] {
  const codes = new Set<ErrorCode>([...ACCESS_ERRORS[e.access], ...e.errors]);
  if (e.params || e.query || e.body) codes.add('VALIDATION_ERROR');
  if (e.body) for (const code of ['MALFORMED_JSON', 'UNSUPPORTED_MEDIA_TYPE', 'PAYLOAD_TOO_LARGE'] as const) codes.add(code);
  if (e.method !== 'GET' && e.access !== 'signed') codes.add('FORBIDDEN_ORIGIN');
  return [...codes];
}

const failure = (codes: ErrorCode[]) =>
  z.object({
    success: z.literal(false),
    code: z.enum(codes as [ErrorCode, ...ErrorCode[]]),
    message: z.string(),
    fields: z.array(z.object({ field: z.string(), message: z.string() })).optional().describe('VALIDATION_ERROR: each field that failed'),
    retryAfterSeconds: z.number().int().optional().describe('TOO_MANY_REQUESTS and locks: when to try again'),
  });

function operation(e: Endpoint): ZodOpenApiOperationObject {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of errorsOf(e)) byStatus.set(STATUS_BY_CODE[code], [...(byStatus.get(STATUS_BY_CODE[code]) ?? []), code]);
  const responses: ZodOpenApiOperationObject['responses'] = {};
  if (e.response && e.envelope === false) {
    responses['200'] = { description: 'OK', content: { 'application/json': { schema: e.response } } };
  } else if (e.response) {
    responses['200'] = { description: 'OK', content: { 'application/json': { schema: z.object({ success: z.literal(true), value: e.response }) } } };
  } else if (e.media === 'redirect') {
    responses['303'] = { description: 'Redirects the browser back to the site' };
  } else {
    responses['200'] = { description: 'OK', content: { [e.media ?? 'application/json']: { schema: z.string() } } };
  }
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[`${status}` as `4${string}`] = { description: codes.join(', '), content: { 'application/json': { schema: failure(codes) } } };
  }
  const op: ZodOpenApiOperationObject = {
    operationId: `${e.method.toLowerCase()}${e.path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, ch: string | undefined) => (ch ?? '').toUpperCase())}`,
    summary: e.summary,
    tags: [e.tag],
    responses,
  };
  const security = SECURITY[e.access];
  if (security) op.security = security;
  if (e.params || e.query) {
    op.requestParams = {};
    // Path and query schemas are objects by the contract's own rule (endpoint.ts).
    if (e.params) op.requestParams.path = e.params as z.ZodObject;
    if (e.query) op.requestParams.query = e.query as z.ZodObject;
  }
  if (e.body) op.requestBody = { required: e.bodyOptional !== true, content: { 'application/json': { schema: e.body } } };
  else if (e.rawBody) op.requestBody = { required: true, content: { 'application/json': { schema: e.rawBody } } };
  return op;
}

/** `/wps/agent/contracts/:id` → `/wps/agent/contracts/{id}`. */
export const openApiPath = (path: string): string => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

export function buildOpenApiDocument(endpoints: readonly Endpoint[] = ENDPOINTS) {
  const paths: ZodOpenApiPathsObject = {};
  for (const e of endpoints) {
    const item = (paths[openApiPath(e.path)] ??= {});
    const method = e.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    item[method] = operation(e);
  }
  return createDocument(
    {
      openapi: '3.1.0',
      info: {
        title: 'Meridian platform API',
        version: '1',
        description:
          'Every answer is an envelope: `{ "success": true, "value": … }` or `{ "success": false, "code": "…", "message": "…" }` with the HTTP status of its code. Amounts are in the currency’s minor units, times in milliseconds since 1970 (UTC). Writes from a browser must come from the site’s own origin.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'The session cookie set at login' },
          bearer: { type: 'http', scheme: 'bearer', description: 'The token from the login answer, for app clients' },
          staffSession: { type: 'apiKey', in: 'cookie', name: STAFF_COOKIE, description: 'A back-office staff session (cookie path /backoffice), after password and authenticator code' },
          gameSession: { type: 'apiKey', in: 'header', name: 'X-Game-Session', description: 'A house-game page’s launch token' },
          signature: { type: 'apiKey', in: 'header', name: 'X-Meridian-Signature', description: 'HMAC-SHA256 of the timestamp and body with the vendor’s or gateway’s secret (docs/provider-wallet-api.md)' },
        },
      },
      paths,
    },
  );
}

let cached: string | undefined;

/** The document as served (built once per process: contracts do not change at run time). */
export function openApiJson(): string {
  cached ??= JSON.stringify(buildOpenApiDocument());
  return cached;
}
