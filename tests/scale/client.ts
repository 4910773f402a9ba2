/**
 * The HTTP side of the scale run: one call helper that records every answer (status, time), the
 * player's login as the browser does it (the server's public key, a solved slider, a sealed
 * body), and signed provider callbacks.
 */
import { importServerKey, seal } from '#lib/crypto/seal.ts';
import type { DbHandle } from '#server/db/connect.ts';
import { sign } from '#server/providers/signature.ts';
import { SCALE_SECRET, SCALE_VENDOR, type ScalePlayer } from './setup.ts';

export interface Answer<T = unknown> {
  status: number;
  body: { success?: boolean; code?: string; message?: string; value?: T } | null;
  setCookie: string[];
}

/** Every answer of the run, for the 5xx check: when, what, which status (0: no answer). */
export interface Seen {
  at: number;
  what: string;
  status: number;
}

export class Recorder {
  readonly seen: Seen[] = [];
  record(what: string, status: number): void {
    this.seen.push({ at: Date.now(), what, status });
  }
}

export async function call<T = unknown>(
  rec: Recorder,
  base: string,
  method: string,
  path: string,
  o: { headers?: Record<string, string>; body?: unknown; raw?: string; what?: string; redirect?: RequestRedirect } = {},
): Promise<Answer<T>> {
  const what = o.what ?? `${method} ${path.replace(/\d+/g, ':n').split('?')[0]}`;
  const body = o.raw ?? (o.body === undefined ? undefined : JSON.stringify(o.body));
  try {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), 'user-agent': 'meridian-scale-test', ...o.headers },
      ...(body === undefined ? {} : { body }),
      signal: AbortSignal.timeout(15_000),
      redirect: o.redirect ?? 'follow',
    });
    const text = await res.text();
    let parsed: Answer<T>['body'] = null;
    try {
      parsed = JSON.parse(text) as Answer<T>['body'];
    } catch {
      parsed = null;
    }
    // A server error names its code (the application's) or its first words (nginx's page).
    rec.record(res.status >= 500 ? `${what} (${parsed?.code ?? text.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 40)})` : what, res.status);
    return { status: res.status, body: parsed, setCookie: res.headers.getSetCookie() };
  } catch {
    rec.record(what, 0);
    return { status: 0, body: null, setCookie: [] };
  }
}

/** An answer without its value (a refusal on the way to another call's answer). */
const refusal = <T>(a: Answer): Answer<T> => ({ status: a.status, body: a.body ? { ...a.body, value: undefined } : null, setCookie: a.setCookie }) as Answer<T>;

/** Logs a player in through `base` from their own address; answers the session token, or the refusal. */
export async function login(rec: Recorder, base: string, db: DbHandle, p: ScalePlayer, o: { password?: string; slider?: { id: string; x: number } } = {}): Promise<Answer<{ token: string }>> {
  const headers = { 'x-forwarded-for': p.ip };
  const key = await call<{ kid: string; spki: string }>(rec, base, 'GET', '/wps/system/publicKey', { headers });
  if (!key.body?.value) return refusal(key);
  let slider = o.slider;
  if (!slider) {
    const puzzle = await call<{ id: string }>(rec, base, 'GET', '/wps/captcha/slider', { headers });
    const id = puzzle.body?.value?.id;
    if (!id) return refusal(puzzle);
    // A person reads the puzzle; the harness reads the answer the server kept.
    const row = await db.db.selectFrom('captchas').select('answer').where('id', '=', id).executeTakeFirstOrThrow();
    slider = { id, x: Number(row.answer) };
  }
  const payload = { type: 'username', username: p.account, password: o.password ?? p.password, slider, remember: false, side: 'member' };
  const sealed = await seal(payload, await importServerKey(key.body.value.spki), key.body.value.kid);
  return call<{ token: string }>(rec, base, 'POST', '/wps/session/login', { headers, body: sealed });
}

/** A signed wallet callback of the scale vendor. */
export function callback(rec: Recorder, base: string, op: 'debit' | 'credit' | 'balance', body: Record<string, unknown>): Promise<Answer<{ balance: number }>> {
  const raw = JSON.stringify(body);
  const ts = String(Date.now());
  return call(rec, base, 'POST', `/lgw/provider/v1/${SCALE_VENDOR}/${op}`, { raw, headers: { 'x-meridian-timestamp': ts, 'x-meridian-signature': sign(SCALE_SECRET, ts, raw) }, what: `callback ${op}` });
}
