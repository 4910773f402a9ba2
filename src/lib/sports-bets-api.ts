/** The calls of the bet slip and my bets: placing a slip, the bet list and one bet, a cash-out's quote and the cash-out. */
import { apiLanguage, request } from './api.ts';
import type { BET_LIST_TABS, SlipBet } from './contracts/sports-bets.ts';
import type { OddsChangeMode } from './contracts/sports-model.ts';

export type BetListTab = (typeof BET_LIST_TABS)[number];

export const sportsBetsApi = {
  place: (bets: SlipBet[], oddsChange: OddsChangeMode, requestId: string) => request('POST /wps/sports/bets', { body: { bets, oddsChange, requestId, language: apiLanguage() } }),
  list: (tab: BetListTab, pageNo = 1, pageSize = 20) => request('GET /wps/sports/bets', { query: { tab, language: apiLanguage(), pageNo, pageSize } }),
  one: (id: number) => request('GET /wps/sports/bets/:id', { params: { id }, query: { language: apiLanguage() } }),
  quote: (id: number) => request('GET /wps/sports/bets/:id/cashout', { params: { id } }),
  cashout: (id: number, stakePart: number, value: number, requestId: string) =>
    request('POST /wps/sports/bets/:id/cashout', { params: { id }, body: { stakePart, value, requestId, language: apiLanguage() } }),
};
