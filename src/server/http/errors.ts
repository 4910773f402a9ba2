import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { STATUS_BY_CODE, type ErrorCode } from '#lib/contracts/errors.ts';

export { STATUS_BY_CODE, type ErrorCode };

export function statusOf(code: ErrorCode): ContentfulStatusCode {
  return STATUS_BY_CODE[code];
}

export function failure(c: Context, code: ErrorCode, message: string, details?: Record<string, unknown>) {
  const wait = details?.['retryAfterSeconds'];
  if (typeof wait === 'number') c.header('Retry-After', String(wait));
  return c.json({ success: false, code, message, ...details }, statusOf(code));
}
