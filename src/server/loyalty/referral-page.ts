/**
 * Invite friends, the member's page: the code, link and rules, the friends invited (account
 * names masked) with their state, and the rewards earned. The route adds the QR code of the link.
 */
import type { Db } from '#server/db/connect.ts';
import { accountNamesOf } from '#server/members/index.ts';
import { maskAccount } from '#server/promotions/index.ts';
import type { ReferralState } from '#lib/contracts/loyalty-model.ts';
import { ensureReferralCode, referralLink, referralSettings } from './referral-codes.ts';

/** The most friends the page lists (newest first); the totals count every friend. */
export const FRIENDS_SHOWN = 200;

export interface ReferralFriend {
  account: string;
  state: ReferralState;
  registeredAt: number;
  depositedAt: number | null;
  qualifiedAt: number | null;
  /** What this friend earned the member (0 until paid). */
  reward: number;
}

export async function referralPage(db: Db, memberId: number, origin: string, now = Date.now()) {
  const settings = await referralSettings(db);
  const code = await ensureReferralCode(db, memberId, now);
  const [rows, totals] = await Promise.all([
    db
      .selectFrom('referrals')
      .select(['friend_id', 'state', 'created_at', 'deposited_at', 'qualified_at', 'reward'])
      .where('referrer_id', '=', memberId)
      .orderBy('created_at', 'desc')
      .orderBy('friend_id', 'desc')
      .limit(FRIENDS_SHOWN)
      .execute(),
    db
      .selectFrom('referrals')
      .select(['state', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.coalesce(eb.fn.sum<number>('reward'), eb.lit(0)).as('amount')])
      .where('referrer_id', '=', memberId)
      .groupBy('state')
      .execute(),
  ]);
  const names = await accountNamesOf(
    db,
    rows.map((r) => Number(r.friend_id)),
  );
  const count = (states: string[]) => totals.filter((t) => states.includes(t.state)).reduce((s, t) => s + Number(t.n), 0);
  const friends: ReferralFriend[] = rows.map((r) => ({
    account: maskAccount(names.get(Number(r.friend_id)) ?? ''),
    state: r.state as ReferralState,
    registeredAt: Number(r.created_at),
    depositedAt: r.deposited_at === null ? null : Number(r.deposited_at),
    qualifiedAt: r.qualified_at === null ? null : Number(r.qualified_at),
    reward: r.state === 'rewarded' ? Number(r.reward) : 0,
  }));
  const rule = settings.loyalty.referral;
  return {
    code,
    link: referralLink(origin, code),
    currency: settings.whitelabel.currency.code,
    rules: { minDeposit: rule.minDeposit, minValidBet: rule.minValidBet, days: rule.days, reward: rule.reward, rewardTurnover: rule.rewardTurnover },
    friends,
    totals: {
      invited: count(['registered', 'deposited', 'qualified', 'held', 'rewarded', 'rejected', 'expired']),
      qualified: count(['qualified', 'held', 'rewarded']),
      rewarded: count(['rewarded']),
      earned: totals.filter((t) => t.state === 'rewarded').reduce((s, t) => s + Number(t.amount), 0),
      pending: count(['qualified', 'held']),
    },
  };
}
