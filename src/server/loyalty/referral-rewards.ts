/**
 * Invite friends, the reward: paid to the member who invited a friend once the friend qualifies,
 * once per friend — the guarded state change (qualified or held → rewarded) and the journal entry
 * keyed `referral:<friendId>` are one unit of work, so parallel job runs and a staff approval can
 * never pay twice. Into the bonus wallet with the operator's turnover multiple, or as cash when
 * that is 0; from the loyalty cost account of referrals. A friend who shares a device, address
 * or payment account with the referrer is held for staff instead.
 */
import type { AppContext } from '#server/app-context.ts';
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { changed, first, statements } from '#server/db/statement-builder.ts';
import { Accounts, post } from '#server/ledger/index.ts';
import { issueBonus } from '#server/promotions/index.ts';
import { loadSettings } from '#server/system/index.ts';
import { DEFAULT_BONUS_RULES } from '#lib/contracts/promotion-model.ts';
import { holdReasons, referralEvidence } from './referral-abuse.ts';

export interface RewardTerms {
  currency: string;
  /** 0: cash; otherwise a bonus to wager this many times. */
  turnover: number;
}

export async function rewardTerms(app: AppContext): Promise<RewardTerms> {
  const s = await loadSettings(app.db);
  return { currency: s.whitelabel.currency.code, turnover: s.loyalty.referral.rewardTurnover };
}

/**
 * Moves one friend's reward from `from` to rewarded and pays it, in the caller's unit. Answers
 * whether this call paid it (false: another run or staff already moved it; nothing is paid).
 */
export async function payReferralReward(sql: SqlRunner, friendId: number, from: 'qualified' | 'held', terms: RewardTerms, now: number, staffId: number | null = null): Promise<boolean> {
  const q = statements(sql);
  const moved = await changed(sql, q.updateTable('referrals').set({ state: 'rewarded', decided_at: now, staff_id: staffId }).where('friend_id', '=', friendId).where('state', '=', from));
  if (moved !== 1) return false;
  const r = await first(sql, q.selectFrom('referrals').select(['referrer_id', 'reward']).where('friend_id', '=', friendId));
  if (!r) throw new Error(`referral ${friendId} vanished while being paid`);
  const referrerId = Number(r.referrer_id);
  const amount = Number(r.reward);
  if (amount <= 0) return true;
  const cost = Accounts.loyaltyCost('referral', terms.currency);
  if (terms.turnover > 0) {
    const rules = { ...DEFAULT_BONUS_RULES, wageringMultiple: terms.turnover };
    await issueBonus(sql, { memberId: referrerId, promotionId: 0, amount, rules, sourceKey: `referral:${friendId}`, currency: terms.currency, cost }, now);
    return true;
  }
  await post(
    sql,
    {
      kind: 'referral_reward',
      key: `referral:${friendId}`,
      memberId: referrerId,
      ref: `referral:${friendId}`,
      meta: { friendId },
      postings: [
        { account: Accounts.cash(referrerId, terms.currency), amount },
        { account: cost, amount: -amount },
      ],
    },
    now,
  );
  return true;
}

/**
 * The job's last step: every qualified friend's reward is paid, or held when the friend shares
 * something with the referrer. Answers how many were paid or held by this run.
 */
export async function settleQualified(app: AppContext, now: number, limit = 500): Promise<number> {
  const due = await app.db.selectFrom('referrals').select(['friend_id', 'referrer_id']).where('state', '=', 'qualified').orderBy('qualified_at').limit(limit).execute();
  if (due.length === 0) return 0;
  const terms = await rewardTerms(app);
  let done = 0;
  for (const d of due) {
    const friendId = Number(d.friend_id);
    const reasons = holdReasons(await referralEvidence(app.db, Number(d.referrer_id), friendId));
    if (reasons.length > 0) {
      const held = await app.db.updateTable('referrals').set({ state: 'held', hold_reason: reasons.join(','), decided_at: null }).where('friend_id', '=', friendId).where('state', '=', 'qualified').executeTakeFirst();
      done += Number(held.numUpdatedRows);
      continue;
    }
    const paid = await app.ledger.run((sql) => payReferralReward(sql, friendId, 'qualified', terms, now));
    if (paid) {
      done++;
      app.events.publish({ type: 'rewards', memberId: Number(d.referrer_id), data: { referral: friendId } });
    }
  }
  return done;
}
