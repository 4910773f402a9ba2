/**
 * Back office, customer-service records: transcripts searched by status, queue, language, agent,
 * member, period and words in any message (newest first, 20 a page), and one conversation with
 * every message and note. Agents' names come from the staff table, which the back office owns.
 * The member panel, canned replies and metrics are in the files re-exported at the end.
 */
import { type SqlBool, sql } from 'kysely';
import type { DeskConversation, DeskThread } from '#lib/contracts/backoffice-support.ts';
import type { ChatMessage } from '#lib/contracts/chat.ts';
import type { ChatKind, ChatLanguage, ChatQueue, ChatStatus } from '#lib/contracts/chat-model.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Db } from '#server/db/connect.ts';
import { NotFound } from '#server/errors.ts';
import { accountNamesOf, findMemberByAccount } from '#server/members/index.ts';
import { chatMessageOf, conversationOf, queuePosition } from '#server/support/index.ts';
import { staffNamesOf } from './support-staff-names.ts';

export const TRANSCRIPTS_PAGE = 20;
const LAST_TEXT_MAX = 80;

export interface TranscriptQuery {
  status?: ChatStatus | undefined;
  kind?: ChatKind | undefined;
  queue?: ChatQueue | undefined;
  language?: ChatLanguage | undefined;
  agentId?: number | undefined;
  member?: string | undefined;
  q?: string | undefined;
  from?: number | undefined;
  to?: number | undefined;
  pageNo: number;
}

/** `text` as a LIKE pattern that matches it anywhere, its own %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const shorten = (text: string) => (text.length > LAST_TEXT_MAX ? `${text.slice(0, LAST_TEXT_MAX - 1)}…` : text);

type ConversationRow = Awaited<ReturnType<typeof conversationRows>>[number];

function conversationRows(db: Db, ids: readonly number[]) {
  return db.selectFrom('chat_conversations').selectAll().where('id', 'in', ids.length ? ids : [0]).execute();
}

/** Desk rows for conversations: their member's account, agent's name, unread count and last words. */
export async function deskConversationsOf(db: Db, rows: readonly ConversationRow[]): Promise<DeskConversation[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [accounts, agents, unread, last, queued] = await Promise.all([
    accountNamesOf(db, rows.flatMap((r) => (r.member_id === null ? [] : [r.member_id]))),
    staffNamesOf(
      db,
      rows.map((r) => r.agent_id),
    ),
    db
      .selectFrom('chat_messages as m')
      .innerJoin('chat_conversations as c', 'c.id', 'm.conversation_id')
      .select((eb) => ['m.conversation_id', eb.fn.countAll<number>().as('n')])
      .where('m.conversation_id', 'in', ids)
      .where('m.author', '=', 'player')
      .whereRef('m.id', '>', 'c.staff_read_id')
      .groupBy('m.conversation_id')
      .execute(),
    db
      .selectFrom('chat_messages as m')
      .select(['m.conversation_id', 'm.body', 'm.file_id'])
      .where((eb) =>
        eb(
          'm.id',
          'in',
          eb.selectFrom('chat_messages as l').select((x) => x.fn.max('l.id').as('id')).where('l.conversation_id', 'in', ids).where('l.author', '<>', 'note').groupBy('l.conversation_id'),
        ),
      )
      .execute(),
    Promise.all(rows.map((r) => queuePosition(db, r))),
  ]);
  const unreadOf = new Map(unread.map((u) => [Number(u.conversation_id), Number(u.n)]));
  const lastOf = new Map(last.map((m) => [Number(m.conversation_id), m.body]));
  return rows.map((r, i) => ({
    ...conversationOf(r, queued[i] ?? null, null),
    agentName: r.agent_id === null ? null : (agents.get(Number(r.agent_id)) ?? null),
    memberId: r.member_id === null ? null : Number(r.member_id),
    account: r.member_id === null ? null : (accounts.get(Number(r.member_id)) ?? null),
    email: r.email,
    agentId: r.agent_id === null ? null : Number(r.agent_id),
    firstResponseAt: r.first_response_at === null ? null : Number(r.first_response_at),
    lastMessageAt: Number(r.last_message_at),
    ratingComment: r.rating_comment,
    unread: unreadOf.get(r.id) ?? 0,
    lastText: shorten(lastOf.get(r.id) ?? ''),
    version: Number(r.version),
  }));
}

/** Transcripts: conversations matching every filter given, newest first. */
export async function supportTranscripts(app: AppContext, q: TranscriptQuery): Promise<{ list: DeskConversation[]; pageNum: number; totalPages: number; total: number }> {
  const { db } = app;
  let base = db.selectFrom('chat_conversations as c');
  if (q.status) base = base.where('c.status', '=', q.status);
  if (q.kind) base = base.where('c.kind', '=', q.kind);
  if (q.queue) base = base.where('c.queue', '=', q.queue);
  if (q.language) base = base.where('c.language', '=', q.language);
  if (q.agentId !== undefined) base = base.where('c.agent_id', '=', q.agentId);
  if (q.from !== undefined) base = base.where('c.created_at', '>=', q.from);
  if (q.to !== undefined) base = base.where('c.created_at', '<', q.to);
  const member = q.member?.trim();
  if (member) {
    // A member's conversations carry their account as the name; a visitor's, the name they gave.
    const exact = await findMemberByAccount(db, member);
    const named = sql<SqlBool>`lower(c.name) like lower(${containsPattern(member)}) escape '\\'`;
    base = base.where((eb) => (exact ? eb.or([named, eb('c.member_id', '=', exact.id)]) : named));
  }
  const words = q.q?.trim();
  if (words) {
    const pattern = containsPattern(words);
    base = base.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('chat_messages as m')
          .select('m.id')
          .whereRef('m.conversation_id', '=', 'c.id')
          .where('m.author', '<>', 'system')
          .where(sql<SqlBool>`lower(m.body) like lower(${pattern}) escape '\\'`),
      ),
    );
  }
  const count = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const total = Number(count.n);
  const totalPages = Math.max(1, Math.ceil(total / TRANSCRIPTS_PAGE));
  const pageNum = Math.min(q.pageNo, totalPages);
  const rows = await base
    .selectAll('c')
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(TRANSCRIPTS_PAGE)
    .offset((pageNum - 1) * TRANSCRIPTS_PAGE)
    .execute();
  return { list: await deskConversationsOf(db, rows), pageNum, totalPages, total };
}

/** One conversation as the desk shows it; NOT_FOUND for no such id. */
export async function supportConversation(db: Db, id: number): Promise<DeskConversation> {
  const [row] = await conversationRows(db, [id]);
  if (!row) throw new NotFound('no such conversation');
  const [view] = await deskConversationsOf(db, [row]);
  return view as DeskConversation;
}

/** The conversation with every message, notes and system lines included, oldest first. */
export async function supportThread(app: AppContext, id: number): Promise<DeskThread> {
  const conversation = await supportConversation(app.db, id);
  const rows = await app.db.selectFrom('chat_messages').selectAll().where('conversation_id', '=', id).orderBy('id').execute();
  const names = await staffNamesOf(
    app.db,
    rows.map((m) => m.staff_id),
  );
  // Staff lines are named by the staff member's shown name now (the player's copy keeps the name they saw).
  const messages: ChatMessage[] = rows.map((m) => ({ ...chatMessageOf(m), agentName: m.staff_id === null ? null : (names.get(Number(m.staff_id)) ?? null) }));
  return { conversation, messages };
}

export * from './support-member-panel.ts';
export * from './support-canned.ts';
