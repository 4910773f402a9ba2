/** The cashier desk's calls (typed by src/lib/contracts/backoffice-cashier.ts). */
import { request } from '#lib/api.ts';

export type DepositStatusFilter = 'pending' | 'credited' | 'rejected' | 'failed' | 'all';
export type WithdrawalStatusFilter = 'pending' | 'approved' | 'paid' | 'rejected' | 'all';
export type DisputeStateFilter = 'open' | 'resolved' | 'all';
export type DisputeOutcome = 'received' | 'repaid' | 'refunded';

const BASE = '/backoffice/api/cashier';

export const cashierDesk = {
  setup: () => request('GET /backoffice/api/cashier/setup'),
  deposits: (query: { status: DepositStatusFilter; pageNo: number; pageSize: number }) => request('GET /backoffice/api/cashier/deposits', { query }),
  approveDeposit: (id: number) => request('POST /backoffice/api/cashier/deposits/:id/approve', { params: { id }, body: {} }),
  rejectDeposit: (id: number, reason: string) => request('POST /backoffice/api/cashier/deposits/:id/reject', { params: { id }, body: { reason } }),
  withdrawals: (query: { status: WithdrawalStatusFilter; pageNo: number; pageSize: number }) => request('GET /backoffice/api/cashier/withdrawals', { query }),
  approveWithdrawal: (id: number) => request('POST /backoffice/api/cashier/withdrawals/:id/approve', { params: { id }, body: {} }),
  rejectWithdrawal: (id: number, reason: string) => request('POST /backoffice/api/cashier/withdrawals/:id/reject', { params: { id }, body: { reason } }),
  markPaid: (id: number) => request('POST /backoffice/api/cashier/withdrawals/:id/paid', { params: { id }, body: {} }),
  disputes: (query: { state: DisputeStateFilter; pageNo: number; pageSize: number }) => request('GET /backoffice/api/cashier/disputes', { query }),
  dispute: (id: number) => request('GET /backoffice/api/cashier/disputes/:id', { params: { id } }),
  resolveDispute: (id: number, outcome: DisputeOutcome, note: string) => request('POST /backoffice/api/cashier/disputes/:id/resolve', { params: { id }, body: { outcome, note } }),
  totals: (query: { from: number; to: number }) => request('GET /backoffice/api/cashier/totals', { query }),
};

/** Where the desk's images are served (same origin; the staff cookie goes with them). */
export const depositProofUrl = (id: number) => `${BASE}/deposits/${id}/proof`;
export const proofUrl = (uploadId: number) => `${BASE}/proofs/${uploadId}`;
