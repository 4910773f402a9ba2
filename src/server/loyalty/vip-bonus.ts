/**
 * VIP bonuses (upgrade, monthly, birthday): paid from the house's loyalty cost account for VIP
 * (Accounts.loyaltyCost('vip')), into the bonus wallet with the rank's turnover multiple, or as
 * cash when the rank's turnover is 0. Each is keyed (vip-upgrade:<member>:<rank>,
 * vip-monthly:<member>:<yyyy-mm>, vip-birthday:<member>:<yyyy>): a second payment under a key
 * moves nothing, whoever tries it.
 */
import { DEFAULT_BONUS_RULES } from '#lib/contracts/promotion-model.ts';
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { Accounts, post } from '#server/ledger/index.ts';
import { issueBonus } from '#server/promotions/index.ts';

export type VipBonusKind = 'upgrade' | 'monthly' | 'birthday';

export interface VipBonus {
  memberId: number;
  kind: VipBonusKind;
  /** The key's last part: the rank (upgrade), 'yyyy-mm' (monthly) or 'yyyy' (birthday). */
  of: string;
  amount: number;
  /** The rank's bonus turnover multiple (0: cash). */
  turnover: number;
  currency: string;
}

export const vipBonusKey = (b: Pick<VipBonus, 'memberId' | 'kind' | 'of'>) => `vip-${b.kind}:${b.memberId}:${b.of}`;

/** Pays one VIP bonus in the caller's unit; true when this call paid it (false: nothing to pay, or paid before under its key). */
export async function payVipBonus(sql: SqlRunner, b: VipBonus, now: number): Promise<boolean> {
  if (b.amount <= 0) return false;
  const key = vipBonusKey(b);
  const cost = Accounts.loyaltyCost('vip', b.currency);
  if (b.turnover > 0) {
    const rules = { ...DEFAULT_BONUS_RULES, wageringMultiple: b.turnover };
    // The upgrade, monthly and birthday messages tell of the bonus: no second message.
    return (await issueBonus(sql, { memberId: b.memberId, promotionId: 0, amount: b.amount, rules, sourceKey: key, currency: b.currency, cost, message: null }, now)).issued;
  }
  const posted = await post(
    sql,
    {
      kind: `vip_${b.kind}_bonus`,
      key,
      memberId: b.memberId,
      ref: key,
      meta: { of: b.of },
      postings: [
        { account: Accounts.cash(b.memberId, b.currency), amount: b.amount },
        { account: cost, amount: -b.amount },
      ],
    },
    now,
  );
  return !posted.replayed;
}
