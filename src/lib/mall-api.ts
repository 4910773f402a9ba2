/** The points mall's calls: the goods, redeeming (password-checked) and the redeem history. */
import type { RequestOf } from './contracts/endpoint.ts';
import type { mall } from './contracts/mall.ts';
import { apiLanguage, request } from './api.ts';

export type RedeemInput = RequestOf<typeof mall.redeem>['body'];

export const mallApi = {
  goods: () => request('GET /wps/relay/MCS2_getPointReward', { query: { language: apiLanguage() } }),
  redeem: (body: RedeemInput) => request('POST /wps/relay/passwordCheck/MCS2_redeemPointReward', { body }),
  history: (query: { pageNo: number; pageSize: number; status?: 'in_process' | 'approved' | 'rejected' }) =>
    request('GET /wps/relay/MCS2_getRedeemPointList', { query: { language: apiLanguage(), ...query } }),
};
