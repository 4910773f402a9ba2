/**
 * Who may reach a conversation: the browser holding its access token (an HttpOnly cookie set when
 * the chat starts), or the signed-in member who started it. Only the token's SHA-256 is stored.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '#server/db/connect.ts';
import type { ChatConversationsTable } from '#server/db/tables/support.ts';

export type ConversationRow = Selectable<ChatConversationsTable>;

/** The cookie holding a conversation's access token (path /wps/chat, HttpOnly). */
export const CHAT_COOKIE = 'meridian_chat';

/** Who is asking: the chat cookie's token and/or the signed-in member (either may be missing). */
export interface ChatCaller {
  token?: string | undefined;
  memberId?: number | undefined;
}

export function hashChatToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A fresh 256-bit access token and the hash stored with the conversation. */
export function newChatToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashChatToken(token) };
}

/**
 * The caller's conversation: the one its token opens, else the member's latest; an open one
 * (queued or active) before a closed one. A token of another member's conversation opens nothing
 * for a signed-in member, so a shared browser never shows one member another's chat.
 */
export async function findConversation(db: Db, caller: ChatCaller): Promise<ConversationRow | null> {
  const byToken = caller.token && /^[A-Za-z0-9_-]{43}$/.test(caller.token) ? await db.selectFrom('chat_conversations').selectAll().where('token_hash', '=', hashChatToken(caller.token)).executeTakeFirst() : undefined;
  const tokenRow = byToken && (byToken.member_id === null || byToken.member_id === caller.memberId) ? byToken : undefined;
  if (tokenRow && tokenRow.status !== 'closed') return tokenRow;
  if (caller.memberId !== undefined) {
    const own = await db.selectFrom('chat_conversations').selectAll().where('member_id', '=', caller.memberId).where('kind', '=', 'chat').orderBy('id', 'desc').limit(1).executeTakeFirst();
    if (own && (own.status !== 'closed' || !tokenRow || own.id > tokenRow.id)) return own;
  }
  return tokenRow ?? null;
}
