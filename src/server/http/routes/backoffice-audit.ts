/** Back office: the audit log viewer and the approvals queue. Contracts: src/lib/contracts/backoffice-audit.ts, backoffice-approvals.ts. */
import { Hono } from 'hono';
import { backofficeApprovals as ap } from '#lib/contracts/backoffice-approvals.ts';
import { backofficeAudit as au } from '#lib/contracts/backoffice-audit.ts';
import { auditCsv, decideApproval, listApprovals, listAudit } from '#server/backoffice/index.ts';
import { merchantTimeZone } from '#server/system/index.ts';
import { serve } from '../contract-route.ts';
import type { ApiEnv } from '../env.ts';
import { csvDownload } from '../responses/csv.ts';
import { staffOf } from '../staff-guard.ts';

export const backofficeAuditRoutes = new Hono<ApiEnv>();

const CSV_ROWS = 100_000;

serve(backofficeAuditRoutes, au.list, async (c, { query: { pageNo, pageSize, ...filter } }) => {
  const db = c.get('app').db;
  const zone = await merchantTimeZone(db);
  return { ...(await listAudit(db, filter, zone, { pageNo, pageSize })), zone };
});

serve(backofficeAuditRoutes, au.csv, async (c, { query }) => {
  const db = c.get('app').db;
  const zone = await merchantTimeZone(db);
  const page = await listAudit(db, query, zone, { pageNo: 1, pageSize: CSV_ROWS });
  return csvDownload(c, 'audit-log', auditCsv(page.list, zone));
});

serve(backofficeAuditRoutes, ap.list, (c, { query }) => listApprovals(c.get('app').db, staffOf(c), query));

const decided = (d: { id: number; status: 'pending' | 'approved' | 'rejected' | 'expired' | 'failed'; result: unknown }) => ({
  id: d.id,
  status: d.status,
  result: d.result === null || d.result === undefined ? null : JSON.stringify(d.result),
});

serve(backofficeAuditRoutes, ap.approve, async (c, { params }) => decided(await decideApproval(c.get('app'), staffOf(c), params.id, { approve: true })));

serve(backofficeAuditRoutes, ap.reject, async (c, { params, body }) => decided(await decideApproval(c.get('app'), staffOf(c), params.id, { approve: false, reason: body.reason })));
