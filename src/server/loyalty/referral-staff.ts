/**
 * Invite friends, for staff: every referral with filters, the held rewards with what the friend
 * shares with the referrer (read again now), and the decision on a held reward — approve pays it
 * under the same key as the job would (`referral:<friendId>`, so it is paid once whatever
 * happens), reject closes it with a reason.
 */
import type { AppContext } from '#server/app-context.ts';
import type { Db } from '#server/db/connect.ts';
import { accountNamesOf, findMemberByAccount } from '#server/members/index.ts';
import type { ReferralHoldReason, ReferralState } from '#lib/contracts/loyalty-model.ts';
import { parseHoldReasons, type ReferralEvidence, referralEvidence } from './referral-abuse.ts';
import { InvalidState, NotFound } from './referral-errors.ts';
import { payReferralReward, rewardTerms } from './referral-rewards.ts';

export interface StaffReferral {
  friendId: number;
  friendAccount: string;
  referrerId: number;
  referrerAccount: string;
  state: ReferralState;
  registeredAt: number;
  depositedAt: number | null;
  qualifiedAt: number | null;
  reward: number;
  holdReasons: ReferralHoldReason[];
  reason: string | null;
  decidedAt: number | null;
  decidedBy: number | null;
}

export interface ReferralQuery {
  state?: ReferralState | undefined;
  /** The referrer's or the friend's account, exactly. */
  account?: string | undefined;
  pageNo: number;
  pageSize: number;
}

type Row = {
  friend_id: number;
  referrer_id: number;
  state: string;
  created_at: number;
  deposited_at: number | null;
  qualified_at: number | null;
  reward: number;
  hold_reason: string | null;
  reason: string | null;
  decided_at: number | null;
  staff_id: number | null;
};

const COLUMNS = ['friend_id', 'referrer_id', 'state', 'created_at', 'deposited_at', 'qualified_at', 'reward', 'hold_reason', 'reason', 'decided_at', 'staff_id'] as const;

async function toStaff(db: Db, rows: Row[]): Promise<StaffReferral[]> {
  const names = await accountNamesOf(
    db,
    rows.flatMap((r) => [Number(r.friend_id), Number(r.referrer_id)]),
  );
  return rows.map((r) => ({
    friendId: Number(r.friend_id),
    friendAccount: names.get(Number(r.friend_id)) ?? '',
    referrerId: Number(r.referrer_id),
    referrerAccount: names.get(Number(r.referrer_id)) ?? '',
    state: r.state as ReferralState,
    registeredAt: Number(r.created_at),
    depositedAt: r.deposited_at === null ? null : Number(r.deposited_at),
    qualifiedAt: r.qualified_at === null ? null : Number(r.qualified_at),
    reward: Number(r.reward),
    holdReasons: parseHoldReasons(r.hold_reason),
    reason: r.reason,
    decidedAt: r.decided_at === null ? null : Number(r.decided_at),
    decidedBy: r.staff_id === null ? null : Number(r.staff_id),
  }));
}

/** Referrals newest first, by state and by the referrer's or friend's account. */
export async function listReferrals(db: Db, q: ReferralQuery): Promise<{ list: StaffReferral[]; total: number }> {
  let memberId: number | null = null;
  if (q.account) {
    const m = await findMemberByAccount(db, q.account.trim());
    if (!m) return { list: [], total: 0 };
    memberId = m.id;
  }
  let base = db.selectFrom('referrals');
  if (q.state) base = base.where('state', '=', q.state);
  if (memberId !== null) {
    const id = memberId;
    base = base.where((eb) => eb.or([eb('referrer_id', '=', id), eb('friend_id', '=', id)]));
  }
  const [rows, count] = await Promise.all([
    base
      .select([...COLUMNS])
      .orderBy('created_at', 'desc')
      .orderBy('friend_id', 'desc')
      .limit(q.pageSize)
      .offset((q.pageNo - 1) * q.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list: await toStaff(db, rows), total: Number(count.n) };
}

export type HeldReferral = StaffReferral & { evidence: ReferralEvidence };

/** Held rewards, oldest first (the longest waiting on top), each with what is shared now. */
export async function heldReferrals(db: Db, limit = 100): Promise<HeldReferral[]> {
  const rows = await db.selectFrom('referrals').select([...COLUMNS]).where('state', '=', 'held').orderBy('qualified_at').orderBy('friend_id').limit(limit).execute();
  const list = await toStaff(db, rows);
  return Promise.all(list.map(async (r) => ({ ...r, evidence: await referralEvidence(db, r.referrerId, r.friendId) })));
}

export async function referralOf(db: Db, friendId: number): Promise<StaffReferral> {
  const row = await db.selectFrom('referrals').select([...COLUMNS]).where('friend_id', '=', friendId).executeTakeFirst();
  if (!row) throw new NotFound('No such referral.');
  const [one] = await toStaff(db, [row]);
  if (!one) throw new NotFound('No such referral.');
  return one;
}

/**
 * Staff decide a held reward: approve pays it (once, keyed per friend), reject closes it with the
 * reason. A referral not held (decided already, or never held) is INVALID_STATE and nothing moves.
 */
export async function decideHeldReferral(app: AppContext, staffId: number, friendId: number, d: { approve: boolean; reason: string }, now = Date.now()): Promise<{ before: StaffReferral; after: StaffReferral }> {
  const before = await referralOf(app.db, friendId);
  if (d.approve) {
    const terms = await rewardTerms(app);
    const paid = await app.ledger.run((sql) => payReferralReward(sql, friendId, 'held', terms, now, staffId));
    if (!paid) throw new InvalidState(`This referral is ${(await referralOf(app.db, friendId)).state}, not held.`);
    app.events.publish({ type: 'rewards', memberId: before.referrerId, data: { referral: friendId } });
  } else {
    const r = await app.db
      .updateTable('referrals')
      .set({ state: 'rejected', reason: d.reason, staff_id: staffId, decided_at: now })
      .where('friend_id', '=', friendId)
      .where('state', '=', 'held')
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) throw new InvalidState(`This referral is ${(await referralOf(app.db, friendId)).state}, not held.`);
  }
  return { before, after: await referralOf(app.db, friendId) };
}
