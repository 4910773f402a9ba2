/**
 * The waiting line of live chats: one per queue (general, vip) and language, first come first
 * served (created_at, then id). Tickets wait for an answer too, but not in this line.
 */
import { type ChatQueue, VIP_QUEUE_ABOVE_RANK } from '#lib/contracts/chat-model.ts';
import type { Db } from '#server/db/connect.ts';
import { getMember } from '#server/members/index.ts';
import type { ConversationRow } from './chat-access.ts';
import { agentsOnDuty } from './chat-hours.ts';

/** Waits of chats assigned this recently predict the next ones; older ones describe another shift. */
export const WAIT_HISTORY_MS = 2 * 3_600_000;
/** Enough recent waits for a stable median without reading a busy day's every chat. */
const WAIT_SAMPLE = 200;

function count(row: { n: number | string | bigint } | undefined): number {
  return Number(row?.n ?? 0);
}

/** Chats waiting in a queue of a language. */
export async function queueLength(db: Db, queue: ChatQueue | string, language: string): Promise<number> {
  const row = await db
    .selectFrom('chat_conversations')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('status', '=', 'queued')
    .where('kind', '=', 'chat')
    .where('queue', '=', queue)
    .where('language', '=', language)
    .executeTakeFirst();
  return count(row);
}

/** A queued chat's 1-based place in its line; null once it is no longer waiting. */
export async function queuePosition(db: Db, row: ConversationRow): Promise<number | null> {
  if (row.status !== 'queued' || row.kind !== 'chat') return null;
  const ahead = await db
    .selectFrom('chat_conversations')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('status', '=', 'queued')
    .where('kind', '=', 'chat')
    .where('queue', '=', row.queue)
    .where('language', '=', row.language)
    .where((eb) => eb.or([eb('created_at', '<', row.created_at), eb.and([eb('created_at', '=', row.created_at), eb('id', '<', row.id)])]))
    .executeTakeFirst();
  return count(ahead) + 1;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/**
 * The expected wait in seconds of the chat at `position`: the median wait of the line's chats
 * assigned in the last two hours, times the place in line, shared among the agents on duty (at
 * least one). Null without such history: a guess from nothing would only mislead.
 */
export async function estimateWait(db: Db, queue: ChatQueue | string, language: string, position: number, now: number): Promise<number | null> {
  const rows = await db
    .selectFrom('chat_conversations')
    .select(['created_at', 'assigned_at'])
    .where('kind', '=', 'chat')
    .where('queue', '=', queue)
    .where('language', '=', language)
    .where('assigned_at', '>=', now - WAIT_HISTORY_MS)
    .where('assigned_at', '<=', now)
    .orderBy('assigned_at', 'desc')
    .limit(WAIT_SAMPLE)
    .execute();
  const waits = rows.flatMap((r) => (r.assigned_at === null ? [] : [Math.max(0, Number(r.assigned_at) - Number(r.created_at))]));
  if (!waits.length) return null;
  const agents = Math.max(1, await agentsOnDuty(db, now));
  return Math.round((median(waits) * Math.max(1, position)) / agents / 1000);
}

/** The line a caller joins: members above VIP_QUEUE_ABOVE_RANK (spec §6 rankLevel) the VIP one, everyone else the general one. */
export async function queueFor(db: Db, memberId: number | undefined): Promise<ChatQueue> {
  if (memberId === undefined) return 'general';
  const member = await getMember(db, memberId);
  return member.vip_rank > VIP_QUEUE_ABOVE_RANK ? 'vip' : 'general';
}
