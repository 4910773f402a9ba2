/**
 * Staff and the VIP ranks: a member's rank set by hand (a guarded update of members.vip_rank and
 * a row in the member's rank history with reason 'staff', the note and who set it), how many
 * members hold each rank, and the latest ranks set by hand. The caller (the back office) audits.
 * A rank set by hand pays no upgrade bonus: bonuses are paid by the rank computation when a rank is
 * earned. members.vip_label, the operator's marketing label, is left as it is.
 */
import type { StaffRankChange } from '#lib/contracts/backoffice-vip.ts';
import type { Db } from '#server/db/connect.ts';
import { NotFound, InvalidState } from '#server/errors.ts';
import { findMemberByAccount, vipLadder } from '#server/members/index.ts';
import { VipRankUnchanged, VipRankUnknown } from './vip-errors.ts';

/** Members of the site (not trial players or house accounts), by rank: one aggregate query. */
export async function membersPerRank(db: Db): Promise<{ rank: number; members: number }[]> {
  const rows = await db
    .selectFrom('members')
    .select((eb) => ['vip_rank', eb.fn.countAll<number>().as('n')])
    .where('is_agent', '!=', 4)
    .where('kind', '!=', 'bot')
    .groupBy('vip_rank')
    .orderBy('vip_rank')
    .execute();
  return rows.map((r) => ({ rank: Number(r.vip_rank), members: Number(r.n) }));
}

/** Sets a member's rank by hand; refuses a rank not on the ladder, the rank already held, and a rank changed meanwhile. */
export async function setRankByStaff(db: Db, r: { account: string; rank: number; note: string; staffId: number }, now = Date.now()): Promise<StaffRankRow> {
  const member = await findMemberByAccount(db, r.account);
  if (!member || member.kind === 'bot' || member.is_agent === 4) throw new NotFound('No such member.');
  const rank = (await vipLadder(db)).find((x) => x.rank === r.rank);
  if (!rank) throw new VipRankUnknown(`There is no rank ${r.rank} on the ladder.`, { rank: r.rank });
  const from = Number(member.vip_rank);
  if (from === r.rank) throw new VipRankUnchanged(`${member.account} already holds ${rank.label}.`, { rank: r.rank });
  const note = r.note.trim().slice(0, 200);
  const id = await db.transaction().execute(async (tx) => {
    const res = await tx.updateTable('members').set({ vip_rank: r.rank }).where('id', '=', member.id).where('vip_rank', '=', from).executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw new InvalidState('The member’s rank changed meanwhile; read it again.');
    const row = await tx
      .insertInto('vip_rank_changes')
      .values({ member_id: member.id, from_rank: from, to_rank: r.rank, reason: 'staff', note, staff_id: r.staffId, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  });
  return { id, memberId: member.id, account: member.account, fromRank: from, toRank: r.rank, reason: 'staff', note, staffId: r.staffId, at: now };
}

/** A rank set by hand and the id of the staff member who set it (the back office names them). */
export type StaffRankRow = Omit<StaffRankChange, 'staff'> & { staffId: number | null };

/** The latest ranks set by hand, newest first. */
export async function recentStaffRankChanges(db: Db, limit = 10): Promise<StaffRankRow[]> {
  const rows = await db
    .selectFrom('vip_rank_changes as c')
    .innerJoin('members as m', 'm.id', 'c.member_id')
    .select(['c.id', 'c.member_id', 'm.account', 'c.from_rank', 'c.to_rank', 'c.note', 'c.created_at', 'c.staff_id'])
    .where('c.reason', '=', 'staff')
    .orderBy('c.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: Number(r.id), memberId: Number(r.member_id), account: r.account, fromRank: Number(r.from_rank), toRank: Number(r.to_rank), reason: 'staff', note: r.note, staffId: r.staff_id === null ? null : Number(r.staff_id), at: Number(r.created_at) }));
}
