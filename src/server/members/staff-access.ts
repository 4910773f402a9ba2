/**
 * Member-row reads and writes of the back office's members desk: searching members, locking and
 * unlocking (status 1 is refused at login and by every session lookup), and a temporary password
 * that must be changed at the next login.
 */
import type { Db } from '#server/db/connect.ts';

export const SEARCH_KEYS = ['any', 'username', 'id', 'mobile', 'email', 'bank', 'ip'] as const;
export type SearchKey = (typeof SEARCH_KEYS)[number];
export type SearchSort = 'id' | 'account' | 'createdAt' | 'lastLoginAt';

export interface MemberSearch {
  q: string;
  by: SearchKey;
  /** Members another domain found for this text (bank accounts, addresses sessions came from). */
  alsoIds: readonly number[];
  sort: SearchSort;
  order: 'asc' | 'desc';
  pageNo: number;
  pageSize: number;
}

const SORT_COLUMN = { id: 'id', account: 'account_key', createdAt: 'created_at', lastLoginAt: 'last_login_at' } as const;

const escapeLike = (v: string) => v.replace(/[%_\\]/g, '');

/** One page of members (house bots left out) matching the search; an empty text lists everyone. */
export async function searchMembers(db: Db, s: MemberSearch) {
  const text = s.q.trim();
  let base = db.selectFrom('members').where('kind', '=', 'member');
  if (text) {
    base = base.where((eb) => {
      const ors = [];
      const by = (k: SearchKey) => s.by === k || s.by === 'any';
      if (by('username')) ors.push(eb('account_key', 'like', `%${escapeLike(text.toLowerCase())}%`));
      if (by('id') && /^\d{1,15}$/.test(text)) ors.push(eb('id', '=', Number(text)));
      if (by('mobile')) ors.push(eb('mobile_num', 'like', `%${escapeLike(text.replace(/^\+/, ''))}%`));
      if (by('email')) ors.push(eb('email', '=', text.toLowerCase()), eb('email', '=', text));
      if (by('ip')) ors.push(eb('register_ip', '=', text), eb('last_login_ip', '=', text));
      if ((by('bank') || by('ip')) && s.alsoIds.length) ors.push(eb('id', 'in', [...s.alsoIds]));
      return ors.length ? eb.or(ors) : eb.lit(false);
    });
  }
  const n = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const total = Number(n.n);
  const totalPages = Math.max(1, Math.ceil(total / s.pageSize));
  const pageNum = Math.min(s.pageNo, totalPages);
  const rows = await base
    .selectAll()
    .orderBy(SORT_COLUMN[s.sort], s.order)
    .orderBy('id', s.order)
    .limit(s.pageSize)
    .offset((pageNum - 1) * s.pageSize)
    .execute();
  return { rows, pageNum, totalPages, total };
}

export const MEMBER_ACTIVE = 0;
export const MEMBER_LOCKED = 1;

/** Moves the member's status from one value to another; false when it was not `from` (nothing changed). */
export async function setMemberStatus(db: Db, memberId: number, from: number, to: number): Promise<boolean> {
  const r = await db.updateTable('members').set({ status: to }).where('id', '=', memberId).where('status', '=', from).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** A temporary password (already hashed) that the member must change at their next login. */
export async function setTemporaryPasswordHash(db: Db, memberId: number, hash: string, now = Date.now()): Promise<void> {
  await db.updateTable('members').set({ password_hash: hash, password_changed_at: now, password_is_default: 1, failed_logins: 0 }).where('id', '=', memberId).execute();
}

/** Removes the member's authenticator app (staff reset); false when none was set (nothing changed). */
export async function clearTotpSecret(db: Db, memberId: number): Promise<boolean> {
  const r = await db.updateTable('members').set({ totp_secret: null, totp_last_step: null }).where('id', '=', memberId).where('totp_secret', 'is not', null).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The chain from the top of the tree down to this member (both included), top first. */
export async function pathFromTop(db: Db, memberId: number): Promise<{ id: number; account: string }[]> {
  const rows = await db
    .selectFrom('member_tree as t')
    .innerJoin('members as m', 'm.id', 't.ancestor_id')
    .select(['m.id', 'm.account'])
    .where('t.descendant_id', '=', memberId)
    .orderBy('t.depth', 'desc')
    .execute();
  return rows.map((r) => ({ id: r.id, account: r.account }));
}
