/**
 * Internal messages from staff: to one member, or to a segment (a VIP label, a VIP rank, an agent's
 * team). The members domain says who is in the segment, the cashier domain stores the messages
 * (kind 'staff_message'); this file keeps the record of each send (table message_sends) and audits
 * it. The client names each send with a request id: a repeated request answers the first send.
 */
import { insertMessages, notifyMessages } from '#server/content/index.ts';
import type { AppContext } from '#server/app-context.ts';
import { atomically, type Db } from '#server/db/connect.ts';
import { AppError } from '#server/errors.ts';
import { type Segment, segmentMemberIds } from '#server/members/index.ts';
import { audit } from './audit.ts';
import { assertStaffCan } from './content-notices.ts';
import type { StaffActor } from './staff.ts';

/** The segment holds nobody: nothing was sent. */
export class NoRecipients extends AppError {
  readonly code = 'NO_RECIPIENTS' as const;
}

export interface StaffMessageInput {
  requestId: string;
  to: Segment;
  subject: string;
  body: string;
}

export interface MessageSendResult {
  id: number;
  recipients: number;
  /** The request id was used before: this is that send, nothing was sent again. */
  replayed: boolean;
}

export type TargetKind = 'member' | 'label' | 'vipRank' | 'agentTeam';

function targetOf(to: Segment): { kind: TargetKind; value: string } {
  if ('member' in to) return { kind: 'member', value: String(to.member) };
  if ('label' in to) return { kind: 'label', value: to.label };
  if ('vipRank' in to) return { kind: 'vipRank', value: String(to.vipRank) };
  return { kind: 'agentTeam', value: String(to.agentTeam) };
}

async function sendOf(db: Db, requestId: string): Promise<MessageSendResult | null> {
  const row = await db.selectFrom('message_sends').select(['id', 'recipients']).where('request_id', '=', requestId).executeTakeFirst();
  return row ? { id: Number(row.id), recipients: Number(row.recipients), replayed: true } : null;
}

function isUniqueViolation(e: unknown): boolean {
  const code = (e as { code?: string }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** Sends a message to one member ('messages.write') or a segment ('marketing.write' as well). */
export async function sendStaffMessage(app: AppContext, actor: StaffActor, input: StaffMessageInput, now = Date.now()): Promise<MessageSendResult> {
  if (!('member' in input.to)) assertStaffCan(actor, 'marketing.write');
  const earlier = await sendOf(app.db, input.requestId);
  if (earlier) return earlier;
  const ids = await segmentMemberIds(app.db, input.to);
  if (!ids.length) throw new NoRecipients('Nobody is in this segment: nothing was sent.');
  const target = targetOf(input.to);
  let id: number;
  try {
    id = await atomically(app.db, async (tx) => {
      const row = await tx
        .insertInto('message_sends')
        .values({
          request_id: input.requestId,
          staff_id: actor.staffId,
          staff_name: actor.username,
          target_kind: target.kind,
          target_value: target.value,
          subject: input.subject,
          body: input.body,
          recipients: ids.length,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await insertMessages(tx, ids, 'staff_message', { subject: input.subject, body: input.body }, now);
      return Number(row.id);
    });
  } catch (e) {
    const first = isUniqueViolation(e) ? await sendOf(app.db, input.requestId) : null;
    if (first) return first;
    throw e;
  }
  await audit(app.db, actor, { action: 'message.send', targetType: 'message_send', targetId: id, after: { to: input.to, subject: input.subject, body: input.body, recipients: ids.length } });
  await notifyMessages(app.db, app.events, ids, 'staff_message');
  return { id, recipients: ids.length, replayed: false };
}

export interface MessageSendRow {
  id: number;
  staffName: string;
  targetKind: TargetKind;
  targetValue: string;
  subject: string;
  body: string;
  recipients: number;
  sentAt: number;
}

/** One page of the messages staff sent, newest first. */
export async function listMessageSends(db: Db, pageNo: number, pageSize: number) {
  const total = Number((await db.selectFrom('message_sends').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  const pageNum = Math.min(pageNo, totalPages);
  const rows = await db.selectFrom('message_sends').selectAll().orderBy('id', 'desc').limit(pageSize).offset((pageNum - 1) * pageSize).execute();
  const list: MessageSendRow[] = rows.map((r) => ({
    id: Number(r.id),
    staffName: r.staff_name,
    targetKind: r.target_kind as TargetKind,
    targetValue: r.target_value,
    subject: r.subject,
    body: r.body,
    recipients: Number(r.recipients),
    sentAt: Number(r.created_at),
  }));
  return { list, pageNum, totalPages, total };
}
