import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { isTrialType } from '#lib/roles.ts';
import { type Client, ForbiddenOrigin, type LoginResult, NotLoggedIn, PasswordChangeRequired, resolveSession, type Session, SESSION_COOKIE, SESSION_HINT_COOKIE, TrialAccount } from '#server/auth/index.ts';
import { STAFF_COOKIE } from '#server/backoffice/index.ts';
import type { ApiEnv } from './env.ts';
import { locationOf } from './location.ts';

/** The session token of a request: the cookie for the web site, a header for app clients. */
export function tokenOf(c: Context): string | undefined {
  const auth = c.req.header('authorization');
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim();
  return c.req.header('token') ?? getCookie(c, SESSION_COOKIE);
}

export function isSecure(c: Context<ApiEnv>): boolean {
  return new URL(c.req.url).protocol === 'https:' || (c.get('app').config.trustProxy && c.req.header('x-forwarded-proto') === 'https');
}

/** Who is calling: address, browser and language (X-Language, else the language parameter, else Bengali). */
export function clientOf(c: Context<ApiEnv>): Client {
  const lang = (c.req.header('x-language') ?? c.req.query('language') ?? 'bn').toLowerCase();
  return {
    ip: locationOf(c, c.get('app').config).ip,
    userAgent: c.req.header('user-agent') ?? '',
    lang: lang === 'en' ? 'en' : 'bn',
  };
}

/** What a session that must change its password may still do besides reading. */
const ALLOWED_BEFORE_CHANGE = new Set(['/wps/member/password', '/wps/session/logout']);

/**
 * Guards a route: no live session → NOT_LOGGED_IN (the client shows the login popup); a trial
 * account where real money is involved → TRIAL_ACCOUNT (in_need_true_account); a default or
 * expired password → PASSWORD_CHANGE_REQUIRED for anything but reading, changing it, logging out.
 */
export function requireSession(opts: { allowTrial: boolean }): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const token = tokenOf(c);
    const session = token ? await resolveSession(c.get('app'), token) : null;
    if (!session) throw new NotLoggedIn('Not logged in. Please log in.');
    if (!opts.allowTrial && isTrialType(session.isAgent)) throw new TrialAccount('A real account is needed for this.');
    if (session.mustChangePassword && !SAFE.has(c.req.method) && !ALLOWED_BEFORE_CHANGE.has(c.req.path)) {
      throw new PasswordChangeRequired('Change your password first.');
    }
    c.set('session', session);
    await next();
  };
}

export function sessionOf(c: Context<ApiEnv>): Session {
  const s = c.get('session');
  if (!s) throw new NotLoggedIn('Not logged in. Please log in.');
  return s;
}

/** Sets the new session's HttpOnly cookie (and its hint) and gives the result back, for a contract handler to answer. */
export function withSessionCookie(c: Context<ApiEnv>, result: LoginResult): LoginResult {
  const lifetime = result.remember ? { maxAge: Math.floor((result.expiresAt - Date.now()) / 1000) } : {};
  setCookie(c, SESSION_COOKIE, result.token, { httpOnly: true, sameSite: 'Lax', secure: isSecure(c), path: '/', ...lifetime });
  setCookie(c, SESSION_HINT_COOKIE, '1', { sameSite: 'Lax', secure: isSecure(c), path: '/', ...lifetime });
  return result;
}

/** Sends the new session: the HttpOnly cookie for browsers, and the token in the body for apps. */
export function answerLogin(c: Context<ApiEnv>, result: LoginResult) {
  return c.json({ success: true, value: withSessionCookie(c, result) });
}

export function clearSessionCookie(c: Context<ApiEnv>): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: isSecure(c), httpOnly: true, sameSite: 'Lax' });
  deleteCookie(c, SESSION_HINT_COOKIE, { path: '/', secure: isSecure(c), sameSite: 'Lax' });
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF: a state-changing request from a browser must come from this site. A cross-site Origin is
 * always refused; a request that carries the session cookie must prove it is same-origin.
 */
export const sameOriginWrites: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (!SAFE.has(c.req.method)) {
    const origin = c.req.header('origin');
    const publicUrl = c.get('app').config.publicUrl;
    const host = new URL(publicUrl ?? c.req.url).host;
    let sameOrigin = false;
    try {
      sameOrigin = origin !== undefined && new URL(origin).host === host;
    } catch {
      sameOrigin = false;
    }
    if (origin !== undefined && !sameOrigin) throw new ForbiddenOrigin('This request did not come from this site.');
    const hasCookie = getCookie(c, SESSION_COOKIE) !== undefined || getCookie(c, STAFF_COOKIE) !== undefined;
    if (hasCookie && !sameOrigin && c.req.header('sec-fetch-site') !== 'same-origin') {
      throw new ForbiddenOrigin('This request did not come from this site.');
    }
  }
  await next();
};
