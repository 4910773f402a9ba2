/** The VIP calls of the /vip page and the playerRank page: the ladder, the member's progress and rank history. */
import { request } from './api.ts';

export const vipApi = {
  ladder: () => request('GET /wps/vip/ranks'),
  progress: () => request('GET /wps/vip/progress'),
  history: () => request('GET /wps/vip/history'),
};
