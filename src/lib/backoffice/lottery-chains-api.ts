/** The lottery desk's chains tab (typed by src/lib/contracts/backoffice-lottery-chains.ts). */
import { apiLanguage, request } from '#lib/api.ts';

export type { ChainDesk, ChainDeskLottery } from '#lib/contracts/backoffice-lottery-chains.ts';
export type { ChainView } from '#lib/contracts/lottery-fair.ts';

export const lotteryChainsDesk = {
  desk: () => request('GET /backoffice/api/lottery/chains', { query: { language: apiLanguage() } }),
  commit: (lottery: string, length?: number) => request('POST /backoffice/api/lottery/chains', { body: length === undefined ? { lottery } : { lottery, length } }),
  retire: (id: number, reason: string) => request('POST /backoffice/api/lottery/chains/:id/retire', { params: { id }, body: { reason } }),
  /** The merchant's time zone: times are shown on it. */
  merchant: () => request('GET /wps/system/whitelabel'),
};
