import { FetchError, ofetch } from 'ofetch';

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

async function call<T>(path: string, init: { method: string; query?: Record<string, unknown>; body?: unknown }): Promise<T> {
  try {
    const res = await client.raw<Envelope<T>>(path, init as never);
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
  get: <T>(path: string, query?: Record<string, unknown>) => call<T>(path, query ? { method: 'GET', query } : { method: 'GET' }),
  post: <T>(path: string, body?: unknown) => call<T>(path, { method: 'POST', body: body ?? {} }),
  put: <T>(path: string, body?: unknown) => call<T>(path, { method: 'PUT', body: body ?? {} }),
  delete: <T>(path: string) => call<T>(path, { method: 'DELETE' }),
};
