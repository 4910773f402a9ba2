/** The sportsbook desk's calls (typed by src/lib/contracts/backoffice-sports.ts and backoffice-sports-risk.ts). */
import { apiLanguage, request } from '#lib/api.ts';
import type { NewEventInput } from '#lib/contracts/backoffice-sports.ts';
import type { BetKind, BetStatus, EventStatus, SelectionResult, SportKey, SportKind } from '#lib/contracts/sports-model.ts';

export type { BoEvent, BoEventRow, BoMarket, BoSelection, NewEventInput, NewMarketInput, PendingSettlement, SettlementDesk } from '#lib/contracts/backoffice-sports.ts';
export type { BoBet, LiabilityRow, StakeFactor } from '#lib/contracts/backoffice-sports-risk.ts';

export interface EventFilter {
  kind?: SportKind;
  sport?: SportKey;
  status?: EventStatus;
  source?: string;
  search?: string;
  from?: number;
  to?: number;
  pageNo?: number;
}

export interface BetFilter {
  member?: string;
  eventId?: number;
  status?: BetStatus;
  kind?: BetKind;
  pageNo?: number;
}

type Limit = number | null;

export const sportsDesk = {
  events: (q: EventFilter) => request('GET /backoffice/api/sports/events', { query: { ...q, language: apiLanguage() } }),
  event: (id: number) => request('GET /backoffice/api/sports/events/:id', { params: { id }, query: { language: apiLanguage() } }),
  catalogue: (sport: SportKey) => request('GET /backoffice/api/sports/catalogue', { query: { sport, language: apiLanguage() } }),
  createEvent: (body: NewEventInput) => request('POST /backoffice/api/sports/events', { body }),
  eventStatus: (id: number, action: 'start' | 'cancel' | 'abandon', reason?: string) => request('POST /backoffice/api/sports/events/:id/status', { params: { id }, body: { action, ...(reason ? { reason } : {}) } }),
  marketStatus: (id: number, status: 'open' | 'suspended') => request('POST /backoffice/api/sports/markets/:id/status', { params: { id }, body: { status } }),
  odds: (id: number, odds: number) => request('PUT /backoffice/api/sports/selections/:id/odds', { params: { id }, body: { odds } }),
  limits: (id: number, body: { maxStake: Limit; maxPayoutBet: Limit; maxPayoutMarket: Limit }) => request('PUT /backoffice/api/sports/markets/:id/limits', { params: { id }, body }),
  settlement: () => request('GET /backoffice/api/sports/settlement', { query: { language: apiLanguage() } }),
  askResult: (id: number, body: { home: number; away: number; reason?: string }) => request('POST /backoffice/api/sports/events/:id/result', { params: { id }, body }),
  askSettle: (id: number, results: { selectionId: number; result: SelectionResult; deadHeat: number }[], reason?: string) => request('POST /backoffice/api/sports/markets/:id/settle', { params: { id }, body: { results, ...(reason ? { reason } : {}) } }),
  askVoid: (id: number, reason: string) => request('POST /backoffice/api/sports/markets/:id/void', { params: { id }, body: { reason } }),
  approve: (approvalId: number) => request('POST /backoffice/api/approvals/:id/approve', { params: { id: approvalId }, body: {} }),
  reject: (approvalId: number, reason: string) => request('POST /backoffice/api/approvals/:id/reject', { params: { id: approvalId }, body: { reason } }),
  bets: (q: BetFilter) => request('GET /backoffice/api/sports/bets', { query: { ...q, language: apiLanguage() } }),
  liability: (kind?: SportKind) => request('GET /backoffice/api/sports/liability', { query: { ...(kind ? { kind } : {}), language: apiLanguage() } }),
  stakeFactors: () => request('GET /backoffice/api/sports/stake-factors'),
  setStakeFactor: (member: string, factorBps: number, note: string) => request('PUT /backoffice/api/sports/stake-factors/:member', { params: { member }, body: { factorBps, note } }),
  clearStakeFactor: (member: number) => request('DELETE /backoffice/api/sports/stake-factors/:member', { params: { member } }),
};
