/** The members desk's calls (typed by src/lib/contracts/backoffice-members.ts). */
import { request } from '#lib/api.ts';

export type SearchKey = 'any' | 'username' | 'id' | 'mobile' | 'email' | 'bank' | 'ip';
export type SearchSort = 'id' | 'account' | 'createdAt' | 'lastLoginAt';
export type RecordTab = 'ledger' | 'bets' | 'deposits' | 'withdrawals' | 'sessions';

interface Paging {
  pageNo: number;
  pageSize: number;
}

const p = (id: number) => ({ id });

export const membersDesk = {
  search: (query: { q: string; by: SearchKey; sort: SearchSort; order: 'asc' | 'desc' } & Paging) => request('GET /backoffice/api/members', { query }),
  profile: (id: number) => request('GET /backoffice/api/members/:id', { params: p(id) }),
  ledger: (id: number, query: Paging) => request('GET /backoffice/api/members/:id/ledger', { params: p(id), query }),
  bets: (id: number, query: Paging) => request('GET /backoffice/api/members/:id/bets', { params: p(id), query }),
  deposits: (id: number, query: Paging) => request('GET /backoffice/api/members/:id/deposits', { params: p(id), query }),
  withdrawals: (id: number, query: Paging) => request('GET /backoffice/api/members/:id/withdrawals', { params: p(id), query }),
  sessions: (id: number, query: Paging) => request('GET /backoffice/api/members/:id/sessions', { params: p(id), query }),
  endSessions: (id: number, sessionId?: number) => request('POST /backoffice/api/members/:id/sessions/end', { params: p(id), body: sessionId === undefined ? {} : { sessionId } }),
  lock: (id: number, reason?: string) => request('POST /backoffice/api/members/:id/lock', { params: p(id), body: reason ? { reason } : {} }),
  unlock: (id: number, reason?: string) => request('POST /backoffice/api/members/:id/unlock', { params: p(id), body: reason ? { reason } : {} }),
  passwordReset: (id: number) => request('POST /backoffice/api/members/:id/password-reset', { params: p(id) }),
  secondFactorReset: (id: number) => request('POST /backoffice/api/members/:id/second-factor-reset', { params: p(id) }),
  notes: (id: number) => request('GET /backoffice/api/members/:id/notes', { params: p(id) }),
  addNote: (id: number, text: string) => request('POST /backoffice/api/members/:id/notes', { params: p(id), body: { text } }),
  move: (id: number, newParentId: number, reason?: string) => request('POST /backoffice/api/members/:id/move', { params: p(id), body: reason ? { newParentId, reason } : { newParentId } }),
  adjust: (id: number, amount: number, reason: string) => request('POST /backoffice/api/members/:id/adjustments', { params: p(id), body: { amount, reason } }),
  bonus: (id: number, amount: number, wageringMultiple: number, reason: string) => request('POST /backoffice/api/members/:id/bonuses', { params: p(id), body: { amount, wageringMultiple, reason } }),
  paymentPasswordUnlock: (id: number) => request('POST /backoffice/api/members/:id/payment-password-unlock', { params: p(id) }),
};
