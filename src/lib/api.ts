import { FetchError, ofetch } from 'ofetch';
import type { Endpoint, RequestOf, ResponseOf } from './contracts/endpoint.ts';
import type { EndpointKey, EndpointsByKey } from './contracts/index.ts';

/** A failed API call: the envelope's code and message, and the HTTP status. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly details: Record<string, unknown>;
  constructor(code: string, message: string, status: number, details: Record<string, unknown> = {}) {
    super(message);
    this.code = code;
    this.status = status;
    this.details = details;
  }
}

/** The page's language, sent as X-Language so the server writes SMS and email in it. */
let language: string | undefined;

/** Sets the language every call announces (the chrome sets it at start-up to the page's language). */
export function setApiLanguage(lang: string): void {
  language = lang;
}

/** The language calls announce: the one set, else the page's `data-lang`, else Bengali. */
export function apiLanguage(): string {
  if (language) return language;
  if (typeof document !== 'undefined') return document.documentElement.dataset['lang'] ?? 'bn';
  return 'bn';
}

type Envelope<T> = { success: true; value: T } | ({ success: false; code: string; message: string } & Record<string, unknown>);

const client = ofetch.create({
  credentials: 'same-origin',
  retry: 0,
  timeout: 15_000,
  headers: { Accept: 'application/json' },
});

function unwrap<T>(body: Envelope<T>, status: number): T {
  if (body && body.success === true) return body.value;
  const { code = 'UNKNOWN', message = '', ...details } = (body ?? {}) as Record<string, unknown>;
  throw new ApiError(String(code), String(message), status, details);
}

/** Extra request headers for one call (e.g. a game page's `X-Game-Session`). */
export type ApiHeaders = Record<string, string>;

/** Who is told of every call's outcome (null: it succeeded): the back office's shell notices an ended session this way. */
const resultListeners = new Set<(error: ApiError | null) => void>();

/** Listens to every call's outcome; returns the function that stops listening. */
export function onApiResult(listener: (error: ApiError | null) => void): () => void {
  resultListeners.add(listener);
  return () => resultListeners.delete(listener);
}

async function call<T>(path: string, init: { method: string; query?: Record<string, unknown>; body?: unknown }, headers?: ApiHeaders): Promise<T> {
  if (resultListeners.size === 0) return send<T>(path, init, headers);
  try {
    const value = await send<T>(path, init, headers);
    for (const l of resultListeners) l(null);
    return value;
  } catch (err) {
    if (err instanceof ApiError) for (const l of resultListeners) l(err);
    throw err;
  }
}

async function send<T>(path: string, init: { method: string; query?: Record<string, unknown>; body?: unknown }, headers?: ApiHeaders): Promise<T> {
  try {
    const res = await client.raw<Envelope<T>>(path, { ...init, headers: { ...headers, 'X-Language': apiLanguage() } } as never);
    return unwrap(res._data as Envelope<T>, res.status);
  } catch (err) {
    if (err instanceof ApiError) throw err;
    if (err instanceof FetchError) {
      const data = err.data as Envelope<T> | undefined;
      if (data && data.success === false) return unwrap(data, err.status ?? 0);
      throw new ApiError('NETWORK_ERROR', err.message, err.status ?? 0);
    }
    throw new ApiError('NETWORK_ERROR', String(err), 0);
  }
}

/**
 * The one API client: it unwraps `{ success, value }` and throws ApiError otherwise. It never
 * redirects or shows anything; islands turn errors into state.
 */
export const api = {
  get: <T>(path: string, query?: Record<string, unknown>, headers?: ApiHeaders) => call<T>(path, query ? { method: 'GET', query } : { method: 'GET' }, headers),
  post: <T>(path: string, body?: unknown, headers?: ApiHeaders) => call<T>(path, { method: 'POST', body: body ?? {} }, headers),
  put: <T>(path: string, body?: unknown, headers?: ApiHeaders) => call<T>(path, { method: 'PUT', body: body ?? {} }, headers),
  delete: <T>(path: string, headers?: ApiHeaders) => call<T>(path, { method: 'DELETE' }, headers),
};

/** Fills `:name` segments of a contract path from the request's params. */
function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
}

/**
 * Calls an endpoint by its contract key, `request('GET /wps/v2/wallets/balance')`: the request's
 * params, query and body, and the answer, are typed by the contract in src/lib/contracts (a type
 * import: no schema is shipped to the browser).
 */
export function request<K extends EndpointKey>(key: K, ...args: RequestArgs<EndpointsByKey[K]>): Promise<ResponseOf<EndpointsByKey[K]>>;
// The implementation takes the request untyped: the union of every endpoint's request is too large for the checker.
export function request(key: string, input?: { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown }, headers?: ApiHeaders): Promise<unknown> {
  const space = key.indexOf(' ');
  const method = key.slice(0, space);
  const { params, query, body } = input ?? {};
  const path = fillPath(key.slice(space + 1), params);
  if (method === 'GET') return call(path, query ? { method, query } : { method }, headers);
  return call(path, { method, body: body ?? {} }, headers);
}

/** The request argument is optional when an endpoint takes nothing required. */
type RequestArgs<E extends Endpoint> = Record<never, never> extends RequestOf<E> ? [input?: RequestOf<E>, headers?: ApiHeaders] : [input: RequestOf<E>, headers?: ApiHeaders];
