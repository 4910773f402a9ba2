/** The member's affiliate application (src/lib/contracts/affiliate.ts). */
import type { ApplicationBody } from './contracts/affiliate.ts';
import { request } from './api.ts';

export const affiliateApi = {
  page: () => request('GET /wps/affiliate/application'),
  apply: (body: ApplicationBody) => request('POST /wps/affiliate/application', { body }),
};
