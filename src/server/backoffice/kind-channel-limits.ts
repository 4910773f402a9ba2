import { z } from 'zod';
import { setChannelLimits } from '#server/cashier/index.ts';
import { approvalKind } from './approval-kind.ts';

export const channelLimitsPayload = z.object({
  channelId: z.number().int().positive(),
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
  feeBp: z.number().int(),
  enabled: z.boolean(),
});

/**
 * 'channel.limits': a deposit channel's minimum, maximum, fee and availability, set by the cashier
 * once a second staff member approves. The values are validated again when carried out (a refusal
 * fails the request, nothing changes); the result, with the values before and after, is what the
 * approval's audit row records.
 */
export const channelLimits = approvalKind({
  permission: 'settings.write',
  payload: channelLimitsPayload,
  async execute(app, p) {
    const change = await setChannelLimits(app.db, p.channelId, { minAmount: p.minAmount, maxAmount: p.maxAmount, feeBp: p.feeBp, enabled: p.enabled });
    return { channelId: change.channelId, changed: change.changed, before: change.before, after: change.after };
  },
});
