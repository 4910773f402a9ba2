/** The audit and approvals desks' calls (typed by src/lib/contracts/backoffice-audit.ts and backoffice-approvals.ts). */
import { request } from '#lib/api.ts';

export interface AuditQuery {
  staff?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  from?: string;
  to?: string;
  order?: 'asc' | 'desc';
}

export type ApprovalStatusFilter = 'pending' | 'approved' | 'rejected' | 'expired' | 'failed' | 'all';

/** Filters without their empty fields (the query leaves them out). */
function clean(q: AuditQuery): AuditQuery {
  return Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== '')) as AuditQuery;
}

export const auditDesk = {
  list: (q: AuditQuery & { pageNo: number; pageSize: number }) => request('GET /backoffice/api/audit', { query: { ...clean(q), pageNo: q.pageNo, pageSize: q.pageSize } }),
  /** The CSV export's address for these filters (a plain link: the staff cookie goes with it). */
  csvUrl: (q: AuditQuery) => `/backoffice/api/audit.csv?${new URLSearchParams(clean(q) as Record<string, string>).toString()}`,
};

export const approvalsDesk = {
  list: (query: { status: ApprovalStatusFilter; pageNo: number; pageSize: number }) => request('GET /backoffice/api/approvals', { query }),
  approve: (id: number) => request('POST /backoffice/api/approvals/:id/approve', { params: { id }, body: {} }),
  reject: (id: number, reason: string) => request('POST /backoffice/api/approvals/:id/reject', { params: { id }, body: { reason } }),
};
