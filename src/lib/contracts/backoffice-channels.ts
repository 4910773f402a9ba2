/**
 * Back office, settings desk: the deposit channels' limits and fees. Reading never shows a
 * gateway's secret; a change waits for a second staff member's approval (approval kind
 * channel.limits) and reaches the members' deposit page only then.
 */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { epochMs, idParams } from './common.ts';

const tag = 'Back office: Settings';

/** Amounts in minor units; the fee in basis points (100 = 1 %). */
const Limits = z.object({
  minAmount: z.number().int().min(1),
  maxAmount: z.number().int().min(1),
  feeBp: z.number().int().min(0).max(10_000),
  enabled: z.boolean(),
});

export const StaffChannelRow = Limits.extend({
  id: z.number().int(),
  code: z.string(),
  kind: z.string(),
  names: z.record(z.string(), z.string()),
  minVipRank: z.number().int(),
  sort: z.number().int(),
});

export const PendingChannelChange = Limits.extend({
  approvalId: z.number().int(),
  channelId: z.number().int(),
  makerId: z.number().int(),
  createdAt: epochMs,
  expiresAt: epochMs,
});

export const backofficeChannels = {
  list: endpoint({
    method: 'GET',
    path: '/backoffice/api/settings/channels',
    summary: 'Every deposit channel (enabled or not) with its limits and fee, without the gateway secret, and the changes waiting for approval',
    tag,
    access: 'staff',
    permission: 'settings.read',
    response: z.object({ channels: z.array(StaffChannelRow), pending: z.array(PendingChannelChange) }),
    errors: [],
  }),
  change: endpoint({
    method: 'PUT',
    path: '/backoffice/api/settings/channels/:id',
    summary: 'Asks to change a deposit channel’s minimum, maximum, fee and availability (min ≥ 1, min ≤ max, fee 0–10,000 bp); applies once a second staff member approves; the same values answer unchanged',
    tag,
    access: 'staff',
    permission: 'settings.write',
    params: idParams,
    body: Limits,
    response: z.union([z.object({ status: z.literal('unchanged') }), z.object({ status: z.literal('pending-approval'), approvalId: z.number().int() })]),
    errors: ['NOT_FOUND'],
  }),
};
