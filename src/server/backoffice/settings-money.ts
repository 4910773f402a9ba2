import type { SettingKey, Settings } from '#server/system/index.ts';

/** The approval kind of money-related settings (maker-checker). */
export const SETTINGS_MONEY_KIND = 'settings.money';

/** Loyalty's parts that pay money: the cash a point converts to and the reward for a qualified friend. */
export const loyaltyMoneyPart = (v: Settings['loyalty']) => ({ convertRate: v.convertRate, referralReward: v.referral.reward });

/** The sportsbook's parts that set what a bet may win and what the book keeps: stakes, payouts and margins. */
export const sportsMoneyPart = (v: Settings['sports']) => ({
  margin: v.margin,
  inPlayMargin: v.inPlayMargin,
  cashoutMargin: v.cashoutMargin,
  minStake: v.minStake,
  maxStake: v.maxStake,
  maxPayoutBet: v.maxPayoutBet,
  maxPayoutMarket: v.maxPayoutMarket,
});

/**
 * The parts of settings that move or hold money: the cashier's limits and fees, the merchant's
 * currency, the back office's withdrawal approval threshold, loyalty's convert rate and
 * referral reward, and the sportsbook's stakes, payouts and margins. A change of any of them waits
 * for a second staff member's approval; every other part of a setting applies at once.
 */
const MONEY_PARTS: Partial<{ [K in SettingKey]: (v: Settings[K]) => unknown }> = {
  cashier: (v) => v,
  whitelabel: (v) => v.currency,
  backoffice: (v) => v.withdrawalApprovalAbove,
  loyalty: loyaltyMoneyPart,
  sports: sportsMoneyPart,
};

export function isMoneyKey(key: string): boolean {
  return Object.hasOwn(MONEY_PARTS, key);
}

/** Whether changing `key` from `before` to `after` touches a money part. */
export function touchesMoney<K extends SettingKey>(key: K, before: Settings[K], after: Settings[K]): boolean {
  const part = MONEY_PARTS[key] as ((v: Settings[K]) => unknown) | undefined;
  return part !== undefined && JSON.stringify(part(before)) !== JSON.stringify(part(after));
}
