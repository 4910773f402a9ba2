/** The loyalty desk's VIP tab calls (typed by src/lib/contracts/backoffice-vip.ts). */
import { request } from '#lib/api.ts';
import type { backofficeVip } from '#lib/contracts/backoffice-vip.ts';
import type { ResponseOf } from '#lib/contracts/endpoint.ts';
import type { LoyaltySettings, VipRankInput } from '#lib/contracts/backoffice-vip.ts';

export type VipDesk = ResponseOf<typeof backofficeVip.desk>;
export type LoyaltySettingsView = ResponseOf<typeof backofficeVip.settings>;
export type { LoyaltySettings, VipRankInput };

export const vipDesk = {
  desk: () => request('GET /backoffice/api/loyalty/vip'),
  askLadder: (ladder: VipRankInput[], version: number) => request('PUT /backoffice/api/loyalty/vip/ladder', { body: { ladder, version } }),
  setRank: (account: string, rank: number, reason: string) => request('POST /backoffice/api/loyalty/vip/rank', { body: { account, rank, reason } }),
  settings: () => request('GET /backoffice/api/loyalty/settings'),
  saveSettings: (value: LoyaltySettings) => request('PUT /backoffice/api/loyalty/settings', { body: value }),
};
