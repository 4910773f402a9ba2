/**
 * Invite friends, the job `loyalty:referrals`: attaches newly registered members who came with a
 * referral code to the member whose code it is, then moves each open friend on —
 * registered → deposited at the first credited deposit → qualified when, within `referral.days`
 * of registering, the friend's credited deposits reach `referral.minDeposit` and their valid bet
 * (hourly roll-ups) `referral.minValidBet` — or expired when the window closes first; then pays
 * or holds each qualified friend's reward (referral-rewards.ts). Every change is a guarded update
 * (insert on conflict do nothing, update where the state is still the one read), so parallel runs
 * and reruns change each friend once.
 */
import type { AppContext } from '#server/app-context.ts';
import { creditedDepositsIn } from '#server/cashier/index.ts';
import type { Db } from '#server/db/connect.ts';
import { validBetIn } from '#server/games/index.ts';
import { referredSince } from '#server/members/index.ts';
import { loadSettings } from '#server/system/index.ts';
import { advanceCursor, cursorAt } from './cursors.ts';
import { normalReferralCode } from './referral-codes.ts';
import { settleQualified } from './referral-rewards.ts';

const DAY = 86_400_000;
const CURSOR = 'referrals';
/** Registrations are read again this far behind the cursor: a transaction that committed late is not skipped (the insert ignores friends already attached). */
const OVERLAP_MS = 5 * 60_000;
const OPEN_STATES = ['registered', 'deposited'] as const;

/** Attaches friends registered since the cursor whose referrer is a member's code. Answers how many were attached. */
export async function attachFriends(db: Db, now: number): Promise<number> {
  const since = Math.max(0, (await cursorAt(db, CURSOR)) - OVERLAP_MS);
  const members = await referredSince(db, since, 5_000);
  if (members.length === 0) return 0;
  const typed = new Map<number, string>();
  for (const m of members) {
    const code = normalReferralCode(m.referrer);
    if (code) typed.set(m.id, code);
  }
  const codes = typed.size ? await db.selectFrom('referral_codes').select(['member_id', 'code']).where('code', 'in', [...new Set(typed.values())]).execute() : [];
  const owner = new Map(codes.map((c) => [c.code, Number(c.member_id)]));
  let attached = 0;
  for (const m of members) {
    const referrerId = owner.get(typed.get(m.id) ?? '');
    if (referrerId === undefined || referrerId === m.id) continue;
    const r = await db
      .insertInto('referrals')
      .values({ friend_id: m.id, referrer_id: referrerId, state: 'registered', deposited_at: null, qualified_at: null, reward: 0, hold_reason: null, reason: null, staff_id: null, decided_at: null, created_at: m.createdAt })
      .onConflict((oc) => oc.column('friend_id').doNothing())
      .executeTakeFirst();
    attached += Number(r.numInsertedOrUpdatedRows ?? 0);
  }
  await advanceCursor(db, CURSOR, Math.max(...members.map((m) => m.createdAt)), now);
  return attached;
}

/** Moves open friends on (deposited, qualified, expired). Answers how many changed. */
export async function advanceFriends(db: Db, now: number, limit = 2_000): Promise<number> {
  const rule = (await loadSettings(db)).loyalty.referral;
  const open = await db.selectFrom('referrals').select(['friend_id', 'state', 'created_at']).where('state', 'in', OPEN_STATES).orderBy('created_at').limit(limit).execute();
  if (open.length === 0) return 0;
  const windowEnd = (r: { created_at: number }) => Number(r.created_at) + rule.days * DAY;
  const windows = open.map((r) => ({ memberId: Number(r.friend_id), from: Number(r.created_at), to: windowEnd(r) }));
  const [deposits, bets] = await Promise.all([creditedDepositsIn(db, windows), validBetIn(db, windows)]);
  let changedCount = 0;
  const update = async (friendId: number, from: readonly string[], set: { state: string; deposited_at?: number; qualified_at?: number; reward?: number }) => {
    const r = await db.updateTable('referrals').set(set).where('friend_id', '=', friendId).where('state', 'in', from).executeTakeFirst();
    changedCount += Number(r.numUpdatedRows);
  };
  for (const r of open) {
    const friendId = Number(r.friend_id);
    const dep = deposits.get(friendId) ?? { total: 0, firstAt: null };
    const bet = bets.get(friendId) ?? 0;
    // A friend qualifies only after a real deposit, even when the operator sets the thresholds to 0.
    if (dep.firstAt !== null && dep.total >= rule.minDeposit && bet >= rule.minValidBet) {
      await update(friendId, OPEN_STATES, { state: 'qualified', deposited_at: dep.firstAt, qualified_at: now, reward: rule.reward });
    } else if (now >= windowEnd(r)) {
      await update(friendId, OPEN_STATES, { state: 'expired', ...(dep.firstAt !== null ? { deposited_at: dep.firstAt } : {}) });
    } else if (dep.firstAt !== null && r.state === 'registered') {
      await update(friendId, ['registered'], { state: 'deposited', deposited_at: dep.firstAt });
    }
  }
  return changedCount;
}

/** The whole job: attach, advance, then pay or hold. Answers how many friends it changed. */
export async function runReferrals(app: AppContext, now: number): Promise<number> {
  if (!(await loadSettings(app.db)).switches.referral) return 0;
  const attached = await attachFriends(app.db, now);
  const moved = await advanceFriends(app.db, now);
  return attached + moved + (await settleQualified(app, now));
}
