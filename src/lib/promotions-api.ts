/** The promotion calls of the member pages: the list, one promotion, the player's states, the rewards badge and the reward centre. */
import { apiLanguage, request } from './api.ts';

export const promotionsApi = {
  list: () => request('GET /wps/promotions', { query: { language: apiLanguage() } }),
  detail: (id: number) => request('GET /wps/promotions/:id', { params: { id }, query: { language: apiLanguage() } }),
  states: () => request('GET /wps/promotions/states'),
  availableCount: () => request('GET /wps/promotions/available/count'),
  rewards: () => request('GET /wps/rewards', { query: { language: apiLanguage() } }),
  claim: (id: number) => request('POST /wps/rewards/:id/claim', { params: { id } }),
};
