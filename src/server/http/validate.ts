import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError, ValidationFailed } from '#server/errors.ts';
import { bodyText, PayloadTooLarge } from './body.ts';

export class MalformedJson extends AppError {
  readonly code = 'MALFORMED_JSON' as const;
}
export class UnsupportedMediaType extends AppError {
  readonly code = 'UNSUPPORTED_MEDIA_TYPE' as const;
}

export function check<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const fields = result.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
  const first = fields[0];
  throw new ValidationFailed(first ? `${first.field || 'body'}: ${first.message}` : 'invalid input', { fields });
}

/** The parsed JSON body; a non-JSON content type or malformed JSON is refused with its code. */
export async function jsonBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) throw new UnsupportedMediaType('expected application/json');
  try {
    return JSON.parse(await bodyText(c));
  } catch (err) {
    if (err instanceof PayloadTooLarge) throw err;
    throw new MalformedJson('the request body is not valid JSON');
  }
}

/** Parses and validates a JSON body. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  return check(schema, await jsonBody(c));
}

/** Validates the query string (repeated keys become arrays only where the schema asks for one). */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return check(schema, c.req.query());
}
