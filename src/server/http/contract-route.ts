import type { Context, Handler, Hono, MiddlewareHandler } from 'hono';
import type { Endpoint, HandlerValue, ParsedRequest } from '#lib/contracts/endpoint.ts';
import { bodyText } from './body.ts';
import type { ApiEnv } from './env.ts';
import { guardsOf } from './guards.ts';
import { check, jsonBody } from './validate.ts';

export type ContractHandler<E extends Endpoint> = (c: Context<ApiEnv>, input: ParsedRequest<E>) => Promise<HandlerValue<E> | Response> | HandlerValue<E> | Response;

/**
 * While tests run (or with CHECK_CONTRACTS=1, as the browser tests' server does), every JSON answer
 * is checked against its endpoint's response schema, undocumented fields included: an answer that
 * drifted from the contract fails the test that caused it instead of reaching a client.
 * Production skips the check.
 */
const CHECK_ANSWERS = process.env['VITEST'] === 'true' || process.env['CHECK_CONTRACTS'] === '1';

/** An answer that does not match its contract: a server bug, logged and answered as INTERNAL_ERROR. */
export class ContractDrift extends Error {
  constructor(e: Endpoint, issues: unknown) {
    super(`${e.method} ${e.path} answered outside its contract: ${JSON.stringify(issues)}`);
    this.name = 'ContractDrift';
  }
}

/** Paths of fields an answer has that its schema does not describe (zod drops them silently). */
function undocumented(sent: unknown, kept: unknown, at = 'value'): string[] {
  if (Array.isArray(sent) && Array.isArray(kept)) return sent.flatMap((v, i) => undocumented(v, kept[i], `${at}[${i}]`));
  if (sent === null || kept === null || typeof sent !== 'object' || typeof kept !== 'object') return [];
  const out: string[] = [];
  for (const [key, v] of Object.entries(sent)) {
    if (v === undefined) continue;
    if (!(key in kept)) out.push(`${at}.${key}`);
    else out.push(...undocumented(v, (kept as Record<string, unknown>)[key], `${at}.${key}`));
  }
  return out;
}

async function parse<E extends Endpoint>(c: Context<ApiEnv>, e: E): Promise<ParsedRequest<E>> {
  const input = {
    params: e.params ? check(e.params, c.req.param()) : {},
    query: e.query ? check(e.query, c.req.query()) : {},
    body: e.body ? check(e.body, e.bodyOptional && !(await bodyText(c)).trim() ? {} : await jsonBody(c)) : {},
  };
  // The three parts were each parsed by the schema the type is derived from.
  return input as ParsedRequest<E>;
}

/**
 * Registers an endpoint on a router: its method and path, the guard its access names, any extra
 * middleware (rate limits), then the handler with the parsed request. A handler returns the
 * envelope's value (answered as `{ success: true, value }`) or a Response of its own (files,
 * streams, redirects: endpoints with `media`).
 */
export function serve<E extends Endpoint>(router: Hono<ApiEnv>, e: E, handler: ContractHandler<E>): void;
export function serve<E extends Endpoint>(router: Hono<ApiEnv>, e: E, middleware: readonly MiddlewareHandler<ApiEnv>[], handler: ContractHandler<E>): void;
export function serve<E extends Endpoint>(
  router: Hono<ApiEnv>,
  e: E,
  second: ContractHandler<E> | readonly MiddlewareHandler<ApiEnv>[],
  third?: ContractHandler<E>,
): void {
  const middleware = typeof second === 'function' ? [] : second;
  const handler = typeof second === 'function' ? second : third;
  if (!handler) throw new Error(`${e.method} ${e.path}: no handler`);
  const answer: Handler<ApiEnv> = async (c) => {
    const value = await handler(c, await parse(c, e));
    if (value instanceof Response) return value;
    if (CHECK_ANSWERS && e.response) {
      const checked = e.response.safeParse(value);
      if (!checked.success) throw new ContractDrift(e, checked.error.issues);
      const extra = undocumented(value, checked.data);
      if (extra.length > 0) throw new ContractDrift(e, { undocumented: extra });
    }
    return c.json({ success: true, value });
  };
  router.on(e.method, [e.path], ...guardsOf(e), ...middleware, answer);
}
