import type { AppContext } from '#server/app-context.ts';
import { audit } from './audit.ts';
import { memberRow } from './members-read.ts';
import type { StaffActor } from './staff.ts';

/** Staff notes on a member (member_notes), newest first, with who wrote each. */
export async function notesOf(app: AppContext, memberId: number) {
  const m = await memberRow(app, memberId);
  const rows = await app.db
    .selectFrom('member_notes as n')
    .leftJoin('staff as s', 's.id', 'n.staff_id')
    .select(['n.id', 'n.created_at', 'n.text', 's.username'])
    .where('n.member_id', '=', m.id)
    .orderBy('n.id', 'desc')
    .limit(200)
    .execute();
  return { list: rows.map((r) => ({ id: Number(r.id), at: Number(r.created_at), staff: r.username ?? '?', text: r.text })) };
}

/** Adds a note (audited with its text). */
export async function addNote(app: AppContext, staff: StaffActor, memberId: number, text: string, now = Date.now()) {
  const m = await memberRow(app, memberId);
  const row = await app.db.insertInto('member_notes').values({ member_id: m.id, staff_id: staff.staffId, text, created_at: now }).returning('id').executeTakeFirstOrThrow();
  const id = Number(row.id);
  await audit(app.db, staff, { action: 'member.note.add', targetType: 'member', targetId: m.id, after: { noteId: id, text } }, now);
  return { id, at: now, staff: staff.username, text };
}
