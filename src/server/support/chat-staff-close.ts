/**
 * Conversations ended by staff (with a reason) and by the system (idle). Each close is one guarded
 * update, so a close racing a take, a transfer, a new message or the player's own close either
 * happens once or not at all. A freed agent gets the next waiting chat at once.
 */
import type { CloseReason } from '#lib/contracts/chat-model.ts';
import type { AppContext } from '#server/app-context.ts';
import { atomically } from '#server/db/connect.ts';
import { getSetting } from '#server/system/index.ts';
import { assignWaiting, type StaffRef, type StaffStep, staffConversationRow } from './chat-assign.ts';
import { announce, insertStepNote, insertSystemLine } from './chat-desk-lines.ts';
import type { MessageRow } from './chat-messages.ts';
import { ChatNotYours } from './errors.ts';

/** Enough tries for a close to outlast a burst of takes and transfers of the same conversation. */
const CLOSE_TRIES = 5;

/**
 * Closes a conversation as staff: my own, any waiting one (a duplicate or abusive ticket), or
 * another agent's with support.manage (else CHAT_NOT_YOURS). A closed one answers as it is. The
 * player sees 'closed_by_staff'; the optional note stays with the staff.
 */
export async function closeByStaff(app: AppContext, staff: StaffRef, id: number, reason: CloseReason, note: string | undefined, canManage: boolean, now = Date.now()): Promise<StaffStep> {
  for (let attempt = 0; attempt < CLOSE_TRIES; attempt++) {
    const row = await staffConversationRow(app.db, id);
    if (row.status === 'closed') return { before: row, row, changed: false };
    if (row.status === 'active' && row.agent_id !== staff.staffId && !canManage) throw new ChatNotYours('Another agent answers this conversation.');
    const version = Number(row.version);
    const lines = await atomically(app.db, async (tx) => {
      const r = await tx
        .updateTable('chat_conversations')
        .set({ status: 'closed', closed_at: now, close_reason: reason, closed_by: 'staff', version: version + 1 })
        .where('id', '=', id)
        .where('version', '=', version)
        .where('status', '<>', 'closed')
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) return null;
      const out: MessageRow[] = [await insertSystemLine(tx, id, 'closed_by_staff', `sys:closed_by_staff:${staff.staffId}:${version + 1}`, staff.name, now)];
      if (note) out.push(await insertStepNote(tx, id, staff, note, `sys:close-note:${version + 1}`, now));
      return out;
    });
    if (!lines) continue;
    announce(app, id, lines, 'staff');
    if (row.status === 'active' && row.kind === 'chat') await assignWaiting(app, now);
    return { before: row, row: await staffConversationRow(app.db, id), changed: true };
  }
  // Changed on every try: answer the conversation as it is now (closed by someone else, or still moving).
  const row = await staffConversationRow(app.db, id);
  return { before: row, row, changed: false };
}

/**
 * Job `support:idle`: live chats (waiting or answered) without a message for the settings'
 * idleCloseMinutes are closed by the system ('closed_idle'). Tickets never close idle: they wait
 * for their answer. A message arriving meanwhile keeps its chat open (the update re-checks the
 * time of the last message). Returns how many were closed.
 */
export async function closeIdle(app: AppContext, now = Date.now()): Promise<number> {
  const { idleCloseMinutes } = await getSetting(app.db, 'support');
  const cutoff = now - idleCloseMinutes * 60_000;
  const idle = await app.db
    .selectFrom('chat_conversations')
    .select(['id', 'version'])
    .where('kind', '=', 'chat')
    .where('status', 'in', ['queued', 'active'])
    .where('last_message_at', '<', cutoff)
    .orderBy('id')
    .limit(500)
    .execute();
  let closed = 0;
  for (const chat of idle) {
    const id = Number(chat.id);
    const version = Number(chat.version);
    const line = await atomically(app.db, async (tx) => {
      const r = await tx
        .updateTable('chat_conversations')
        .set({ status: 'closed', closed_at: now, close_reason: null, closed_by: 'system', version: version + 1 })
        .where('id', '=', id)
        .where('version', '=', version)
        .where('status', 'in', ['queued', 'active'])
        .where('last_message_at', '<', cutoff)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) return null;
      return insertSystemLine(tx, id, 'closed_idle', `sys:closed_idle:system:${version + 1}`, null, now);
    });
    if (!line) continue;
    closed++;
    announce(app, id, [line], 'system');
  }
  if (closed) await assignWaiting(app, now);
  return closed;
}
