/** The settings desk's deposit channel calls (typed by src/lib/contracts/backoffice-channels.ts). */
import { request } from '#lib/api.ts';
import type { ResponseOf } from '#lib/contracts/endpoint.ts';
import type { backofficeChannels } from '#lib/contracts/backoffice-channels.ts';

export type ChannelsOverview = ResponseOf<typeof backofficeChannels.list>;
export type StaffChannelRow = ChannelsOverview['channels'][number];
export type PendingChannelChange = ChannelsOverview['pending'][number];
export type ChannelOutcome = ResponseOf<typeof backofficeChannels.change>;
export interface ChannelLimits {
  minAmount: number;
  maxAmount: number;
  feeBp: number;
  enabled: boolean;
}

export const channelsDesk = {
  list: () => request('GET /backoffice/api/settings/channels'),
  change: (id: number, limits: ChannelLimits) => request('PUT /backoffice/api/settings/channels/:id', { params: { id }, body: limits }),
};
