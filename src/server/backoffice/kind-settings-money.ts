import { z } from 'zod';
import { getSetting, type Settings, updateSetting } from '#server/system/index.ts';
import { approvalKind } from './approval-kind.ts';
import { sportsMoneyPart } from './settings-money.ts';

const MoneyChange = z.discriminatedUnion('key', [
  z.object({ key: z.literal('cashier'), value: z.unknown() }),
  z.object({ key: z.literal('whitelabel'), value: z.object({ currency: z.unknown() }).loose() }),
  z.object({ key: z.literal('backoffice'), value: z.object({ withdrawalApprovalAbove: z.unknown() }).loose() }),
  z.object({ key: z.literal('loyalty'), value: z.object({ convertRate: z.unknown(), referral: z.object({ reward: z.unknown() }).loose() }).loose() }),
  z.object({ key: z.literal('sports'), value: z.object({}).loose() }),
]);

/** The loyalty settings as they stand now with the request's convert rate and referral reward. */
const loyaltyWithMoney = (current: Settings['loyalty'], asked: { convertRate: unknown; referral: { reward: unknown } }) => ({
  ...current,
  convertRate: asked.convertRate,
  referral: { ...current.referral, reward: asked.referral.reward },
});

/**
 * 'settings.money': a change of a money-related setting (cashier limits and fees, the currency,
 * the withdrawal approval threshold, loyalty's convert rate and referral reward, the sportsbook's
 * stakes, payouts and margins), carried out once a second staff member approves. Only the
 * money part is taken from the request: what else changed in that setting while it waited (the
 * time zone, the IP allow-list) stays. The value is validated again (InvalidSetting fails the
 * request, nothing changes). The result, with the value before and after, is what the approval's
 * audit row records.
 */
export const settingsMoney = approvalKind({
  permission: 'settings.write',
  payload: MoneyChange,
  async execute(app, payload) {
    const current = await getSetting(app.db, payload.key);
    const value =
      payload.key === 'whitelabel'
        ? { ...(current as object), currency: payload.value.currency }
        : payload.key === 'backoffice'
          ? { ...(current as object), withdrawalApprovalAbove: payload.value.withdrawalApprovalAbove }
          : payload.key === 'loyalty'
            ? loyaltyWithMoney(current as Settings['loyalty'], payload.value)
            : payload.key === 'sports'
              ? { ...(current as object), ...sportsMoneyPart(payload.value as Settings['sports']) }
              : payload.value;
    const change = await updateSetting(app.db, payload.key, value);
    return { key: payload.key, changed: change.changed, before: change.before, after: change.after };
  },
});
