/** The calls of /lottery/verify: a draw's proof and its lottery's published chains. */
import { apiLanguage, request } from './api.ts';

export const lotteryFairApi = {
  proof: (id: number) => request('GET /wps/lottery/draws/:id/proof', { params: { id }, query: { language: apiLanguage() } }),
  chains: (lottery: string) => request('GET /wps/lottery/chains', { query: { lottery, language: apiLanguage() } }),
};
