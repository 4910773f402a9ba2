/** The loyalty desk's referrals (typed by src/lib/contracts/backoffice-referrals.ts). */
import { request } from '#lib/api.ts';
import type { ReferralState } from '#lib/contracts/loyalty-model.ts';

export type { HeldReferral, StaffReferral } from '#lib/contracts/backoffice-referrals.ts';

export const referralsDesk = {
  held: () => request('GET /backoffice/api/loyalty/referrals/held'),
  list: (q: { state?: ReferralState | undefined; account?: string | undefined; pageNo: number }) =>
    request('GET /backoffice/api/loyalty/referrals', { query: { pageNo: q.pageNo, pageSize: 50, ...(q.state ? { state: q.state } : {}), ...(q.account ? { account: q.account } : {}) } }),
  decide: (friendId: number, approve: boolean, reason = '') => request('POST /backoffice/api/loyalty/referrals/:friendId/decide', { params: { friendId }, body: { approve, reason } }),
  /** The merchant's currency and time zone: amounts and times are shown on them. */
  merchant: () => request('GET /wps/system/whitelabel'),
};
