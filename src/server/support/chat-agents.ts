/**
 * Agents on the desk: whether each takes new chats (available), their cap and languages, and
 * whether their desk is open (seen_at, refreshed by the desk's stream and by every desk call; a
 * desk not seen for AGENT_SEEN_MS is offline, so a closed tab drops out without anyone pressing
 * "away").
 */
import type { DeskAgent } from '#lib/contracts/backoffice-support.ts';
import type { ChatLanguage } from '#lib/contracts/chat-model.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Db } from '#server/db/connect.ts';
import { getSetting } from '#server/system/index.ts';
import { activeChats, agentLanguages, assignWaiting, onDuty } from './chat-assign.ts';
import { AGENT_SEEN_MS } from './chat-hours.ts';

export interface AvailabilityChoice {
  available: boolean;
  maxChats?: number | undefined;
  languages?: ChatLanguage[] | undefined;
}

/** A desk seen this recently is not written again (the desk stream refreshes it every 20 s; on SQLite every write is a disk sync). */
const SEEN_FRESH_MS = 10_000;

/**
 * Marks the desk seen now (and keeps the shown name current when given); makes the agent's row on
 * first sight, not yet taking chats. Skipped when the row was marked within SEEN_FRESH_MS with the
 * same name, so an agent's every answer is not also a write.
 */
export async function touchAgent(db: Db, staffId: number, now: number, name?: string): Promise<void> {
  const row = await db.selectFrom('chat_agents').select(['seen_at', 'name']).where('staff_id', '=', staffId).executeTakeFirst();
  if (row && now - Number(row.seen_at) < SEEN_FRESH_MS && (name === undefined || row.name === name)) return;
  await db
    .insertInto('chat_agents')
    .values({ staff_id: staffId, available: 0, seen_at: now, updated_at: now, ...(name === undefined ? {} : { name }) })
    .onConflict((oc) => oc.column('staff_id').doUpdateSet({ seen_at: now, ...(name === undefined ? {} : { name }) }))
    .execute();
}

type AgentRow = { staff_id: number; name: string; available: number; max_chats: number | null; seen_at: number; languages: string };

function agentOf(row: AgentRow, active: number, defaultCap: number, now: number): DeskAgent {
  return {
    staffId: Number(row.staff_id),
    name: row.name,
    available: Number(row.available) === 1,
    online: onDuty({ available: 1, seen_at: row.seen_at }, now),
    active,
    maxChats: row.max_chats ?? defaultCap,
    languages: agentLanguages(row.languages),
  };
}

/** One agent as the desk shows them (not yet on the desk: away, the default cap, both languages). */
export async function agentView(db: Db, staffId: number, now: number): Promise<DeskAgent> {
  const { maxChatsPerAgent } = await getSetting(db, 'support');
  const row = await db.selectFrom('chat_agents').selectAll().where('staff_id', '=', staffId).executeTakeFirst();
  const base: AgentRow = row ?? { staff_id: staffId, name: '', available: 0, max_chats: null, seen_at: 0, languages: '[]' };
  return agentOf(base, await activeChats(db, staffId), maxChatsPerAgent, now);
}

/**
 * Sets whether I take new chats, and optionally my cap and languages (kept when not given).
 * Taking chats again hands me waiting ones at once.
 */
export async function setAvailability(app: AppContext, staffId: number, name: string, choice: AvailabilityChoice, now = Date.now()): Promise<DeskAgent> {
  const available = choice.available ? 1 : 0;
  const changes = {
    available,
    name,
    seen_at: now,
    updated_at: now,
    ...(choice.maxChats === undefined ? {} : { max_chats: choice.maxChats }),
    ...(choice.languages === undefined ? {} : { languages: JSON.stringify([...new Set(choice.languages)]) }),
  };
  await app.db
    .insertInto('chat_agents')
    .values({ staff_id: staffId, ...changes })
    .onConflict((oc) => oc.column('staff_id').doUpdateSet(changes))
    .execute();
  if (available) await assignWaiting(app, now);
  app.events.chat({ conversationId: 0, type: 'desk', from: 'staff', data: {} });
  return agentView(app.db, staffId, now);
}

/**
 * The agents the desk lists: everyone taking chats, online, or still answering some (an agent who
 * went away keeps their open chats until they close or transfer them).
 */
export async function agentsView(db: Db, now: number): Promise<DeskAgent[]> {
  const { maxChatsPerAgent } = await getSetting(db, 'support');
  const counts = await db
    .selectFrom('chat_conversations')
    .select(['agent_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('status', '=', 'active')
    .where('kind', '=', 'chat')
    .where('agent_id', 'is not', null)
    .groupBy('agent_id')
    .execute();
  const active = new Map(counts.map((c) => [Number(c.agent_id), Number(c.n)]));
  const rows = await db
    .selectFrom('chat_agents')
    .selectAll()
    .where((eb) => eb.or([eb('available', '=', 1), eb('seen_at', '>=', now - AGENT_SEEN_MS), ...(active.size ? [eb('staff_id', 'in', [...active.keys()])] : [])]))
    .orderBy('name')
    .orderBy('staff_id')
    .execute();
  return rows.map((r) => agentOf(r, active.get(Number(r.staff_id)) ?? 0, maxChatsPerAgent, now));
}
