/** The points calls of the pointsDetails page: the balance, the earning rules, the details and converting points to cash. */
import { request } from './api.ts';
import { SubmissionKey } from './cashier-api.ts';
import type { PointsType } from './points-format.ts';

export const pointsApi = {
  balance: () => request('GET /wps/relay/MCS2_getPointBalance'),
  config: () => request('GET /wps/relay/MCS2_getPointConfig'),
  details: (query: { type?: PointsType; from: number; to: number; pageNo: number; pageSize: number }) => request('GET /wps/relay/ODSFE2_MemTransDet', { query }),
  convert: (body: { points: number; paymentPassword: string; requestId: string }) => request('POST /wps/relay/passwordCheck/MCS2_convertPoint', { body }),
};

/** The convert form's pending submission: a retry after no answer reuses its request id. */
export const convertSubmission = new SubmissionKey();
