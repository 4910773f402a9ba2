/** The cashier desk's calls (typed by src/lib/contracts/backoffice-cashier.ts). */
import { request } from '#lib/api.ts';

export type DepositStatusFilter = 'pending' | 'credited' | 'rejected' | 'failed' | 'all';
export type WithdrawalStatusFilter = 'pending' | 'approved' | 'paid' | 'rejected' | 'all';
export type DisputeStateFilter = 'open' | 'resolved' | 'all';
export type DisputeOutcome = 'received' | 'repaid' | 'refunded';

const BASE = '/backoffice/api/cashier';

/** A queue's list request: one member's rows (by account) when given, sorted by number or amount. */
export interface ListQuery {
  pageNo: number;
  pageSize: number;
  account?: string | undefined;
  sort: 'id' | 'amount';
  order?: 'asc' | 'desc' | undefined;
}

/** The query without the fields left empty. */
const listQuery = (q: ListQuery) => ({ pageNo: q.pageNo, pageSize: q.pageSize, sort: q.sort, ...(q.account ? { account: q.account } : {}), ...(q.order ? { order: q.order } : {}) });

export const cashierDesk = {
  setup: () => request('GET /backoffice/api/cashier/setup'),
  deposits: (q: ListQuery & { status: DepositStatusFilter }) => request('GET /backoffice/api/cashier/deposits', { query: { status: q.status, ...listQuery(q) } }),
  approveDeposit: (id: number) => request('POST /backoffice/api/cashier/deposits/:id/approve', { params: { id }, body: {} }),
  rejectDeposit: (id: number, reason: string) => request('POST /backoffice/api/cashier/deposits/:id/reject', { params: { id }, body: { reason } }),
  withdrawals: (q: ListQuery & { status: WithdrawalStatusFilter }) => request('GET /backoffice/api/cashier/withdrawals', { query: { status: q.status, ...listQuery(q) } }),
  approveWithdrawal: (id: number) => request('POST /backoffice/api/cashier/withdrawals/:id/approve', { params: { id }, body: {} }),
  rejectWithdrawal: (id: number, reason: string) => request('POST /backoffice/api/cashier/withdrawals/:id/reject', { params: { id }, body: { reason } }),
  markPaid: (id: number) => request('POST /backoffice/api/cashier/withdrawals/:id/paid', { params: { id }, body: {} }),
  disputes: (q: ListQuery & { state: DisputeStateFilter }) => request('GET /backoffice/api/cashier/disputes', { query: { state: q.state, ...listQuery(q) } }),
  dispute: (id: number) => request('GET /backoffice/api/cashier/disputes/:id', { params: { id } }),
  resolveDispute: (id: number, outcome: DisputeOutcome, note: string) => request('POST /backoffice/api/cashier/disputes/:id/resolve', { params: { id }, body: { outcome, note } }),
  totals: (query: { from: number; to: number }) => request('GET /backoffice/api/cashier/totals', { query }),
};

/** Where the desk's images are served (same origin; the staff cookie goes with them). */
export const depositProofUrl = (id: number) => `${BASE}/deposits/${id}/proof`;
export const proofUrl = (uploadId: number) => `${BASE}/proofs/${uploadId}`;
