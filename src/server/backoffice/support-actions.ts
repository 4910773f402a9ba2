/**
 * Back office, the customer-service desk's actions: availability, take and take-over, transfer,
 * staff messages and notes, images, marks, typing and closing. The back office knows who acts
 * (their role's support.manage, their shown name, which the support domain may not read from the
 * staff table) and audits every action; an audited message names the conversation and the message
 * id, not its text (the transcript keeps that).
 */
import type { DeskAgent, DeskConversation, DeskOverview, DeskThread } from '#lib/contracts/backoffice-support.ts';
import type { ChatMessage } from '#lib/contracts/chat.ts';
import type { ChatLanguage, ChatQueue, CloseReason } from '#lib/contracts/chat-model.ts';
import { can } from '#lib/backoffice/roles.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Db } from '#server/db/connect.ts';
import {
  assertAnswering,
  ChatNotYours,
  closeByStaff,
  deskOverview,
  readChatFile,
  setAvailability,
  staffConversationRow,
  staffMarks,
  staffSend,
  staffTyping,
  storeChatFile,
  takeConversation,
  touchAgent,
  transferConversation,
} from '#server/support/index.ts';
import { audit } from './audit.ts';
import { StaffForbidden } from './errors.ts';
import type { StaffActor } from './staff.ts';
import { deskConversationsOf, supportThread } from './support-records.ts';

const canManage = (actor: StaffActor) => can(actor.role, 'support.manage');
const ref = (actor: StaffActor) => ({ staffId: actor.staffId, name: actor.displayName });
const target = (id: number) => ({ targetType: 'chat_conversation', targetId: id });

/** One conversation as the desk lists it (the desk stream's `conversation` push); null when there is none. */
export async function deskConversationView(app: AppContext, id: number): Promise<DeskConversation | null> {
  const row = await app.db.selectFrom('chat_conversations').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const [view] = await deskConversationsOf(app.db, [row]);
  return view ?? null;
}

/** Someone else's conversation without support.manage: the role does not allow a take-over or transfer. */
async function asLead<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof ChatNotYours) throw new StaffForbidden('Taking over or transferring another agent’s conversation needs support.manage.');
    throw err;
  }
}

/** My desk: every open desk call also marks me seen (the stream does so while it is open). */
export async function deskOverviewAs(app: AppContext, actor: StaffActor, now = Date.now()): Promise<DeskOverview> {
  await touchAgent(app.db, actor.staffId, now, actor.displayName);
  const o = await deskOverview(app, actor.staffId, canManage(actor), now);
  const rows = [...o.mine, ...o.waiting, ...o.others];
  const byId = new Map((await deskConversationsOf(app.db, rows)).map((v) => [v.id, v]));
  const list = (part: typeof rows) => part.flatMap((r) => byId.get(Number(r.id)) ?? []);
  return { me: o.me, queues: o.queues, agents: o.agents, mine: list(o.mine), waiting: list(o.waiting), others: list(o.others) };
}

export async function setAvailabilityAs(app: AppContext, actor: StaffActor, choice: { available: boolean; maxChats?: number | undefined; languages?: ChatLanguage[] | undefined }, now = Date.now()): Promise<DeskAgent> {
  const agent = await setAvailability(app, actor.staffId, actor.displayName, choice, now);
  await audit(app.db, actor, { action: 'support.availability', targetType: 'staff', targetId: actor.staffId, after: { available: agent.available, maxChats: agent.maxChats, languages: agent.languages } }, now);
  return agent;
}

export async function takeConversationAs(app: AppContext, actor: StaffActor, id: number, version: number, now = Date.now()): Promise<DeskThread> {
  await touchAgent(app.db, actor.staffId, now, actor.displayName);
  const { before, row, changed } = await asLead(takeConversation(app, ref(actor), id, version, canManage(actor), now));
  if (changed) {
    const takeOver = before.status === 'active' && before.agent_id !== null;
    await audit(app.db, actor, { action: takeOver ? 'support.take_over' : 'support.take', ...target(id), before: { status: before.status, agentId: before.agent_id }, after: { status: row.status, agentId: row.agent_id } }, now);
  }
  return supportThread(app, id);
}

export async function transferConversationAs(app: AppContext, actor: StaffActor, id: number, to: { version: number; toStaffId?: number | undefined; toQueue?: ChatQueue | undefined; note?: string | undefined }, now = Date.now()): Promise<DeskThread> {
  const { before, row } = await asLead(transferConversation(app, ref(actor), id, to, canManage(actor), now));
  await audit(app.db, actor, { action: 'support.transfer', ...target(id), before: { status: before.status, agentId: before.agent_id, queue: before.queue }, after: { status: row.status, agentId: row.agent_id, queue: row.queue, note: to.note !== undefined } }, now);
  return supportThread(app, id);
}

export async function closeConversationAs(app: AppContext, actor: StaffActor, id: number, reason: CloseReason, note: string | undefined, now = Date.now()): Promise<DeskThread> {
  const { before, row, changed } = await closeByStaff(app, ref(actor), id, reason, note, canManage(actor), now);
  if (changed) await audit(app.db, actor, { action: 'support.close', ...target(id), before: { status: before.status, agentId: before.agent_id }, after: { status: row.status, reason, note: note !== undefined } }, now);
  return supportThread(app, id);
}

export async function staffSendAs(app: AppContext, actor: StaffActor, id: number, send: { clientId: string; text: string; fileId?: number | undefined; note: boolean }, now = Date.now()): Promise<ChatMessage> {
  await touchAgent(app.db, actor.staffId, now, actor.displayName);
  // The audit entry is written in the message's transaction: there is never one without the other.
  const alsoRecord = (tx: Db, message: ChatMessage) => audit(tx, actor, { action: send.note ? 'support.note' : 'support.message', ...target(id), after: { conversationId: id, messageId: message.id, fileId: message.fileId } }, now);
  const { message } = await staffSend(app, ref(actor), id, { ...send, alsoRecord }, canManage(actor), now);
  return message;
}

/** An image for my answer (or a lead's note): stored under the conversation, sent by the message that names it. */
export async function staffUploadAs(app: AppContext, actor: StaffActor, id: number, bytes: Uint8Array, now = Date.now()) {
  const row = await staffConversationRow(app.db, id);
  assertAnswering(row, actor.staffId, canManage(actor), true);
  return storeChatFile(app, row, 'staff', bytes, now);
}

export const staffFile = (app: AppContext, fileId: number) => readChatFile(app, fileId, null);

export async function staffTypingAs(app: AppContext, actor: StaffActor, id: number, typing: boolean): Promise<Record<string, never>> {
  await staffTyping(app, actor.staffId, id, typing);
  return {};
}

export async function staffMarksAs(app: AppContext, actor: StaffActor, id: number, marks: { deliveredId?: number | undefined; readId?: number | undefined }): Promise<Record<string, never>> {
  await staffMarks(app, actor.staffId, id, marks, canManage(actor));
  return {};
}
