import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { resolveSession } from '#server/auth/index.ts';
import { CHAT_COOKIE, type ChatCaller } from '#server/support/index.ts';
import type { ApiEnv } from './env.ts';
import { isSecure, tokenOf } from './session.ts';

/** The chat's caller: its cookie's token and, when signed in, the member (chat routes are public). */
export async function chatCallerOf(c: Context<ApiEnv>): Promise<ChatCaller> {
  const sessionToken = tokenOf(c);
  const session = sessionToken ? await resolveSession(c.get('app'), sessionToken) : null;
  return { token: getCookie(c, CHAT_COOKIE), memberId: session?.memberId };
}

/** Keeps the conversation's access token in an HttpOnly cookie for the chat's own routes (and its stream). */
export function setChatCookie(c: Context<ApiEnv>, token: string): void {
  setCookie(c, CHAT_COOKIE, token, { httpOnly: true, sameSite: 'Lax', secure: isSecure(c), path: '/wps/chat', maxAge: 30 * 86_400 });
}
