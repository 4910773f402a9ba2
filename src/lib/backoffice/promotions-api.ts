/** The promotions desk's calls (typed by src/lib/contracts/backoffice-promotions.ts). */
import { request } from '#lib/api.ts';
import { clean } from './content-api.ts';
import type { z } from 'zod';
import type { ResponseOf } from '#lib/contracts/endpoint.ts';
import type { backofficePromotions, PromotionFields, PromotionPresentation, PromotionRules } from '#lib/contracts/backoffice-promotions.ts';
import type { Mechanic, PromotionStatus, PromotionType } from '#lib/contracts/promotion-model.ts';

export type PromotionForm = z.input<typeof PromotionFields>;
export type PresentationForm = z.input<typeof PromotionPresentation>;
export type RulesForm = z.input<typeof PromotionRules>;
export type StaffPromotionPage = ResponseOf<typeof backofficePromotions.list>;
export type StaffPromotionRow = StaffPromotionPage['list'][number];
export type ApplicationPage = ResponseOf<typeof backofficePromotions.applications>;
export type CostReportData = ResponseOf<typeof backofficePromotions.cost>;
export type Preview = ResponseOf<typeof backofficePromotions.preview>;

export interface PromotionListQuery {
  status?: PromotionStatus | undefined;
  mechanic?: Mechanic | undefined;
  type?: PromotionType | undefined;
  text?: string | undefined;
  pageNo: number;
  pageSize: number;
}


export const promotionsDesk = {
  list: (query: PromotionListQuery) => request('GET /backoffice/api/promotions', { query: clean(query) }),
  one: (id: number) => request('GET /backoffice/api/promotions/:id', { params: { id } }),
  /** `requestId`: one per form submission, the same on its retries (a SubmissionKey's). */
  create: (requestId: string, body: PromotionForm) => request('POST /backoffice/api/promotions', { body: { ...body, requestId } }),
  update: (id: number, version: number, body: PromotionForm) => request('PUT /backoffice/api/promotions/:id', { params: { id }, body: { ...body, version } }),
  draftPreview: (body: PromotionForm) => request('POST /backoffice/api/promotions/preview', { body }),
  publish: (id: number, version: number) => request('POST /backoffice/api/promotions/:id/publish', { params: { id }, body: { version } }),
  presentation: (id: number, version: number, body: PresentationForm) => request('PUT /backoffice/api/promotions/:id/presentation', { params: { id }, body: { ...body, version } }),
  rules: (id: number, version: number, body: RulesForm) => request('POST /backoffice/api/promotions/:id/rules', { params: { id }, body: { ...body, version } }),
  end: (id: number, version: number) => request('POST /backoffice/api/promotions/:id/end', { params: { id }, body: { version } }),
  applications: (query: { state?: 'applying' | 'issued' | 'rejected' | undefined; pageNo: number; pageSize: number }) => request('GET /backoffice/api/promotions/applications', { query: clean(query) }),
  decide: (entryId: number, approve: boolean, reason: string) => request('POST /backoffice/api/promotions/applications/:id/decide', { params: { id: entryId }, body: { approve, reason } }),
  cost: (from: number, to: number) => request('GET /backoffice/api/promotions/cost', { query: { from, to } }),
  /** The merchant's currency and time zone: amounts and schedules are entered on them. */
  merchant: () => request('GET /wps/system/whitelabel'),
};
