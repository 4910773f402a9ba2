/** The loyalty desk's affiliate applications (typed by src/lib/contracts/backoffice-affiliates.ts). */
import { request } from '#lib/api.ts';
import type { ApplicationState } from '#lib/contracts/affiliate-model.ts';
import type { ApproveBody, backofficeAffiliates } from '#lib/contracts/backoffice-affiliates.ts';
import type { ResponseOf } from '#lib/contracts/endpoint.ts';

export type AffiliateQueue = ResponseOf<typeof backofficeAffiliates.list>;
export type AffiliateRow = AffiliateQueue['list'][number];
export type UplineChoice = ResponseOf<typeof backofficeAffiliates.upline>;

export const affiliatesDesk = {
  list: (status: ApplicationState) => request('GET /backoffice/api/loyalty/affiliates', { query: { status, pageNo: 1, pageSize: 100 } }),
  upline: (account: string) => request('GET /backoffice/api/loyalty/affiliates/upline', { query: { account } }),
  approve: (id: number, body: ApproveBody) => request('POST /backoffice/api/loyalty/affiliates/:id/approve', { params: { id }, body }),
  reject: (id: number, reason: string) => request('POST /backoffice/api/loyalty/affiliates/:id/reject', { params: { id }, body: { reason } }),
  /** The merchant's currency and time zone: amounts and times are shown on them. */
  merchant: () => request('GET /wps/system/whitelabel'),
};
