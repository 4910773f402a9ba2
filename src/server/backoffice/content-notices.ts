/**
 * The content desk's notices and banners: each write goes through the content domain and is audited
 * with the notice before and after. Banners (type B) are marketing's: writing one, or turning a
 * notice into one or back, needs 'marketing.write' besides the route's 'content.write'.
 */
import { can, type Permission } from '#lib/backoffice/roles.ts';
import { createNoticeOnce, deleteNotice, type NoticeInput, type NoticeRecord, updateNotice, getNotice } from '#server/content/index.ts';
import type { Db } from '#server/db/connect.ts';
import { audit } from './audit.ts';
import { StaffForbidden } from './errors.ts';
import type { StaffActor } from './staff.ts';

/** Refuses an action the actor's role is not allowed (beyond the permission the route checked). */
export function assertStaffCan(actor: StaffActor, permission: Permission): void {
  if (!can(actor.role, permission)) throw new StaffForbidden('Your role does not allow this.');
}

const BANNER = 'B';

/** Writes a notice once per request id: a retry of the submission answers the first notice (audited once). */
export async function createNoticeAs(db: Db, actor: StaffActor, requestId: string, input: NoticeInput): Promise<NoticeRecord> {
  if (input.type === BANNER) assertStaffCan(actor, 'marketing.write');
  const { notice, replayed } = await createNoticeOnce(db, { requestId, staffId: actor.staffId }, input);
  if (!replayed) await audit(db, actor, { action: notice.type === BANNER ? 'banner.create' : 'notice.create', targetType: 'notice', targetId: notice.id, after: notice });
  return notice;
}

export async function updateNoticeAs(db: Db, actor: StaffActor, id: number, version: number, input: NoticeInput): Promise<NoticeRecord> {
  const current = await getNotice(db, id);
  if (current.type === BANNER || input.type === BANNER) assertStaffCan(actor, 'marketing.write');
  const { before, after } = await updateNotice(db, id, version, input);
  await audit(db, actor, { action: after.type === BANNER ? 'banner.update' : 'notice.update', targetType: 'notice', targetId: id, before, after });
  return after;
}

export async function deleteNoticeAs(db: Db, actor: StaffActor, id: number): Promise<void> {
  const current = await getNotice(db, id);
  if (current.type === BANNER) assertStaffCan(actor, 'marketing.write');
  const before = await deleteNotice(db, id);
  await audit(db, actor, { action: before.type === BANNER ? 'banner.delete' : 'notice.delete', targetType: 'notice', targetId: id, before });
}
