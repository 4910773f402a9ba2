/**
 * Who answers a conversation: waiting chats given to agents on duty (assignWaiting), a
 * conversation taken by hand or taken over (takeConversation), and transfers to a colleague or
 * back to a queue (transferConversation).
 *
 * The cap holds where it matters: the receiving agent's desk row is locked (PostgreSQL; SQLite runs
 * one transaction at a time) and their active chats are counted again inside the transaction that
 * gives them one, so parallel runs of the job on any number of instances never give an agent more
 * than their cap. Two exceptions, on purpose:
 * - a conversation an agent takes by hand may go past their own cap: they chose it;
 * - a transfer to an agent does NOT: a colleague who is full (or away, or does not answer the
 *   chat's language) is refused with CHAT_AGENT_UNAVAILABLE, since handing them more would
 *   overload them without their say. A lead may take the chat over themselves instead.
 */
import type { ChatLanguage, ChatQueue } from '#lib/contracts/chat-model.ts';
import { CHAT_LANGUAGES } from '#lib/contracts/chat-model.ts';
import type { AppContext } from '#server/app-context.ts';
import { atomically, type Db } from '#server/db/connect.ts';
import { isPostgres } from '#server/db/migrations/columns.ts';
import { NotFound, ValidationFailed } from '#server/errors.ts';
import { getSetting } from '#server/system/index.ts';
import type { ConversationRow } from './chat-access.ts';
import { announce, insertStepNote, insertSystemLine } from './chat-desk-lines.ts';
import { AGENT_SEEN_MS } from './chat-hours.ts';
import type { MessageRow } from './chat-messages.ts';
import { ChatAgentUnavailable, ChatClosed, ChatNotYours, ChatTaken } from './errors.ts';

/** A staff member as the support domain knows them: the back office passes the shown name. */
export interface StaffRef {
  staffId: number;
  name: string;
}

/** The languages an agent answers (their desk row's JSON; both when unreadable). */
export function agentLanguages(json: string): ChatLanguage[] {
  try {
    const v = JSON.parse(json) as unknown;
    const langs = Array.isArray(v) ? CHAT_LANGUAGES.filter((l) => v.includes(l)) : [];
    return langs.length ? langs : [...CHAT_LANGUAGES];
  } catch {
    return [...CHAT_LANGUAGES];
  }
}

/** Live chats an agent answers now (tickets wait for a reply, not for the agent's attention: they do not count). */
export async function activeChats(db: Db, staffId: number): Promise<number> {
  const row = await db
    .selectFrom('chat_conversations')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('agent_id', '=', staffId)
    .where('status', '=', 'active')
    .where('kind', '=', 'chat')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export const onDuty = (row: { available: number; seen_at: number }, now: number): boolean => Number(row.available) === 1 && Number(row.seen_at) >= now - AGENT_SEEN_MS;

/**
 * Whether an agent can be given one more chat of a language now, decided inside the transaction
 * that gives it: their row locked, on duty, answering the language, below their cap.
 */
async function agentTakesOneMore(tx: Db, staffId: number, language: string, defaultCap: number, now: number): Promise<{ name: string } | null> {
  const q = tx.selectFrom('chat_agents').selectAll().where('staff_id', '=', staffId);
  const agent = await (isPostgres(tx as never) ? q.forUpdate() : q).executeTakeFirst();
  if (!agent || !onDuty(agent, now) || !agentLanguages(agent.languages).includes(language as ChatLanguage)) return null;
  const cap = agent.max_chats ?? defaultCap;
  if ((await activeChats(tx, staffId)) >= cap) return null;
  return { name: agent.name };
}

const changed = (r: { numUpdatedRows: bigint }) => Number(r.numUpdatedRows) === 1;

/** A conversation's row for a staff action (NOT_FOUND when there is none). */
export async function staffConversationRow(db: Db, id: number): Promise<ConversationRow> {
  const row = await db.selectFrom('chat_conversations').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new NotFound('No such conversation.', { id });
  return row;
}

/** After a guarded update changed nothing: why (ended, or changed by someone else meanwhile). */
async function refusal(db: Db, id: number): Promise<Error> {
  const now = await staffConversationRow(db, id);
  return now.status === 'closed' ? new ChatClosed('This conversation has ended.') : new ChatTaken('Someone else changed this conversation meanwhile.', { version: Number(now.version) });
}

interface Candidate {
  staffId: number;
  languages: ChatLanguage[];
  cap: number;
  active: number;
}

/** Agents on duty with room, and how many chats each answers now (one grouped read). */
async function candidates(db: Db, defaultCap: number, now: number): Promise<Candidate[]> {
  const agents = await db.selectFrom('chat_agents').selectAll().where('available', '=', 1).where('seen_at', '>=', now - AGENT_SEEN_MS).execute();
  if (!agents.length) return [];
  const counts = await db
    .selectFrom('chat_conversations')
    .select(['agent_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('status', '=', 'active')
    .where('kind', '=', 'chat')
    .where(
      'agent_id',
      'in',
      agents.map((a) => a.staff_id),
    )
    .groupBy('agent_id')
    .execute();
  const active = new Map(counts.map((c) => [Number(c.agent_id), Number(c.n)]));
  return agents.map((a) => ({ staffId: Number(a.staff_id), languages: agentLanguages(a.languages), cap: a.max_chats ?? defaultCap, active: active.get(Number(a.staff_id)) ?? 0 }));
}

/** One waiting chat to one agent, if both still allow it. */
async function assignOne(app: AppContext, chat: { id: number; language: string }, agentId: number, defaultCap: number, now: number): Promise<'assigned' | 'agent_full' | 'gone'> {
  const outcome = await atomically(app.db, async (tx) => {
    const agent = await agentTakesOneMore(tx, agentId, chat.language, defaultCap, now);
    if (!agent) return { result: 'agent_full' as const };
    const r = await tx
      .updateTable('chat_conversations')
      .set((eb) => ({ status: 'active', agent_id: agentId, agent_name: agent.name, assigned_at: now, version: eb('version', '+', 1) }))
      .where('id', '=', chat.id)
      .where('status', '=', 'queued')
      .where('agent_id', 'is', null)
      .where('kind', '=', 'chat')
      .executeTakeFirst();
    if (!changed(r)) return { result: 'gone' as const };
    const { version } = await tx.selectFrom('chat_conversations').select('version').where('id', '=', chat.id).executeTakeFirstOrThrow();
    const line = await insertSystemLine(tx, chat.id, 'joined', `sys:joined:${agentId}:${version}`, agent.name, now);
    return { result: 'assigned' as const, line };
  });
  if (outcome.result === 'assigned') announce(app, chat.id, [outcome.line], 'system');
  return outcome.result;
}

/**
 * Gives waiting chats (VIP line first, then oldest first) to agents on duty who answer their
 * language, the least busy first, up to each agent's cap (their own, else the settings' default).
 * Tickets are not assigned: a person takes them. Returns how many were assigned.
 */
export async function assignWaiting(app: AppContext, now = Date.now()): Promise<number> {
  const { maxChatsPerAgent } = await getSetting(app.db, 'support');
  const agents = await candidates(app.db, maxChatsPerAgent, now);
  if (!agents.some((a) => a.active < a.cap)) return 0;
  const waiting = await app.db
    .selectFrom('chat_conversations')
    .select(['id', 'queue', 'language', 'created_at'])
    .where('status', '=', 'queued')
    .where('kind', '=', 'chat')
    .where('agent_id', 'is', null)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .limit(500)
    .execute();
  const ordered = [...waiting.filter((c) => c.queue === 'vip'), ...waiting.filter((c) => c.queue !== 'vip')];
  let assigned = 0;
  for (const chat of ordered) {
    for (;;) {
      const pick = agents.filter((a) => a.active < a.cap && a.languages.includes(chat.language as ChatLanguage)).sort((a, b) => a.active - b.active || a.staffId - b.staffId)[0];
      if (!pick) break;
      const result = await assignOne(app, { id: Number(chat.id), language: chat.language }, pick.staffId, maxChatsPerAgent, now);
      if (result === 'assigned') {
        pick.active++;
        assigned++;
        break;
      }
      if (result === 'gone') break;
      // Full or gone off duty meanwhile (another run or instance assigned them): leave them out.
      pick.active = pick.cap;
    }
    if (!agents.some((a) => a.active < a.cap)) break;
  }
  return assigned;
}

/**
 * Takes a conversation: a waiting one becomes mine; another agent's (a take-over) only with
 * support.manage (else CHAT_NOT_YOURS, which the back office answers as STAFF_FORBIDDEN). The
 * version read must still be the conversation's: another take meanwhile answers CHAT_TAKEN, so of
 * many parallel takes exactly one wins.
 */
export interface StaffStep {
  /** The conversation as the step found it, and after it. */
  before: ConversationRow;
  row: ConversationRow;
  /** False when nothing needed doing (already mine; already closed). */
  changed: boolean;
}

export async function takeConversation(app: AppContext, staff: StaffRef, id: number, version: number, canManage: boolean, now = Date.now()): Promise<StaffStep> {
  const row = await staffConversationRow(app.db, id);
  if (row.status === 'closed') throw new ChatClosed('This conversation has ended.');
  if (Number(row.version) !== version) throw new ChatTaken('Someone else changed this conversation meanwhile.', { version: Number(row.version) });
  if (row.status === 'active' && row.agent_id === staff.staffId) return { before: row, row, changed: false };
  if (row.status === 'active' && !canManage) throw new ChatNotYours('Another agent answers this conversation.');
  const line = await atomically(app.db, async (tx) => {
    const r = await tx
      .updateTable('chat_conversations')
      .set((eb) => ({ status: 'active', agent_id: staff.staffId, agent_name: staff.name, assigned_at: row.assigned_at ?? now, version: eb('version', '+', 1) }))
      .where('id', '=', id)
      .where('version', '=', version)
      .where('status', '<>', 'closed')
      .executeTakeFirst();
    if (!changed(r)) return null;
    return insertSystemLine(tx, id, 'joined', `sys:joined:${staff.staffId}:${version + 1}`, staff.name, now);
  });
  if (!line) throw await refusal(app.db, id);
  announce(app, id, [line], 'staff');
  return { before: row, row: await staffConversationRow(app.db, id), changed: true };
}

export interface TransferTo {
  version: number;
  toStaffId?: number | undefined;
  toQueue?: ChatQueue | undefined;
  note?: string | undefined;
}

/**
 * Hands a conversation to another agent on duty (see the file's note on the cap) or back to a
 * queue (waiting again; assignment runs at once). Mine, or any with support.manage. A system line
 * 'transferred' tells the player; the optional note is left for the next agent.
 */
export async function transferConversation(app: AppContext, staff: StaffRef, id: number, to: TransferTo, canManage: boolean, now = Date.now()): Promise<StaffStep> {
  if ((to.toStaffId === undefined) === (to.toQueue === undefined)) throw new ValidationFailed('Name either an agent or a queue.');
  const row = await staffConversationRow(app.db, id);
  if (row.status === 'closed') throw new ChatClosed('This conversation has ended.');
  if (Number(row.version) !== to.version) throw new ChatTaken('Someone else changed this conversation meanwhile.', { version: Number(row.version) });
  const mine = row.status === 'active' && row.agent_id === staff.staffId;
  if (!mine && !canManage) throw new ChatNotYours('Another agent answers this conversation.');
  if (to.toStaffId !== undefined && to.toStaffId === row.agent_id && row.status === 'active') throw new ValidationFailed('This agent already answers the conversation.');
  const { maxChatsPerAgent } = await getSetting(app.db, 'support');
  const lines = await atomically(app.db, async (tx) => {
    let target: { name: string } | null = null;
    if (to.toStaffId !== undefined) {
      target = await agentTakesOneMore(tx, to.toStaffId, row.language, maxChatsPerAgent, now);
      if (!target) throw new ChatAgentUnavailable('That agent is not on duty, does not answer this language, or is at their cap.', { staffId: to.toStaffId });
    }
    const r = await tx
      .updateTable('chat_conversations')
      .set((eb) =>
        target && to.toStaffId !== undefined
          ? { status: 'active', agent_id: to.toStaffId, agent_name: target.name, assigned_at: row.assigned_at ?? now, version: eb('version', '+', 1) }
          : { status: 'queued', agent_id: null, agent_name: null, queue: to.toQueue ?? row.queue, version: eb('version', '+', 1) },
      )
      .where('id', '=', id)
      .where('version', '=', to.version)
      .where('status', '<>', 'closed')
      .executeTakeFirst();
    if (!changed(r)) return null;
    const who = to.toStaffId ?? to.toQueue ?? '';
    const out: MessageRow[] = [await insertSystemLine(tx, id, 'transferred', `sys:transferred:${who}:${to.version + 1}`, target?.name ?? null, now)];
    if (to.note) out.push(await insertStepNote(tx, id, staff, to.note, `sys:transfer-note:${to.version + 1}`, now));
    return out;
  });
  if (!lines) throw await refusal(app.db, id);
  announce(app, id, lines, 'staff');
  if (to.toQueue !== undefined) await assignWaiting(app, now);
  return { before: row, row: await staffConversationRow(app.db, id), changed: true };
}
