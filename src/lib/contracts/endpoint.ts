import type { z } from 'zod';
import type { Permission } from '../backoffice/roles.ts';
import type { ErrorCode } from './errors.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint. The server applies the guard from this field (src/server/http/
 * contract-route.ts), so the document and the code cannot disagree.
 * - `public`: anyone
 * - `player`: a live session; trial (play-money) accounts too
 * - `member`: a live session of a real account
 * - `agent`: a live session of an agent account
 * - `game-session`: a house-game page's launch token in the `X-Game-Session` header
 * - `signed`: no session; the caller signs the request (game vendors, payment gateways)
 * - `staff`: a back-office staff session (its own cookie, under /backoffice) whose role has the
 *   endpoint's `permission` (src/lib/backoffice/roles.ts)
 */
export type Access = 'public' | 'player' | 'member' | 'agent' | 'game-session' | 'signed' | 'staff';

/** An answer that is not the JSON envelope: a file, a page, a stream or a redirect. */
export type MediaAnswer = 'text/csv' | 'image/svg+xml' | 'image/png' | 'text/html' | 'text/event-stream' | 'redirect' | 'application/json';

/**
 * One endpoint, declared once: the server validates against it, the browser's client takes its
 * types from it, and the OpenAPI document is generated from it.
 */
export interface Endpoint {
  readonly method: Method;
  /** Hono style: `/wps/agent/contracts/:id`. */
  readonly path: string;
  readonly summary: string;
  /** The group it is listed under in the reference (one per domain). */
  readonly tag: string;
  readonly access: Access;
  /** For `staff` access: what the caller's role must be allowed (checked on the server for every call). */
  readonly permission?: Permission;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /**
   * A body the handler reads itself, documented only: the signed callbacks check the signature over
   * the raw text before its shape, and answer a body that is not JSON in their own words.
   */
  readonly rawBody?: z.ZodType;
  /** The body may be left out (no body at all reads as `{}`), for actions whose fields all have defaults. */
  readonly bodyOptional?: true;
  /**
   * The envelope's `value` ({ success: true, value }). Null when the answer is `media` instead.
   * Response schemas describe what the server sends; in tests every answer is checked against it.
   */
  readonly response: z.ZodType | null;
  /** Set when the answer is not the JSON envelope (CSV, image, page, event stream, redirect). */
  readonly media?: MediaAnswer;
  /**
   * False for a protocol of its own (the signed provider callbacks): `response` then describes the
   * whole JSON answer, which the handler writes itself, instead of the envelope's value.
   */
  readonly envelope?: false;
  /** The error codes this endpoint answers with besides the ones every endpoint of its access has. */
  readonly errors: readonly ErrorCode[];
}

/** Declares an endpoint, keeping its literal method and path in the type. */
export function endpoint<const E extends Endpoint>(e: E): E {
  return e;
}

type Out<S> = S extends z.ZodType ? z.output<S> : never;
type In<S> = S extends z.ZodType ? z.input<S> : never;
// Not distributive ([E]): while a call's key is still being inferred, E is the union of every endpoint, and a
// distributive Field would multiply the three parts' unions past what the checker can represent.
type Field<E, K extends 'params' | 'query' | 'body'> = [E] extends [{ [P in K]: z.ZodType }] ? { [P in K]: In<E[P]> } : { [P in K]?: never };

/** What a client sends: path parameters, query and body, as the schemas accept them. */
export type RequestOf<E extends Endpoint> = Field<E, 'params'> & Field<E, 'query'> & Field<E, 'body'>;

/** What the server's handler receives after parsing. */
export type ParsedRequest<E extends Endpoint> = {
  params: E extends { params: z.ZodType } ? Out<E['params']> : Record<string, never>;
  query: E extends { query: z.ZodType } ? Out<E['query']> : Record<string, never>;
  body: E extends { body: z.ZodType } ? Out<E['body']> : Record<string, never>;
};

/** The envelope's value as the client receives it. */
export type ResponseOf<E extends Endpoint> = E['response'] extends z.ZodType ? z.output<E['response']> : never;

/** The value a handler returns (before the response schema's own defaults, if any). */
export type HandlerValue<E extends Endpoint> = E['response'] extends z.ZodType ? z.input<E['response']> : never;

/** `"GET /wps/v2/wallets/balance"`: how the client names an endpoint. */
export type KeyOf<E extends Endpoint> = `${E['method']} ${E['path']}`;

export function keyOf(e: Endpoint): string {
  return `${e.method} ${e.path}`;
}
