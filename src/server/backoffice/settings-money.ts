import type { SettingKey, Settings } from '#server/system/index.ts';

/** The approval kind of money-related settings (maker-checker). */
export const SETTINGS_MONEY_KIND = 'settings.money';

/** Loyalty's parts that pay money: the cash a point converts to and the reward for a qualified friend. */
export const loyaltyMoneyPart = (v: Settings['loyalty']) => ({ convertRate: v.convertRate, referralReward: v.referral.reward });

/**
 * The parts of settings that move or hold money: the cashier's limits and fees, the merchant's
 * currency, the back office's withdrawal approval threshold and loyalty's convert rate and
 * referral reward. A change of any of them waits for
 * a second staff member's approval; every other part of a setting applies at once.
 */
const MONEY_PARTS: Partial<{ [K in SettingKey]: (v: Settings[K]) => unknown }> = {
  cashier: (v) => v,
  whitelabel: (v) => v.currency,
  backoffice: (v) => v.withdrawalApprovalAbove,
  loyalty: loyaltyMoneyPart,
};

export function isMoneyKey(key: string): boolean {
  return Object.hasOwn(MONEY_PARTS, key);
}

/** Whether changing `key` from `before` to `after` touches a money part. */
export function touchesMoney<K extends SettingKey>(key: K, before: Settings[K], after: Settings[K]): boolean {
  const part = MONEY_PARTS[key] as ((v: Settings[K]) => unknown) | undefined;
  return part !== undefined && JSON.stringify(part(before)) !== JSON.stringify(part(after));
}
