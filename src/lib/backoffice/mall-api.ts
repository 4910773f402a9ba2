/** The loyalty desk's points mall: goods and the redeem queue (typed by src/lib/contracts/backoffice-mall.ts). */
import { request } from '#lib/api.ts';
import type { backofficeMall, CreateMallItemBody, StaffMallItem, StaffRedeem } from '#lib/contracts/backoffice-mall.ts';
import type { RequestOf, ResponseOf } from '#lib/contracts/endpoint.ts';
import type { z } from 'zod';

export type { StaffMallItem, StaffRedeem };
export type MallItemInput = z.input<typeof CreateMallItemBody>;
export type RedeemQueue = ResponseOf<typeof backofficeMall.redeems>;
export type RedeemQueueQuery = RequestOf<typeof backofficeMall.redeems>['query'];

export const mallDesk = {
  items: () => request('GET /backoffice/api/loyalty/mall/items', { query: {} }),
  create: (body: MallItemInput) => request('POST /backoffice/api/loyalty/mall/items', { body }),
  update: (id: number, version: number, body: Omit<MallItemInput, 'kind'>) => request('PUT /backoffice/api/loyalty/mall/items/:id', { params: { id }, body: { ...body, version } }),
  setStatus: (id: number, version: number, status: 'active' | 'hidden') => request('POST /backoffice/api/loyalty/mall/items/:id/status', { params: { id }, body: { status, version } }),
  redeems: (query: RedeemQueueQuery) => request('GET /backoffice/api/loyalty/mall/redeems', { query }),
  decide: (id: number, approve: boolean, reason = '') => request('POST /backoffice/api/loyalty/mall/redeems/:id/decide', { params: { id }, body: { approve, reason } }),
  merchant: () => request('GET /wps/system/whitelabel'),
};
