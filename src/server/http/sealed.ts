import type { Context } from 'hono';
import type { z } from 'zod';
import { openPayload } from '#server/auth/index.ts';
import type { ApiEnv } from './env.ts';
import { check, jsonBody } from './validate.ts';

/** Reads a body the spec marks encrypted: a plaintext body is refused (ENCRYPTION_REQUIRED). */
export async function readSealed<S extends z.ZodType>(c: Context<ApiEnv>, schema: S): Promise<z.output<S>> {
  return check(schema, await openPayload(c.get('app').db, await jsonBody(c)));
}
